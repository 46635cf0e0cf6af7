import { orderPayMethodLabel } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  cardCompanyOf,
  cardQuotaText,
  deliveryStatusText,
  depositDeadline,
  isVirtualAccount,
  optionLineText,
  orderStatusText,
  orderStatusTone,
  partlyRefundedStatus,
  paymentKindOf,
  refundMethodText,
} from './order-labels';

const info = {
  card_Code: null,
  cardName: null,
  card_Num: null,
  card_Quota: null,
  applNum: null,
  acctBankName: null,
  vactBankName: null,
  vact_Num: null,
  vact_Name: null,
  vact_Date: null,
  vact_Time: null,
};

describe('order labels', () => {
  it('names the statuses in Korean, an unknown one as it is', () => {
    expect(orderStatusText('VBANK_WAIT')).toBe('입금 대기');
    expect(orderStatusText('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(orderStatusText('EXTRA_CREATED')).toBe('추가 결제 요청');
    expect(orderStatusText(partlyRefundedStatus)).toBe('부분 환불');
    expect(deliveryStatusText('START')).toBe('배송 중');
    expect(deliveryStatusText('LOST')).toBe('LOST');
  });

  it('shows a failed payment red and a done order grey', () => {
    expect(orderStatusTone('PAY_FAIL')).toBe('failed');
    expect(orderStatusTone('ORDER_DONE')).toBe('done');
    expect(orderStatusTone('VBANK_WAIT')).toBe('normal');
  });

  it('writes an option line with its names', () => {
    expect(
      optionLineText({
        infoDetailList: [
          { optionName: '색상', elementName: '빨강' },
          { optionName: '크기', elementName: 'L' },
        ],
      }),
    ).toBe('색상: 빨강 / 크기: L');
  });

  it('names the card company, or says it cannot be found', () => {
    expect(cardCompanyOf({ ...info, cardName: '신한카드', card_Code: '14' })).toBe('신한카드');
    expect(cardCompanyOf({ ...info, card_Code: '11' })).toBe('BC카드');
    expect(cardCompanyOf({ ...info, card_Code: '99' })).toBe('카드사를 찾을 수 없습니다.');
  });

  it('writes the deposit deadline as the server formats it', () => {
    expect(depositDeadline({ ...info, vact_Date: '2025.03.01', vact_Time: '23:59:00' })).toBe(
      '2025.03.01 23:59:00',
    );
    expect(depositDeadline(info)).toBeNull();
  });

  it('recognises a virtual-account order', () => {
    expect(isVirtualAccount({ gopaymethod: 'VBank', paymentInfo: null })).toBe(true);
    expect(isVirtualAccount({ gopaymethod: 'Card', paymentInfo: { ...info, card_Code: '14' } })).toBe(false);
  });

  it('shows the rows of the method used, the instalments in words, and how a refund went back', () => {
    expect(['Card', 'VCard', 'DirectBank', 'VBank', 'free', null].map(paymentKindOf)).toEqual([
      'card',
      'card',
      'transfer',
      'account',
      'none',
      'none',
    ]);
    expect(cardQuotaText('00')).toBe('일시불');
    expect(cardQuotaText(null)).toBe('일시불');
    expect(cardQuotaText('03')).toBe('3개월');
    expect(refundMethodText('Card')).toBe('카드 결제 취소');
    expect(refundMethodText('VBank')).toBe('환불 계좌로 입금');
  });

  it('shows an easy pay by its own name, with no card rows, and its refund going back to it', () => {
    expect(['KakaoPay', 'NaverPay'].map(paymentKindOf)).toEqual(['easyPay', 'easyPay']);
    expect(['KakaoPay', 'NaverPay', 'Card', 'VCard', 'free'].map(orderPayMethodLabel)).toEqual([
      '카카오페이',
      '네이버페이',
      '신용카드',
      '신용카드',
      '무료',
    ]);
    expect(refundMethodText('KakaoPay')).toBe('카카오페이 결제 취소');
    expect(refundMethodText('NaverPay')).toBe('네이버페이 결제 취소');
  });
});
