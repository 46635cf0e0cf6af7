import {
  holdSecondsLeft,
  type PaymentHold,
  paymentHold,
  paymentHoldMessages,
  withParticle,
} from '@edu/shared';
import { useEffect, useRef, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { timeLeftText } from '../lib/time-left';

type PaymentTimeLimitProps = {
  hold: PaymentHold;
  /** What the hold keeps for the payer: "좌석" for a registration, "재고" for an order. */
  held: string;
  /** Asks the server for more time; answers the new hold (or rejects with the server's message). */
  extend: () => Promise<PaymentHold>;
  /** The hold ran out: the page reads its data again (the server has given the seats back, or will). */
  onExpired: () => void;
};

/** A hold with the moment the page read it, so the countdown follows the page's own clock. */
type ReadHold = { hold: PaymentHold; readAt: number };

function useSecondsLeft(read: ReadHold): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return holdSecondsLeft(read.hold, read.readAt, Math.max(now, read.readAt));
}

/**
 * The time a payment page holds its seats or stock (KWCAG 2.2.1 응답시간 조절): the time left is shown
 * and ticks each second without being read out; a screen reader is told once, two minutes before the
 * end, with a visible warning; 시간 연장 asks the server for 15 more minutes, twice at most; at the end
 * the page says so and reads its data again.
 */
export function PaymentTimeLimit({ hold, held, extend, onExpired }: PaymentTimeLimitProps) {
  const dialog = useDialog();
  const [read, setRead] = useState<ReadHold>(() => ({ hold, readAt: Date.now() }));
  const [told, setTold] = useState('');
  const [busy, setBusy] = useState(false);
  const secondsLeft = useSecondsLeft(read);
  const warning = secondsLeft > 0 && secondsLeft <= paymentHold.warnSecondsBefore;
  const expired = secondsLeft === 0;

  // A new answer of the page's data (after a payment attempt) starts a new hold.
  useEffect(() => setRead({ hold, readAt: Date.now() }), [hold]);

  const toldExpiry = useRef(false);
  useEffect(() => {
    if (!expired || toldExpiry.current) return;
    toldExpiry.current = true;
    onExpired();
  }, [expired, onExpired]);

  const askForMore = async () => {
    if (busy) return;
    if (read.hold.extensionsLeft === 0) {
      await dialog.alert(paymentHoldMessages.noMoreExtensions);
      return;
    }
    setBusy(true);
    try {
      setRead({ hold: await extend(), readAt: Date.now() });
      setTold(paymentHoldMessages.extended);
    } catch (error) {
      await dialog.alert(error instanceof Error ? error.message : paymentHoldMessages.expired);
    } finally {
      setBusy(false);
    }
  };

  if (expired)
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {paymentHoldMessages.expired}
      </p>
    );

  return (
    <section
      aria-labelledby="payment-time-limit-title"
      className={`space-y-2 rounded-lg border px-4 py-3 text-sm ${
        warning
          ? 'border-amber-400 bg-amber-50 text-amber-950'
          : 'border-slate-200 bg-slate-50 text-slate-800'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          <span id="payment-time-limit-title">결제 가능 시간</span>{' '}
          <span role="timer" aria-labelledby="payment-time-limit-title" className="tabular-nums">
            {timeLeftText(secondsLeft)}
          </span>{' '}
          남음
        </p>
        <button
          type="button"
          onClick={askForMore}
          // Never disabled while asking: a disabled button loses the focus to the page.
          aria-busy={busy || undefined}
          aria-disabled={read.hold.extensionsLeft === 0 || undefined}
          className="rounded-lg border border-slate-400 bg-white px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-100 aria-disabled:text-slate-600"
        >
          시간 연장 ({read.hold.extensionsLeft}회 남음)
        </button>
      </div>
      <p>
        결제를 마치기 전까지 {withParticle(held, '을/를')} {paymentHold.minutes}분 동안 잡아 둡니다. 시간이 더
        필요하면 시간 연장을 누르세요. 한 번에 {paymentHold.extensionMinutes}분, {paymentHold.maxExtensions}
        번까지 연장할 수 있습니다.
      </p>
      {warning && (
        <p role="alert" className="font-semibold">
          결제 가능 시간이 {Math.ceil(paymentHold.warnSecondsBefore / 60)}분 남았습니다. 시간이 지나면 잡아 둔{' '}
          {withParticle(held, '이/가')} 반환됩니다.
        </p>
      )}
      <p role="status" className="sr-only">
        {told}
      </p>
    </section>
  );
}
