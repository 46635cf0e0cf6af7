import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { paymentFailureReason, payRefusalText } from './refusal-text';

const fullOnMobile = '신청 인원 다 차서 신청이 마감 되었습니다. 감사합니다.';
const filledMeanwhile = '결제 시간이 지나는 사이 접수가 마감되어 결제를 취소했습니다.';

describe('the result page’s failure reason', () => {
  it('tells a phone whose session filled up the spec’s mobile text', () => {
    expect(
      paymentFailureReason({ payDevice: 'mobile', resultCode: 'SESSION_FULL', resultMsg: filledMeanwhile }),
    ).toBe(fullOnMobile);
  });

  it('keeps the server’s reason on a PC and for every other failure', () => {
    expect(
      paymentFailureReason({ payDevice: 'pc', resultCode: 'SESSION_FULL', resultMsg: filledMeanwhile }),
    ).toBe(filledMeanwhile);
    expect(
      paymentFailureReason({
        payDevice: 'mobile',
        resultCode: '01',
        resultMsg: '사용자가 결제를 취소하였습니다.',
      }),
    ).toBe('사용자가 결제를 취소하였습니다.');
  });
});

describe('the payment page’s refusal', () => {
  const full = new ApiError('접수가 마감되었습니다.', 403, 403);

  it('words a full session on a phone as the spec does, and keeps the server’s text on a PC', () => {
    expect(payRefusalText(full, 'mobile')).toBe(fullOnMobile);
    expect(payRefusalText(full, 'pc')).toBe('접수가 마감되었습니다.');
  });

  it('keeps any other refusal’s text', () => {
    expect(payRefusalText(new ApiError('접수 기간이 아닙니다.', 400, 400), 'mobile')).toBe(
      '접수 기간이 아닙니다.',
    );
    expect(payRefusalText('?', 'mobile')).toBe('새로고침 후 다시 시도 해 주세요.');
  });
});
