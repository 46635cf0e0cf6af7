/**
 * The full-screen frame shown while the provider's payment window is being opened (spec §4: it appears
 * 500 ms before the form is submitted), so the payer does not click again or leave.
 */
export function PaymentOverlay() {
  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/90 px-6 text-center backdrop-blur-sm"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
      />
      <p className="text-lg font-semibold text-slate-900">결제창을 불러오는 중…</p>
      <p className="text-sm text-slate-600">창을 닫거나 새로고침하지 말고 잠시 기다려 주세요.</p>
    </div>
  );
}
