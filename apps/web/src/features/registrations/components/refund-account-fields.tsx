import { refundBanks } from '../lib/refund-banks';

/** Where a virtual-account payment is refunded to, as typed. */
export type RefundAccount = { bankCode: string; accountNumber: string; accountHolder: string };

export const emptyRefundAccount: RefundAccount = { bankCode: '', accountNumber: '', accountHolder: '' };

/** The first part left empty, in the form's order (the server checks the same order). */
export function missingRefundAccountPart(account: RefundAccount): keyof RefundAccount | null {
  if (!account.bankCode) return 'bankCode';
  if (!account.accountNumber.trim()) return 'accountNumber';
  if (!account.accountHolder.trim()) return 'accountHolder';
  return null;
}

/** The refund account as the cancel and move calls take it. */
export const refundAccountBody = (account: RefundAccount) => ({
  refundBankCode: account.bankCode,
  refundAccountNumber: account.accountNumber.trim(),
  refundAccountHolder: account.accountHolder.trim(),
});

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600';

/** 환불 계좌: bank, account number and holder, for a refund of a virtual-account payment. */
export function RefundAccountFields({
  value,
  onChange,
}: {
  value: RefundAccount;
  onChange: (value: RefundAccount) => void;
}) {
  const change = (part: Partial<RefundAccount>) => onChange({ ...value, ...part });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">환불 계좌</legend>
      <label className="block text-sm text-slate-700">
        은행
        <select
          value={value.bankCode}
          onChange={(event) => change({ bankCode: event.target.value })}
          className={inputClass}
        >
          <option value="">은행 선택</option>
          {refundBanks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm text-slate-700">
        계좌번호
        <input
          inputMode="numeric"
          value={value.accountNumber}
          onChange={(event) => change({ accountNumber: event.target.value })}
          className={inputClass}
        />
      </label>
      <label className="block text-sm text-slate-700">
        예금주
        <input
          value={value.accountHolder}
          onChange={(event) => change({ accountHolder: event.target.value })}
          className={inputClass}
        />
      </label>
    </fieldset>
  );
}
