import type { InvoiceUploadReport } from '@edu/shared';
import { ScrollFrame } from '@/components/ui/scroll-frame';
import { adminBadgeClass, adminTableWrapClass, adminTdClass, adminThClass } from '../components/admin-styles';

type Row = InvoiceUploadReport['rows'][number];

const outcomeBadges: Record<Row['outcome'], { label: string; tone: keyof typeof adminBadgeClass }> = {
  shipped: { label: '발송 처리', tone: 'done' },
  alreadyShipped: { label: '이미 발송', tone: 'neutral' },
  refused: { label: '처리하지 못함', tone: 'error' },
};

/** What an invoice upload did, row by row of the sheet: shipped, shipped before, or refused and why. */
export function InvoiceUploadRows({ rows }: { rows: InvoiceUploadReport['rows'] }) {
  if (rows.length === 0) return null;
  return (
    <ScrollFrame label="송장 일괄 등록 결과" className={`${adminTableWrapClass} max-h-80 overflow-y-auto`}>
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <caption className="sr-only">송장 일괄 등록 결과 (엑셀 행별)</caption>
        <thead>
          <tr>
            <th scope="col" className={adminThClass}>
              엑셀 행
            </th>
            <th scope="col" className={adminThClass}>
              주문상품번호
            </th>
            <th scope="col" className={adminThClass}>
              결과
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const badge = outcomeBadges[row.outcome];
            return (
              <tr key={row.row}>
                <td className={adminTdClass}>{row.row}행</td>
                <td className={`${adminTdClass} font-mono text-xs`}>{row.orderItemId ?? '-'}</td>
                <td className={adminTdClass}>
                  <span className={adminBadgeClass[badge.tone]}>{badge.label}</span>
                  {row.outcome !== 'shipped' && (
                    <span className="ml-2 break-words text-slate-700">{row.message}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
