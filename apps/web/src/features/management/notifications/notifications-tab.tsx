import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime } from '@/lib/format-date';
import {
  adminInputClass,
  adminLabelClass,
  adminSectionTitleClass,
  adminTdClass,
} from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { ConferencePicker } from '../components/conference-picker';
import { currentConferenceIdx } from '../components/lib/current-conference';
import { useAdminConferenceChoices } from '../components/use-admin-conference-choices';
import { type ConferenceTemplates, getRecentBatches, getTemplates } from './notifications-api';
import { TemplateCard } from './template-card';

const batchColumns = ['발송 시각', '회차', '종류', '대상', '발송', '문자 대체', '실패', '상태'];

/**
 * 알림 발송 (spec §2 applicant lists): every conference has four editable guides (barcode, schedule,
 * online first and second); each is sent to the completed registrations of one session.
 */
export function Tab() {
  const id = useId();
  const queryClient = useQueryClient();
  const conferences = useAdminConferenceChoices();
  const [chosen, setConferenceIdx] = useState<number | null | undefined>(undefined);
  // Until one is chosen, the conference taking registrations now.
  const conferenceIdx = chosen === undefined ? currentConferenceIdx(conferences.data, new Date()) : chosen;
  const [detailNumber, setDetailNumber] = useState<number | null>(null);
  const templatesKey = ['admin', 'notifications', 'templates', conferenceIdx];
  const templates = useQuery({
    queryKey: templatesKey,
    queryFn: ({ signal }) => getTemplates(conferenceIdx ?? 0, signal),
    enabled: conferenceIdx !== null,
  });
  const batches = useQuery({
    queryKey: ['admin', 'notifications', 'batches', conferenceIdx],
    queryFn: ({ signal }) => getRecentBatches(conferenceIdx ?? 0, signal),
    enabled: conferenceIdx !== null,
    refetchInterval: 5000,
  });

  const chooseConference = (idx: number | null) => {
    setConferenceIdx(idx);
    setDetailNumber(null);
  };
  const saved = (answer: ConferenceTemplates) => queryClient.setQueryData(templatesKey, answer);
  const data = templates.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4">
        <ConferencePicker
          value={conferenceIdx}
          onChange={chooseConference}
          placeholder="컨퍼런스를 선택해주세요"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-session`} className={adminLabelClass}>
            회차
          </label>
          <select
            id={`${id}-session`}
            className={adminInputClass}
            value={detailNumber ?? ''}
            disabled={!data}
            onChange={(event) => setDetailNumber(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">회차를 선택해주세요</option>
            {data?.sessions.map((session) => (
              <option key={session.number} value={session.number}>
                {session.number}회차 {session.local}
                {session.label ? ` (${session.label})` : ''}
              </option>
            ))}
          </select>
        </div>
      </div>
      {conferenceIdx === null && (
        <p className="text-sm text-slate-600">알림을 보낼 컨퍼런스를 선택해주세요.</p>
      )}
      {templates.isError && (
        <p role="alert" className="text-sm text-red-700">
          {templates.error.message}
        </p>
      )}
      {data && detailNumber === null && (
        <p className="text-sm text-slate-600">
          문구는 컨퍼런스마다 저장됩니다. 발송하려면 회차를 선택해주세요.
        </p>
      )}
      {data && conferenceIdx !== null && (
        <div className="space-y-4">
          {data.templates.map((template) => (
            <TemplateCard
              key={`${conferenceIdx}-${template.kind}-${template.updated_date ?? 'default'}`}
              conferenceIdx={conferenceIdx}
              detailNumber={detailNumber}
              template={template}
              placeholders={data.placeholders}
              maxLength={data.maxLength}
              onSaved={saved}
            />
          ))}
        </div>
      )}
      {batches.data && batches.data.list.length > 0 && (
        <section aria-labelledby={`${id}-recent`} className="space-y-2">
          <h3 id={`${id}-recent`} className={adminSectionTitleClass}>
            최근 발송
          </h3>
          <AdminTable columns={batchColumns}>
            {batches.data.list.map((batch) => (
              <tr key={batch.id}>
                <td className={`${adminTdClass} whitespace-nowrap`}>{formatDateTime(batch.created_date)}</td>
                <td className={adminTdClass}>
                  {batch.detailNumber === null ? '전체' : `${batch.detailNumber}회차`}
                </td>
                <td className={adminTdClass}>{batch.kindLabel}</td>
                <td className={adminTdClass}>{batch.total}</td>
                <td className={adminTdClass}>{batch.sent}</td>
                <td className={adminTdClass}>{batch.sent_sms}</td>
                <td className={adminTdClass}>{batch.failed}</td>
                <td className={adminTdClass}>{batch.done ? '완료' : `대기 ${batch.queued}`}</td>
              </tr>
            ))}
          </AdminTable>
        </section>
      )}
    </div>
  );
}
