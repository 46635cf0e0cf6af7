import { formatPeriod } from '@/lib/format-date';
import { adminSectionTitleClass, adminTdClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { DailyChart } from './daily-chart';
import { type DashboardConference, formatCount, formatWon } from './dashboard-api';

const columns = [
  '회차',
  '지역',
  '장소',
  '부서',
  '등록완료',
  '참석 인원',
  '입장',
  '결제 금액',
  '입금대기',
  '정원',
  '잔여석',
];
const numberCell = `${adminTdClass} text-right tabular-nums`;

/** One conference: its figures per session department and its registrations per day. */
export function ConferenceFigures({ conference }: { conference: DashboardConference }) {
  return (
    <section aria-labelledby={`dashboard-conference-${conference.idx}`} className="space-y-4">
      <div>
        <h3 id={`dashboard-conference-${conference.idx}`} className={adminSectionTitleClass}>
          {conference.title}
        </h3>
        <p className="text-sm text-slate-500">
          접수 {formatPeriod(conference.rsdatetime, conference.redatetime)}
        </p>
      </div>
      <AdminTable
        columns={columns}
        caption={`${conference.title} 세션별 현황`}
        empty={conference.sessions.length === 0}
        emptyText="등록된 세션이 없습니다."
        footer={conference.sessions.length > 1 && <FiguresTotal conference={conference} />}
      >
        {conference.sessions.map((session) => (
          <tr key={session.detailIdx}>
            <td className={`${adminTdClass} whitespace-nowrap`}>
              {session.label ?? `${session.number}회차`}
            </td>
            <td className={adminTdClass}>{session.local}</td>
            <td className={adminTdClass}>{session.place}</td>
            <td className={adminTdClass}>{session.dept}</td>
            <td className={numberCell}>{formatCount(session.registrations)}</td>
            <td className={numberCell}>{formatCount(session.attendees)}</td>
            <td className={numberCell}>{formatCount(session.came)}</td>
            <td className={numberCell}>{formatWon(session.paidAmount)}</td>
            <td className={numberCell}>{formatCount(session.awaitingDeposit)}</td>
            <td className={numberCell}>
              {session.limit_personnel === 0 ? '제한 없음' : session.limit_personnel}
            </td>
            <td className={numberCell}>{session.seatsLeft ?? '-'}</td>
          </tr>
        ))}
      </AdminTable>
      <DailyChart days={conference.daily} title={conference.title} />
    </section>
  );
}

/** The conference's sums under its sessions (only worth showing for more than one row). */
function FiguresTotal({ conference }: { conference: DashboardConference }) {
  return (
    <tfoot>
      <tr className="font-semibold">
        <th scope="row" colSpan={4} className={adminTdClass}>
          합계
        </th>
        <td className={numberCell}>{formatCount(conference.registrations)}</td>
        <td className={numberCell}>{formatCount(conference.attendees)}</td>
        <td className={numberCell}>{formatCount(conference.came)}</td>
        <td className={numberCell}>{formatWon(conference.paidAmount)}</td>
        <td className={numberCell}>{formatCount(conference.awaitingDeposit)}</td>
        <td className={adminTdClass} />
        <td className={numberCell}>{conference.seatsLeft ?? '-'}</td>
      </tr>
    </tfoot>
  );
}
