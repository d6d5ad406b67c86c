import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_FOLDERS, hashBuildFiles } from '@einvoice/rulesets/integrity';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIntact, buildMismatch } from './buildIntact.ts';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'build-intact-'));
const stamp = path.join(out, '.cache/intact.stat');
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

/** Writes a file with a fixed modification time, as a copy that keeps times (`cp -p`) could. */
const KEPT_TIME = new Date('2026-01-01T00:00:00Z');
function writeKeepingTime(file: string, content: string) {
  fs.writeFileSync(file, content);
  fs.utimesSync(file, KEPT_TIME, KEPT_TIME);
}

describe('buildIntact', () => {
  for (const folder of BUILD_FOLDERS) {
    fs.mkdirSync(path.join(out, folder), { recursive: true });
    fs.writeFileSync(path.join(out, folder, 'a.bin'), `${folder} one`);
  }
  const manifest = () =>
    fs.writeFileSync(
      path.join(out, 'manifest.json'),
      JSON.stringify({ integrity: hashBuildFiles(out, BUILD_FOLDERS) }),
    );

  it('accepts a build matching its manifest in every folder the build writes, fonts included', () => {
    manifest();
    expect(buildIntact(out, stamp)).toBe(true);
    fs.writeFileSync(path.join(out, 'fonts/a.bin'), 'fonts changed');
    expect(buildIntact(out, stamp)).toBe(false);
    fs.writeFileSync(path.join(out, 'fonts/a.bin'), 'fonts one');
    expect(buildIntact(out, stamp)).toBe(true);
    fs.writeFileSync(path.join(out, 'rules/extra.bin'), 'not in the manifest');
    expect(buildIntact(out, stamp)).toBe(false);
    fs.rmSync(path.join(out, 'rules/extra.bin'));
  });

  it('hashes again only when a file’s size or time changed since the last check that passed', () => {
    writeKeepingTime(path.join(out, 'sef/a.bin'), 'sef one');
    manifest();
    expect(buildIntact(out, stamp)).toBe(true);
    // Same size and time: trusted from the stamp (the server's own check at start still hashes it).
    writeKeepingTime(path.join(out, 'sef/a.bin'), 'sef two');
    expect(buildIntact(out, stamp)).toBe(true);
    fs.rmSync(stamp);
    expect(buildIntact(out, stamp)).toBe(false);
    writeKeepingTime(path.join(out, 'sef/a.bin'), 'sef one');
    expect(buildIntact(out, stamp)).toBe(true);
  });

  it('names the first file that keeps the folder from its manifest', () => {
    manifest();
    expect(buildMismatch(out)).toBeNull();
    fs.writeFileSync(path.join(out, 'rules/a.bin'), 'rules changed');
    expect(buildMismatch(out)).toBe("rules/a.bin: SHA-256 differs from the manifest's");
    fs.rmSync(path.join(out, 'rules/a.bin'));
    expect(buildMismatch(out)).toBe('rules/a.bin: missing');
    fs.writeFileSync(path.join(out, 'rules/a.bin'), 'rules one');
    fs.writeFileSync(path.join(out, 'xsd/extra.xsd'), 'not in the manifest');
    expect(buildMismatch(out)).toBe('xsd/extra.xsd: not listed in the manifest');
    fs.rmSync(path.join(out, 'xsd/extra.xsd'));
    fs.writeFileSync(path.join(out, 'manifest.json'), '{}');
    expect(buildMismatch(out)).toBe('manifest.json: carries no SHA-256 table');
  });

  it('refuses a folder without a manifest', () => {
    fs.rmSync(path.join(out, 'manifest.json'));
    expect(buildIntact(out, stamp)).toBe(false);
    expect(buildMismatch(out)).toMatch(/^manifest\.json: missing or unreadable/);
  });
});
