import { afterSaleMessages, type OrderContent } from '@edu/shared';
import { expiryView } from '../lib/content-labels';
import { ContentStatusBadge } from './content-status-badge';

type ContentFactsProps = {
  content: Pick<OrderContent, 'orderContentStatus' | 'downloadExpiration' | 'unlimited' | 'expired'>;
};

/** 상태 and 다운로드 기한 of a bought content: 무제한, the last day, or the day with a red 기간 만료. */
export function ContentFacts({ content }: ContentFactsProps) {
  const expiry = expiryView(content);
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <div className="flex items-center gap-1.5">
        <dt className="text-slate-500">상태</dt>
        <dd>
          <ContentStatusBadge status={content.orderContentStatus} />
        </dd>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <dt className="text-slate-500">다운로드 기한</dt>
        <dd className="flex items-center gap-1.5 text-slate-900 tabular-nums">
          {expiry.text}
          {expiry.expired && (
            <strong className="font-semibold text-red-700">{afterSaleMessages.expired}</strong>
          )}
        </dd>
      </div>
    </dl>
  );
}
