import { isVideoLink, productNoticeMessages, mallItemAdminMessages as say } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { emptyItemDraft, type ItemDraft, newRowKey } from './item-draft';
import { itemRequestOf } from './item-request';
import { testBookNotice as bookNotice, testContentNotice as contentNotice } from './test-notices';

/** A product that passes every check. */
const product = (part: Partial<ItemDraft> = {}): ItemDraft => ({
  ...emptyItemDraft(),
  noticeGroup: 'BOOK',
  noticeValues: bookNotice,
  title: ' 유아부 교재 ',
  itemKind: '교재',
  categoryId: 3,
  warehouseId: 1,
  regularPrice: '12,000',
  sellingPrice: '10,000원',
  productStock: '50',
  ...part,
});

/** A content that passes every check. */
const content = (part: Partial<ItemDraft> = {}): ItemDraft =>
  product({
    itemType: 'CONTENT',
    contentType: 'FILE',
    warehouseId: null,
    productStock: '',
    noticeGroup: 'DIGITAL_CONTENT',
    noticeValues: contentNotice,
    ...part,
  });

const combination = (path: string[], part: Partial<ItemDraft['combinations'][number]> = {}) => ({
  key: newRowKey(),
  combinationId: null,
  path,
  extraPrice: '0',
  stock: '5',
  stockSeen: null,
  held: 0,
  ...part,
});

const problemOf = (draft: ItemDraft) => {
  const request = itemRequestOf(draft);
  return request.ok ? null : request;
};

describe('itemRequestOf: the body', () => {
  it('sends a product with its own stock, numbers read and texts trimmed', () => {
    const request = itemRequestOf(product({ tags: ['유아부', '교재'], brandId: 2, solarTerm: '성탄절' }));
    expect(request).toEqual({
      ok: true,
      body: {
        itemType: 'PRODUCT',
        contentType: null,
        itemKind: '교재',
        title: '유아부 교재',
        tags: ['유아부', '교재'],
        categoryId: 3,
        brandId: 2,
        warehouseId: 1,
        regularPrice: 12_000,
        sellingPrice: 10_000,
        isFree: false,
        downloadPeriod: 0,
        solarTerm: '성탄절',
        description: '',
        usageGuide: '',
        copyrightInfo: '',
        itemStatus: 'SALE',
        thumbnailLink: null,
        sampleLink: null,
        sampleCaptionLink: null,
        sampleTranscript: null,
        sampleWithoutSpeech: false,
        productNotice: { group: 'BOOK', values: bookNotice },
        productStock: { stock: 50, stockSeen: null },
        tree: null,
        writing: [],
        licenses: [],
        assets: [],
        bibles: [],
        relatedItemIds: [],
      },
    });
  });

  it('sends an empty stock as not counted', () => {
    expect(itemRequestOf(product({ productStock: ' ' }))).toMatchObject({
      ok: true,
      body: { productStock: { stock: null, stockSeen: null } },
    });
  });

  it('sends back the stock the form was loaded with, whatever was typed', () => {
    expect(itemRequestOf(product({ productStock: '7', productStockSeen: 9 }))).toMatchObject({
      ok: true,
      body: { productStock: { stock: 7, stockSeen: 9 } },
    });
  });

  it('sends a TREE instead of the own stock, each combination with the stock it was read with', () => {
    const request = itemRequestOf(
      product({
        optionMode: 'TREE',
        productStock: '50',
        levels: [' 색상 ', '크기'],
        combinations: [
          combination([' 빨강', 'S'], { combinationId: 11, stock: '3', stockSeen: 4, extraPrice: '1,000' }),
          combination(['빨강', 'M']),
        ],
        writing: [
          { key: newRowKey(), optionId: null, name: ' 새길 이름 ', required: true, extraPrice: '1,000원' },
        ],
      }),
    );
    expect(request).toMatchObject({
      ok: true,
      body: {
        productStock: null,
        tree: {
          levels: ['색상', '크기'],
          combinations: [
            { combinationId: 11, path: ['빨강', 'S'], extraPrice: 1000, stock: 3, stockSeen: 4 },
            { combinationId: null, path: ['빨강', 'M'], extraPrice: 0, stock: 5, stockSeen: null },
          ],
        },
        writing: [{ optionId: null, name: '새길 이름', required: true, extraPrice: 1000 }],
      },
    });
  });

  it('prices a free item 0 whatever the selling price box says', () => {
    expect(itemRequestOf(product({ isFree: true, sellingPrice: '9,000' }))).toMatchObject({
      ok: true,
      body: { isFree: true, sellingPrice: 0, regularPrice: 12_000 },
    });
  });

  it('sends a content without warehouse, stock or options, with its download period', () => {
    const request = itemRequestOf(
      content({
        downloadPeriod: '30',
        optionMode: 'TREE',
        combinations: [combination(['빨강'])],
        writing: [{ key: newRowKey(), optionId: 1, name: '이름', required: false, extraPrice: '' }],
        files: [
          { key: newRowKey(), assetId: null, name: ' 악보.pdf ', fileKey: 'mall/contents/a.pdf', bytes: 10 },
        ],
        videos: [{ key: newRowKey(), assetId: null, name: '영상', linkNormal: 'https://v', linkHigh: '' }],
      }),
    );
    expect(request).toMatchObject({
      ok: true,
      body: {
        itemType: 'CONTENT',
        contentType: 'FILE',
        warehouseId: null,
        downloadPeriod: 30,
        productStock: null,
        tree: null,
        writing: [],
        licenses: [],
        assets: [
          {
            assetId: null,
            kind: 'DOWNLOAD',
            name: '악보.pdf',
            fileKey: 'mall/contents/a.pdf',
            linkNormal: null,
            linkHigh: null,
          },
        ],
      },
    });
  });

  it('sends a video content its videos first, then its download files', () => {
    const request = itemRequestOf(
      content({
        contentType: 'VIDEO',
        files: [{ key: newRowKey(), assetId: 4, name: '대본', fileKey: 'mall/contents/b.pdf', bytes: null }],
        videos: [
          {
            key: newRowKey(),
            assetId: 3,
            name: '1강',
            linkNormal: ' https://video.example/1 ',
            linkHigh: ' ',
          },
        ],
      }),
    );
    expect(request.ok && request.body.assets).toEqual([
      {
        assetId: 3,
        kind: 'VIDEO',
        name: '1강',
        fileKey: null,
        linkNormal: 'https://video.example/1',
        linkHigh: null,
      },
      {
        assetId: 4,
        kind: 'DOWNLOAD',
        name: '대본',
        fileKey: 'mall/contents/b.pdf',
        linkNormal: null,
        linkHigh: null,
      },
    ]);
  });

  it('sends a sound or video sample’s captions, transcript and no-speech tick, and none with a picture', () => {
    const withText = {
      sampleCaptionLink: '/uploads/mall/captions/a.vtt',
      sampleTranscript: '해설: 빈 무덤의 아침',
      sampleWithoutSpeech: true,
    };
    expect(
      itemRequestOf(
        content({ contentType: 'VIDEO', sampleLink: '/uploads/mall/samples/a.webm', ...withText }),
      ),
    ).toMatchObject({ ok: true, body: withText });
    expect(itemRequestOf(content({ sampleLink: '/uploads/mall/previews/a.jpg', ...withText }))).toMatchObject(
      {
        ok: true,
        body: { sampleCaptionLink: null, sampleTranscript: null, sampleWithoutSpeech: false },
      },
    );
  });

  it('sends licenses for an image content only', () => {
    const licenses = [{ key: newRowKey(), licenseId: null, name: '상업용', price: '50,000' }];
    expect(itemRequestOf(content({ contentType: 'IMAGE', licenses }))).toMatchObject({
      ok: true,
      body: { licenses: [{ licenseId: null, name: '상업용', price: 50_000 }] },
    });
    expect(itemRequestOf(content({ contentType: 'MUSIC', licenses }))).toMatchObject({
      ok: true,
      body: { licenses: [] },
    });
  });

  it('sends bible passages, an empty chapter as the whole book, and the related items', () => {
    const request = itemRequestOf(
      product({
        bibles: [
          { key: newRowKey(), bookId: 43, chapter: '3' },
          { key: newRowKey(), bookId: 1, chapter: '' },
        ],
        related: [
          { itemId: 8, code: 'P0008', title: '가' },
          { itemId: 9, code: 'C0009', title: '나' },
        ],
      }),
    );
    expect(request).toMatchObject({
      ok: true,
      body: {
        bibles: [
          { bookId: 43, chapter: 3 },
          { bookId: 1, chapter: null },
        ],
        relatedItemIds: [8, 9],
      },
    });
  });
});

describe('itemRequestOf: the checks, in the form’s order (the server’s too)', () => {
  it('asks for the kind, then the title, then the category, as the form shows them', () => {
    expect(problemOf(product({ title: ' ', itemKind: '', categoryId: null }))).toEqual({
      ok: false,
      problem: say.kindRequired,
      field: 'itemKind',
    });
    expect(problemOf(product({ title: ' ', categoryId: null }))).toMatchObject({
      problem: say.titleRequired,
      field: 'title',
    });
    expect(problemOf(product({ categoryId: null }))).toMatchObject({
      problem: say.categoryMissing,
      field: 'categoryId',
    });
  });

  it('checks the prices: numbers, and the selling price not above the regular one', () => {
    expect(problemOf(product({ regularPrice: '' }))).toMatchObject({
      problem: say.regularPriceInvalid,
      field: 'regularPrice',
    });
    expect(problemOf(product({ sellingPrice: '-1' }))).toMatchObject({
      problem: say.sellingPriceInvalid,
      field: 'sellingPrice',
    });
    expect(problemOf(product({ regularPrice: '100,000,001' }))).toMatchObject({ field: 'regularPrice' });
    expect(problemOf(product({ sellingPrice: '12,001' }))).toMatchObject({
      problem: say.priceOrder,
      field: 'sellingPrice',
    });
  });

  it('checks the download period of a content only', () => {
    expect(problemOf(content({ downloadPeriod: '3651' }))).toMatchObject({
      problem: say.downloadPeriodInvalid,
      field: 'downloadPeriod',
    });
    expect(problemOf(product({ downloadPeriod: 'x' }))).toBeNull();
  });

  it('asks a product for its warehouse and a content for its type, before the prices', () => {
    expect(problemOf(product({ warehouseId: null, regularPrice: 'x' }))).toMatchObject({
      problem: say.warehouseRequired,
      field: 'warehouseId',
    });
    expect(problemOf(content({ contentType: null, itemKind: ' ' }))).toMatchObject({
      problem: say.contentTypeRequired,
      field: 'contentType',
    });
  });

  it('checks the own stock', () => {
    expect(problemOf(product({ productStock: '1,000,001' }))).toMatchObject({
      problem: say.stockInvalid,
      field: 'productStock',
    });
    expect(problemOf(product({ productStock: '1.5' }))).toMatchObject({ field: 'productStock' });
  });

  it('checks the TREE: level names, a row at least, full and different paths, numbers', () => {
    const tree = (part: Partial<ItemDraft>) =>
      product({ optionMode: 'TREE', levels: ['색상'], combinations: [combination(['빨강'])], ...part });
    expect(problemOf(tree({ levels: ['색상', ' '] }))).toMatchObject({
      problem: say.levelsInvalid,
      field: 'levels',
      row: 1,
    });
    expect(problemOf(tree({ combinations: [] }))).toMatchObject({
      problem: say.treeEmpty,
      field: 'combinations',
    });
    expect(problemOf(tree({ combinations: [combination(['빨강']), combination([' '])] }))).toEqual({
      ok: false,
      problem: say.pathInvalid,
      field: 'combinations',
      row: 1,
    });
    expect(problemOf(tree({ levels: ['색상', '크기'] }))).toMatchObject({ problem: say.pathInvalid, row: 0 });
    expect(problemOf(tree({ combinations: [combination(['빨강']), combination([' 빨강 '])] }))).toMatchObject(
      {
        problem: say.pathDuplicate,
        row: 1,
      },
    );
    expect(problemOf(tree({ combinations: [combination(['빨강'], { stock: '' })] }))).toMatchObject({
      problem: say.combinationNumbersInvalid,
      row: 0,
    });
    expect(problemOf(tree({ combinations: [combination(['빨강'], { extraPrice: 'x' })] }))).toMatchObject({
      problem: say.combinationNumbersInvalid,
    });
  });

  it('does not check a TREE the product no longer uses', () => {
    expect(
      problemOf(product({ optionMode: 'NONE', levels: [''], combinations: [combination([''])] })),
    ).toBeNull();
  });

  it('asks every writing option for a name', () => {
    expect(
      problemOf(
        product({
          writing: [
            { key: newRowKey(), optionId: null, name: '이름', required: false, extraPrice: '' },
            { key: newRowKey(), optionId: null, name: ' ', required: true, extraPrice: '' },
          ],
        }),
      ),
    ).toMatchObject({ problem: say.writingNameRequired, field: 'writing', row: 1 });
  });

  it('takes a writing option’s extra as a whole number of won, an empty box as none', () => {
    const withExtra = (extraPrice: string) =>
      product({ writing: [{ key: newRowKey(), optionId: null, name: '이름', required: false, extraPrice }] });
    expect(problemOf(withExtra('-500'))).toMatchObject({
      problem: say.writingPriceInvalid,
      field: 'writing',
      row: 0,
    });
    expect(problemOf(withExtra('천 원'))).toMatchObject({ problem: say.writingPriceInvalid });
    expect(problemOf(withExtra(''))).toBeNull();
  });

  it('asks every license for a name and a price', () => {
    const license = (name: string, price: string) => ({ key: newRowKey(), licenseId: null, name, price });
    expect(problemOf(content({ contentType: 'IMAGE', licenses: [license('', '100')] }))).toMatchObject({
      problem: say.licenseInvalid,
      field: 'licenses',
      row: 0,
    });
    expect(problemOf(content({ contentType: 'IMAGE', licenses: [license('개인용', '')] }))).toMatchObject({
      problem: say.licenseInvalid,
    });
  });

  it('asks files for a name and an upload, videos for a name and a valid link', () => {
    const video = (linkNormal: string, linkHigh = '') => ({
      key: newRowKey(),
      assetId: null,
      name: '1강',
      linkNormal,
      linkHigh,
    });
    expect(
      problemOf(content({ files: [{ key: newRowKey(), assetId: null, name: ' ', fileKey: 'k', bytes: 1 }] })),
    ).toMatchObject({ problem: say.assetInvalid, field: 'files', row: 0 });
    for (const name of ['../../evil.pdf', '..\\..\\win.pdf', '/etc/abs.pdf', 'C:\\x.pdf', 'a\r\nb.pdf'])
      expect(
        problemOf(content({ files: [{ key: newRowKey(), assetId: null, name, fileKey: 'k', bytes: 1 }] })),
      ).toMatchObject({ problem: say.assetNameInvalid, field: 'files', row: 0 });
    expect(problemOf(content({ contentType: 'VIDEO', videos: [video(' ')] }))).toMatchObject({
      problem: say.assetInvalid,
      field: 'videos',
    });
    expect(problemOf(content({ contentType: 'VIDEO', videos: [video('http://v')] }))).toMatchObject({
      problem: say.linkInvalid,
      field: 'videos',
    });
    expect(
      problemOf(content({ contentType: 'VIDEO', videos: [video('https://v', 'ftp://x')] })),
    ).toMatchObject({
      problem: say.linkInvalid,
    });
    expect(problemOf(content({ contentType: 'VIDEO', videos: [video('/uploads/mall/a.mp4')] }))).toBeNull();
  });

  it('asks a sound or video sample on sale for captions, a transcript or the no-speech tick', () => {
    const video = (part: Partial<ItemDraft>) =>
      content({ contentType: 'VIDEO', sampleLink: '/uploads/mall/samples/a.mp4', ...part });
    expect(problemOf(video({ sampleTranscript: '  \n ' }))).toEqual({
      ok: false,
      problem: say.sampleTextRequired,
      field: 'sampleText',
    });
    expect(problemOf(video({ itemStatus: 'STOP' }))).toBeNull();
    expect(problemOf(video({ sampleTranscript: '강사: 안녕하세요.' }))).toBeNull();
    expect(problemOf(video({ sampleWithoutSpeech: true }))).toBeNull();
    expect(problemOf(video({ sampleCaptionLink: '/uploads/mall/captions/a.vtt' }))).toBeNull();
  });

  it('asks an item on sale for its whole 상품정보제공고시, pointing at the group or the first empty box', () => {
    expect(problemOf(product({ noticeGroup: null }))).toEqual({
      ok: false,
      problem: productNoticeMessages.required,
      field: 'productNotice',
    });
    expect(problemOf(product({ noticeValues: { ...bookNotice, bookSize: ' ', publishedOn: '' } }))).toEqual({
      ok: false,
      problem: productNoticeMessages.missing('도서', ['크기', '출간일']),
      field: 'productNotice',
      row: 2,
    });
    // A stopped item may wait for it; a wrong ISBN is refused all the same, at its own box.
    expect(problemOf(product({ itemStatus: 'STOP', noticeGroup: null }))).toBeNull();
    expect(
      problemOf(product({ itemStatus: 'STOP', noticeValues: { ...bookNotice, isbn: '978-89-364-3412-1' } })),
    ).toEqual({ ok: false, problem: productNoticeMessages.isbnChecksum, field: 'productNotice', row: 7 });
    // Before the stock: the form shows the notice above 재고와 옵션.
    expect(problemOf(product({ noticeGroup: null, productStock: '-1' }))).toMatchObject({
      field: 'productNotice',
    });
  });

  it('checks the chapters of the bible passages last', () => {
    for (const chapter of ['0', '151', '삼']) {
      expect(problemOf(product({ bibles: [{ key: newRowKey(), bookId: 1, chapter }] }))).toMatchObject({
        problem: say.bibleInvalid,
        field: 'bibles',
        row: 0,
      });
    }
  });
});

describe('isVideoLink', () => {
  it('takes https links and the site’s uploads only', () => {
    expect(isVideoLink('https://player.example/v/1')).toBe(true);
    expect(isVideoLink('/uploads/mall/samples/a.mp4')).toBe(true);
    expect(isVideoLink('http://player.example')).toBe(false);
    expect(isVideoLink('/uploads/../secret')).toBe(false);
    expect(isVideoLink('javascript:alert(1)')).toBe(false);
  });
});
