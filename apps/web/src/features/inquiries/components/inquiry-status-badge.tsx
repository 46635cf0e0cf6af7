import type { InquiryStatus } from '@edu/shared';

const styles: Record<InquiryStatus, string> = {
  문의신청: 'bg-amber-100 text-amber-900',
  처리완료: 'bg-emerald-100 text-emerald-900',
};

/** The state of an inquiry (spec §4): 문의신청 until an administrator confirms it, then 처리완료. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}
    >
      {status}
    </span>
  );
}
