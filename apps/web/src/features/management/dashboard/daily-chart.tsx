import { useId } from 'react';

type Day = { date: string; count: number };

const width = 600;
const height = 160;
const bottom = 20;
const top = 14;

/** "2026-11-23" → "11.23" */
const shortDate = (date: string) => `${date.slice(5, 7)}.${date.slice(8, 10)}`;

/**
 * Registrations per day as plain SVG bars. Screen readers get a one-line summary, and everyone can
 * open the same numbers as a table.
 */
export function DailyChart({ days, title }: { days: Day[]; title: string }) {
  const id = useId();
  const max = Math.max(1, ...days.map((day) => day.count));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce<Day | null>((best, day) => (day.count > (best?.count ?? 0) ? day : best), null);
  const slot = width / Math.max(days.length, 1);
  const barWidth = Math.max(slot - 4, 2);
  const plotHeight = height - bottom - top;
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);

  const summary =
    `${title}: 최근 ${days.length}일 신청 ${total}건` +
    (busiest ? `, 가장 많은 날 ${busiest.date} ${busiest.count}건` : '');

  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{summary}</title>
        <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} className="stroke-slate-300" />
        {days.map((day, i) => {
          const barHeight = (day.count / max) * plotHeight;
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={height - bottom - barHeight}
                width={barWidth}
                height={barHeight}
                rx={2}
                className="fill-brand-600"
              >
                <title>{`${day.date} ${day.count}건`}</title>
              </rect>
              {day.count > 0 && (
                <text
                  x={x + barWidth / 2}
                  y={height - bottom - barHeight - 3}
                  textAnchor="middle"
                  className="fill-slate-600 text-[10px]"
                >
                  {day.count}
                </text>
              )}
              {labelled.has(i) && (
                <text
                  x={x + barWidth / 2}
                  y={height - 5}
                  textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
                  className="fill-slate-500 text-[10px]"
                >
                  {shortDate(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-slate-500">
        최근 {days.length}일 일별 신청 건수 (등록완료·입금대기, 이후 취소된 신청 포함) · 합계 {total}건
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700">표로 보기</summary>
        <table className="mt-2 w-full max-w-xs border-collapse text-left text-sm">
          <caption className="sr-only">{title} 일별 신청 건수</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b border-slate-300 px-2 py-1">
                날짜
              </th>
              <th scope="col" className="border-b border-slate-300 px-2 py-1 text-right">
                신청 건수
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td className="border-b border-slate-100 px-2 py-1">{day.date}</td>
                <td className="border-b border-slate-100 px-2 py-1 text-right">{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
