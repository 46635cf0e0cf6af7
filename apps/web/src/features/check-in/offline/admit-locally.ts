import type { CheckInSyncAnswer, ScanList, ScanListEntry } from '@edu/shared';
import { formatClock } from '@/lib/format-date';
import type { QueuedEntry } from './desk-store';

/** What the desk says about a scan made from the kept list. */
export type LocalOutcome =
  | { kind: 'admitted'; entries: ScanListEntry[] }
  | { kind: 'already'; entries: ScanListEntry[] }
  | { kind: 'cancelled'; entries: ScanListEntry[] }
  | { kind: 'unknown'; barcode: string };

/**
 * Admits from the kept list: an attendee's own barcode admits that person; the registration's barcode
 * (the attendees' barcodes without their last digits) everyone of the group not yet in and not cancelled.
 * Answers the new list, the outcome and the admissions to queue.
 */
export function admitLocally(
  list: ScanList,
  scanned: string,
  now: Date,
  newId: () => string,
): { list: ScanList; outcome: LocalOutcome; queued: QueuedEntry[] } {
  const barcode = scanned.trim();
  const own = list.entries.find((entry) => entry.barcode === barcode);
  const group = own
    ? [own]
    : list.entries.filter(
        (entry) => entry.barcode.length > barcode.length && entry.barcode.startsWith(barcode),
      );
  const registrations = new Set(group.map((entry) => entry.registration_idx));
  if (group.length === 0 || registrations.size !== 1)
    return { list, outcome: { kind: 'unknown', barcode }, queued: [] };
  const coming = group.filter((entry) => !entry.cancelled);
  if (coming.length === 0) return { list, outcome: { kind: 'cancelled', entries: group }, queued: [] };
  const waiting = coming.filter((entry) => !entry.checked_in_at);
  if (waiting.length === 0) return { list, outcome: { kind: 'already', entries: coming }, queued: [] };

  const admittedAt = now.toISOString();
  const admitted = new Set(waiting.map((entry) => entry.barcode));
  const entries = list.entries.map((entry) =>
    admitted.has(entry.barcode) ? { ...entry, checked_in_at: admittedAt } : entry,
  );
  return {
    list: { ...list, entries },
    outcome: { kind: 'admitted', entries: entries.filter((entry) => admitted.has(entry.barcode)) },
    queued: waiting.map((entry) => ({
      clientEventId: newId(),
      barcode: entry.barcode,
      admittedAt,
      name: entry.name,
    })),
  };
}

/** The kept list after the server's answers: the admission that counts, and cancellations. */
export function applyAnswers(list: ScanList, answers: CheckInSyncAnswer[]): ScanList {
  const byBarcode = new Map(answers.map((answer) => [answer.barcode, answer]));
  return {
    ...list,
    entries: list.entries.map((entry) => {
      const answer = byBarcode.get(entry.barcode);
      if (!answer) return entry;
      if (answer.result === 'cancelled') return { ...entry, cancelled: true, checked_in_at: null };
      if (answer.checked_in_at) return { ...entry, checked_in_at: answer.checked_in_at };
      return entry;
    }),
  };
}

/** "10:05" in Korean time, for the desk's messages. */
export const koreanClock = formatClock;
