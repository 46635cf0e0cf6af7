import type { ReactNode } from 'react';

/** A calm box for "nothing here". */
export function EmptyNotice({ children }: { children: ReactNode }) {
  return <div className="rounded-xl bg-slate-50 px-4 py-12 text-center text-slate-600">{children}</div>;
}

/** A failed call, said plainly with the server's Korean message, and a way to try again. */
export function ErrorNotice({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 px-4 py-5 text-red-800"
    >
      <p>{error.message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-100"
        >
          다시 시도
        </button>
      )}
    </div>
  );
}
