import type { OfflineMessage, OfflineProgress } from './messages.ts';

/** Whether the page works without the network, as the service worker reports it. */
export type OfflineStatus =
  | { state: 'unsupported' }
  /** Served over plain HTTP on a name other than localhost: no service worker, so no offline use. */
  | { state: 'insecure' }
  | { state: 'preparing'; percent: number; update: boolean }
  | { state: 'ready'; update: boolean }
  | { state: 'failed' };

const percentOf = (p: OfflineProgress) => (p.total === 0 ? 100 : Math.floor((100 * p.done) / p.total));

function askStatus(sw: ServiceWorker): Promise<OfflineProgress> {
  const channel = new MessageChannel();
  const answer = new Promise<OfflineProgress>((resolve) => {
    channel.port1.onmessage = (e: MessageEvent<OfflineProgress>) => resolve(e.data);
  });
  sw.postMessage({ type: 'offline-status' } satisfies OfflineMessage, [channel.port2]);
  return answer;
}

/**
 * Registers the service worker and reports its state: "preparing n %" while it caches what the default
 * engine needs, "ready" only once the active worker holds every one of those files (asked, not assumed),
 * and `update` when a newer version waits for a reload.
 */
export async function watchOffline(report: (status: OfflineStatus) => void): Promise<void> {
  if (!window.isSecureContext) {
    report({ state: 'insecure' });
    return;
  }
  if (!('serviceWorker' in navigator)) {
    report({ state: 'unsupported' });
    return;
  }
  let status: OfflineStatus = { state: 'preparing', percent: 0, update: false };
  const set = (next: OfflineStatus) => {
    status = next;
    report(next);
  };
  const update = () => (status.state === 'preparing' || status.state === 'ready') && status.update;
  // A returning visitor's page is controlled already: its state is asked below, not guessed.
  if (!navigator.serviceWorker.controller) report(status);

  navigator.serviceWorker.addEventListener('message', (e: MessageEvent<OfflineMessage>) => {
    if (e.data?.type === 'offline-progress' && status.state === 'preparing') {
      set({ state: 'preparing', percent: Math.min(99, percentOf(e.data)), update: false });
    }
  });

  let reg: ServiceWorkerRegistration;
  try {
    reg = await navigator.serviceWorker.register('./sw.js', { scope: './' });
  } catch {
    set({ state: 'failed' });
    return;
  }

  const checkActive = async () => {
    if (!reg.active) return;
    const p = await askStatus(reg.active);
    set(
      p.done === p.total
        ? { state: 'ready', update: update() }
        : { state: 'preparing', percent: percentOf(p), update: update() },
    );
  };
  const follow = (sw: ServiceWorker) => {
    sw.addEventListener('statechange', () => {
      if (sw.state === 'installed' && reg.active && navigator.serviceWorker.controller) {
        set(status.state === 'ready' ? { state: 'ready', update: true } : status);
      } else if (sw.state === 'activated') void checkActive();
      else if (sw.state === 'redundant' && !reg.active) set({ state: 'failed' });
    });
  };

  if (reg.installing) follow(reg.installing);
  reg.addEventListener('updatefound', () => {
    if (reg.installing) follow(reg.installing);
  });
  await checkActive();
  // `status` is reassigned by the callbacks above; TypeScript's narrowing does not see that.
  const now = status as OfflineStatus;
  if (reg.waiting && navigator.serviceWorker.controller && now.state === 'ready') {
    set({ state: 'ready', update: true });
  }
}

/** Lets the waiting service worker take over and reloads the page once it controls it. */
export async function reloadForUpdate(): Promise<void> {
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg?.waiting) {
    location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  reg.waiting.postMessage({ type: 'skip-waiting' } satisfies OfflineMessage);
}
