import { cardCompanyName, type OrderDetail } from '@edu/shared';
import { kstDateTime } from '../../../platform/korean-time';
import type { mallOrders } from './orders.tables';

/** KG Inicis bank codes (ACCT_BankCode of a real-time transfer; integrations.md §1.10) and their names. */
const bankNames: Readonly<Record<string, string>> = {
  '02': '산업은행',
  '03': '기업은행',
  '04': '국민은행',
  '05': '하나은행',
  '07': '수협',
  '11': '농협',
  '12': '단위농협',
  '20': '우리은행',
  '23': 'SC제일은행',
  '27': '씨티은행',
  '31': '대구은행',
  '32': '부산은행',
  '34': '광주은행',
  '35': '제주은행',
  '37': '전북은행',
  '39': '경남은행',
  '45': '새마을금고',
  '48': '신협',
  '50': '상호저축은행',
  '53': '씨티은행',
  '64': '산림조합',
  '71': '우체국',
  '81': '하나은행',
  '88': '신한은행',
  '89': '케이뱅크',
  '90': '카카오뱅크',
  '92': '토스뱅크',
};

const text = (raw: Record<string, unknown> | null, ...keys: string[]) => {
  for (const key of keys) {
    const value = raw?.[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
};

/**
 * How the order was paid, from the provider's approval kept with the payment: the card's company,
 * number, instalments and approval number only for a card; the bank of a real-time transfer; the
 * virtual account from the order. Null before any payment went somewhere.
 */
export function paymentInfoOf(
  order: Pick<typeof mallOrders.$inferSelect, 'vbankName' | 'vbankNumber' | 'vbankHolder' | 'vbankDeadline'>,
  settled: { method: string; raw: Record<string, unknown> | null } | undefined,
): OrderDetail['paymentInfo'] {
  if (!settled) return null;
  const raw = settled.raw;
  const card = settled.method === 'Card';
  const cardCode = card ? text(raw, 'CARD_Code', 'P_FN_CD1', 'P_CARD_ISSUER_CODE') : null;
  const bankCode = settled.method === 'DirectBank' ? text(raw, 'ACCT_BankCode', 'P_FN_CD1') : null;
  return {
    card_Code: cardCode,
    cardName: card ? cardCompanyName(cardCode) : null,
    card_Num: card ? text(raw, 'CARD_Num', 'P_CARD_NUM') : null,
    card_Quota: card ? text(raw, 'CARD_Quota', 'P_CARD_QUOTA', 'P_RMESG2') : null,
    applNum: card ? text(raw, 'applNum', 'P_AUTH_NO') : null,
    acctBankName: bankCode ? (bankNames[bankCode] ?? text(raw, 'P_FN_NM')) : null,
    vactBankName: order.vbankName,
    vact_Num: order.vbankNumber,
    vact_Name: order.vbankHolder,
    vact_Date: order.vbankDeadline
      ? kstDateTime(order.vbankDeadline).slice(0, 10).replaceAll('-', '.')
      : null,
    vact_Time: order.vbankDeadline ? kstDateTime(order.vbankDeadline).slice(11) : null,
  };
}
