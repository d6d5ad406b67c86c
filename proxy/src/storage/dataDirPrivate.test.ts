/**
 * DATA_DIR is private to the server's user (issue 30): a new one is created 0700 and nothing the server writes
 * in it is open to others (the database's write-ahead log holds webhook secrets); an existing one
 * that others may enter is kept, with a warning at start naming it and its mode. Real server processes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, describe, expect, it } from 'vitest';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-private-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const modeOf = (p: string) => fs.statSync(p).mode & 0o777;

describe('DATA_DIR permissions', () => {
  it('creates a new DATA_DIR 0700 with no file open to others, and warns about one opened later', async () => {
    const dataDir = path.join(root, 'new/data');
    const first = await spawnProxy({ DATA_DIR: dataDir, INITIAL_API_KEY: 'sk_live_privatedatadir000000000' });
    await first.stop();
    expect(modeOf(dataDir).toString(8)).toBe('700');
    const entries = fs
      .readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .map((e) => path.join(e.parentPath, e.name));
    expect(entries.length).toBeGreaterThan(100);
    expect(entries).toContain(path.join(dataDir, 'evidence-keys'));
    expect(entries.filter((p) => (modeOf(p) & 0o077) !== 0)).toEqual([]);
    expect(first.output()).not.toContain('open to other users');

    fs.chmodSync(dataDir, 0o755);
    const second = await spawnProxy({ DATA_DIR: dataDir });
    await second.stop();
    expect(second.output()).toContain(`DATA_DIR is open to other users (mode 755) and holds webhook secrets`);
    expect(second.output()).toContain(`chmod 700 ${dataDir}`);
    expect(modeOf(dataDir).toString(8)).toBe('755');
  });
});
