import { groupDigits } from '@edu/shared';
import { ListFailure } from '@/features/mall/contents/components/list-failure';
import { useMyPageSummary } from '../api/get-my-page-summary';
import { summaryCards } from '../lib/my-page-menu';
import { MyPageLinkItem } from './my-page-link';

/** 나의 현황: recent orders, downloadable contents, cart, reviews and conference applications, each a way in. */
export function MyPageSummary() {
  const summary = useMyPageSummary();
  return (
    <section aria-labelledby="mypage-summary-title" className="space-y-3">
      <h2 id="mypage-summary-title" className="text-lg font-bold text-slate-900">
        나의 현황
      </h2>
      {summary.isError ? (
        <ListFailure message={summary.error.message} onRetry={() => summary.refetch()} />
      ) : (
        <ul aria-busy={summary.isPending} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {summaryCards(summary.data).map((card) => (
            <li key={card.to}>
              <MyPageLinkItem
                link={card}
                className="flex h-full flex-col justify-between gap-2 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50/40"
              >
                <span className="text-sm font-medium text-slate-600">{card.label}</span>
                {card.count === null ? (
                  <span className="text-2xl font-bold text-slate-600">
                    <span aria-hidden="true">–</span>
                    <span className="sr-only">불러오는 중</span>
                  </span>
                ) : (
                  <span className="text-2xl font-bold text-slate-900 tabular-nums">
                    {groupDigits(card.count)}
                    <span className="ml-0.5 text-base font-medium text-slate-600">{card.unit}</span>
                  </span>
                )}
              </MyPageLinkItem>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
