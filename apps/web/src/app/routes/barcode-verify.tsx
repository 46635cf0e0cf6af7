import { offDayMessages } from '@edu/shared';
import { type FormEvent, useRef, useState } from 'react';
import { cardClass, inputClass, primaryButtonClass } from '@/components/form/form-styles';
import { useDialog } from '@/components/ui/dialog-provider';
import { checkInBarcode, type DeskAnswer, lookUpBarcode } from '@/features/check-in/api/check-in';
import { CameraScanner, canScanWithCamera } from '@/features/check-in/components/camera-scanner';
import { CheckInTicket } from '@/features/check-in/components/check-in-ticket';
import { LocalOutcomeMessage, SyncConflictsNotice } from '@/features/check-in/components/local-outcome';
import { OfflineDeskPanel } from '@/features/check-in/components/offline-desk-panel';
import type { LocalOutcome } from '@/features/check-in/offline/admit-locally';
import { useInstallableDesk } from '@/features/check-in/offline/install-desk-app';
import { useOfflineDesk } from '@/features/check-in/offline/use-offline-desk';
import { useDocumentTitle } from '@/lib/use-document-title';

/** After printing, the desk is ready for the next attendee (spec §9: reload after 2 s). */
const reloadAfterPrintMs = 2000;

/**
 * /barcodeVerify: the staff check-in desk. A scanner types the barcode and ends with Enter. An
 * attendee's own barcode shows that person in their group and "입장 · 출력" admits them (once) and
 * prints the slip. The registration's barcode shows the whole group: each person can be admitted as
 * they walk in, or everyone not yet in at once ("남은 N명 모두 입장 · 출력"). With the session's list
 * downloaded, a scan without the network admits from the list kept on the device ("입장 · 이름"), and the
 * admissions are sent when the network returns (the page is an installable app that opens offline).
 */
export function BarcodeVerifyPage() {
  useDocumentTitle('바코드 확인');
  const [barcode, setBarcode] = useState('');
  const [answer, setAnswer] = useState<DeskAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<LocalOutcome | null>(null);
  const [camera, setCamera] = useState(false);
  const dialog = useDialog();
  useInstallableDesk();
  const desk = useOfflineDesk();

  /** Offline: admitted from the kept list at once, and the box is ready for the next ticket. */
  const admitHere = async (digits: string) => {
    const outcome = await desk.admit(digits);
    if (!outcome) return false;
    setAnswer(null);
    setLocal(outcome);
    setBarcode('');
    input.current?.focus();
    return true;
  };

  const lookUp = async (digits: string) => {
    if (!digits) return setAnswer({ registration: null, error: '바코드를 입력해주세요' });
    setLocal(null);
    if (!navigator.onLine && (await admitHere(digits))) return;
    setBusy(true);
    try {
      const found = await lookUpBarcode(digits);
      if (found.offline && (await admitHere(digits))) return;
      setAnswer(found);
    } finally {
      setBusy(false);
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    return lookUp(barcode.trim());
  };

  const scanned = (code: string) => {
    setBarcode(code);
    void lookUp(code.trim());
  };

  /**
   * On another day than the session's the staff say so first (the server refuses otherwise and logs
   * the confirmed admission): false when they keep the group out.
   */
  const confirmedDay = async () => {
    const day = answer?.registration?.off_day ? answer.registration.session_day : null;
    return day === null || day === undefined ? true : dialog.confirm(offDayMessages.confirm(day));
  };

  /**
   * Admits and prints the slip: the scanned attendee (their own barcode), or with the registration's
   * barcode everyone of the group not yet in. The desk is then ready for the next one.
   */
  const print = async () => {
    const registration = answer?.registration;
    if (!registration || !(await confirmedDay())) return;
    setBusy(true);
    const printed = await checkInBarcode(registration.barcode, undefined, registration.off_day);
    setAnswer(printed);
    setBusy(false);
    if (printed.error) return;
    window.print();
    setTimeout(() => window.location.reload(), reloadAfterPrintMs);
  };

  /** With the registration's barcode: admits one attendee of the group, who walks in now. */
  const admitOne = async (attendeeIdx: number) => {
    const registration = answer?.registration;
    if (!registration || !(await confirmedDay())) return;
    setBusy(true);
    try {
      setAnswer(await checkInBarcode(registration.barcode, [attendeeIdx], registration.off_day));
    } finally {
      setBusy(false);
    }
  };

  const registration = answer?.registration;
  const scannedAttendee = registration?.attendees.find(
    (attendee) => attendee.idx === registration.scanned_attendee_idx,
  );
  const waiting = registration?.attendees.filter((attendee) => !attendee.checked_in_at).length ?? 0;
  const canPrint = registration && (scannedAttendee ? !scannedAttendee.checked_in_at : waiting > 0);

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
        {canScanWithCamera() && (
          <div className="mt-3 print:hidden">
            {camera ? (
              <CameraScanner onCode={scanned} onClose={() => setCamera(false)} />
            ) : (
              <button
                type="button"
                className="w-full rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-700"
                onClick={() => setCamera(true)}
              >
                카메라로 스캔
              </button>
            )}
          </div>
        )}
        {local && <LocalOutcomeMessage outcome={local} />}
        <SyncConflictsNotice conflicts={desk.lastConflicts} />
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
        {registration?.off_day && registration.session_day && (
          <p
            data-testid="off-day"
            className="mt-4 rounded-lg bg-amber-50 p-3 font-semibold text-amber-900 print:hidden"
          >
            {offDayMessages.notToday(registration.session_day)}
          </p>
        )}
        {registration && (
          <div className="mt-6 space-y-4">
            <CheckInTicket
              registration={registration}
              admitButton={
                // The registration's barcode shows the group: each person can be admitted as they come.
                registration.scanned_attendee_idx === null
                  ? (attendee) => (
                      <button
                        type="button"
                        className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 print:hidden"
                        disabled={busy}
                        onClick={() => admitOne(attendee.idx)}
                        aria-label={`${attendee.name} 입장`}
                      >
                        입장
                      </button>
                    )
                  : undefined
              }
            />
            {canPrint && (
              <button
                type="button"
                className={`${primaryButtonClass} print:hidden`}
                disabled={busy}
                onClick={print}
              >
                {scannedAttendee
                  ? `${scannedAttendee.name} 입장 · 출력`
                  : waiting === registration.headcount
                    ? `${waiting}명 모두 입장 · 출력`
                    : `남은 ${waiting}명 모두 입장 · 출력`}
              </button>
            )}
          </div>
        )}
        <OfflineDeskPanel
          state={desk.state}
          online={desk.online}
          syncing={desk.syncing}
          serverConflicts={desk.serverConflicts}
          prepare={desk.prepare}
          sync={desk.sync}
        />
      </div>
    </section>
  );
}
