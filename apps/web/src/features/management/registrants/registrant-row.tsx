import { formatPhone, receiptOrganisationText, sessionTitle } from '@edu/shared';
import { Fragment, useState } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format-won';
import {
  adminBadgeClass,
  adminDangerButtonClass,
  adminSmallButtonClass,
  adminTdClass,
} from '../components/admin-styles';
import type { Registrant } from './admin-registrants-api';
import { RegistrantMoves } from './registrant-moves';

/** Columns of the registrant table, shared with its header so the counts cannot drift. */
export const registrantColumns = [
  '번호',
  '신청일',
  '신청자(아이디)',
  '연락처',
  '교회',
  '영수증 명의',
  '주소',
  '회차 / 부서',
  '주문번호',
  '바코드',
  '인원',
  '금액',
  '상태',
  '참석',
] as const;

const statusBadge: Record<string, string> = {
  결제시도: adminBadgeClass.info,
  결제대기: adminBadgeClass.waiting,
  입금대기: adminBadgeClass.waiting,
  결제실패: adminBadgeClass.error,
  등록완료: adminBadgeClass.done,
  등록취소: adminBadgeClass.neutral,
};

const sessionName = (registrant: Registrant) =>
  [sessionTitle(registrant.number, registrant.label), registrant.local].filter(Boolean).join(' ');

type RowProps = {
  registrant: Registrant;
  resetting: boolean;
  onReset: (registrant: Registrant) => void;
};

/** One registration, with its attendees behind a button (cancelled ones struck through). */
export function RegistrantRow({ registrant, resetting, onReset }: RowProps) {
  const [open, setOpen] = useState(false);
  const attendeesId = `registrant-${registrant.idx}-attendees`;
  return (
    <Fragment>
      <tr>
        <td className={adminTdClass}>{registrant.idx}</td>
        <td className={`${adminTdClass} whitespace-nowrap`}>{formatDateTime(registrant.created_date)}</td>
        <td className={adminTdClass}>
          {registrant.name}
          {registrant.member.uid && <span className="text-slate-500"> ({registrant.member.uid})</span>}
          {registrant.email && <span className="block text-xs text-slate-500">{registrant.email}</span>}
        </td>
        <td className={`${adminTdClass} whitespace-nowrap`}>{formatPhone(registrant.phone)}</td>
        <td className={adminTdClass}>{registrant.church}</td>
        <td className={`${adminTdClass} min-w-36`}>
          {registrant.receipt_org_name && registrant.receipt_org_number ? (
            receiptOrganisationText({
              name: registrant.receipt_org_name,
              number: registrant.receipt_org_number,
            })
          ) : (
            <span className="text-slate-600">-</span>
          )}
        </td>
        <td className={`${adminTdClass} min-w-48`}>
          {registrant.address ? (
            <>
              {registrant.zip_code && <span className="text-slate-500">({registrant.zip_code}) </span>}
              {registrant.address}
              {registrant.detailed_address && <span className="block">{registrant.detailed_address}</span>}
            </>
          ) : (
            <span className="text-slate-600">-</span>
          )}
        </td>
        <td className={adminTdClass}>
          {sessionName(registrant)}
          <span className="block text-xs text-slate-500">
            {registrant.place} · {registrant.dept}
          </span>
        </td>
        <td className={`${adminTdClass} font-mono text-xs`}>{registrant.oid}</td>
        <td className={`${adminTdClass} font-mono text-xs`}>{registrant.barcode ?? '-'}</td>
        <td className={adminTdClass}>
          <button
            type="button"
            className={adminSmallButtonClass}
            aria-expanded={open}
            aria-controls={attendeesId}
            onClick={() => setOpen((current) => !current)}
          >
            {registrant.headcount}명 {open ? '접기' : '보기'}
          </button>
        </td>
        <td className={`${adminTdClass} whitespace-nowrap`}>{formatWon(registrant.total_price)}</td>
        <td className={adminTdClass}>
          <span className={statusBadge[registrant.status] ?? adminBadgeClass.neutral}>
            {registrant.status}
          </span>
        </td>
        <td className={adminTdClass}>
          {registrant.joined_conference === 'Y' ? (
            <div className="flex flex-col items-start gap-1">
              <span className={adminBadgeClass.done}>참석</span>
              <span className="whitespace-nowrap text-xs font-semibold text-slate-700">
                {registrant.headcount}명 중 {registrant.came}명 입장
              </span>
              {registrant.joined_date && (
                <span className="whitespace-nowrap text-xs text-slate-500">{registrant.joined_date}</span>
              )}
              <button
                type="button"
                className={adminDangerButtonClass}
                disabled={resetting}
                onClick={() => onReset(registrant)}
              >
                {resetting ? '처리 중…' : '참석 초기화'}
              </button>
            </div>
          ) : (
            <span className="text-xs text-slate-500">미참석</span>
          )}
        </td>
      </tr>
      {open && (
        <tr id={attendeesId}>
          <td colSpan={registrantColumns.length} className={`${adminTdClass} bg-slate-50`}>
            <ul aria-label={`${registrant.name}의 참석자`} className="flex flex-wrap gap-2">
              {registrant.attendees.map((attendee) => (
                <li
                  key={attendee.idx}
                  className="rounded-md border border-slate-200 bg-white px-2.5 py-1 text-sm text-slate-800"
                >
                  <span className={attendee.is_cancel === 'Y' ? 'text-slate-600 line-through' : undefined}>
                    {attendee.name} ({attendee.church})
                  </span>
                  {attendee.is_cancel === 'Y' && (
                    <span className={`${adminBadgeClass.neutral} ml-1.5`}>취소</span>
                  )}
                  {attendee.is_cancel === 'N' && attendee.checked_in_at && (
                    <span className={`${adminBadgeClass.done} ml-1.5`} title={attendee.checked_in_at}>
                      입장
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <RegistrantMoves registrant={registrant} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}
