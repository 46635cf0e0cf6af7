import { useEffect, useState } from 'react';

/** Seconds left of a countdown started with start(seconds); 0 when stopped or over. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void; stop: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    remaining,
    start: (seconds) => {
      setNow(Date.now());
      setEndsAt(Date.now() + seconds * 1000);
    },
    stop: () => setEndsAt(null),
  };
}

/** 300 → "05:00". */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
