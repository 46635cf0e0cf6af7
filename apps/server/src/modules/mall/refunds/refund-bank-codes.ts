/**
 * KG Inicis bank codes (the refund-account codes of its common code table), by the names buyers type:
 * a deposited virtual account is refunded to the account the buyer gave on the request.
 */
const bankCodes: [RegExp, string][] = [
  [/산업/, '02'],
  [/기업|IBK/i, '03'],
  [/국민|KB/i, '04'],
  [/수협/, '07'],
  [/단위\s*농협|지역\s*농협/, '12'],
  [/농협|NH/i, '11'],
  [/우리/, '20'],
  [/SC|제일/i, '23'],
  [/씨티|시티/, '27'],
  [/대구|iM/i, '31'],
  [/부산/, '32'],
  [/광주/, '34'],
  [/제주/, '35'],
  [/전북/, '37'],
  [/경남/, '39'],
  [/새마을/, '45'],
  [/신협/, '48'],
  [/우체국/, '71'],
  [/하나|외환/, '81'],
  [/신한/, '88'],
  [/케이\s*뱅크|K\s*bank/i, '89'],
  [/카카오/, '90'],
];

/** The provider's code of a bank the buyer named, or null when it is not one we know. */
export function refundBankCode(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  return bankCodes.find(([pattern]) => pattern.test(trimmed))?.[1] ?? null;
}
