import { bug, fail } from '../errors.ts';
import { checkedLoader, type RulesetLoader } from '../loader.ts';

/**
 * Reads build artefacts over HTTP relative to `baseUrl` (the folder holding manifest.json), each
 * path fetched once per loader. A failed fetch is not remembered, so a later call can retry. Every
 * file must match the SHA-256 the manifest records: a mismatch (a stale or corrupted cache, a swapped
 * file) is fetched once more past every cache, then refused with the file named.
 */
export function fetchLoader(baseUrl: string): RulesetLoader {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);

  const urlOf = (path: string): URL => {
    const url = new URL(path, base);
    // Same guard as the Node loader: only files inside the build folder, whatever path is passed.
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) {
      bug(`path outside the rulesets build: ${path}`);
    }
    return url;
  };

  const load = async (path: string, fresh: boolean): Promise<Uint8Array> => {
    const url = urlOf(path);
    // The service worker precaches by exact URL: a query it does not know goes past it to the network.
    if (fresh) url.searchParams.set('integrity-retry', String(Date.now()));
    let res: Response;
    try {
      res = await fetch(url, fresh ? { cache: 'reload' } : undefined);
    } catch (e) {
      return fail('ORACLE_UNAVAILABLE', `rulesets artefact ${path} could not be fetched`, {
        path,
        cause: String(e),
      });
    }
    if (!res.ok)
      fail('ORACLE_UNAVAILABLE', `rulesets artefact ${path} answered HTTP ${res.status}`, {
        path,
        status: res.status,
      });
    return new Uint8Array(await res.arrayBuffer());
  };

  const checked = checkedLoader(load, { retry: true });
  const cache = new Map<string, Promise<Uint8Array>>();
  const bytes = (path: string): Promise<Uint8Array> => {
    let p = cache.get(path);
    if (!p) {
      urlOf(path);
      p = checked.bytes(path);
      cache.set(path, p);
      p.catch(() => cache.delete(path));
    }
    return p;
  };

  return {
    bytes,
    text: async (path) => new TextDecoder('utf-8', { fatal: true }).decode(await bytes(path)),
  };
}
