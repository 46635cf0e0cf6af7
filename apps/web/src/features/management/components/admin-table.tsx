import type { ReactNode } from 'react';
import { ScrollFrame } from '@/components/ui/scroll-frame';
import { adminTableClass, adminTableWrapClass, adminTdClass, adminThClass } from './admin-styles';

type AdminTableProps = {
  /** The column headings, one `<th scope="col">` each; their count is the width of the message rows. */
  columns: readonly string[];
  /** The table's accessible name, read by screen readers only. */
  caption?: string;
  /** The failed query's error, shown as a row instead of leaving the table silently empty. */
  error?: Error | null;
  /** Whether the loaded list has no rows; `emptyText` is shown then. */
  empty?: boolean;
  emptyText?: string;
  /** The body rows. */
  children?: ReactNode;
  /** A `<tfoot>` (totals), when the table has one. */
  footer?: ReactNode;
};

/**
 * The scaffolding every admin table shares: the scrolling frame, the heading row, and a row saying the
 * list failed or is empty. The tabs give only their rows.
 */
export function AdminTable({ columns, caption, error, empty, emptyText, children, footer }: AdminTableProps) {
  return (
    <ScrollFrame label={caption ?? '표'} className={adminTableWrapClass}>
      <table className={adminTableClass}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((heading) => (
              <th key={heading} scope="col" className={adminThClass}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {error && (
            <tr>
              <td colSpan={columns.length} className={`${adminTdClass} text-center text-red-700`}>
                {error.message}
              </td>
            </tr>
          )}
          {empty && emptyText && (
            <tr>
              <td colSpan={columns.length} className={`${adminTdClass} py-8 text-center text-slate-500`}>
                {emptyText}
              </td>
            </tr>
          )}
          {children}
        </tbody>
        {footer}
      </table>
    </ScrollFrame>
  );
}
