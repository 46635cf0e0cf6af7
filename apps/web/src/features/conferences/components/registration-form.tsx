import {
  formatPhone,
  phoneDigits,
  type RegistrationForm as RegistrationFormData,
  receiptOrganisationRequest,
  registrationMessages,
  sessionTitle,
} from '@edu/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AddressFields, postcodeSearchName } from '@/components/form/address-fields';
import { FieldProblemScope, useFieldProblems } from '@/components/form/field-problem';
import { primaryButtonClass } from '@/components/form/form-styles';
import type { ManualAddress } from '@/components/form/manual-address-dialog';
import { ReceiptOrganisationFields } from '@/components/form/receipt-organisation-fields';
import { TextField } from '@/components/form/text-field';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
import { formatWon } from '@/lib/format-won';
import { useRegisterConference } from '../api/register-conference';
import { exceedsCapacity, firstProblemAt, newRequestKey } from '../lib/registration-checks';
import { AttendeeList, type AttendeeRow } from './attendee-list';
import { RegistrationAgreement } from './registration-agreement';

type RegistrationFormProps = {
  form: RegistrationFormData;
  /** From /app/register/...: payment continues at /app/register_pay/... */
  inApp: boolean;
  /** Loads the session again (remaining seats) after the server refused for capacity. */
  reload: () => Promise<unknown>;
  /** A waiting-list offer's private link: the form registers on the seats held for this member. */
  offer?: { token: string; seats: number };
};

/** "새로고침 후 다시 시도 해 주세요." (spec §8 Registration: any other failure). */
const retryText = '새로고침 후 다시 시도 해 주세요.';

/**
 * The registration form (spec §2, §5 Registration): applicant, attendee rows, address when asked, policy
 * agreement and the live total; checked on the page in the spec's order, then sent once per request key.
 */
export function RegistrationForm({ form, inApp, reload, offer }: RegistrationFormProps) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const detail = form.conferenceDetail;
  const register = useRegisterConference(detail.idx);
  // On an offer, the seats held for the member are theirs whatever the department shows as free.
  const remaining = offer ? offer.seats : detail.remaining;

  const [requestKey] = useState(newRequestKey);
  const nextKey = useRef(1);
  const [applicant, setApplicant] = useState({
    name: form.member.name,
    phone: formatPhone(form.member.phone),
    email: form.member.email,
    church: '',
  });
  const [rows, setRows] = useState<AttendeeRow[]>([{ key: 0, name: '', church: '', phone: '' }]);
  const [address, setAddress] = useState<ManualAddress>({ zipCode: '', address: '', detailedAddress: '' });
  const [agreed, setAgreed] = useState(false);
  const [receipt, setReceipt] = useState({ receiptOrgName: '', receiptOrgNumber: '' });

  const total = detail.price * rows.length;
  const setField = (field: keyof typeof applicant) => (value: string) =>
    setApplicant((current) => ({ ...current, [field]: value }));

  /** One more row, unless it would pass the seats left (spec §5: also checked on adding a row). */
  const addRow = async (row: { name: string; church: string }) => {
    if (exceedsCapacity(rows.length + 1, remaining)) {
      await dialog.alert(registrationMessages.overCapacity);
      return;
    }
    const key = nextKey.current++;
    setRows((current) => [...current, { key, ...row }]);
  };

  /** The applicant as an attendee: into the first row while it is still empty, otherwise as a new row. */
  const addApplicant = async () => {
    const row = { name: applicant.name.trim(), church: applicant.church.trim() };
    const empty = rows.find((candidate) => !candidate.name.trim() && !candidate.church.trim());
    if (empty) {
      setRows((current) =>
        current.map((candidate) => (candidate.key === empty.key ? { ...empty, ...row } : candidate)),
      );
      return;
    }
    await addRow(row);
  };

  // A second click before the first answer arrives sends nothing (the request key would dedupe it anyway).
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = useFieldProblems(formRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const attendees = rows.map(({ name, church, phone }) => ({
      name: name.trim(),
      church: church.trim(),
      phone: phone?.trim() ?? '',
    }));
    const problem = firstProblemAt(
      { applicant, attendees, zipCode: address.zipCode, address: address.address, receipt, agreed },
      { isAddress: detail.isAddress, remaining },
    );
    // The message, then focus on its field (the postcode search for the read-only address).
    if (problem)
      return problems.alertAt(
        problem.field,
        problem.message,
        problem.field === 'zipCode' ? postcodeSearchName : problem.field,
      );
    problems.reset();

    sending.current = true;
    try {
      const registrationIdx = await register.mutateAsync({
        requestKey,
        zipCode: detail.isAddress === 'Y' ? address.zipCode : '',
        address: detail.isAddress === 'Y' ? address.address : '',
        detailedAddress: detail.isAddress === 'Y' ? address.detailedAddress.trim() : '',
        ...receiptOrganisationRequest(receipt),
        agree: 'Y',
        ...(offer && { waitingOffer: offer.token }),
        registerConference: {
          name: applicant.name.trim(),
          phone: phoneDigits(applicant.phone),
          email: applicant.email.trim(),
          church: applicant.church.trim(),
        },
        registerMemberList: attendees.map((attendee) => ({
          ...attendee,
          phone: phoneDigits(attendee.phone),
        })),
      });
      navigate(`${inApp ? '/app' : ''}/register_pay/${registrationIdx}`);
    } catch (error) {
      // Spec §8: a capacity refusal (403) shows the server's text and loads the seats again; a refused form
      // (400) shows its text; anything else asks for a reload.
      if (error instanceof ApiError && error.status === 403) {
        await dialog.alert(error.message);
        await reload();
      } else if (
        error instanceof ApiError &&
        (error.status === 400 || error.status === 401 || (offer && [404, 409].includes(error.status)))
      ) {
        await dialog.alert(error.message);
      } else {
        await dialog.alert(retryText);
        await reload();
      }
    } finally {
      sending.current = false;
    }
  };

  return (
    <FieldProblemScope problem={problems.problem} clear={problems.clear}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-10">
        <section aria-labelledby="session-title" className="rounded-2xl bg-brand-50 p-5">
          <h2 id="session-title" className="text-sm font-semibold text-brand-700">
            신청 회차
          </h2>
          <p className="mt-1 text-lg font-bold text-slate-900">{detail.title}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
            <dt className="font-medium text-slate-900">회차</dt>
            <dd>{sessionTitle(detail.number, detail.label)}</dd>
            <dt className="font-medium text-slate-900">지역·장소</dt>
            <dd>
              {detail.local} · {detail.place}
            </dd>
            <dt className="font-medium text-slate-900">일정</dt>
            <dd>{detail.schedule}</dd>
            <dt className="font-medium text-slate-900">부서</dt>
            <dd>{detail.dept}</dd>
            <dt className="font-medium text-slate-900">참가비</dt>
            <dd>1인 {formatWon(detail.price)}</dd>
          </dl>
        </section>

        {offer && (
          <p
            role="status"
            className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800"
          >
            대기 신청으로 맡아 둔 {offer.seats}석에 신청합니다. 참석자는 {offer.seats}명까지 입력할 수
            있습니다.
          </p>
        )}
        {remaining === 0 && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {registrationMessages.closed}
          </p>
        )}

        <section aria-labelledby="applicant-title" className="space-y-4">
          <h2 id="applicant-title" className="text-lg font-bold text-slate-900">
            신청자 정보
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="신청자 이름"
              required
              name="name"
              autoComplete="name"
              maxLength={50}
              value={applicant.name}
              onChange={setField('name')}
            />
            <TextField
              label="휴대폰 번호"
              required
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={13}
              placeholder="010-0000-0000"
              value={applicant.phone}
              onChange={setField('phone')}
            />
            <TextField
              label="이메일"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={200}
              value={applicant.email}
              onChange={setField('email')}
            />
            <TextField
              label="교회명"
              required
              name="church"
              autoComplete="organization"
              maxLength={100}
              value={applicant.church}
              onChange={setField('church')}
            />
          </div>
        </section>

        <AttendeeList
          rows={rows}
          onChange={(changed) =>
            setRows((current) => current.map((row) => (row.key === changed.key ? changed : row)))
          }
          onAdd={() => addRow({ name: '', church: '' })}
          onAddApplicant={addApplicant}
          onRemove={(key) => setRows((current) => current.filter((row) => row.key !== key))}
        />

        {detail.isAddress === 'Y' && <AddressFields value={address} onChange={setAddress} />}

        <ReceiptOrganisationFields
          value={receipt}
          onChange={(change) => setReceipt((current) => ({ ...current, ...change }))}
        />

        <RegistrationAgreement agreed={agreed} onChange={setAgreed} />

        <section aria-labelledby="total-title" className="rounded-2xl border border-slate-200 p-5">
          <h2 id="total-title" className="sr-only">
            결제 금액
          </h2>
          <p aria-live="polite" className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-slate-700">
              {formatWon(detail.price)} × {rows.length}명
            </span>
            <span className="text-slate-900">
              총 결제 금액 <strong className="text-2xl font-black text-brand-700">{formatWon(total)}</strong>
            </span>
          </p>
        </section>

        <button type="submit" disabled={register.isPending} className={primaryButtonClass}>
          {register.isPending ? '신청하는 중…' : '신청하기'}
        </button>
      </form>
    </FieldProblemScope>
  );
}
