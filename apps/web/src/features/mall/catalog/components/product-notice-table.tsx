import type { ProductNoticeTable as Notice } from '@edu/shared';
import { useId } from 'react';

/**
 * 상품정보제공고시 on the item page: the notice of the item's product group as a two-column table (the
 * notice's wording as row headings). The table keeps to the page's width: long headings and values
 * wrap inside their cells (table-fixed), so a phone never scrolls sideways.
 */
export function ProductNoticeTable({ notice }: { notice: Notice | null }) {
  const id = useId();
  if (!notice) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        상품정보제공고시
      </h2>
      <p className="text-sm text-slate-600">상품군: {notice.groupLabel}</p>
      <table
        aria-labelledby={id}
        className="w-full table-fixed border-collapse border-y border-slate-300 text-sm"
      >
        <tbody>
          {notice.rows.map((row) => (
            <tr key={row.label} className="border-b border-slate-200 last:border-b-0">
              <th
                scope="row"
                className="w-[38%] bg-slate-50 px-3 py-2.5 text-left align-top font-medium break-words text-slate-700 sm:w-72"
              >
                {row.label}
              </th>
              <td className="px-3 py-2.5 align-top break-words whitespace-pre-line text-slate-900">
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
