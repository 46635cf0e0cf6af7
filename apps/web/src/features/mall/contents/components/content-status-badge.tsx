import { type ContentStatusTone, contentStatusText, contentStatusTone } from '../lib/content-labels';

const toneClass: Record<ContentStatusTone, string> = {
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  done: 'bg-slate-100 text-slate-600 ring-slate-200',
  ready: 'bg-brand-50 text-brand-700 ring-brand-100',
};

/** A bought content's status in Korean (NOT_PAID = 결제 대기). */
export function ContentStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClass[contentStatusTone(status)]}`}
    >
      {contentStatusText(status)}
    </span>
  );
}
