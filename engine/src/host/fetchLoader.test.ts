import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isEngineError } from '../errors.ts';
import { fetchLoader } from './fetchLoader.ts';
import { DEFAULT_BUILD_DIR } from './node.ts';

const BASE = 'https://app.example/rulesets/';
const RULES = 'rules/xrechnung-ubl.json';
const buildFile = (rel: string) => fs.readFileSync(path.join(DEFAULT_BUILD_DIR, rel));

describe('fetchLoader', () => {
  let requested: string[];
  // Bodies served instead of the build's file, per build path, one per request (a stale cache, a swap).
  let served: Map<string, (Uint8Array | null)[]>;

  beforeEach(() => {
    requested = [];
    served = new Map();
    // Serves the real rulesets build at BASE, the way the web build publishes it.
    vi.stubGlobal('fetch', async (input: URL) => {
      requested.push(input.href);
      const rel = decodeURIComponent(input.pathname.slice('/rulesets/'.length));
      const override = served.get(rel)?.shift();
      if (override !== undefined)
        return override ? new Response(new Uint8Array(override)) : new Response('missing', { status: 404 });
      const file = path.join(DEFAULT_BUILD_DIR, rel);
      return fs.existsSync(file)
        ? new Response(fs.readFileSync(file))
        : new Response('missing', { status: 404 });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the bytes and text of build files, paths with spaces included', async () => {
    const loader = fetchLoader(BASE.slice(0, -1));
    expect(await loader.text('manifest.json')).toBe(
      fs.readFileSync(path.join(DEFAULT_BUILD_DIR, 'manifest.json'), 'utf8'),
    );
    const manifest = JSON.parse(await loader.text('manifest.json')) as {
      artefacts: { kind: string; entry?: string }[];
    };
    const cii = manifest.artefacts.find((a) => a.entry?.includes(' ')) as { entry: string };
    expect(Buffer.from(await loader.bytes(cii.entry))).toEqual(
      fs.readFileSync(path.join(DEFAULT_BUILD_DIR, cii.entry)),
    );
  });

  it('fetches each path once per loader, and again for a new loader', async () => {
    const a = fetchLoader(BASE);
    await Promise.all([a.text('manifest.json'), a.text('manifest.json'), a.bytes('manifest.json')]);
    expect(requested).toEqual([`${BASE}manifest.json`]);
    await fetchLoader(BASE).text('manifest.json');
    expect(requested).toHaveLength(2);
  });

  it('reports a missing artefact as ORACLE_UNAVAILABLE and retries it on the next call', async () => {
    const loader = fetchLoader(BASE);
    served.set(RULES, [null]);
    const failure = await loader.bytes(RULES).catch((e: unknown) => e);
    expect(isEngineError(failure) && failure.code).toBe('ORACLE_UNAVAILABLE');
    expect(Buffer.from(await loader.bytes(RULES))).toEqual(buildFile(RULES));
    expect(requested).toEqual([`${BASE}manifest.json`, `${BASE}${RULES}`, `${BASE}${RULES}`]);
  });

  it('refuses a file the manifest does not list, without fetching it', async () => {
    const loader = fetchLoader(BASE);
    await expect(loader.bytes('sef/none.sef.json')).rejects.toMatchObject({
      code: 'ORACLE_UNAVAILABLE',
      message: expect.stringContaining('sef/none.sef.json: not listed in the manifest'),
    });
    expect(requested).toEqual([`${BASE}manifest.json`]);
  });

  it('fetches a file whose SHA-256 differs once more past every cache, and uses the good copy', async () => {
    const truncated = buildFile(RULES).subarray(0, 1000);
    served.set(RULES, [truncated]);
    const calls: (RequestInit | undefined)[] = [];
    const serve = globalThis.fetch;
    vi.stubGlobal('fetch', (input: URL, init?: RequestInit) => {
      calls.push(init);
      return serve(input);
    });
    const loader = fetchLoader(BASE);
    expect(Buffer.from(await loader.bytes(RULES))).toEqual(buildFile(RULES));
    expect(requested).toHaveLength(3);
    expect(requested[2]).toMatch(new RegExp(`^${BASE}${RULES}\\?integrity-retry=\\d+$`));
    expect(calls[2]).toEqual({ cache: 'reload' });
  });

  it('refuses a file that still differs after the fresh fetch, naming it and both hashes', async () => {
    const swapped = buildFile('rules/peppol-ubl.json');
    served.set(RULES, [swapped, swapped]);
    const failure = await fetchLoader(BASE)
      .text(RULES)
      .catch((e: unknown) => e);
    expect(isEngineError(failure) && failure.code).toBe('ORACLE_UNAVAILABLE');
    const manifest = JSON.parse(buildFile('manifest.json').toString()) as {
      integrity: { files: Record<string, string> };
    };
    expect(failure).toMatchObject({
      message: expect.stringContaining(RULES),
      details: {
        path: RULES,
        expected: manifest.integrity.files[RULES],
        actual: createHash('sha256').update(swapped).digest('hex'),
      },
    });
  });

  it('refuses a manifest without the SHA-256 table', async () => {
    const manifest = JSON.parse(buildFile('manifest.json').toString()) as Record<string, unknown>;
    delete manifest.integrity;
    served.set('manifest.json', [new TextEncoder().encode(JSON.stringify(manifest))]);
    await expect(fetchLoader(BASE).text(RULES)).rejects.toMatchObject({
      code: 'ORACLE_UNAVAILABLE',
      message: expect.stringContaining('manifest.json: carries no SHA-256 table'),
    });
  });

  it('refuses paths outside the build folder without fetching', async () => {
    const loader = fetchLoader(BASE);
    for (const p of ['../index.html', '/etc/passwd', '//evil.example/x', 'https://evil.example/x']) {
      await expect(loader.text(p)).rejects.toThrow(/path outside the rulesets build/);
    }
    expect(requested).toEqual([]);
  });
});
