import type { CheckInSyncAnswer, QueuedAdmission, ScanList } from '@edu/shared';

/** An admission made on this device and not yet confirmed by the server. */
export type QueuedEntry = QueuedAdmission & { name: string };

/** What the desk keeps on the device between visits (IndexedDB): its id, the list, the queue, conflicts. */
export type DeskState = {
  deviceId: string;
  list: ScanList | null;
  queue: QueuedEntry[];
  /** This device's admissions the server answered "already" (another device came first). */
  conflicts: CheckInSyncAnswer[];
};

const dbName = 'edu-check-in';
const storeName = 'desk';
const stateKey = 'state';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(storeName, mode);
      const request = work(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** The desk's kept state, or a fresh one with a new device id. */
export async function loadDeskState(): Promise<DeskState> {
  const kept = await run<DeskState | undefined>('readonly', (store) => store.get(stateKey));
  return kept ?? { deviceId: crypto.randomUUID(), list: null, queue: [], conflicts: [] };
}

export const saveDeskState = (state: DeskState) => run('readwrite', (store) => store.put(state, stateKey));
