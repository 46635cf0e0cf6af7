/** A list that could not be loaded: the reason and a way to try again. */
export function ListFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-8 text-center">
      <p className="text-red-800">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-100"
      >
        다시 시도
      </button>
    </div>
  );
}
