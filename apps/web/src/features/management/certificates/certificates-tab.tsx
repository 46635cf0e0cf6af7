import {
  type CertificateSettings,
  certificateMessages,
  formatCertificateHours,
  isCertificateHours,
} from '@edu/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { adminButtonClass, adminInputClass, adminLabelClass } from '../components/admin-styles';
import { ConferencePicker } from '../components/conference-picker';
import {
  certificateSettingsQueryKey,
  getCertificateSettings,
  saveCertificateSettings,
  sealImageUrl,
} from './certificate-settings-api';

/** The first problem of the form, worded as the server words it; null when it can be sent. */
function problemOf(issues: boolean, hours: string, issuerName: string): string | null {
  if (issues && !isCertificateHours(Number(hours))) return certificateMessages.hoursInvalid;
  if (issues && !issuerName.trim()) return certificateMessages.issuerRequired;
  if (issuerName.trim().length > 50) return certificateMessages.issuerTooLong;
  return null;
}

function SettingsForm({ settings }: { settings: CertificateSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [issues, setIssues] = useState(settings.issues);
  const [hours, setHours] = useState(settings.hours > 0 ? String(settings.hours) : '');
  const [issuerName, setIssuerName] = useState(settings.issuer_name);
  const [seal, setSeal] = useState<File | null>(null);
  const [removeSeal, setRemoveSeal] = useState(false);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [version, setVersion] = useState(0);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(issues, hours, issuerName);
    if (problem) return setNote({ ok: false, text: problem });
    const form = new FormData();
    form.append('issues', issues ? 'Y' : 'N');
    form.append('hours', hours.trim());
    form.append('issuer_name', issuerName.trim());
    if (removeSeal && !seal) form.append('remove_seal', 'Y');
    if (seal) form.append('seal', seal, seal.name);
    setSaving(true);
    try {
      const { contents, message } = await saveCertificateSettings(settings.conference_idx, form);
      queryClient.setQueryData(certificateSettingsQueryKey(settings.conference_idx), contents);
      setSeal(null);
      setRemoveSeal(false);
      setVersion((current) => current + 1);
      setNote({ ok: true, text: message || certificateMessages.saved });
    } catch (error) {
      setNote({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={save}
      noValidate
      className="max-w-xl space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <p className="text-sm text-slate-600">
        {settings.conference_title} · 지금까지 발급 {settings.issued_count}건
      </p>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <input type="checkbox" checked={issues} onChange={(event) => setIssues(event.target.checked)} />이
        컨퍼런스의 이수증을 발급합니다
      </label>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-hours`} className={adminLabelClass}>
          이수 시간
        </label>
        <div className="flex items-center gap-2">
          <input
            id={`${id}-hours`}
            type="number"
            inputMode="decimal"
            min={0.5}
            max={999}
            step={0.5}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            className={`${adminInputClass} w-28`}
          />
          <span className="text-sm text-slate-700">시간</span>
          {isCertificateHours(Number(hours)) && (
            <span className="text-xs text-slate-500">
              이수증에 “{formatCertificateHours(Number(hours))}”으로 표시
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-issuer`} className={adminLabelClass}>
          발급 기관(발급자) 이름
        </label>
        <input
          id={`${id}-issuer`}
          value={issuerName}
          maxLength={50}
          placeholder="예) 사단법인 ○○교육원 원장"
          onChange={(event) => setIssuerName(event.target.value)}
          className={adminInputClass}
        />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-seal`} className={adminLabelClass}>
          직인 이미지 (PNG 또는 JPG, 2MB 이하 · 배경이 투명한 PNG를 권장합니다)
        </label>
        {settings.has_seal && !removeSeal && !seal && (
          <img
            src={sealImageUrl(settings.conference_idx, version)}
            alt="저장된 직인"
            className="h-20 w-20 rounded border border-slate-200 object-contain"
          />
        )}
        <input
          id={`${id}-seal`}
          type="file"
          accept="image/png,image/jpeg"
          onChange={(event) => setSeal(event.target.files?.[0] ?? null)}
          className="max-w-full text-sm"
        />
        {settings.has_seal && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={removeSeal}
              onChange={(event) => setRemoveSeal(event.target.checked)}
            />
            저장된 직인 삭제
          </label>
        )}
      </div>
      {note && (
        <p
          role={note.ok ? 'status' : 'alert'}
          className={note.ok ? 'text-sm text-emerald-700' : 'text-sm text-red-700'}
        >
          {note.text}
        </p>
      )}
      <button type="submit" className={adminButtonClass} disabled={saving}>
        {saving ? '저장 중…' : '저장'}
      </button>
    </form>
  );
}

/** 이수증: per conference, whether certificates of attendance are issued, their hours, issuer and seal. */
export function Tab() {
  const [conferenceIdx, setConferenceIdx] = useState<number | null>(null);
  const settings = useQuery({
    queryKey: certificateSettingsQueryKey(conferenceIdx ?? 0),
    queryFn: ({ signal }) => getCertificateSettings(conferenceIdx ?? 0, signal),
    enabled: conferenceIdx !== null,
  });
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        입장 확인을 받은 참석자는 신청자의 바코드 정보 화면에서 이수증(PDF)을 받을 수 있습니다. 발급된
        이수증은 확인 코드로 /certificate/verify 에서 진위를 확인할 수 있습니다.
      </p>
      <ConferencePicker
        value={conferenceIdx}
        onChange={setConferenceIdx}
        placeholder="컨퍼런스를 선택해주세요"
      />
      {conferenceIdx === null ? null : settings.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {settings.error.message}
        </p>
      ) : settings.data ? (
        <SettingsForm key={conferenceIdx} settings={settings.data} />
      ) : (
        <p className="text-sm text-slate-500">불러오는 중…</p>
      )}
    </div>
  );
}
