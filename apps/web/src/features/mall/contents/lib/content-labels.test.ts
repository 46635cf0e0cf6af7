import { afterSaleMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { contentStatusText, contentStatusTone, contentTypeText, expiryView } from './content-labels';

describe('contentStatusText', () => {
  it('says 결제 대기 before payment and the Korean label otherwise', () => {
    expect(contentStatusText('NOT_PAID')).toBe(afterSaleMessages.paymentPending);
    expect(contentStatusText('CREATE_DONE')).toBe('다운로드 가능');
    expect(contentStatusText('DOWNLOAD_DOING')).toBe('다운로드함');
    expect(contentStatusText('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('colours failures and waits apart from ready contents', () => {
    expect(contentStatusTone('CREATE_FAIL')).toBe('failed');
    expect(contentStatusText('REFUNDED')).toBe('환불됨');
    expect(contentStatusTone('REFUNDED')).toBe('failed');
    expect(contentStatusTone('NOT_PAID')).toBe('waiting');
    expect(contentStatusTone('DOWNLOAD_FIN')).toBe('done');
    expect(contentStatusTone('DOWNLOAD_DOING')).toBe('ready');
  });
});

describe('contentTypeText', () => {
  it('names the four kinds and falls back for none', () => {
    expect(contentTypeText('VIDEO')).toBe('영상');
    expect(contentTypeText(null)).toBe('콘텐츠');
  });
});

describe('expiryView (spec §4 download expiry)', () => {
  it('says 무제한 for an unlimited period', () => {
    expect(expiryView({ downloadExpiration: '1999.12.31', unlimited: true, expired: false })).toEqual({
      text: '무제한',
      expired: false,
    });
  });

  it('shows the last day, marked when past', () => {
    expect(expiryView({ downloadExpiration: '2025.04.01', unlimited: false, expired: false })).toEqual({
      text: '2025.04.01',
      expired: false,
    });
    expect(expiryView({ downloadExpiration: '2025.01.01', unlimited: false, expired: true })).toEqual({
      text: '2025.01.01',
      expired: true,
    });
  });

  it('has no day before payment', () => {
    expect(expiryView({ downloadExpiration: null, unlimited: false, expired: false }).text).toBe('-');
  });
});
