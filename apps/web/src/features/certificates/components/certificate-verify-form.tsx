import {
  certificateMessages,
  formatCertificateCode,
  formatCertificateHours,
  normaliseCertificateCode,
} from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { inputClass, labelClass, primaryButtonClass } from '@/components/form/form-styles';
import { verifyCertificate } from '../api/certificates-api';

/**
 * The public check of a certificate (/certificate/verify?code=): the code printed on it answers who
 * holds it. The code in the address is checked at once, so the link printed on the PDF opens the answer.
 */
export function CertificateVerifyForm() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('code') ?? '';
  const [typed, setTyped] = useState(asked ? formatCertificateCode(asked.toUpperCase()) : '');
  const [formError, setFormError] = useState<string | null>(null);
  const code = normaliseCertificateCode(asked);
  const answer = useQuery({
    queryKey: ['certificates', 'verify', code],
    queryFn: ({ signal }) => verifyCertificate(code ?? '', signal),
    enabled: code !== null,
    retry: false,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return setFormError(certificateMessages.codeRequired);
    const normal = normaliseCertificateCode(typed);
    if (!normal) return setFormError(certificateMessages.codeNotFound);
    setFormError(null);
    setTyped(formatCertificateCode(normal));
    setParams({ code: normal }, { replace: true });
  };

  const shownError = formError ?? (asked && !code ? certificateMessages.codeNotFound : null);
  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate className="space-y-3">
        <label className={labelClass} htmlFor="certificate-code">
          확인 코드
          <input
            id="certificate-code"
            name="code"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="예) ABCD-EFGH-JKMN"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            aria-describedby="certificate-code-hint"
            className={`${inputClass} font-mono tracking-widest`}
          />
          <span id="certificate-code-hint" className="block text-xs font-normal text-slate-500">
            이수증 아래쪽에 적힌 12자리 코드를 입력해 주세요.
          </span>
        </label>
        <button type="submit" className={primaryButtonClass}>
          확인하기
        </button>
      </form>
      {shownError ? (
        <p role="alert" className="text-red-700">
          {shownError}
        </p>
      ) : answer.isError ? (
        <p role="alert" className="text-red-700">
          {answer.error.message}
        </p>
      ) : answer.isFetching ? (
        <p className="text-slate-600">확인하고 있습니다…</p>
      ) : answer.data ? (
        <section
          aria-label="확인 결과"
          className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-slate-900"
        >
          <p className="font-bold text-emerald-800">정상 발급된 이수증입니다.</p>
          <dl className="mt-3 grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="text-slate-600">성명</dt>
            <dd className="font-semibold">{answer.data.name}</dd>
            <dt className="text-slate-600">소속</dt>
            <dd>{answer.data.church}</dd>
            <dt className="text-slate-600">과정명</dt>
            <dd className="break-words">{answer.data.conference_title}</dd>
            <dt className="text-slate-600">교육 일자</dt>
            <dd className="break-words">{answer.data.dates || '-'}</dd>
            <dt className="text-slate-600">이수 시간</dt>
            <dd>{formatCertificateHours(answer.data.hours)}</dd>
            <dt className="text-slate-600">발급 기관</dt>
            <dd>{answer.data.issuer_name}</dd>
            <dt className="text-slate-600">발급일</dt>
            <dd>{answer.data.issued_date}</dd>
            <dt className="text-slate-600">확인 코드</dt>
            <dd className="font-mono">{formatCertificateCode(answer.data.code)}</dd>
          </dl>
        </section>
      ) : null}
    </div>
  );
}
