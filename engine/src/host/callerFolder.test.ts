/**
 * Issue 38 point 7: a program an npm script runs reads and writes relative paths from the folder npm was called
 * from (INIT_CWD), not from the clone's root where npm runs it. Run as a user does: `npm --prefix <clone> run …`
 * from a scratch folder outside the clone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterCallerFolder } from './commandLine.ts';
import { repoRoot } from './repoRoot.ts';

const VALID = path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml');
let dir: string;

/** `npm run <script> -- args` from `dir`, with an environment of no npm script (a terminal's). */
function npmRun(script: string, args: string[], input?: Buffer) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') && k !== 'INIT_CWD'),
  );
  return spawnSync('npm', ['--prefix', repoRoot, 'run', '--silent', script, '--', ...args], {
    cwd: dir,
    env: { ...env, NO_COLOR: '1' },
    encoding: 'utf8',
    ...(input ? { input } : {}),
    timeout: 120_000,
  });
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caller-folder-'));
  fs.copyFileSync(VALID, path.join(dir, 'invoice.xml'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('relative paths are the caller’s', () => {
  it('npm run cli -- validate ./invoice.xml reads the caller’s invoice', () => {
    const run = npmRun('cli', ['validate', '--json', './invoice.xml']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).valid).toBe(true);
  });

  it('npm run validator writes its reports, the stdin one too, into the caller’s folder', () => {
    const named = npmRun('validator', ['./invoice.xml']);
    expect(named.status, named.stderr).toBe(0);
    const piped = npmRun('validator', [], fs.readFileSync(VALID));
    expect(piped.status, piped.stderr).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(['invoice-report.xml', 'invoice.xml', 'stdin-report.xml']);
    expect(fs.existsSync(path.join(repoRoot, 'stdin-report.xml'))).toBe(false);
  });

  it('a program a script’s child starts keeps its own folder (INIT_CWD of another npm run)', () => {
    const before = process.cwd();
    enterCallerFolder({ INIT_CWD: dir, npm_lifecycle_script: 'vitest run' });
    expect(process.cwd()).toBe(before);
  });
});
