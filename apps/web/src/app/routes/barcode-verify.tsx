import { type FormEvent, useRef, useState } from 'react';
import { cardClass, inputClass, primaryButtonClass } from '@/components/form/form-styles';
import { checkInBarcode, type DeskAnswer, lookUpBarcode } from '@/features/check-in/api/check-in';
import { CheckInTicket } from '@/features/check-in/components/check-in-ticket';
import { useDocumentTitle } from '@/lib/use-document-title';

/** After printing, the desk is ready for the next attendee (spec §9: reload after 2 s). */
const reloadAfterPrintMs = 2000;

/**
 * /barcodeVerify: the staff check-in desk. A scanner types the barcode and ends with Enter; the
 * registration shows, "출력" prints the slip and checks the registration in (once).
 */
export function BarcodeVerifyPage() {
  useDocumentTitle('바코드 확인');
  const [barcode, setBarcode] = useState('');
  const [answer, setAnswer] = useState<DeskAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const digits = barcode.trim();
    if (!digits) return setAnswer({ registration: null, error: '바코드를 입력해주세요' });
    setBusy(true);
    try {
      setAnswer(await lookUpBarcode(digits));
    } finally {
      setBusy(false);
    }
  };

  const print = async () => {
    const registration = answer?.registration;
    if (!registration) return;
    setBusy(true);
    const printed = await checkInBarcode(registration.barcode);
    setAnswer(printed);
    setBusy(false);
    if (printed.error) return;
    window.print();
    setTimeout(() => window.location.reload(), reloadAfterPrintMs);
  };

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <h1 className="mb-6 text-2xl font-bold text-slate-900 print:hidden">바코드 확인</h1>
        <form onSubmit={search} className="flex gap-2 print:hidden">
          <label className="sr-only" htmlFor="barcode">
            바코드
          </label>
          <input
            id="barcode"
            ref={input}
            // The scanner types into the focused box and presses Enter.
            // biome-ignore lint/a11y/noAutofocus: the desk's scanner needs the box focused
            autoFocus
            inputMode="numeric"
            className={inputClass}
            value={barcode}
            onChange={(event) => setBarcode(event.target.value)}
            placeholder="바코드를 스캔하거나 입력하세요"
          />
          <button
            type="submit"
            className="shrink-0 rounded-lg bg-brand-600 px-4 font-semibold text-white"
            disabled={busy}
          >
            조회
          </button>
        </form>
        {answer?.notice && (
          <p role="status" className="mt-4 text-lg font-bold text-emerald-700 print:hidden">
            {answer.notice}
          </p>
        )}
        {answer?.error && (
          <p role="alert" className="mt-4 font-semibold text-red-600 print:hidden">
            {answer.error}
          </p>
        )}
        {answer?.registration && (
          <div className="mt-6 space-y-4">
            <CheckInTicket registration={answer.registration} />
            {answer.registration.joined_conference !== 'Y' && (
              <button
                type="button"
                className={`${primaryButtonClass} print:hidden`}
                disabled={busy}
                onClick={print}
              >
                출력
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
