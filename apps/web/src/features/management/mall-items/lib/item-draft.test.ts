import type { AdminItem } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { emptyItemDraft, itemDraftOf } from './item-draft';
import { itemRequestOf } from './item-request';
import { testBookNotice } from './test-notices';

describe('itemDraftOf', () => {
  const saved: AdminItem = {
    itemId: 5,
    code: 'P0005',
    salesCount: 3,
    createdAt: '2025-03-01 10:00:00',
    itemType: 'PRODUCT',
    contentType: null,
    itemKind: '교재',
    title: '유아부 교재',
    tags: ['유아부'],
    categoryId: 3,
    brandId: null,
    warehouseId: 1,
    regularPrice: 12_000,
    sellingPrice: 10_000,
    isFree: false,
    downloadPeriod: 0,
    solarTerm: null,
    description: '<p>설명</p>',
    usageGuide: '',
    copyrightInfo: '',
    itemStatus: 'SALE',
    thumbnailLink: '/uploads/mall/thumbnails/a.jpg',
    sampleLink: null,
    sampleCaptionLink: null,
    sampleTranscript: null,
    sampleWithoutSpeech: false,
    productNotice: {
      group: 'BOOK',
      values: { ...testBookNotice, isbn: '9788936434120' },
    },
    productHeld: 0,
    productStock: null,
    tree: {
      levels: ['색상'],
      combinations: [
        { combinationId: 11, path: ['빨강'], extraPrice: 1000, stock: 4, stockSeen: 4, held: 2 },
      ],
    },
    writing: [{ optionId: 7, name: '새길 이름', required: true, extraPrice: 2000 }],
    licenses: [],
    assets: [],
    bibles: [{ bookId: 43, chapter: null }],
    relatedItemIds: [8],
    related: [{ itemId: 8, code: 'C0008', title: '관련' }],
  };

  it('sends a saved item back as it was when nothing was edited', () => {
    const { itemId, code, salesCount, createdAt, productHeld, related, ...edit } = saved;
    const request = itemRequestOf(itemDraftOf(saved));
    expect(request).toEqual({
      ok: true,
      body: {
        ...edit,
        tree: {
          levels: ['색상'],
          combinations: [{ combinationId: 11, path: ['빨강'], extraPrice: 1000, stock: 4, stockSeen: 4 }],
        },
      },
    });
  });

  it('reads a video sample’s captions, transcript and no-speech tick, and sends them back unchanged', () => {
    const text = {
      sampleCaptionLink: '/uploads/mall/captions/a.vtt',
      sampleTranscript: '해설: 빈 무덤의 아침',
      sampleWithoutSpeech: true,
    };
    const video: AdminItem = { ...saved, sampleLink: '/uploads/mall/samples/a.webm', ...text };
    expect(itemDraftOf(video)).toMatchObject(text);
    expect(itemRequestOf(itemDraftOf(video))).toMatchObject({ ok: true, body: text });
    // No transcript is an empty box.
    expect(itemDraftOf(saved).sampleTranscript).toBe('');
  });

  it('remembers what orders hold and the related items’ titles', () => {
    const draft = itemDraftOf(saved);
    expect(draft.optionMode).toBe('TREE');
    expect(draft.combinations[0]).toMatchObject({ held: 2, stock: '4', stockSeen: 4, extraPrice: '1,000' });
    expect(draft.writing[0]).toMatchObject({ name: '새길 이름', extraPrice: '2,000' });
    expect(draft.related).toEqual([{ itemId: 8, code: 'C0008', title: '관련' }]);
    expect(draft.regularPrice).toBe('12,000');
  });

  it('reads a product without options with its own stock, or none counted', () => {
    const own = itemDraftOf({
      ...saved,
      tree: null,
      productStock: { stock: 9, stockSeen: 9 },
      productHeld: 1,
    });
    expect(own).toMatchObject({
      optionMode: 'NONE',
      productStock: '9',
      productStockSeen: 9,
      productHeld: 1,
      levels: [''],
    });
    const uncounted = itemDraftOf({ ...saved, tree: null, productStock: { stock: null, stockSeen: null } });
    expect(uncounted).toMatchObject({ productStock: '', productStockSeen: null });
  });

  it('splits a content’s assets into files and videos', () => {
    const draft = itemDraftOf({
      ...saved,
      itemType: 'CONTENT',
      contentType: 'VIDEO',
      tree: null,
      assets: [
        {
          assetId: 1,
          kind: 'VIDEO',
          name: '1강',
          fileKey: null,
          linkNormal: 'https://v/1',
          linkHigh: null,
          bytes: null,
        },
        {
          assetId: 2,
          kind: 'DOWNLOAD',
          name: '대본',
          fileKey: 'mall/contents/x.pdf',
          linkNormal: null,
          linkHigh: null,
          bytes: 2048,
        },
      ],
    });
    expect(draft.videos).toMatchObject([
      { assetId: 1, name: '1강', linkNormal: 'https://v/1', linkHigh: '' },
    ]);
    expect(draft.files).toMatchObject([
      { assetId: 2, name: '대본', fileKey: 'mall/contents/x.pdf', bytes: 2048 },
    ]);
  });
});

describe('emptyItemDraft', () => {
  it('starts a product on sale with unlimited downloads and one unnamed TREE level', () => {
    expect(emptyItemDraft()).toMatchObject({
      itemType: 'PRODUCT',
      itemStatus: 'SALE',
      downloadPeriod: '0',
      optionMode: 'NONE',
      levels: [''],
      productStockSeen: null,
    });
  });
});
