import { cacheNames } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { OfflineMessage, OfflineProgress } from './offline/messages.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The build lists here what the default engine needs (page, Worker, compiled rules, XSDs); the
// reference executor's SaxonJS chunk and SEF stylesheets are left out and cached when first used.
const manifest = self.__WB_MANIFEST;

/** How many of the listed files the precache holds now: counted, never assumed. */
async function progress(): Promise<OfflineProgress> {
  const cache = await caches.open(cacheNames.precache);
  const held = new Set((await cache.keys()).map((r) => r.url));
  let done = 0;
  for (const entry of manifest) {
    const url = new URL(typeof entry === 'string' ? entry : entry.url, self.registration.scope).href;
    const key = getCacheKeyForURL(url);
    if (key && held.has(key)) done += 1;
  }
  return { done, total: manifest.length };
}

async function broadcast(): Promise<void> {
  const message: OfflineMessage = { type: 'offline-progress', ...(await progress()) };
  for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: 'window' })) {
    client.postMessage(message);
  }
}

addPlugins([{ cacheDidUpdate: () => broadcast() }]);
precacheAndRoute(manifest);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

// Hashed chunks never change under their name; the SEF files keep their names across rule updates,
// so the network wins while there is one.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.includes('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: 'einvoice-on-demand-assets' }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.includes('/rulesets/sef/'),
  new NetworkFirst({ cacheName: 'einvoice-reference-rules' }),
);

self.addEventListener('message', (event) => {
  const data = event.data as OfflineMessage | null;
  if (data?.type === 'skip-waiting') void self.skipWaiting();
  if (data?.type === 'offline-status') {
    event.waitUntil(progress().then((p) => event.ports[0]?.postMessage({ type: 'offline-progress', ...p })));
  }
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
