/**
 * `npm run setup` with RULESETS_BUILD_DIR on a damaged copy of the rules build (its largest rules file cut in
 * half, as the probe of issue 30 did): setup refuses before building anything, naming the file, leaves the
 * page (web/dist) and its stamp untouched, and the next start without the override has nothing to build.
 * Runs the real setup against this checkout: first as `npm test` does (a no-op there; after an edit it builds
 * what the edit made stale), so that what follows starts from an up-to-date checkout.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';
import { buildDir } from '@einvoice/rulesets/paths';
import { afterAll, describe, expect, it } from 'vitest';

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'setup-damaged-'));
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

const runSetup = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'tooling/src/setup/setup.ts'], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });

/** Every file's path, size and modification time under `dir`. */
function snapshot(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      const st = fs.statSync(file);
      return `${path.relative(dir, file)} ${st.size} ${st.mtimeMs}`;
    })
    .sort();
}

describe('setup with a damaged RULESETS_BUILD_DIR', () => {
  it('refuses naming the file, builds nothing, and the next start has nothing to do', () => {
    expect(runSetup(process.env).status).toBe(0);
    fs.cpSync(buildDir, copy, { recursive: true, filter: (p) => !p.includes(`${path.sep}.cache`) });
    const rules = path.join(copy, 'rules');
    const [largest] = fs
      .readdirSync(rules)
      .map((name) => ({ name, size: fs.statSync(path.join(rules, name)).size }))
      .sort((a, b) => b.size - a.size);
    if (!largest) throw new Error(`no rules files in ${buildDir}`);
    fs.truncateSync(path.join(rules, largest.name), Math.floor(largest.size / 2));
    const dist = path.join(repoRoot, 'web/dist');
    const webStamp = path.join(repoRoot, 'node_modules/.cache/einvoice-check/web-build.sha256');
    const distBefore = snapshot(dist);
    const stampBefore = fs.readFileSync(webStamp, 'utf8');

    const refused = runSetup({ ...process.env, RULESETS_BUILD_DIR: copy });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`rules/${largest.name}: SHA-256 differs from the manifest's`);
    expect(refused.stderr).toContain('nothing was built from it');
    expect(refused.stdout).toBe('');
    expect(snapshot(dist)).toEqual(distBefore);
    expect(fs.readFileSync(webStamp, 'utf8')).toBe(stampBefore);

    const next = runSetup(process.env);
    expect(next.status).toBe(0);
    expect(next.stdout).toContain('] rules: up to date');
    expect(next.stdout).toContain('] web: up to date');
    expect(next.stdout).toContain('server: up to date');
    expect(snapshot(dist)).toEqual(distBefore);
  }, 600_000);
});
