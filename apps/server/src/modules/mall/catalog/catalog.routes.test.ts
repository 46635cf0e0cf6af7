import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seedDemoData: true, adminPassword: 'admin-secret-1' });
});
afterAll(() => app.dispose());

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const data = async (url: string) => {
  const { status, body } = await get(url);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.code).toBe('200');
  return body.data;
};
type Card = { itemId: number; code: string; title: string; sellingPrice: number };
const codes = (list: Card[]) => list.map((item) => item.code);
const search = async (text: string, extra = '') =>
  codes(
    (await data(`/new_api/customer/item/list?searchText=${encodeURIComponent(text)}&size=60${extra}`))
      .itemList,
  );
const idOf = async (code: string) =>
  (
    (await data(`/new_api/customer/item/list?size=60&searchText=${encodeURIComponent(code)}`))
      .itemList as Card[]
  )[0]?.itemId ?? (await allItems()).find((item) => item.code === code)?.itemId;
const allItems = async (): Promise<Card[]> => [
  ...(await data('/new_api/customer/item/list?size=60&page=1')).itemList,
];

describe('the catalogue lists', () => {
  it('answers the categories as data, with subcategories and icons', async () => {
    const { categoryList } = await data('/new_api/category/list');
    expect(categoryList.map((category: { categoryId: number }) => category.categoryId)).toEqual([
      170, 136, 138, 137,
    ]);
    expect(categoryList[0]).toMatchObject({
      name: '예배 자료',
      icon: 'book',
      children: [
        { categoryId: 172, name: '설교' },
        { categoryId: 174, name: '절기' },
        { categoryId: 171, name: '이미지' },
      ],
    });
  });

  it('pages 15 at a time with a pager of 5 pages, and a parent category holds its children’s items', async () => {
    const first = await data('/new_api/customer/item/list');
    expect(first.itemList).toHaveLength(15);
    expect(first.pageInfo).toMatchObject({ page: 1, start: 1, end: 3, prev: false, next: false, size: 15 });
    expect(first.pageInfo.total).toBeGreaterThanOrEqual(40);
    const third = await data('/new_api/customer/item/list?page=3');
    expect(third.itemList.length).toBe(first.pageInfo.total - 30);
    const sermons = await data('/new_api/customer/item/list?categoryId=172&size=60');
    const worship = await data('/new_api/customer/item/list?categoryId=170&size=60');
    expect(sermons.pageInfo.total).toBe(12);
    expect(worship.pageInfo.total).toBe(12 + 9 + 4);
    const cheap = (
      (await data('/new_api/customer/item/list?sort=priceLow&size=60')).itemList as (Card & {
        itemStatus: string;
      })[]
    ).filter((item) => item.itemStatus === 'SALE');
    expect(cheap.map((item) => item.sellingPrice)).toEqual(
      [...cheap.map((item) => item.sellingPrice)].sort((a, b) => a - b),
    );
    const newest = await data('/new_api/customer/item/new-contents');
    expect(newest.itemList).toHaveLength(5);
    expect(newest.itemList.every((item: { itemType: string }) => item.itemType === 'CONTENT')).toBe(true);
  });

  it('lists a stopped item after every item on sale, whatever the sort', async () => {
    type Listed = Card & { itemStatus: string };
    for (const sort of ['new', 'priceLow', 'priceHigh', 'popular']) {
      const list = (await data(`/new_api/customer/item/list?sort=${sort}&size=60`)).itemList as Listed[];
      const statuses = list.map((item) => item.itemStatus);
      // P2005 (2025 여름성경학교 교재) is stopped and cheap, sold often and not the oldest.
      expect(list.at(-1)?.code, sort).toBe('P2005');
      expect(statuses.indexOf('STOP'), sort).toBe(statuses.length - 1);
    }
    const found = (
      await data(`/new_api/customer/item/list?searchText=${encodeURIComponent('여름성경학교 교재')}`)
    ).itemList as Listed[];
    expect(found.at(-1)).toMatchObject({ code: 'P2005', itemStatus: 'STOP' });
    expect(found.length).toBeGreaterThan(1);
  });

  it('finds Korean text by substring, and despite a typo or a missing space', async () => {
    expect(await search('요한복음')).toEqual(expect.arrayContaining(['C1001', 'C1012']));
    expect(await search('요한복움')).toEqual(expect.arrayContaining(['C1001', 'C1012']));
    expect(await search('니고데모')).toEqual(['C1001']);
    expect(await search('교재세트')).toContain('P2001');
    expect(await search('성탄 찬양')).toEqual(['C1602']);
    expect(await search('전혀없는검색어입니다')).toEqual([]);
  });
});

describe('GET /new_api/customer/item/{itemId}', () => {
  it('answers a product with its warehouse, TREE level 1 and WRITING option, and reviews count', async () => {
    const item = await data(`/new_api/customer/item/${await idOf('P2001')}`);
    expect(item).toMatchObject({
      code: 'P2001',
      itemType: 'PRODUCT',
      title: '유아부 성경 교재 세트',
      regularPrice: 15_000,
      sellingPrice: 12_000,
      discountRate: 20,
      itemStatus: 'SALE',
      optionCombined: true,
      productStock: null,
      contentImage: null,
      warehouse: { deliveryCompany: 'CJ대한통운', deliveryFee: 3000, deliveryFreeOption: 30_000 },
      reviewCount: 3,
    });
    expect(item.optionList.map((option: { optionName: string }) => option.optionName)).toEqual([
      '부서',
      '학기',
      '구성',
      '이름 새김 문구',
    ]);
    expect(
      item.optionList[0].optionNodeList.map((node: { elementName: string }) => node.elementName),
    ).toEqual(['유아부', '유치부', '유년부']);
    expect(item.optionList[3]).toMatchObject({ optionType: 'WRITING', required: false, optionNodeList: [] });
    expect(item.relationItemList.length).toBe(3);
  });

  it('answers each content type: image licences, a file, a video and a music sample', async () => {
    const image = await data(`/new_api/customer/item/${await idOf('C1201')}`);
    expect(image).toMatchObject({
      itemType: 'CONTENT',
      contentType: 'IMAGE',
      contentId: image.itemId,
      productId: null,
    });
    expect(
      image.contentImage.imageLicenseList.map((license: { licenseName: string }) => license.licenseName),
    ).toEqual(['기본 라이선스', '상업용 확장 라이선스']);
    const file = await data(`/new_api/customer/item/${await idOf('C1401')}`);
    expect(file).toMatchObject({ contentType: 'FILE', isFree: true, downloadPeriod: 0, warehouse: null });
    const video = await data(`/new_api/customer/item/${await idOf('C1501')}`);
    expect(video.contentType).toBe('VIDEO');
    expect((await app.inject({ method: 'GET', url: video.sampleLink })).headers['content-type']).toMatch(
      /video\/webm/,
    );
    const music = await data(`/new_api/customer/item/${await idOf('C1601')}`);
    expect(music).toMatchObject({ contentType: 'MUSIC', solarTerm: '부활절' });
    const sample = await app.inject({ method: 'GET', url: music.sampleLink });
    expect(sample.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const sermon = await data(`/new_api/customer/item/${await idOf('C1001')}`);
    expect(sermon.bibleList).toEqual([{ bibleId: 43, bookName: '요한복음', chapter: 3 }]);
  });

  it('answers a STOP item as such, and 404 in the envelope for an unknown one', async () => {
    expect(await data(`/new_api/customer/item/${await idOf('P2005')}`)).toMatchObject({ itemStatus: 'STOP' });
    expect(await get('/new_api/customer/item/99999999')).toEqual({
      status: 404,
      body: { code: '404', message: '상품을 찾을 수 없습니다.', data: null },
    });
  });
});

describe('GET /new_api/product/{itemId}/options', () => {
  it('walks the TREE level by level with prices and sold-out nodes', async () => {
    const itemId = await idOf('P2001');
    const first = await data(`/new_api/product/${itemId}/options`);
    expect(first).toMatchObject({ optionName: '부서', depth: 1 });
    const second = await data(`/new_api/product/${itemId}/options?elements=${encodeURIComponent('유년부')}`);
    expect(second.optionName).toBe('학기');
    expect(second.paths.map((node: { elementName: string }) => node.elementName)).toEqual(['1학기', '2학기']);
    const third = await data(
      `/new_api/product/${itemId}/options?elements=${encodeURIComponent('유년부')}&elements=${encodeURIComponent('2학기')}`,
    );
    expect(third.optionName).toBe('구성');
    expect(third.paths).toEqual([
      expect.objectContaining({
        elementName: '교사용',
        price: 3000,
        soldOut: true,
        stock: 0,
        combinationId: expect.any(Number),
      }),
      expect.objectContaining({
        elementName: '학생용',
        price: 0,
        soldOut: false,
        // The last level says how many are left: the page stops a line's count there.
        stock: 40,
        combinationId: expect.any(Number),
      }),
    ]);
    expect(second.paths.map((node: { stock: number | null }) => node.stock)).toEqual([null, null]);
    const wrong = await get(`/new_api/product/${itemId}/options?elements=${encodeURIComponent('장년부')}`);
    expect(wrong.status).toBe(400);
    const beyond = await get(
      `/new_api/product/${itemId}/options?elements=%EC%9C%A0%EB%85%84%EB%B6%80&elements=2%ED%95%99%EA%B8%B0&elements=%ED%95%99%EC%83%9D%EC%9A%A9`,
    );
    expect(beyond.status).toBe(400);
    expect((await get(`/new_api/product/${await idOf('C1001')}/options`)).status).toBe(404);
  });
});

describe('reviews', () => {
  it('pages an item’s reviews with photos and masked names, and says so when there are none', async () => {
    const itemId = await idOf('P2001');
    const page1 = await data(`/new_api/review/list?itemId=${itemId}&size=2`);
    expect(page1.reviewList).toHaveLength(2);
    expect(page1.pageInfo).toMatchObject({ total: 3, end: 2, page: 1 });
    expect(page1.reviewList[0]).toMatchObject({ reviewTitle: '아이들이 정말 좋아해요', memberName: '김*사' });
    expect(page1.reviewList[0].photoList).toHaveLength(4);
    const page2 = await data(`/new_api/review/list?itemId=${itemId}&size=2&page=2`);
    expect(page2.reviewList).toHaveLength(1);
    const one = await data(`/new_api/review/${page1.reviewList[0].reviewId}`);
    expect(one.reviewDescription).toContain('스티커');
    expect((await data(`/new_api/review/list?itemId=${await idOf('C1003')}`)).reviewList).toEqual([]);
    expect((await get('/new_api/review/99999999')).status).toBe(404);
  });
});

describe('the chatbot answers from the catalogue', () => {
  const ask = (question: string) => data(`/new_api/ai-search?question=${encodeURIComponent(question)}`);

  it('reads a bible book and chapter, and a category', async () => {
    const answer = await ask('요한복음 3장 설교 자료');
    expect(answer.understood).toMatchObject({ bibleBook: '요한복음', chapter: 3, categoryName: '설교' });
    expect(codes(answer.itemList)).toEqual(['C1001']);
    expect(answer.summary).toContain('요한복음 3장');
    const short = await ask('롬 8장 설교');
    expect(codes(short.itemList)).toEqual(['C1008']);
  });

  it('reads a church-year day, free, and a price limit with a department', async () => {
    expect(codes((await ask('성탄절 찬양 무료')).itemList)).toEqual(['C1602']);
    const textbooks = await ask('유아부 교재 2만원 이하');
    expect(textbooks.understood).toMatchObject({
      maxPrice: 20_000,
      itemType: 'PRODUCT',
      keywords: ['유아부'],
    });
    expect(codes(textbooks.itemList)).toEqual(['P2001']);
    const videos = await ask('부활절 예배 영상 자료');
    expect(videos.understood).toMatchObject({ solarTerm: '부활절', contentType: 'VIDEO' });
    expect(codes(videos.itemList)).toEqual(['C1109']);
    const none = await ask('종교개혁주일 찬양 영상');
    expect(none.itemList).toEqual([]);
    expect(none.message).toBe(
      '말씀하신 조건에 맞는 자료를 찾지 못했습니다. 조건을 줄이거나 다른 말로 물어봐 주세요.',
    );
    expect(none.suggestions).toContain('종교개혁주일 자료');
  });

  it('refuses a blank or over-long question', async () => {
    expect((await get('/new_api/ai-search?question=%20')).body).toMatchObject({
      code: '400',
      message: '질문을 입력해 주세요.',
    });
    expect((await get(`/new_api/ai-search?question=${'가'.repeat(501)}`)).body.message).toBe(
      '질문은 500자 이내로 입력해 주세요.',
    );
  });
});
