import { formatCertificateHours } from '@edu/shared';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/form/form-styles';
import {
  attendeeCertificateUrl,
  downloadCertificate,
  groupCertificatesUrl,
  useMyCertificates,
} from '../api/certificates-api';

/**
 * The 이수증 part of the applicant's ticket page: when the conference issues certificates, a PDF for
 * each attendee admitted at the desk, and all of them as one file. Nothing when it issues none.
 */
export function CertificateDownloads({
  conferenceIdx,
  registrationIdx,
}: {
  conferenceIdx: number;
  registrationIdx: number;
}) {
  const mine = useMyCertificates(conferenceIdx);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!mine.data?.issues) return null;
  const holders = mine.data.attendees.filter((attendee) => attendee.registration_idx === registrationIdx);

  const save = async (key: string, url: string) => {
    setBusy(key);
    setError(null);
    try {
      await downloadCertificate(url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="certificates-title" className="space-y-3 print:hidden">
      <div>
        <h2 id="certificates-title" className="text-lg font-bold text-slate-900">
          이수증
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          이수 시간 {formatCertificateHours(mine.data.hours)} · 입장 확인을 받은 참석자는 이수증(PDF)을 받을
          수 있습니다.
        </p>
      </div>
      {holders.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          아직 입장 확인을 받은 참석자가 없습니다. 행사 당일 입장 확인을 받은 뒤 이곳에서 이수증을 받아
          주세요.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {holders.map((holder) => (
            <li key={holder.attendee_idx} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <p className="min-w-0 font-semibold text-slate-900">
                {holder.name} <span className="text-sm font-normal text-slate-600">{holder.church}</span>
              </p>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={busy !== null}
                onClick={() =>
                  save(
                    `one-${holder.attendee_idx}`,
                    attendeeCertificateUrl(conferenceIdx, holder.attendee_idx),
                  )
                }
              >
                {busy === `one-${holder.attendee_idx}` ? '만드는 중…' : '이수증 받기'}
                <span className="sr-only"> ({holder.name})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {holders.length > 1 && (
        <button
          type="button"
          className={`${secondaryButtonClass} w-full`}
          disabled={busy !== null}
          onClick={() => save('group', groupCertificatesUrl(conferenceIdx, registrationIdx))}
        >
          {busy === 'group' ? '만드는 중…' : `${holders.length}명 이수증 한 파일로 받기`}
        </button>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
