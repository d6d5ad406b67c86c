import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isEngineError } from '../errors.ts';
import { fetchLoader } from './fetchLoader.ts';
import { DEFAULT_BUILD_DIR } from './node.ts';

const BASE = 'https://app.example/rulesets/';

describe('fetchLoader', () => {
  let requested: string[];

  beforeEach(() => {
    requested = [];
    // Serves the real rulesets build at BASE, the way the web build publishes it.
    vi.stubGlobal('fetch', async (input: URL) => {
      requested.push(input.href);
      const file = path.join(
        DEFAULT_BUILD_DIR,
        decodeURIComponent(input.pathname.slice('/rulesets/'.length)),
      );
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
    const failure = await loader.bytes('sef/none.sef.json').catch((e: unknown) => e);
    expect(isEngineError(failure) && failure.code).toBe('ORACLE_UNAVAILABLE');
    await loader.bytes('sef/none.sef.json').catch(() => undefined);
    expect(requested).toHaveLength(2);
  });

  it('refuses paths outside the build folder without fetching', async () => {
    const loader = fetchLoader(BASE);
    for (const p of ['../index.html', '/etc/passwd', '//evil.example/x', 'https://evil.example/x']) {
      await expect(loader.text(p)).rejects.toMatchObject({ code: 'INTERNAL' });
    }
    expect(requested).toEqual([]);
  });
});
