import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDir, rulesetsDir } from '@einvoice/rulesets/paths';
import { REGISTRY_FILE, type RegistryRelease } from '@einvoice/rulesets/registry';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { addRelease, ReleaseRefused } from './addRelease.ts';

const FOLDER = path.join(rulesetsDir(), 'peppol-bis-3-3.0.21');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-add-test-'));
const original = JSON.parse(fs.readFileSync(REGISTRY_FILE, 'utf8')) as { releases: RegistryRelease[] };
const is3021 = (r: RegistryRelease) => r.ruleset === 'peppol' && r.version === '3.0.21';
const entry3021 = original.releases.find(is3021) as RegistryRelease;

/** A copy of the registry without Peppol 3.0.21. */
function registryWithout3021(name: string): string {
  const file = path.join(work, name);
  fs.writeFileSync(
    file,
    JSON.stringify({ ...original, releases: original.releases.filter((r) => !is3021(r)) }),
  );
  return file;
}

/** The release's folder as a ZIP (GitHub-style: one top folder), optionally with one file's bytes changed. */
function archiveOf(name: string, tamper = false): string {
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, f.name);
      if (f.isDirectory()) walk(full);
      else
        files[`peppol-bis-3-3.0.21/${path.relative(FOLDER, full)}`] = new Uint8Array(fs.readFileSync(full));
    }
  };
  walk(FOLDER);
  if (tamper) {
    const key = 'peppol-bis-3-3.0.21/schematron/PEPPOL-EN16931-UBL.sch';
    files[key] = Buffer.from(
      Buffer.from(files[key] as Uint8Array)
        .toString('utf8')
        .replace('0088', '0089'),
    );
  }
  const file = path.join(work, name);
  fs.writeFileSync(file, zipSync(files, { mtime: new Date('2026-05-20T00:00:00Z') }));
  return file;
}

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const request = {
  owner: entry3021.owner,
  ruleset: 'peppol',
  version: '3.0.21',
  published: entry3021.published as string,
  inForce: entry3021.inForceFrom as string,
  revision: entry3021.sources[0]?.revision as string,
  url: entry3021.sources[0]?.url as string,
  tests: entry3021.tests,
  log: () => undefined,
};

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('npm run rules -- add', () => {
  it('3.0.21 removed from a copy of the registry and added back from its folder: the same entry and build', async () => {
    const registry = registryWithout3021('from-folder.json');
    const result = await addRelease({ ...request, source: FOLDER, registry });
    try {
      expect(result.entry).toEqual(entry3021);
      const written = JSON.parse(fs.readFileSync(registry, 'utf8')) as { releases: RegistryRelease[] };
      expect(written.releases.filter(is3021)).toEqual([entry3021]);
      // The build made with it has the same rules, file for file, as the repository's build.
      const ours = JSON.parse(fs.readFileSync(path.join(result.build, 'manifest.json'), 'utf8'));
      const real = JSON.parse(fs.readFileSync(path.join(buildDir, 'manifest.json'), 'utf8'));
      // The intake builds the compiled rules only; the reference stylesheets come with `npm run setup -- --reference`.
      for (const id of ['peppol-ubl', 'peppol-cii', 'peppol-ubl-3.0.20', 'peppol-ubl-3.0.19']) {
        const file = `rules/${id}.json`;
        expect(ours.integrity.files[file], file).toBe(real.integrity.files[file]);
        expect(ours.integrity.files[`sef/${id}.sef.json`], file).toBeUndefined();
      }
      // The rule-id diff against 3.0.20 names what 3.0.21 added and changed (DK-R-003, the new EAS rules).
      expect(result.diff?.from).toBe('3.0.20');
      expect(result.diff?.changed).toContain('DK-R-003');
      expect(result.diff?.added).toContain('PEPPOL-COMMON-R054');
    } finally {
      result.cleanup();
    }
  }, 300_000);

  it('an archive matching its pin is taken in with its SHA-256 recorded', async () => {
    const registry = registryWithout3021('from-archive.json');
    const zip = archiveOf('peppol-bis-3-3.0.21.zip');
    const result = await addRelease({ ...request, source: zip, sha256: sha(zip), registry });
    try {
      expect(result.entry).toEqual({
        ...entry3021,
        sources: [{ ...entry3021.sources[0], archiveSha256: sha(zip) }],
      });
    } finally {
      result.cleanup();
    }
  }, 300_000);

  it('a tampered archive is refused by the command and nothing changes', () => {
    const registry = registryWithout3021('tampered.json');
    const before = fs.readFileSync(registry, 'utf8');
    const manifestBefore = fs.readFileSync(path.join(buildDir, 'manifest.json'), 'utf8');
    const pin = sha(archiveOf('genuine.zip'));
    const tampered = archiveOf('tampered.zip', true);
    const leftBefore = fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('rules-add-')).length;
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'rulesCommand.ts'),
        'add',
        tampered,
        ...['--owner', 'OpenPEPPOL', '--ruleset', 'peppol', '--version', '3.0.21'],
        ...['--published', '2026-05-20', '--in-force', '2026-08-17', '--sha256', pin, '--registry', registry],
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`differs from the pin ${pin}: refused, nothing changed`);
    expect(fs.readFileSync(registry, 'utf8')).toBe(before);
    expect(fs.readFileSync(path.join(buildDir, 'manifest.json'), 'utf8')).toBe(manifestBefore);
    expect(fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('rules-add-')).length).toBe(leftBefore);
  });

  it('a release whose own tests fail is refused and the registry is unchanged', async () => {
    // 3.0.21's files judged against the 3.0.19 reference verdicts (peppol-unit): the rules that changed disagree.
    const registry = registryWithout3021('failing.json');
    const before = fs.readFileSync(registry, 'utf8');
    const refused = await addRelease({ ...request, source: FOLDER, registry, tests: ['peppol-unit'] }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ReleaseRefused);
    expect((refused as Error).message).toMatch(/^the owner's tests peppol-unit fail under peppol 3\.0\.21: /);
    expect(fs.readFileSync(registry, 'utf8')).toBe(before);
  }, 300_000);
});
