import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConferencePicker } from '../components/conference-picker';
import { DashboardPending, DashboardRefresh } from '../components/dashboard-state';
import { PayMethodCounts } from '../components/pay-method-counts';
import { attentionQueryKey, getPaymentsNeedingAttention } from '../payments/payment-attention-api';
import { ConferenceFigures } from './conference-figures';
import { type DashboardFigures, formatCount, formatWon, getDashboard } from './dashboard-api';

const cards: { key: keyof DashboardFigures; label: string; format: (value: number) => string }[] = [
  { key: 'registrations', label: '등록완료 신청', format: (value) => `${formatCount(value)}건` },
  { key: 'attendees', label: '참석 인원', format: (value) => `${formatCount(value)}명` },
  { key: 'came', label: '입장 인원', format: (value) => `${formatCount(value)}명` },
  { key: 'paidAmount', label: '결제 금액', format: formatWon },
  { key: 'awaitingDeposit', label: '입금대기', format: (value) => `${formatCount(value)}건` },
];

/** The overview of registrations: totals, a table per conference and registrations per day. */
export function Tab() {
  const [conferenceIdx, setConferenceIdx] = useState<number | null>(null);
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard', conferenceIdx],
    queryFn: ({ signal }) => getDashboard(conferenceIdx, signal),
    placeholderData: keepPreviousData,
  });

  const attention = useQuery({
    queryKey: attentionQueryKey,
    queryFn: ({ signal }) => getPaymentsNeedingAttention(signal),
  });

  const data = dashboard.data;
  const waiting = attention.data?.list.length ?? 0;
  return (
    <div className="space-y-8">
      {waiting > 0 && (
        <p
          role="status"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          결제사와 확인이 필요한 결제가 <strong>{formatCount(waiting)}건</strong> 있습니다.{' '}
          <Link to="/management?tab=payments-attention" className="font-semibold underline">
            확인 필요 목록 보기
          </Link>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ConferencePicker
          inline
          value={conferenceIdx}
          onChange={setConferenceIdx}
          placeholder="진행 중인 컨퍼런스 전체"
        />
        <DashboardRefresh query={dashboard} countedAt={data?.generated_at} />
      </div>

      <DashboardPending query={dashboard} />

      {data && (
        <>
          <section aria-label="전체 현황">
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {cards.map((card) => (
                <div key={card.key} className="rounded-lg border border-slate-200 bg-white p-4">
                  <dt className="text-sm text-slate-500">{card.label}</dt>
                  <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
                    {card.format(data.totals[card.key])}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <PayMethodCounts
            counts={data.byPayMethod}
            title="결제수단별 등록"
            note="등록완료 신청을 결제한 방법별로 셉니다."
          />
          {data.conferences.length === 0 && (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-sm text-slate-500">
              진행 중인 컨퍼런스가 없습니다.
            </p>
          )}
          {data.conferences.map((conference) => (
            <ConferenceFigures key={conference.idx} conference={conference} />
          ))}
        </>
      )}
    </div>
  );
}
