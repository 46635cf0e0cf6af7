/** The five introduction categories of `/introduce/{category}` with their menu labels. */
export const introductionCategories = [
  { category: 1, label: '인사말 · 하나바이블 소개' },
  { category: 2, label: '교육 정신' },
  { category: 3, label: '교육 사역' },
  { category: 4, label: '섬기는 사람들' },
  { category: 5, label: '오시는 길' },
] as const;
