import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureRuntimes } from './runtimes.ts';

let dir: string;
const write = (name: string, value: unknown) =>
  fs.writeFileSync(path.join(dir, name), `${JSON.stringify(value, null, 2)}\n`);
const lock = (version: string) => ({
  name: 'runtimes',
  version,
  lockfileVersion: 3,
  requires: true,
  packages: { '': { name: 'runtimes', version } },
});
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtimes-'));
  write('package.json', { name: 'runtimes', version: '1.0.0', private: true });
  write('package-lock.json', lock('1.0.0'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('ensureRuntimes', () => {
  it('installs from the lock once, and again only when the lock changed', () => {
    expect(ensureRuntimes(dir)).toBe(true);
    expect(fs.existsSync(path.join(dir, 'node_modules/.cache/einvoice-check/lock.sha256'))).toBe(true);
    expect(ensureRuntimes(dir)).toBe(false);
    write('package.json', { name: 'runtimes', version: '1.0.10', private: true });
    write('package-lock.json', lock('1.0.10'));
    expect(ensureRuntimes(dir)).toBe(true);
  });

  it('fails naming the folder when npm ci fails (a lock that does not match package.json)', () => {
    write('package.json', {
      name: 'runtimes',
      private: true,
      devDependencies: { 'not-in-the-lock': '1.0.0' },
    });
    expect(() => ensureRuntimes(dir)).toThrow(`npm ci in ${dir} failed`);
  });
});
