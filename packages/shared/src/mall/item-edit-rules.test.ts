import { describe, expect, it } from 'vitest';
import { checkedItemEditSchema, firstItemEditProblem, isVideoLink } from './item-edit-rules';
import { type ItemEdit, mallItemAdminMessages as say } from './mall-admin-items.contract';

/** A whole 상품정보제공고시: the rules of the notice itself are product-notice-rule.test.ts's. */
const notice: ItemEdit['productNotice'] = {
  group: 'OTHER_GOODS',
  values: {
    nameAndModel: '출석 스탬프',
    certification: '해당 없음',
    origin: '대한민국',
    maker: '다음세대연구소',
    afterServicePhone: '02-1234-5678',
  },
};

/** A product that breaks no rule. */
const product = (part: Partial<ItemEdit> = {}): ItemEdit => ({
  itemType: 'PRODUCT',
  contentType: null,
  itemKind: '교재',
  title: '유아부 교재',
  tags: [],
  categoryId: 3,
  brandId: null,
  warehouseId: 1,
  regularPrice: 12_000,
  sellingPrice: 10_000,
  isFree: false,
  downloadPeriod: 0,
  solarTerm: null,
  description: '',
  usageGuide: '',
  copyrightInfo: '',
  itemStatus: 'SALE',
  productNotice: notice,
  thumbnailLink: '/uploads/mall/thumbnails/a.jpg',
  sampleLink: null,
  productStock: { stock: 5, stockSeen: null },
  tree: null,
  writing: [],
  licenses: [],
  assets: [],
  bibles: [],
  relatedItemIds: [],
  ...part,
});

/** A content that breaks no rule. */
const content = (part: Partial<ItemEdit> = {}): ItemEdit =>
  product({ itemType: 'CONTENT', contentType: 'FILE', warehouseId: null, productStock: null, ...part });

const file = (name: string, fileKey: string | null = 'mall/contents/a.pdf'): ItemEdit['assets'][number] => ({
  assetId: null,
  kind: 'DOWNLOAD',
  name,
  fileKey,
  linkNormal: null,
  linkHigh: null,
});

const tree = (levels: string[], paths: string[][]): ItemEdit['tree'] => ({
  levels,
  combinations: paths.map((path) => ({
    combinationId: null,
    path,
    extraPrice: 0,
    stock: 1,
    stockSeen: null,
  })),
});

describe('firstItemEditProblem', () => {
  it('lets a product and a content that break no rule through', () => {
    expect(firstItemEditProblem(product())).toBeNull();
    expect(
      firstItemEditProblem(
        product({
          productStock: null,
          tree: tree(
            ['색상', '크기'],
            [
              ['빨강', 'S'],
              ['빨강', 'M'],
            ],
          ),
        }),
      ),
    ).toBeNull();
    expect(firstItemEditProblem(content({ assets: [file('악보.pdf')], downloadPeriod: 30 }))).toBeNull();
  });

  it('names the first wrong box in the form’s order', () => {
    expect(firstItemEditProblem(product({ itemKind: ' ', title: '', categoryId: 0 }))).toEqual({
      message: say.kindRequired,
      field: 'itemKind',
    });
    expect(firstItemEditProblem(product({ title: ' ', categoryId: 0 }))?.message).toBe(say.titleRequired);
    expect(firstItemEditProblem(product({ warehouseId: null, sellingPrice: 99_999 }))?.message).toBe(
      say.warehouseRequired,
    );
    expect(firstItemEditProblem(content({ contentType: null, itemKind: '' }))?.message).toBe(
      say.contentTypeRequired,
    );
    expect(
      firstItemEditProblem(content({ licenses: [{ licenseId: null, name: '개인', price: 1 }] })),
    ).toEqual({
      message: say.licensesOnlyImage,
      field: 'licenses',
    });
  });

  it('checks the prices: whole numbers, the selling price not above the regular one, a free item at 0', () => {
    expect(firstItemEditProblem(product({ regularPrice: Number.NaN }))?.message).toBe(
      say.regularPriceInvalid,
    );
    expect(firstItemEditProblem(product({ sellingPrice: -1 }))?.message).toBe(say.sellingPriceInvalid);
    expect(firstItemEditProblem(product({ sellingPrice: 12_001 }))?.message).toBe(say.priceOrder);
    expect(firstItemEditProblem(product({ isFree: true }))?.message).toBe(say.freeHasPrice);
  });

  it('refuses pictures that are not the mall’s uploads, and a stock beside a TREE', () => {
    expect(firstItemEditProblem(product({ thumbnailLink: 'https://evil.example/x.png' }))).toEqual({
      message: say.uploadMissing,
      field: 'media',
    });
    expect(firstItemEditProblem(product({ tree: tree(['색상'], [['빨강']]) }))?.message).toBe(
      say.stockWithTree,
    );
  });

  it('asks a sound or video sample on sale for captions, a transcript or the no-speech mark, after the pictures', () => {
    const video = (part: Partial<ItemEdit>) =>
      content({ contentType: 'VIDEO', sampleLink: '/uploads/mall/samples/a.webm', ...part });
    expect(firstItemEditProblem(video({}))).toEqual({ message: say.sampleTextRequired, field: 'sampleText' });
    expect(firstItemEditProblem(video({ thumbnailLink: 'https://evil.example/x.png' }))?.field).toBe('media');
    expect(firstItemEditProblem(video({ sampleTranscript: '해설: 빈 무덤의 아침' }))).toBeNull();
    expect(firstItemEditProblem(video({ itemStatus: 'STOP' }))).toBeNull();
    // A caption track is one of the mall's WebVTT uploads.
    expect(firstItemEditProblem(video({ sampleCaptionLink: '/uploads/mall/captions/a.vtt' }))).toBeNull();
    for (const sampleCaptionLink of ['https://evil.example/a.vtt', '/uploads/mall/samples/a.webm'])
      expect(firstItemEditProblem(video({ sampleCaptionLink }))).toEqual({
        message: say.uploadMissing,
        field: 'sampleText',
      });
  });

  it('checks a TREE’s levels, then its rows, pointing at the row', () => {
    const withTree = (levels: string[], paths: string[][]) =>
      firstItemEditProblem(product({ productStock: null, tree: tree(levels, paths) }));
    expect(withTree(['색상', ' '], [['빨강', 'S']])).toEqual({
      message: say.levelsInvalid,
      field: 'levels',
      row: 1,
    });
    expect(withTree(['색상'], [])?.message).toBe(say.treeEmpty);
    expect(withTree(['색상', '크기'], [['빨강', 'S'], ['빨강']])).toEqual({
      message: say.pathInvalid,
      field: 'combinations',
      row: 1,
    });
    expect(withTree(['색상'], [['빨강'], [' 빨강 ']])).toMatchObject({ message: say.pathDuplicate, row: 1 });
  });

  it('checks the files row by row: whole, then a plain name', () => {
    expect(firstItemEditProblem(content({ assets: [file('a.pdf', null)] }))).toEqual({
      message: say.assetInvalid,
      field: 'files',
      row: 0,
    });
    expect(firstItemEditProblem(content({ assets: [file('a.pdf', ' ')] }))?.message).toBe(say.assetInvalid);
    expect(firstItemEditProblem(content({ assets: [file('../../evil.pdf'), file('', null)] }))).toEqual({
      message: say.assetNameInvalid,
      field: 'files',
      row: 0,
    });
  });

  it('checks the videos: a name and a normal link, then links that are https:// or the site’s uploads', () => {
    const video = (linkNormal: string | null, linkHigh: string | null = null) =>
      content({
        contentType: 'VIDEO',
        assets: [{ assetId: null, kind: 'VIDEO', name: '1강', fileKey: null, linkNormal, linkHigh }],
      });
    expect(firstItemEditProblem(video(null))?.message).toBe(say.assetInvalid);
    expect(firstItemEditProblem(video('http://v'))).toEqual({
      message: say.linkInvalid,
      field: 'videos',
      row: 0,
    });
    expect(firstItemEditProblem(video('https://v', 'javascript:alert(1)'))?.message).toBe(say.linkInvalid);
    expect(firstItemEditProblem(video('/uploads/mall/a.mp4'))).toBeNull();
  });

  it('checks the bible passages last', () => {
    expect(
      firstItemEditProblem(product({ title: '', bibles: [{ bookId: 67, chapter: null }] }))?.message,
    ).toBe(say.titleRequired);
    expect(firstItemEditProblem(product({ bibles: [{ bookId: 1, chapter: 151 }] }))).toEqual({
      message: say.bibleInvalid,
      field: 'bibles',
      row: 0,
    });
  });
});

describe('checkedItemEditSchema', () => {
  it('takes an item edit that breaks no rule', () => {
    expect(checkedItemEditSchema.safeParse(product()).success).toBe(true);
  });

  it('answers the first broken rule as its one issue, at the form’s box and row', () => {
    const result = checkedItemEditSchema.safeParse(
      product({ title: ' ', productStock: null, tree: tree(['색상'], [['빨강'], ['빨강']]) }),
    );
    expect(result.error?.issues).toMatchObject([{ message: say.titleRequired, path: ['title'] }]);
    const duplicate = checkedItemEditSchema.safeParse(
      product({ productStock: null, tree: tree(['색상'], [['빨강'], ['빨강']]) }),
    );
    expect(duplicate.error?.issues).toMatchObject([
      { message: say.pathDuplicate, path: ['combinations', 1] },
    ]);
  });

  it('reports a wrong shape first, before any rule', () => {
    const tooLong = checkedItemEditSchema.safeParse({ ...product({ itemKind: '' }), title: 'x'.repeat(201) });
    expect(tooLong.error?.issues[0]).toMatchObject({
      path: ['title'],
      message: '200자 이내로 입력해주세요.',
    });
    const notANumber = checkedItemEditSchema.safeParse({
      ...product({ itemKind: '' }),
      regularPrice: '1000',
    });
    expect(notANumber.error?.issues).toMatchObject([{ path: ['regularPrice'], code: 'invalid_type' }]);
  });
});

describe('isVideoLink', () => {
  it('takes https links and the site’s uploads only', () => {
    expect(isVideoLink('https://player.example/v/1')).toBe(true);
    expect(isVideoLink('/uploads/mall/samples/a.mp4')).toBe(true);
    expect(isVideoLink('http://player.example')).toBe(false);
    expect(isVideoLink('/uploads/../secret')).toBe(false);
    expect(isVideoLink(`https://v.example/${'a'.repeat(300)}`)).toBe(false);
  });
});
