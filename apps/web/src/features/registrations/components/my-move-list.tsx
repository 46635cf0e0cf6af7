import { formatDateTime } from '@/lib/format-date';
import { useMyMoves } from '../api/move-registration';
import { formatWon } from '../lib/history-format';

/** 세션 변경 내역: the member's moves (from, to, who, the difference paid or refunded), when there are any. */
export function MyMoveList() {
  const moves = useMyMoves();
  if (!moves.data || moves.data.length === 0) return null;
  return (
    <section aria-labelledby="my-moves" className="mt-8">
      <h2 id="my-moves" className="mb-3 text-lg font-bold text-slate-900">
        세션 변경 내역
      </h2>
      <ul className="space-y-2">
        {moves.data.map((move) => (
          <li key={move.idx} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <p className="font-semibold text-slate-900">
              {move.from} → {move.to}
            </p>
            <p className="mt-1 text-slate-700">
              {move.attendees.join(', ')} ({move.attendees.length}명) ·{' '}
              {move.priceDifference > 0
                ? `차액 결제 ${formatWon(move.priceDifference)}`
                : move.priceDifference < 0
                  ? `차액 환불 ${formatWon(-move.priceDifference)}${move.refundStatus && move.refundStatus !== 'done' ? ' (환불 확인 중)' : ''}`
                  : '차액 없음'}
            </p>
            <p className="mt-1 text-slate-500">
              {formatDateTime(move.createdDate)} · {move.byAdministrator ? '관리자 변경' : '본인 변경'} ·{' '}
              {move.status}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
