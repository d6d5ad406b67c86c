import type { ValidateResult } from '@einvoice/engine';
import type { InvoiceSummary } from '../state/invoiceSummary.ts';

/**
 * One file's outcome as the local history keeps it: what identifies the file and what the engine said
 * about it. The invoice's bytes are not kept (README, "The page"): re-dropping the file repairs or reads it.
 */
export interface HistoryRecord {
  /** SHA-256 and name: the same file checked again replaces its record. */
  key: string;
  name: string;
  size: number;
  sha256: string;
  /** ISO time of the check. */
  checkedAt: string;
  /** How long the check took, in milliseconds. */
  ms: number;
  result: ValidateResult;
  summary: InvoiceSummary | null;
}

const DB_NAME = 'einvoice-history';
const STORE = 'results';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const r = indexedDB.open(DB_NAME, 1);
    r.onupgradeneeded = () => r.result.createObjectStore(STORE, { keyPath: 'key' });
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  return opened;
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await database()).transaction(STORE, mode).objectStore(STORE);
}

/** The IndexedDB of this origin only: nothing here is ever sent anywhere. */
export const historyDb = {
  async all(): Promise<HistoryRecord[]> {
    return request((await store('readonly')).getAll() as IDBRequest<HistoryRecord[]>);
  },
  async put(record: HistoryRecord): Promise<void> {
    await request((await store('readwrite')).put(record));
  },
  async remove(key: string): Promise<void> {
    await request((await store('readwrite')).delete(key));
  },
  async clear(): Promise<void> {
    await request((await store('readwrite')).clear());
  },
};
