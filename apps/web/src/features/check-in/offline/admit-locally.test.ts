import type { ScanList } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { admitLocally, applyAnswers } from './admit-locally';

const list: ScanList = {
  detail_idx: 7,
  title: '겨울 교사 컨퍼런스',
  dept: '교사부',
  downloaded_at: '2027-02-06T00:00:00.000Z',
  entries: [
    {
      barcode: '0001000700030011',
      name: '김첫째',
      church: '빛교회',
      registration_idx: 1,
      cancelled: false,
      checked_in_at: null,
    },
    {
      barcode: '0001000700030012',
      name: '이둘째',
      church: '빛교회',
      registration_idx: 1,
      cancelled: false,
      checked_in_at: null,
    },
    {
      barcode: '0001000700030013',
      name: '박셋째',
      church: '빛교회',
      registration_idx: 1,
      cancelled: true,
      checked_in_at: null,
    },
  ],
};
const now = new Date('2027-02-06T01:00:00.000Z');
let id = 0;
const newId = () => `event-${++id}`;

describe('admitting from the kept list', () => {
  it('admits an attendee once and queues one admission', () => {
    const first = admitLocally(list, ' 0001000700030011 ', now, newId);
    expect(first.outcome).toMatchObject({ kind: 'admitted', entries: [{ name: '김첫째' }] });
    expect(first.queued).toEqual([
      {
        clientEventId: expect.any(String),
        barcode: '0001000700030011',
        admittedAt: now.toISOString(),
        name: '김첫째',
      },
    ]);
    const again = admitLocally(first.list, '0001000700030011', now, newId);
    expect(again.outcome.kind).toBe('already');
    expect(again.queued).toEqual([]);
  });

  it('admits with the registration barcode everyone not in and not cancelled, and refuses the cancelled', () => {
    const group = admitLocally(list, '000100070003', now, newId);
    expect(group.queued.map((entry) => entry.name)).toEqual(['김첫째', '이둘째']);
    expect(admitLocally(group.list, '000100070003', now, newId).outcome.kind).toBe('already');
    expect(admitLocally(list, '0001000700030013', now, newId).outcome.kind).toBe('cancelled');
    expect(admitLocally(list, '9999', now, newId).outcome).toEqual({ kind: 'unknown', barcode: '9999' });
  });

  it('takes the server’s word after a sync: the winning time, and cancellations', () => {
    const synced = applyAnswers(list, [
      {
        clientEventId: 'a',
        barcode: '0001000700030011',
        result: 'already',
        name: '김첫째',
        checked_in_at: '2027-02-06T00:55:00.000Z',
        winner_device_id: 'other',
      },
      {
        clientEventId: 'b',
        barcode: '0001000700030012',
        result: 'cancelled',
        name: '이둘째',
        checked_in_at: null,
        winner_device_id: null,
      },
    ]);
    expect(synced.entries.map((entry) => [entry.checked_in_at, entry.cancelled])).toEqual([
      ['2027-02-06T00:55:00.000Z', false],
      [null, true],
      [null, true],
    ]);
  });
});
