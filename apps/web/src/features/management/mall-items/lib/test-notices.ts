/** Whole 상품정보제공고시 of a textbook (도서) and of a content (디지털콘텐츠), as the form's tests type them. */
export const testBookNotice = {
  bookTitle: '유아부 교재',
  authorPublisher: '하나바이블',
  bookSize: 'A4',
  pageCount: '64쪽',
  bookComposition: '1권',
  publishedOn: '2026-01-05',
  tableOfContents: '13과 (2~3세)',
};

export const testContentNotice = {
  producer: '하나바이블',
  termsOfUse: '교회 안, 무제한',
  deliveryMethod: '다운로드',
  systemRequirements: '해당 없음',
  withdrawalEffect: '다운로드 후 청약철회 제한',
  contentHelpPhone: '02-1234-5678',
};
