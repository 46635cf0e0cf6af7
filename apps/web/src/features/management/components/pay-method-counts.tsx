import type { PayMethodCount } from '@edu/shared';
import { groupDigits } from '@edu/shared';
import { useId } from 'react';
import { adminSectionTitleClass } from './admin-styles';

/**
 * A dashboard's count of purchases per pay method (신용카드, 카카오페이, 네이버페이, 실시간 계좌이체,
 * 가상계좌, 무료): every way is listed, a zero too, so the figures keep their places between visits.
 */
export function PayMethodCounts({
  counts,
  title,
  note,
}: {
  counts: PayMethodCount[];
  title: string;
  /** What is counted, in a sentence under the title. */
  note: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h3 id={id} className={adminSectionTitleClass}>
          {title}
        </h3>
        <p className="text-sm text-slate-600">{note}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {counts.map((row) => (
          <div key={row.method} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-500">{row.label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{groupDigits(row.count)}건</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
