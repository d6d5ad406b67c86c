/**
 * The download path of `npm run setup`, against a loopback HTTP server that serves the owners' archives
 * as ZIPs built here from ../shared/rulesets in the owners' layouts (sources.ts): a machine without the
 * shared folder gets byte-identical artefacts and the same rulesets build; a tampered file, a wrong
 * archive or a folder holding other files stops setup with the reason named and leaves nothing behind.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRulesets } from '../build.ts';
import { buildDir, rulesetsDir } from '../paths.ts';
import { COMPLETE_MARKER, sourceOf } from './fetchSources.ts';
import { locateSources } from './locateSources.ts';
import { measurePinnedFiles, type PinnedFiles, readPinnedFiles } from './pinnedFiles.ts';
import { PINNED_SOURCES, type PinnedSource } from './sources.ts';

const shared = rulesetsDir();
const pinned = readPinnedFiles();
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** One owner's archive: its pinned files at the paths the source's map reads them from. */
function archiveOf(source: PinnedSource, files: PinnedFiles, tamper?: string): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  const top = source.stripTop ? `${source.id}-0123abc/` : '';
  for (const file of Object.keys(files)) {
    // The first source of the folder whose map covers the file provides it, as setup assigns it.
    const owner = sourceOf(PINNED_SOURCES, file);
    if (owner?.source.id !== source.id) continue;
    let data = new Uint8Array(fs.readFileSync(path.join(shared, file)));
    if (file === tamper) data = new Uint8Array([...data, 0x20]);
    entries[top + (owner.candidates[0] as string)] = data;
  }
  // Owners' archives hold more than the pinned files.
  entries[`${top}README.md`] = new TextEncoder().encode('not pinned');
  return zipSync(entries, { level: 1 });
}

let server: http.Server;
let base = '';
let archives = new Map<string, Uint8Array>();
let requests: string[] = [];
let tmp = '';

const sourcesAt = (overrides: Partial<Record<string, Partial<PinnedSource>>> = {}) =>
  PINNED_SOURCES.map((s) => ({
    ...s,
    url: `${base}/${s.id}.zip`,
    archiveSha256: sha256(archives.get(s.id) as Uint8Array),
    ...overrides[s.id],
  }));

const quiet = () => {};

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'setup-download-'));
  archives = new Map(PINNED_SOURCES.map((s) => [s.id, archiveOf(s, pinned)]));
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const body = archives.get((req.url ?? '').replace(/^\/|\.zip$/g, ''));
    if (!body) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/zip' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('pinned files', () => {
  it('are exactly the files of ../shared/rulesets, with their SHA-256', () => {
    expect(measurePinnedFiles(shared)).toEqual(pinned);
    expect(Object.keys(pinned).length).toBeGreaterThan(200);
  });
});

describe('setup without ../shared', () => {
  it('downloads every pinned file into the cache, byte-identical, and the build matches the real one', async () => {
    requests = [];
    const env = { XDG_CACHE_HOME: path.join(tmp, 'cache') };
    const missing = path.join(tmp, 'no-shared');
    const root = await locateSources({ env, shared: missing, sources: sourcesAt(), log: quiet });
    expect(root.startsWith(path.join(tmp, 'cache', 'einvoice-check', 'rulesets-'))).toBe(true);
    expect(measurePinnedFiles(root)).toEqual(pinned);
    expect(new Set(requests)).toEqual(new Set(PINNED_SOURCES.map((s) => `/${s.id}.zip`)));

    // A second setup uses the cache and asks nothing of the network.
    requests = [];
    expect(await locateSources({ env, shared: missing, sources: sourcesAt(), log: quiet })).toBe(root);
    expect(requests).toEqual([]);

    // The build from the download equals the build from ../shared, file for file (SEF cache reused).
    const out = path.join(tmp, 'build');
    const sefCache = path.join(buildDir, '.cache/sef');
    if (fs.existsSync(sefCache)) fs.cpSync(sefCache, path.join(out, '.cache/sef'), { recursive: true });
    const built = await buildRulesets(root, out, undefined, { reference: true });
    const reference = JSON.parse(fs.readFileSync(path.join(buildDir, 'manifest.json'), 'utf8'));
    expect(built.integrity).toEqual(reference.integrity);
  }, 300_000);

  it('refuses a file whose SHA-256 differs, naming it, and leaves no folder behind', async () => {
    const file = 'xrechnung/schematron-merged/ubl/XRechnung-UBL-validation.sch';
    const source = PINNED_SOURCES.find((s) => s.id === 'xrechnung-merged') as PinnedSource;
    const tampered = archiveOf(source, pinned, file);
    archives.set('tampered', tampered);
    const target = path.join(tmp, 'tampered');
    const run = locateSources({
      env: { RULESETS_DIR: target },
      shared: shared,
      sources: sourcesAt({
        'xrechnung-merged': { url: `${base}/tampered.zip`, archiveSha256: sha256(tampered) },
      }),
      log: quiet,
    });
    await expect(run).rejects.toThrow(
      new RegExp(`xrechnung-merged: ${file} .* has SHA-256 [0-9a-f]{64}, pinned ${pinned[file]}`),
    );
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.readdirSync(tmp).filter((n) => n.includes('.partial-'))).toEqual([]);
  });

  it('refuses an archive whose own SHA-256 is not the pinned one', async () => {
    const run = locateSources({
      env: { RULESETS_DIR: path.join(tmp, 'wrong-archive') },
      shared,
      sources: sourcesAt({ kosit: { archiveSha256: '0'.repeat(64) } }),
      log: quiet,
    });
    await expect(run).rejects.toThrow(
      /kosit: the archive from http:\/\/127\.0\.0\.1:\d+\/kosit\.zip has SHA-256 [0-9a-f]{64}, pinned 0{64}/,
    );
  });

  it('names the URL when an archive is not there', async () => {
    const run = locateSources({
      env: { RULESETS_DIR: path.join(tmp, 'not-found') },
      shared,
      sources: sourcesAt({ 'ubl-2.1': { url: `${base}/gone.zip` } }),
      log: quiet,
    });
    await expect(run).rejects.toThrow(/ubl-2\.1: http:\/\/127\.0\.0\.1:\d+\/gone\.zip answered HTTP 404/);
  });

  it('names the alternatives when there are no artefacts and no network', async () => {
    const cache = path.join(tmp, 'xdg');
    const missing = path.join(tmp, 'no-shared/rulesets');
    // A closed loopback port stands for an unreachable owner's site.
    const unreachable = PINNED_SOURCES.map((s) => ({ ...s, url: `http://127.0.0.1:1/${s.id}.zip` }));
    const run = locateSources({
      env: { XDG_CACHE_HOME: cache },
      shared: missing,
      sources: unreachable,
      log: quiet,
    });
    const message = await run.then(
      () => '',
      (e: Error) => e.message,
    );
    expect(message).toMatch(/could not be fetched/);
    expect(message).toContain(`Put them in ${missing}`);
    expect(message).toContain('set RULESETS_DIR to a folder that holds them');
    expect(message).toContain(`the download goes to ${path.join(cache, 'einvoice-check')}`);
  });

  it('never downloads over a RULESETS_DIR that holds other files', async () => {
    const dir = path.join(tmp, 'mine');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'keep me');
    requests = [];
    await expect(
      locateSources({ env: { RULESETS_DIR: dir }, shared, sources: sourcesAt(), log: quiet }),
    ).rejects.toThrow(/holds other files/);
    expect(fs.readFileSync(path.join(dir, 'notes.txt'), 'utf8')).toBe('keep me');
    expect(requests).toEqual([]);
  });

  it('uses ../shared/rulesets when it is there, and RULESETS_DIR holding artefacts as it is', async () => {
    requests = [];
    expect(await locateSources({ env: {}, shared, sources: sourcesAt(), log: quiet })).toBe(shared);
    expect(await locateSources({ env: { RULESETS_DIR: shared }, shared: '/nowhere', log: quiet })).toBe(
      shared,
    );
    expect(requests).toEqual([]);
    expect(fs.existsSync(path.join(shared, COMPLETE_MARKER))).toBe(false);
  });
});
