import type { ConferenceDetail } from '@edu/shared';

/** A department row's apply state (spec §2 Conference list): before start, open, or full/closed. */
export type ApplyState = 'before' | 'open' | 'closed';

export const applyStateLabels: Record<ApplyState, string> = {
  before: '접수전',
  open: '신청',
  closed: '마감',
};

type Row = Pick<ConferenceDetail, 'rsdatetime' | 'redatetime' | 'limit_personnel' | 'registered_personnel'>;

/** A limit of 0 means unlimited; otherwise the row is full once the registered reach the limit. */
export function isFull(row: Row): boolean {
  return row.limit_personnel > 0 && row.registered_personnel >= row.limit_personnel;
}

/** "접수전" before rsdatetime, "마감" after redatetime or when full, "신청" otherwise. */
export function applyState(row: Row, now: Date = new Date()): ApplyState {
  const time = now.getTime();
  if (time < new Date(row.rsdatetime).getTime()) return 'before';
  if (time > new Date(row.redatetime).getTime() || isFull(row)) return 'closed';
  return 'open';
}

/** Session rows grouped by session number, in number order; rows keep their order inside a session. */
export function groupBySession<T extends Pick<ConferenceDetail, 'number'>>(
  rows: readonly T[],
): { number: number; rows: T[] }[] {
  const sessions = new Map<number, T[]>();
  for (const row of rows) {
    const list = sessions.get(row.number);
    if (list) list.push(row);
    else sessions.set(row.number, [row]);
  }
  return [...sessions.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, sessionRows]) => ({ number, rows: sessionRows }));
}
