import { describe, expect, it } from 'vitest';
import { noticeDraftOf, productNoticeOf } from './product-notice-draft';

describe('the 상품정보제공고시 of the item form', () => {
  it('starts with no group and empty boxes for an item without a notice, and sends none', () => {
    const draft = noticeDraftOf(null);
    expect(draft).toEqual({ noticeGroup: null, noticeValues: {} });
    expect(productNoticeOf(draft)).toBeNull();
  });

  it('sends only the chosen group’s boxes that hold something, keeping the other group’s typing', () => {
    const draft = {
      noticeGroup: 'OTHER_GOODS' as const,
      noticeValues: { nameAndModel: '출석 스탬프', origin: '  ', bookTitle: '앞서 고른 도서의 제목' },
    };
    expect(productNoticeOf(draft)).toEqual({ group: 'OTHER_GOODS', values: { nameAndModel: '출석 스탬프' } });
    expect(productNoticeOf({ ...draft, noticeGroup: 'BOOK' })).toEqual({
      group: 'BOOK',
      values: { bookTitle: '앞서 고른 도서의 제목' },
    });
  });
});
