/** How much of what the default engine needs the service worker holds. */
export interface OfflineProgress {
  done: number;
  total: number;
}

/** Messages between the page and its service worker (web/src/sw.ts). */
export type OfflineMessage =
  | ({ type: 'offline-progress' } & OfflineProgress)
  | { type: 'offline-status' }
  | { type: 'skip-waiting' };
