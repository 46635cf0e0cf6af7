import type { OrderDetail } from '@edu/shared';
import type { ReactNode } from 'react';
import { formatWon } from '@/lib/format-won';
import { AccountNumber } from './account-number';
import { DepositDeadline } from './deposit-deadline';

/** The virtual account to deposit into, shown large: bank, number (with a copy button), holder, amount and deadline. */
export function DepositNotice({ order }: { order: OrderDetail }) {
  const info = order.paymentInfo;
  if (!info) return null;
  const rows: { label: string; value: ReactNode; strong?: boolean }[] = [
    { label: '입금 은행', value: info.vactBankName ?? '-' },
    { label: '계좌번호', value: <AccountNumber number={info.vact_Num} />, strong: true },
    { label: '예금주', value: info.vact_Name ?? '-' },
    { label: '입금 금액', value: formatWon(order.totalPaidAmount), strong: true },
    { label: '입금 기한', value: <DepositDeadline info={info} />, strong: true },
  ];
  return (
    <section
      aria-labelledby="deposit-title"
      className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="deposit-title" className="text-lg font-bold text-amber-950">
        입금 기한까지 입금해 주세요
      </h2>
      <p className="mt-1 text-sm text-amber-900">기한이 지나면 주문이 자동으로 취소됩니다.</p>
      <dl className="mt-4 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-2">
        {rows.map(({ label, value, strong }) => (
          <div key={label} className="contents">
            <dt className="text-sm text-amber-900">{label}</dt>
            <dd className={`break-words ${strong ? 'text-lg font-bold text-slate-900' : 'text-slate-900'}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
