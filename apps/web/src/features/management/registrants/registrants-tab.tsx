import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { AdminPager, turnPageOf } from '../components/admin-pager';
import { adminSecondaryButtonClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { errorText } from '../components/error-text';
import { currentConferenceIdx } from '../components/lib/current-conference';
import { useAdminConferenceChoices } from '../components/use-admin-conference-choices';
import { getAdminConference } from '../conferences/admin-conferences-api';
import {
  downloadRegistrantsExcel,
  getRegistrants,
  type Registrant,
  type RegistrantFilter,
  registrantPageSize,
  resetParticipation,
  sessionChoicesOf,
} from './admin-registrants-api';
import { RegistrantFilters } from './registrant-filters';
import { RegistrantRow, registrantColumns } from './registrant-row';

type Choices = Omit<RegistrantFilter, 'conferenceIdx'> & { conferenceIdx: number | null };

const initialChoices: Choices = {
  conferenceIdx: null,
  detailNumber: null,
  status: 'all',
  type: 'name',
  value: '',
  page: 1,
};

/**
 * The registrants of a conference (spec §2 Applicant lists): by session and status, searched by name,
 * order number, church or barcode, 30 a page with each group's attendees, downloadable as Excel, and
 * a check-in that can be undone.
 */
export function Tab() {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<Choices>(initialChoices);
  const [downloading, setDownloading] = useState(false);
  const [resetting, setResetting] = useState<number | null>(null);

  const conferences = useAdminConferenceChoices();
  // The newest conference until the administrator picks another.
  const conferenceIdx = choices.conferenceIdx ?? currentConferenceIdx(conferences.data, new Date());
  const filter: RegistrantFilter | null = conferenceIdx === null ? null : { ...choices, conferenceIdx };

  const sessions = useQuery({
    queryKey: ['admin', 'registrants', 'sessions', conferenceIdx],
    queryFn: ({ signal }) => getAdminConference(conferenceIdx ?? 0, signal),
    select: sessionChoicesOf,
    enabled: conferenceIdx !== null,
  });
  const registrants = useQuery({
    queryKey: ['admin', 'registrants', 'list', filter],
    queryFn: ({ signal }) => getRegistrants(filter as RegistrantFilter, signal),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

  const choose = (change: Partial<Choices>) => setChoices((current) => ({ ...current, page: 1, ...change }));

  const download = async () => {
    if (!filter) return;
    setDownloading(true);
    try {
      await downloadRegistrantsExcel(filter);
    } catch (error) {
      await dialog.alert(errorText(error));
    } finally {
      setDownloading(false);
    }
  };

  const reset = async (registrant: Registrant) => {
    if (!(await dialog.confirm('참석 처리를 초기화하시겠습니까?'))) return;
    setResetting(registrant.idx);
    try {
      const { message } = await resetParticipation(registrant.idx);
      await dialog.alert(message || '참석 처리가 초기화되었습니다.');
    } catch (error) {
      await dialog.alert(errorText(error));
    } finally {
      setResetting(null);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'registrants', 'list'] });
    }
  };

  const page = registrants.data;
  return (
    <div className="space-y-4">
      <RegistrantFilters
        sessions={sessions.data ?? []}
        conferenceIdx={conferenceIdx}
        detailNumber={choices.detailNumber}
        status={choices.status}
        type={choices.type}
        value={choices.value}
        onConference={(idx) => choose({ conferenceIdx: idx, detailNumber: null, type: 'name', value: '' })}
        onSession={(detailNumber) => choose({ detailNumber })}
        onStatus={(status) => choose({ status })}
        onSearch={(type, value) => choose({ type, value })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          총 {page?.pageInfo.total ?? 0}건
        </p>
        <button
          type="button"
          className={adminSecondaryButtonClass}
          disabled={!filter || downloading}
          onClick={download}
        >
          {downloading ? '내려받는 중…' : '엑셀 다운로드'}
        </button>
      </div>
      <AdminTable
        columns={registrantColumns}
        error={registrants.error}
        empty={page?.list.length === 0 || conferences.data?.length === 0}
        emptyText="신청자가 없습니다."
      >
        {page?.list.map((registrant) => (
          <RegistrantRow
            key={registrant.idx}
            registrant={registrant}
            resetting={resetting === registrant.idx}
            onReset={reset}
          />
        ))}
      </AdminTable>
      <AdminPager pageInfo={page?.pageInfo} size={registrantPageSize} onPage={turnPageOf(setChoices)} />
    </div>
  );
}
