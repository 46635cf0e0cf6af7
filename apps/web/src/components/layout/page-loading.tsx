/** Placeholder shown while a page's code or data arrives. */
export function PageLoading({ label = '불러오는 중…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
