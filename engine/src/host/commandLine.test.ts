/**
 * Every program of the project run as its npm script runs it (root and workspace scripts of the form
 * `node … FILE.ts`, and each command of the engine CLI): `--help` prints its usage on stdout and exits 0, doing
 * nothing else; an unknown option exits 2 with one line on stderr naming it, never a stack trace — except the
 * KoSIT drop-in `validator`, which keeps KoSIT's return code for bad arguments (-1, exit status 255).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repoRoot.ts';

interface Program {
  name: string;
  cwd: string;
  /** Node's arguments and the script, as the npm script gives them. */
  nodeArgs: string[];
  /** Words before the options (a command of the engine CLI). */
  command: string[];
}

const SCRIPT = /^node((?: --[\w-]+(?:=\S+)?| --import tsx)*) (\S+\.ts)$/;

function programsOf(dir: string, prefix: string): Program[] {
  const scripts = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts ?? {};
  return Object.entries(scripts as Record<string, string>).flatMap(([name, line]) => {
    const m = SCRIPT.exec(line);
    if (!m?.[2]) return [];
    const nodeArgs = [...(m[1] ?? '').trim().split(' ').filter(Boolean), m[2]];
    return [{ name: `${prefix}${name}`, cwd: dir, nodeArgs, command: [] }];
  });
}

const root = programsOf(repoRoot, '');
const cli = root.find((p) => p.name === 'cli');
const programs = [
  ...root,
  ...['engine', 'rulesets', 'proxy', 'web', 'e2e'].flatMap((w) =>
    programsOf(path.join(repoRoot, w), `${w}:`),
  ),
  ...(cli
    ? ['validate', 'render', 'convert', 'fix'].map((c) => ({ ...cli, name: `cli ${c}`, command: [c] }))
    : []),
];

const run = (p: Program, ...args: string[]) =>
  promisify(execFile)(process.execPath, [...p.nodeArgs, ...p.command, ...args], {
    cwd: p.cwd,
    encoding: 'utf8',
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );

// Concurrent: each case is a process of its own, mostly waiting for its imports.
describe.concurrent('every program’s command line', () => {
  it('covers the programs the issue names', () => {
    expect(programs.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'setup',
        'cli',
        'keys',
        'bench',
        'verify',
        'compat',
        'evidence-key',
        'rulesets:build',
        'rulesets:pin',
        'cli fix',
      ]),
    );
  });

  it.each(programs.map((p) => [p.name, p] as const))('%s: --help is its usage, exit 0', async (_, p) => {
    const r = await run(p, '--help');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(/^usage: /i);
  });

  it.each(programs.map((p) => [p.name, p] as const))(
    '%s: an unknown option is one line on stderr, exit 2 (validator: 255, as KoSIT)',
    async (_, p) => {
      const r = await run(p, '--no-such-option');
      expect(r.code).toBe(p.name === 'validator' ? 255 : 2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain('--no-such-option');
    },
  );
});
