import type { CheckInConflict, CheckInSyncAnswer } from '@edu/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadScanList, listCheckInConflicts, syncAdmissions } from '../api/offline-check-in';
import { admitLocally, applyAnswers, type LocalOutcome } from './admit-locally';
import { type DeskState, loadDeskState, saveDeskState } from './desk-store';

/** While admissions wait, the desk tries to send them this often (and at once when the network returns). */
const syncEveryMs = 15_000;
const batchSize = 200;

/**
 * The desk's offline side: the kept scan list (IndexedDB), admissions made from it, their queue and its
 * sync, the conflicts the server reported. Every change is written to IndexedDB before it is shown.
 */
export function useOfflineDesk() {
  const [state, setState] = useState<DeskState | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [syncing, setSyncing] = useState(false);
  const [serverConflicts, setServerConflicts] = useState<CheckInConflict[]>([]);
  /** The answers "already" of the last sync, told to the desk at once. */
  const [lastConflicts, setLastConflicts] = useState<CheckInSyncAnswer[]>([]);
  const stateRef = useRef<DeskState | null>(null);
  const syncingRef = useRef(false);

  const commit = useCallback(async (next: DeskState) => {
    await saveDeskState(next);
    stateRef.current = next;
    setState(next);
  }, []);

  const refreshConflicts = useCallback(async () => {
    const detailIdx = stateRef.current?.list?.detail_idx;
    if (!detailIdx || !navigator.onLine) return;
    try {
      setServerConflicts(await listCheckInConflicts(detailIdx));
    } catch {
      // Offline or refused: the list shown stays as it was.
    }
  }, []);

  const sync = useCallback(async () => {
    const current = stateRef.current;
    if (!current || current.queue.length === 0 || syncingRef.current) return;
    syncingRef.current = true;
    setSyncing(true);
    try {
      const batch = current.queue.slice(0, batchSize);
      const answers = await syncAdmissions(
        current.deviceId,
        batch.map(({ clientEventId, barcode, admittedAt }) => ({ clientEventId, barcode, admittedAt })),
      );
      const answered = new Set(answers.map((answer) => answer.clientEventId));
      const latest = stateRef.current ?? current;
      const conflicts = answers.filter((answer) => answer.result === 'already');
      await commit({
        ...latest,
        list: latest.list ? applyAnswers(latest.list, answers) : null,
        queue: latest.queue.filter((entry) => !answered.has(entry.clientEventId)),
        conflicts: [...conflicts, ...latest.conflicts.filter((old) => !answered.has(old.clientEventId))],
      });
      setLastConflicts(conflicts);
      await refreshConflicts();
    } catch {
      // No network yet: the queue stays and is sent on the next try.
    } finally {
      syncingRef.current = false;
      setSyncing(false);
    }
  }, [commit, refreshConflicts]);

  useEffect(() => {
    let alive = true;
    loadDeskState().then((kept) => {
      if (!alive) return;
      stateRef.current = kept;
      setState(kept);
      if (navigator.onLine) {
        void sync();
        void refreshConflicts();
      }
    });
    const goOnline = () => {
      setOnline(true);
      void sync();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sync();
    }, syncEveryMs);
    return () => {
      alive = false;
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(timer);
    };
  }, [sync, refreshConflicts]);

  /** Downloads the session's scan list; queued admissions are sent first so the list includes them. */
  const prepare = useCallback(
    async (detailIdx: number) => {
      await sync();
      const list = await downloadScanList(detailIdx);
      const current = stateRef.current ?? (await loadDeskState());
      const pending = new Map(current.queue.map((entry) => [entry.barcode, entry.admittedAt]));
      await commit({
        ...current,
        list: {
          ...list,
          entries: list.entries.map((entry) => ({
            ...entry,
            checked_in_at: entry.checked_in_at ?? pending.get(entry.barcode) ?? null,
          })),
        },
      });
      setServerConflicts(await listCheckInConflicts(detailIdx));
    },
    [commit, sync],
  );

  /** Admits from the kept list and queues the admission; sends it at once when the network is there. */
  const admit = useCallback(
    async (barcode: string): Promise<LocalOutcome | null> => {
      const current = stateRef.current;
      if (!current?.list) return null;
      const { list, outcome, queued } = admitLocally(current.list, barcode, new Date(), () =>
        crypto.randomUUID(),
      );
      if (queued.length > 0) {
        await commit({ ...current, list, queue: [...current.queue, ...queued] });
        if (navigator.onLine) void sync();
      }
      return outcome;
    },
    [commit, sync],
  );

  return { state, online, syncing, serverConflicts, lastConflicts, prepare, admit, sync };
}
