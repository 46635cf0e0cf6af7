import { describe, expect, it } from 'vitest';
import { applyState, groupBySession } from './apply-state';

const now = new Date('2026-03-10T00:00:00Z');
const row = {
  rsdatetime: '2026-03-01T00:00:00Z',
  redatetime: '2026-03-20T00:00:00Z',
  limit_personnel: 10,
  registered_personnel: 3,
};

describe('apply state of a department row', () => {
  it('is 접수전 before the period, 신청 inside it and 마감 after it', () => {
    expect(applyState(row, new Date('2026-02-28T23:59:59Z'))).toBe('before');
    expect(applyState(row, now)).toBe('open');
    expect(applyState(row, new Date('2026-03-20T00:00:01Z'))).toBe('closed');
  });

  it('is 마감 when the seats are taken, never for an unlimited row', () => {
    expect(applyState({ ...row, registered_personnel: 10 }, now)).toBe('closed');
    expect(applyState({ ...row, limit_personnel: 0, registered_personnel: 999 }, now)).toBe('open');
  });
});

describe('sessions', () => {
  it('groups rows by session number in order', () => {
    const rows = [
      { idx: 3, number: 2 },
      { idx: 1, number: 1 },
      { idx: 2, number: 1 },
    ];
    expect(groupBySession(rows)).toEqual([
      { number: 1, rows: [rows[1], rows[2]] },
      { number: 2, rows: [rows[0]] },
    ]);
  });
});
