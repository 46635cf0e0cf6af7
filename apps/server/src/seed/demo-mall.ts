/**
 * The content mall's demo catalogue (issue 13): categories with the spec's navigation ids, two
 * warehouses, brands, and 44 items in Korean across every category — sermon materials by bible book,
 * seasonal materials by 절기, praise music, lecture videos, admin forms, images, textbooks and goods.
 */

export const demoMallCategories = [
  { id: 170, parentId: null, name: '예배 자료', icon: '📖', sort: 1 },
  { id: 172, parentId: 170, name: '설교', icon: null, sort: 1 },
  { id: 174, parentId: 170, name: '절기', icon: null, sort: 2 },
  { id: 171, parentId: 170, name: '이미지', icon: null, sort: 3 },
  { id: 136, parentId: null, name: '활동자료', icon: '✂️', sort: 2 },
  { id: 138, parentId: null, name: '교사 자료', icon: '🎓', sort: 3 },
  { id: 164, parentId: 138, name: '행정서식', icon: null, sort: 1 },
  { id: 162, parentId: 138, name: '강의영상', icon: null, sort: 2 },
  { id: 137, parentId: null, name: '찬양', icon: '🎵', sort: 4 },
];

export const demoBrands = ['하나바이블', '하나바이블 찬양팀', '말씀공작소', '다음세대연구소'] as const;
export type DemoBrand = (typeof demoBrands)[number];

export const demoWarehouses = [
  {
    key: 'main',
    name: '하나바이블 본사 물류센터',
    deliveryCompany: 'CJ대한통운',
    deliveryFee: 3000,
    deliveryFreeOption: 30000,
    additionalDeliveryFee: 3000,
  },
  {
    key: 'paju',
    name: '말씀공작소 파주 창고',
    deliveryCompany: '한진택배',
    deliveryFee: 4000,
    deliveryFreeOption: 50000,
    additionalDeliveryFee: 5000,
  },
] as const;

/** A three-level TREE option: level names, and each full path with its extra price and stock. */
export type DemoTree = {
  levels: [string, string, string];
  paths: { path: [string, string, string]; extra: number; stock: number }[];
};

export type DemoItem = {
  code: string;
  title: string;
  categoryId: number;
  brand: DemoBrand;
  itemKind: string;
  tags: string[];
  regularPrice: number;
  sellingPrice: number;
  /** Absent for products. */
  contentType?: 'IMAGE' | 'FILE' | 'VIDEO' | 'MUSIC';
  warehouse?: 'main' | 'paju';
  productStock?: number;
  tree?: DemoTree;
  writing?: { name: string; required: boolean };
  licenses?: { name: string; price: number }[];
  bibles?: { book: number; chapter: number | null }[];
  solarTerm?: string;
  downloadPeriod?: number;
  stopped?: boolean;
  salesCount: number;
  description: string;
  /** The files a buyer downloads, by kind of generated file. */
  files?: { name: string; kind: 'text' | 'xlsx' | 'image' | 'audio' }[];
  sample?: 'audio' | 'video';
};

const sermon = (
  code: string,
  title: string,
  book: number,
  chapter: number | null,
  tags: string[],
  price: number,
  salesCount: number,
): DemoItem => ({
  code,
  title,
  categoryId: 172,
  brand: '말씀공작소',
  itemKind: '설교자료',
  contentType: 'FILE',
  tags: ['설교', ...tags],
  regularPrice: price,
  sellingPrice: price,
  bibles: [{ book, chapter }],
  downloadPeriod: 0,
  salesCount,
  description: `<p><strong>${title}</strong>는 교회학교 설교자를 위한 원고와 적용 질문, 활동 제안으로 이루어져 있습니다.</p><ul><li>설교 원고 (15분 분량)</li><li>연령별 적용 질문</li><li>말씀 암송 카드</li></ul>`,
  files: [{ name: `${title}.txt`, kind: 'text' }],
});

const seasonal = (
  code: string,
  title: string,
  solarTerm: string,
  tags: string[],
  price: number,
  salesCount: number,
): DemoItem => ({
  code,
  title,
  categoryId: 174,
  brand: '하나바이블',
  itemKind: '절기자료',
  contentType: 'FILE',
  tags: ['절기', solarTerm, ...tags],
  regularPrice: price,
  sellingPrice: price,
  solarTerm,
  downloadPeriod: 365,
  salesCount,
  description: `<p>${solarTerm}을 교회학교에서 함께 지키도록 준비한 <strong>${title}</strong>입니다. 예배 순서, 활동지, 교사용 안내가 들어 있습니다.</p>`,
  files: [{ name: `${title}.txt`, kind: 'text' }],
});

export const demoMallItems: DemoItem[] = [
  sermon(
    'C1001',
    '요한복음 3장 니고데모와 거듭남 설교 원고',
    43,
    3,
    ['요한복음', '거듭남', '초등부'],
    3000,
    41,
  ),
  sermon('C1002', '창세기 1장 천지창조 어린이 설교', 1, 1, ['창세기', '창조', '유아부'], 3000, 35),
  sermon('C1003', '출애굽기 14장 홍해를 건넌 이스라엘 설교', 2, 14, ['출애굽기', '모세', '유년부'], 3000, 12),
  sermon('C1004', '시편 23편 선한 목자 설교와 암송 카드', 19, 23, ['시편', '목자', '유치부'], 0, 58),
  sermon('C1005', '마태복음 5장 산상수훈 팔복 설교', 40, 5, ['마태복음', '팔복', '중등부'], 5000, 22),
  sermon(
    'C1006',
    '누가복음 15장 잃은 양과 탕자의 비유 설교',
    42,
    15,
    ['누가복음', '비유', '초등부'],
    3000,
    30,
  ),
  sermon('C1007', '사도행전 2장 오순절 성령강림 설교', 44, 2, ['사도행전', '성령', '고등부'], 5000, 9),
  sermon(
    'C1008',
    '로마서 8장 아무것도 끊을 수 없는 사랑 설교',
    45,
    8,
    ['로마서', '사랑', '청년부'],
    5000,
    14,
  ),
  sermon('C1009', '고린도전서 13장 사랑장 설교 원고', 46, 13, ['고린도전서', '사랑', '중등부'], 3000, 27),
  sermon('C1010', '요나서 전체 강해 4주 설교 시리즈', 32, null, ['요나', '순종', '유년부'], 8000, 19),
  sermon('C1011', '다니엘 6장 사자굴 속의 다니엘 설교', 27, 6, ['다니엘', '믿음', '유치부'], 3000, 33),
  sermon('C1012', '요한복음 15장 포도나무와 가지 설교', 43, 15, ['요한복음', '열매', '초등부'], 3000, 17),
  seasonal('C1101', '성탄절 예배 순서지와 성극 대본', '성탄절', ['성극', '예배'], 5000, 64),
  seasonal('C1102', '부활절 달걀 꾸미기 활동지', '부활절', ['활동지', '유아부'], 0, 80),
  seasonal('C1103', '추수감사절 감사 나무 만들기', '추수감사절', ['만들기', '유치부'], 3000, 21),
  seasonal('C1104', '맥추감사절 예배 자료 묶음', '맥추감사절', ['예배', '초등부'], 3000, 8),
  seasonal('C1105', '사순절 40일 말씀 묵상 카드', '사순절', ['묵상', '청소년부'], 4000, 25),
  seasonal('C1106', '대림절 초 점화 예식문', '대림절', ['예식', '예배'], 0, 16),
  seasonal('C1107', '어린이주일 축제 프로그램 기획안', '어린이주일', ['축제', '행사'], 5000, 13),
  seasonal('C1108', '종교개혁주일 교육 자료', '종교개혁주일', ['역사', '고등부'], 3000, 6),
  {
    code: 'C1109',
    title: '부활절 어린이 예배 영상: 빈 무덤의 아침',
    categoryId: 174,
    brand: '하나바이블',
    itemKind: '절기자료',
    contentType: 'VIDEO',
    tags: ['절기', '부활절', '예배', '영상'],
    regularPrice: 5000,
    sellingPrice: 5000,
    solarTerm: '부활절',
    downloadPeriod: 90,
    salesCount: 31,
    sample: 'video',
    description:
      '<p>부활절 어린이 예배에 틀 수 있는 10분 분량의 말씀 영상입니다. 일반 화질과 고화질로 볼 수 있습니다.</p>',
  },
  {
    code: 'C1201',
    title: '성탄절 예배 배경 이미지',
    categoryId: 171,
    brand: '하나바이블',
    itemKind: '이미지',
    contentType: 'IMAGE',
    tags: ['이미지', '성탄절', 'PPT 배경'],
    regularPrice: 5000,
    sellingPrice: 4000,
    solarTerm: '성탄절',
    licenses: [
      { name: '기본 라이선스', price: 4000 },
      { name: '상업용 확장 라이선스', price: 15000 },
    ],
    downloadPeriod: 30,
    salesCount: 47,
    description: '<p>성탄절 예배 화면과 주보에 쓸 수 있는 1920×1080 배경 이미지입니다.</p>',
    files: [{ name: '성탄절 예배 배경.png', kind: 'image' }],
  },
  {
    code: 'C1202',
    title: '부활절 PPT 배경 이미지 세트',
    categoryId: 171,
    brand: '하나바이블',
    itemKind: '이미지',
    contentType: 'IMAGE',
    tags: ['이미지', '부활절', 'PPT 배경'],
    regularPrice: 5000,
    sellingPrice: 5000,
    solarTerm: '부활절',
    licenses: [
      { name: '기본 라이선스', price: 5000 },
      { name: '상업용 확장 라이선스', price: 15000 },
    ],
    downloadPeriod: 30,
    salesCount: 29,
    description: '<p>부활절 예배 찬양과 광고 화면에 맞춘 배경 이미지 세트입니다.</p>',
    files: [{ name: '부활절 배경.png', kind: 'image' }],
  },
  {
    code: 'C1203',
    title: '여름성경학교 포스터 이미지',
    categoryId: 171,
    brand: '다음세대연구소',
    itemKind: '이미지',
    contentType: 'IMAGE',
    tags: ['이미지', '여름성경학교', '포스터'],
    regularPrice: 3000,
    sellingPrice: 3000,
    licenses: [{ name: '기본 라이선스', price: 3000 }],
    downloadPeriod: 30,
    salesCount: 18,
    description: '<p>교회 게시판과 SNS 홍보에 쓰는 여름성경학교 포스터 이미지입니다.</p>',
    files: [{ name: '여름성경학교 포스터.png', kind: 'image' }],
  },
  {
    code: 'C1204',
    title: '말씀 카드 일러스트 세트',
    categoryId: 171,
    brand: '말씀공작소',
    itemKind: '이미지',
    contentType: 'IMAGE',
    tags: ['이미지', '말씀카드', '일러스트'],
    regularPrice: 0,
    sellingPrice: 0,
    licenses: [{ name: '개인·교회 사용', price: 0 }],
    downloadPeriod: 0,
    salesCount: 95,
    description: '<p>주일 말씀을 카드로 나눌 수 있는 일러스트 세트입니다. 교회 안에서 자유롭게 쓰세요.</p>',
    files: [{ name: '말씀 카드 일러스트.png', kind: 'image' }],
  },
  {
    code: 'P2001',
    title: '유아부 성경 교재 세트',
    categoryId: 136,
    brand: '하나바이블',
    itemKind: '교재',
    warehouse: 'main',
    tags: ['교재', '유아부', '유치부', '유년부', '공과'],
    regularPrice: 15000,
    sellingPrice: 12000,
    tree: {
      levels: ['부서', '학기', '구성'],
      paths: ['유아부', '유치부', '유년부'].flatMap((department) =>
        ['1학기', '2학기'].flatMap((term) =>
          (['교사용', '학생용'] as const).map((set) => ({
            path: [department, term, set] as [string, string, string],
            extra: set === '교사용' ? 3000 : 0,
            stock: department === '유년부' && term === '2학기' && set === '교사용' ? 0 : 40,
          })),
        ),
      ),
    },
    writing: { name: '이름 새김 문구', required: false },
    salesCount: 120,
    description:
      '<p>한 학기 13주 공과로 구성된 <strong>유아부·유치부·유년부 성경 교재</strong>입니다.</p><p>교사용에는 지도안과 활동 정답이, 학생용에는 스티커와 활동지가 들어 있습니다.</p>',
  },
  {
    code: 'P2002',
    title: '유치부 여름성경학교 교재',
    categoryId: 136,
    brand: '하나바이블',
    itemKind: '교재',
    warehouse: 'main',
    tags: ['교재', '유치부', '여름성경학교'],
    regularPrice: 9000,
    sellingPrice: 9000,
    productStock: 150,
    salesCount: 66,
    description: '<p>5일 과정 여름성경학교 유치부 교재입니다.</p>',
  },
  {
    code: 'P2003',
    title: '성경 인물 스티커북',
    categoryId: 136,
    brand: '말씀공작소',
    itemKind: '굿즈',
    warehouse: 'paju',
    tags: ['스티커', '성경인물', '유아부'],
    regularPrice: 6000,
    sellingPrice: 5000,
    productStock: 80,
    salesCount: 51,
    description: '<p>노아, 모세, 다윗, 다니엘 등 성경 인물 스티커 120장이 들어 있습니다.</p>',
  },
  {
    code: 'P2004',
    title: '말씀 암송 카드 100장',
    categoryId: 136,
    brand: '말씀공작소',
    itemKind: '굿즈',
    warehouse: 'paju',
    tags: ['암송', '카드', '초등부'],
    regularPrice: 7000,
    sellingPrice: 7000,
    productStock: 0,
    salesCount: 88,
    description: '<p>주제별 암송 구절 100개를 카드로 만들었습니다. (현재 품절)</p>',
  },
  {
    code: 'P2005',
    title: '2025 여름성경학교 교재',
    categoryId: 136,
    brand: '하나바이블',
    itemKind: '교재',
    warehouse: 'main',
    tags: ['교재', '여름성경학교', '지난 교재'],
    regularPrice: 9000,
    sellingPrice: 9000,
    productStock: 12,
    stopped: true,
    salesCount: 240,
    description: '<p>2025년 여름성경학교 교재입니다. 새 교재가 나와 판매를 마쳤습니다.</p>',
  },
  {
    code: 'P2006',
    title: '교회학교 출석 스탬프',
    categoryId: 136,
    brand: '다음세대연구소',
    itemKind: '굿즈',
    warehouse: 'paju',
    tags: ['출석', '스탬프', '교사'],
    regularPrice: 12000,
    sellingPrice: 10000,
    productStock: 35,
    salesCount: 14,
    description: '<p>출석부와 칭찬 카드에 찍는 자동 잉크 스탬프입니다.</p>',
  },
  {
    code: 'C1301',
    title: '성경 퍼즐 활동지 모음',
    categoryId: 136,
    brand: '말씀공작소',
    itemKind: '활동자료',
    contentType: 'FILE',
    tags: ['활동지', '퍼즐', '초등부'],
    regularPrice: 0,
    sellingPrice: 0,
    downloadPeriod: 0,
    salesCount: 132,
    description: '<p>낱말 퍼즐, 미로, 숨은그림 찾기로 성경 이야기를 복습하는 활동지입니다.</p>',
    files: [{ name: '성경 퍼즐 활동지.txt', kind: 'text' }],
  },
  ...(
    [
      ['C1401', '교사 출석부 양식', 0, 77],
      ['C1402', '교회학교 예산 계획서 양식', 2000, 19],
      ['C1403', '새친구 등록 카드 양식', 0, 54],
      ['C1404', '교사 모집 안내문 양식', 1000, 11],
    ] as const
  ).map(
    ([code, title, price, salesCount]): DemoItem => ({
      code,
      title,
      categoryId: 164,
      brand: '다음세대연구소',
      itemKind: '행정서식',
      contentType: 'FILE',
      tags: ['서식', '행정', '교사'],
      regularPrice: price,
      sellingPrice: price,
      downloadPeriod: 0,
      salesCount,
      description: `<p>교회학교 행정에 바로 쓰는 <strong>${title}</strong>(엑셀)입니다.</p>`,
      files: [{ name: `${title}.xlsx`, kind: 'xlsx' }],
    }),
  ),
  ...(
    [
      ['C1501', '교사 강의: 다음세대 말씀 교육', ['교사교육', '말씀'], 15000, 23],
      ['C1502', '유아부 예배 인도법 강의', ['유아부', '예배'], 12000, 17],
      ['C1503', '청소년 소그룹 리더십 강의', ['청소년부', '소그룹'], 12000, 10],
    ] as const
  ).map(
    ([code, title, tags, price, salesCount]): DemoItem => ({
      code,
      title,
      categoryId: 162,
      brand: '다음세대연구소',
      itemKind: '강의영상',
      contentType: 'VIDEO',
      tags: ['강의', '영상', ...tags],
      regularPrice: price,
      sellingPrice: price,
      downloadPeriod: 90,
      salesCount,
      sample: 'video',
      description: `<p>현장 교사를 위한 <strong>${title}</strong>입니다. 일반 화질과 고화질 영상으로 볼 수 있습니다.</p>`,
    }),
  ),
  ...(
    [
      ['C1601', '부활의 아침 찬양 음원', '부활절', ['부활', '어린이 찬양'], 1000, 44],
      ['C1602', '성탄 축하 찬양 메들리', '성탄절', ['성탄', '메들리'], 0, 71],
      ['C1603', '어린이 율동 찬양 모음', undefined, ['율동', '유치부'], 3000, 39],
      ['C1604', '감사의 노래 찬양 음원', '추수감사절', ['감사', '초등부'], 1000, 15],
      ['C1605', '주님 사랑해요 MR 반주', undefined, ['MR', '반주'], 1000, 20],
    ] as const
  ).map(
    ([code, title, solarTerm, tags, price, salesCount]): DemoItem => ({
      code,
      title,
      categoryId: 137,
      brand: '하나바이블 찬양팀',
      itemKind: '찬양',
      contentType: 'MUSIC',
      tags: ['찬양', '음원', ...tags],
      regularPrice: price,
      sellingPrice: price,
      ...(solarTerm && { solarTerm }),
      downloadPeriod: 0,
      salesCount,
      sample: 'audio',
      description: `<p>하나바이블 찬양팀이 부른 <strong>${title}</strong>입니다. 미리듣기로 들어 보세요.</p>`,
      files: [{ name: `${title}.wav`, kind: 'audio' }],
    }),
  ),
];

/** Related items by code. */
export const demoRelations: [string, string[]][] = [
  ['P2001', ['P2002', 'P2003', 'C1301']],
  ['C1001', ['C1012', 'C1006']],
  ['C1601', ['C1602', 'C1102']],
  ['C1201', ['C1202', 'C1101']],
];

/** Reviews by demo members, some with photos (generated pictures). */
export const demoReviews: {
  code: string;
  uid: string;
  title: string;
  text: string;
  photos: number;
  daysAgo: number;
}[] = [
  {
    code: 'P2001',
    uid: 'member1',
    title: '아이들이 정말 좋아해요',
    text: '스티커 활동이 많아서 유아부 아이들이 집중을 잘 합니다. 교사용 지도안도 자세해요.',
    photos: 4,
    daysAgo: 3,
  },
  {
    code: 'P2001',
    uid: 'member2',
    title: '구성이 알차요',
    text: '한 학기 분량이 딱 맞습니다. 다음 학기에도 주문하려고요.',
    photos: 1,
    daysAgo: 9,
  },
  {
    code: 'P2001',
    uid: 'admin',
    title: '배송이 빨랐습니다',
    text: '주문 이틀 만에 받았어요. 포장도 꼼꼼했습니다.',
    photos: 0,
    daysAgo: 20,
  },
  {
    code: 'C1601',
    uid: 'member2',
    title: '부활절 예배에 잘 썼어요',
    text: '아이들이 금방 따라 불렀습니다.',
    photos: 0,
    daysAgo: 5,
  },
  {
    code: 'C1201',
    uid: 'member1',
    title: '화면이 환해졌어요',
    text: '성탄절 예배 화면이 한결 따뜻해졌습니다.',
    photos: 2,
    daysAgo: 7,
  },
];
