import { type RegistrationStatus, registrationStatuses } from '@edu/shared';
import { useEffect, useId, useState } from 'react';
import { ConferencePicker } from '../components/conference-picker';
import { FilterBar, FilterBoxes, type FilterField } from '../components/filter-bar';
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

/** The session and the status apply as soon as they are chosen; the search waits for 검색. */
type Chosen = Pick<FiltersProps, 'detailNumber' | 'status'>;
type Search = Pick<FiltersProps, 'type' | 'value'>;

const chosenFields = (sessions: readonly SessionChoice[]): FilterField<keyof Chosen>[] => [
  {
    type: 'select',
    name: 'detailNumber',
    label: '회차',
    emptyLabel: '전체',
    numeric: true,
    options: sessions.map((session) => ({ value: String(session.number), label: session.name })),
  },
  {
    type: 'select',
    name: 'status',
    label: '상태',
    options: [
      { value: 'all', label: '전체' },
      ...registrationStatuses.map((status) => ({ value: status, label: status })),
    ],
  },
];

const searchFields: readonly FilterField<keyof Search>[] = [
  { type: 'select', name: 'type', label: '검색 항목', options: searchTypes },
  { type: 'search', name: 'value', label: '검색어' },
];

/** The choices above the registrant table: conference, session, status, and a search by one field. */
export function RegistrantFilters(props: FiltersProps) {
  const id = useId();
  const [search, setSearch] = useState<Search>({ type: props.type, value: props.value });
  // A new conference clears the search; the boxes follow.
  useEffect(() => {
    setSearch({ type: props.type, value: props.value });
  }, [props.type, props.value]);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <ConferencePicker
        value={props.conferenceIdx}
        onChange={(idx) => idx !== null && props.onConference(idx)}
        // The tab opens on the newest conference, so the empty choice shows only until they load.
        placeholder={props.conferenceIdx === null ? '컨퍼런스를 선택해 주세요' : undefined}
      />
      <FilterBoxes<Chosen>
        idBase={id}
        fields={chosenFields(props.sessions)}
        values={{ detailNumber: props.detailNumber, status: props.status }}
        onChange={(patch) => {
          if ('detailNumber' in patch) props.onSession(patch.detailNumber ?? null);
          if (patch.status) props.onStatus(patch.status);
        }}
      />
      <FilterBar
        label="신청자 검색"
        rows={[searchFields]}
        values={search}
        onChange={(patch) => setSearch((current) => ({ ...current, ...patch }))}
        onSubmit={() => props.onSearch(search.type, search.value)}
      />
    </div>
  );
}
