import { bug, fail } from '../errors.ts';
import type { RulesetLoader } from '../loader.ts';

/**
 * Reads build artefacts over HTTP relative to `baseUrl` (the folder holding manifest.json), each
 * path fetched once per loader. A failed fetch is not remembered, so a later call can retry.
 */
export function fetchLoader(baseUrl: string): RulesetLoader {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const cache = new Map<string, Promise<Uint8Array>>();

  const load = async (path: string): Promise<Uint8Array> => {
    const url = new URL(path, base);
    // Same guard as the Node loader: only files inside the build folder, whatever path is passed.
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) {
      bug(`path outside the rulesets build: ${path}`);
    }
    let res: Response;
    try {
      res = await fetch(url);
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

  const bytes = (path: string): Promise<Uint8Array> => {
    let p = cache.get(path);
    if (!p) {
      p = load(path);
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
