import type { ReactNode } from 'react';

export type InfoItem = { label: string; value: ReactNode };

/** Label and value pairs of an order (주문번호, 결제 금액…), two columns on every screen size. */
export function InfoList({ items }: { items: (InfoItem | false | null | undefined)[] }) {
  const shown = items.filter((item): item is InfoItem => Boolean(item));
  return (
    <dl className="grid content-start grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
      {shown.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
