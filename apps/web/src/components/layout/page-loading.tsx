/** Spinner shown while a page's code or data arrives; `showLabel` also prints the text beside it. */
export function PageLoading({
  label = '불러오는 중…',
  showLabel = false,
}: {
  label?: string;
  showLabel?: boolean;
}) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
      />
      <span className={showLabel ? 'text-slate-700' : 'sr-only'}>{label}</span>
    </div>
  );
}
