/**
 * The content mall's demo catalogue (issue 13): categories with the spec's navigation ids, two
 * warehouses, brands, the item shape, related items and reviews; the 44 items are in demo-mall-items.ts.
 */

export const demoMallCategories = [
  { id: 170, parentId: null, name: '예배 자료', icon: 'book', sort: 1 },
  { id: 172, parentId: 170, name: '설교', icon: null, sort: 1 },
  { id: 174, parentId: 170, name: '절기', icon: null, sort: 2 },
  { id: 171, parentId: 170, name: '이미지', icon: null, sort: 3 },
  { id: 136, parentId: null, name: '활동자료', icon: 'scissors', sort: 2 },
  { id: 138, parentId: null, name: '교사 자료', icon: 'graduation', sort: 3 },
  { id: 164, parentId: 138, name: '행정서식', icon: null, sort: 1 },
  { id: 162, parentId: 138, name: '강의영상', icon: null, sort: 2 },
  { id: 137, parentId: null, name: '찬양', icon: 'music', sort: 4 },
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
  /** A WRITING option; its extra is added to each unit whose line carries its text. */
  writing?: { name: string; required: boolean; extraPrice: number };
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
  /** What is said or sung in the sample (KWCAG 1.2.1: a sound or video sample on sale needs it). */
  sampleTranscript?: string;
  /** The sample has no speech (an accompaniment), so it needs no transcript. */
  sampleWithoutSpeech?: boolean;
};

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
  /** Stars from 1 to 5. */
  rating: number;
  photos: number;
  daysAgo: number;
}[] = [
  {
    code: 'P2001',
    uid: 'member1',
    title: '아이들이 정말 좋아해요',
    text: '스티커 활동이 많아서 유아부 아이들이 집중을 잘합니다. 교사용 지도안도 자세해요.',
    rating: 5,
    photos: 4,
    daysAgo: 3,
  },
  {
    code: 'P2001',
    uid: 'member2',
    title: '구성이 알차요',
    text: '한 학기 분량이 딱 맞습니다. 다음 학기에도 주문하려고요.',
    rating: 4,
    photos: 1,
    daysAgo: 9,
  },
  {
    code: 'P2001',
    uid: 'admin',
    title: '배송이 빨랐습니다',
    text: '주문 이틀 만에 받았어요. 포장도 꼼꼼했습니다.',
    rating: 5,
    photos: 0,
    daysAgo: 20,
  },
  {
    code: 'C1601',
    uid: 'member2',
    title: '부활절 예배에 잘 썼어요',
    text: '아이들이 금방 따라 불렀습니다.',
    rating: 5,
    photos: 0,
    daysAgo: 5,
  },
  {
    code: 'C1201',
    uid: 'member1',
    title: '화면이 환해졌어요',
    text: '성탄절 예배 화면이 한결 따뜻해졌습니다.',
    rating: 4,
    photos: 2,
    daysAgo: 7,
  },
];
