import { useQuery } from '@tanstack/react-query';
import { getBatch } from './notifications-api';

/** How often the progress is asked while messages wait in the queue. */
const pollMs = 1000;

/** A bulk send's progress bar, asked every second until nothing waits, then its result counts. */
export function BatchProgress({ batchId, label }: { batchId: number; label: string }) {
  const batch = useQuery({
    queryKey: ['admin', 'notification-batch', batchId],
    queryFn: ({ signal }) => getBatch(batchId, signal),
    refetchInterval: (query) => (query.state.data?.done ? false : pollMs),
  });
  const data = batch.data;
  if (batch.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {batch.error.message}
      </p>
    );
  }
  if (!data) return <p className="text-sm text-slate-500">발송 상태를 불러오는 중입니다.</p>;
  const finished = data.total - data.queued;
  return (
    <div className="space-y-1" aria-live="polite">
      <div className="flex items-center gap-3">
        <progress
          className="h-2 w-full max-w-md accent-brand-600"
          max={Math.max(data.total, 1)}
          value={finished}
          aria-label={`${label} 발송 진행률`}
        />
        <span className="whitespace-nowrap text-sm text-slate-700">
          {finished} / {data.total}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {data.done ? '발송이 끝났습니다. ' : '발송 중입니다. '}
        <span className="font-semibold">
          발송 {data.sent} · 문자 대체 {data.sent_sms} · 실패 {data.failed}
        </span>
      </p>
    </div>
  );
}
