import { type Conference, sessionTitle } from '@edu/shared';
import { stackedTable } from '@/components/ui/stacked-table';
import { WaitButton } from '@/features/waiting-list';
import { formatWon } from '@/lib/format-won';
import { applyState, groupBySession, isFull } from '../lib/apply-state';
import { ApplyButton } from './apply-button';

type SessionListProps = {
  conference: Conference;
  /** Under /app/ the apply buttons lead to /app/register/{detailIdx}. */
  inApp: boolean;
  now?: Date;
};

/**
 * The sessions of a conference grouped by session number (spec §2 Conference list): a table of department
 * rows with place, schedule, price, seats and the apply state.
 */
export function SessionList({ conference, inApp, now = new Date() }: SessionListProps) {
  const sessions = groupBySession(conference.conferenceDetailList);
  const showSeats = !conference.hideHeadcount;

  if (sessions.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 px-4 py-10 text-center text-slate-600">
        신청할 수 있는 회차가 아직 없습니다.
      </p>
    );
  }

  return (
    <div className="space-y-8">
      {sessions.map((session) => {
        const title = sessionTitle(session.number, session.rows[0]?.label);
        return (
          <section key={session.number} aria-labelledby={`session-${session.number}`}>
            <h3 id={`session-${session.number}`} className="mb-3 text-lg font-bold text-slate-900">
              {title}
            </h3>
            {/* relative: the screen-reader-only texts of the cells stay inside the scrolling box. */}
            <div className={`relative md:rounded-xl md:border md:border-slate-200 ${stackedTable.wrapper}`}>
              <table className={`text-left text-sm md:min-w-[40rem] ${stackedTable.table}`}>
                <caption className="sr-only">{title} 부서별 신청</caption>
                <thead className={`bg-slate-50 text-slate-600 ${stackedTable.head}`}>
                  <tr>
                    <th scope="col" className="px-3 py-2.5 font-semibold">
                      지역
                    </th>
                    <th scope="col" className="px-3 py-2.5 font-semibold">
                      장소
                    </th>
                    <th scope="col" className="px-3 py-2.5 font-semibold">
                      일정
                    </th>
                    <th scope="col" className="px-3 py-2.5 font-semibold">
                      부서
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                      참가비
                    </th>
                    {showSeats && (
                      <th scope="col" className="px-3 py-2.5 text-center font-semibold">
                        신청 인원
                      </th>
                    )}
                    <th scope="col" className="px-3 py-2.5 text-center font-semibold">
                      신청
                    </th>
                  </tr>
                </thead>
                <tbody className={`divide-y divide-slate-200 max-md:divide-y-0 ${stackedTable.body}`}>
                  {session.rows.map((row) => (
                    <tr key={row.idx} className={stackedTable.row}>
                      <td data-label="지역" className={`px-3 py-3 whitespace-nowrap ${stackedTable.cell}`}>
                        {row.local}
                      </td>
                      <td data-label="장소" className={`px-3 py-3 ${stackedTable.cell}`}>
                        {row.place}
                      </td>
                      <td data-label="일정" className={`px-3 py-3 ${stackedTable.cell}`}>
                        {row.schedule}
                      </td>
                      <th
                        scope="row"
                        data-label="부서"
                        className={`px-3 py-3 font-semibold whitespace-nowrap text-slate-900 ${stackedTable.cell}`}
                      >
                        {row.dept}
                      </th>
                      <td
                        data-label="참가비"
                        className={`px-3 py-3 text-right whitespace-nowrap ${stackedTable.cell}`}
                      >
                        {formatWon(row.price)}
                      </td>
                      {showSeats && (
                        <td
                          data-label="신청 인원"
                          className={`px-3 py-3 text-center whitespace-nowrap tabular-nums ${stackedTable.cell}`}
                        >
                          {row.limit_personnel > 0
                            ? `${row.registered_personnel}/${row.limit_personnel}`
                            : '제한 없음'}
                        </td>
                      )}
                      <td data-label="신청" className={`px-3 py-2 text-center ${stackedTable.cell}`}>
                        <div className="flex flex-wrap items-center justify-center gap-2 max-md:justify-start">
                          <ApplyButton
                            state={applyState(row, now)}
                            to={`${inApp ? '/app' : ''}/register/${row.idx}`}
                            context={`${title} ${row.local} ${row.dept}`}
                            inApp={inApp}
                          />
                          {/* Full but still within its period: the group may wait for seats to free up. */}
                          {isFull(row) && applyState({ ...row, limit_personnel: 0 }, now) === 'open' && (
                            <WaitButton
                              detailIdx={row.idx}
                              context={`${title} ${row.local} ${row.dept}`}
                              inApp={inApp}
                            />
                          )}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </div>
  );
}
