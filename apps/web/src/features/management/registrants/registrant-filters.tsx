import { type RegistrationStatus, registrationStatuses } from '@edu/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { adminButtonClass, adminInputClass, adminLabelClass } from '../components/admin-styles';
import { ConferencePicker } from '../components/conference-picker';
import type { RegistrantSearchType, SessionChoice } from './admin-registrants-api';

export const searchTypes: { value: RegistrantSearchType; label: string }[] = [
  { value: 'name', label: '이름' },
  { value: 'oid', label: '주문번호' },
  { value: 'church', label: '교회' },
  { value: 'barcode', label: '바코드' },
];

type FiltersProps = {
  sessions: SessionChoice[];
  conferenceIdx: number | null;
  detailNumber: number | null;
  status: RegistrationStatus | 'all';
  type: RegistrantSearchType;
  value: string;
  onConference: (idx: number) => void;
  onSession: (number: number | null) => void;
  onStatus: (status: RegistrationStatus | 'all') => void;
  onSearch: (type: RegistrantSearchType, value: string) => void;
};

/** The choices above the registrant table: conference, session, status, and a search by one field. */
export function RegistrantFilters(props: FiltersProps) {
  const [type, setType] = useState(props.type);
  const [text, setText] = useState(props.value);
  // A new conference clears the search; the boxes follow.
  useEffect(() => {
    setType(props.type);
    setText(props.value);
  }, [props.type, props.value]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(type, text);
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <ConferencePicker
        value={props.conferenceIdx}
        onChange={(idx) => idx !== null && props.onConference(idx)}
        // The tab opens on the newest conference, so the empty choice shows only until they load.
        placeholder={props.conferenceIdx === null ? '컨퍼런스를 선택해 주세요' : undefined}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="registrants-session" className={adminLabelClass}>
          회차
        </label>
        <select
          id="registrants-session"
          className={adminInputClass}
          value={props.detailNumber ?? ''}
          onChange={(event) => props.onSession(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">전체</option>
          {props.sessions.map((session) => (
            <option key={session.number} value={session.number}>
              {session.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="registrants-status" className={adminLabelClass}>
          상태
        </label>
        <select
          id="registrants-status"
          className={adminInputClass}
          value={props.status}
          onChange={(event) => props.onStatus(event.target.value as RegistrationStatus | 'all')}
        >
          <option value="all">전체</option>
          {registrationStatuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <form onSubmit={search} className="flex items-end gap-2" aria-label="신청자 검색">
        <div className="flex flex-col gap-1">
          <label htmlFor="registrants-search-type" className={adminLabelClass}>
            검색 항목
          </label>
          <select
            id="registrants-search-type"
            className={adminInputClass}
            value={type}
            onChange={(event) => setType(event.target.value as RegistrantSearchType)}
          >
            {searchTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="registrants-search-value" className={adminLabelClass}>
            검색어
          </label>
          <input
            id="registrants-search-value"
            type="search"
            className={adminInputClass}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className={adminButtonClass}>
          검색
        </button>
      </form>
    </div>
  );
}
