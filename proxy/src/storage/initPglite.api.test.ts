/**
 * The embedded database's first initialisation and its migrations run in a process of its own, so the server does
 * not keep their WebAssembly memory for its whole life (issue 37: 834 MB after a first start, 311 MB after later
 * ones; the migrations of an empty database held 30–50 MB more).
 * Truth: this process's resident memory (/proc/self/status), the cluster's own files, and PGlite opening them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rssOf } from '@einvoice/test-support/proxy/processMemory';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { initPgliteApart } from './initPglite.ts';
import { MIGRATIONS } from './migrations.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-init-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const rssMb = () => rssOf(process.pid) / 2 ** 20;
const PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

it('creates and migrates the cluster in another process: this one grows by little, PGlite then opens it as it is', async () => {
  const dir = path.join(root, 'fresh');
  const before = rssMb();
  await initPgliteApart(dir, PARAMS);
  // An in-process initdb raises resident memory by about 600 MB here; the child's is gone with it.
  expect(rssMb() - before).toBeLessThan(60);
  expect(fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
  const versionFile = fs.statSync(path.join(dir, 'PG_VERSION')).mtimeMs;
  const db = new PGlite(dir, { startParams: PARAMS });
  try {
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    // Every migration is applied: the server's own open finds nothing left to run.
    const applied = await db.query<{ name: string }>('select name from kysely_migration order by name');
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS).sort());
  } finally {
    await db.close();
  }
  // An initialised folder is left alone (no second initdb over live data).
  await initPgliteApart(dir, PARAMS);
  expect(fs.statSync(path.join(dir, 'PG_VERSION')).mtimeMs).toBe(versionFile);
}, 120_000);

it('a folder that cannot be created is a clear error, not a hang', async () => {
  const file = path.join(root, 'a-file');
  fs.writeFileSync(file, '');
  await expect(initPgliteApart(path.join(file, 'pglite'), PARAMS)).rejects.toThrow(
    /initialising the embedded database in .*a-file\/pglite failed/,
  );
}, 120_000);
