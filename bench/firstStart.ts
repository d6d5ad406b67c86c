import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { freePort } from '@einvoice/test-support/proxy/startPostgres';
import { answers, npmStart, sleep, stop } from './npmStart.ts';

const KEY = 'sk_live_firststartfirststart0001';

/** Kilobytes under `dir` (`du -sk`). */
const diskKb = (dir: string) => Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]);

/**
 * The first start of a fresh clone as a new user meets it: `git clone` of this checkout's HEAD (committed work
 * only) into a folder beside it, so `../shared` resolves as for the checkout; `npm install` as the README says
 * (from the npm cache); then `npm start` until /api/v3/health answers 200 (polled every 200 ms). Also what setup and the server report of
 * their own time, the clone's disk use, and the load average, which on a shared machine says what the times mean.
 */
export async function firstStartBench() {
  const clone = path.join(path.dirname(repoRoot), `fresh-clone-${process.pid}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'einvoice-first-start-'));
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const loadBefore = os.loadavg()[0] as number;
  try {
    execFileSync('git', ['clone', '-q', '--no-checkout', repoRoot, clone]);
    execFileSync('git', ['checkout', '-q', commit], { cwd: clone });
    const t0 = performance.now();
    execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: clone,
      stdio: 'ignore',
    });
    const install = (performance.now() - t0) / 1000;
    const port = await freePort();
    const t1 = performance.now();
    const started = npmStart(dataDir, port, KEY, clone);
    try {
      while (!(await answers(`http://127.0.0.1:${port}/api/v3/health`))) {
        if (started.child.exitCode !== null) throw new Error(`npm start exited:\n${started.output()}`);
        await sleep(200);
      }
      const health = (performance.now() - t1) / 1000;
      const out = started.output();
      return {
        commit: commit.slice(0, 7),
        install,
        health,
        setup: Number(/setup: done in ([\d.]+) s/.exec(out)?.[1]),
        serverReady: Number(/ready ([\d.]+) s after the process started/.exec(out)?.[1]),
        serverCpu: Number(/\(([\d.]+) s CPU\)/.exec(out)?.[1]),
        diskMb: diskKb(clone) / 1024,
        builtMb:
          ['rulesets/build', 'web/dist', 'proxy/dist', 'node_modules/.cache']
            .map((dir) => diskKb(path.join(clone, dir)))
            .reduce((a, b) => a + b, 0) / 1024,
        load: [loadBefore, os.loadavg()[0] as number],
        cores: os.availableParallelism(),
      };
    } finally {
      await stop(started.child, port);
    }
  } finally {
    rmSync(clone, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the first-start figures. */
export function printFirstStart(f: Awaited<ReturnType<typeof firstStartBench>>): void {
  console.log(
    `\nFirst start of a fresh clone (${f.commit}, ../shared beside it, ${f.cores} cores, load average ` +
      `${f.load.map((l) => l.toFixed(1)).join(' → ')}): npm install ${f.install.toFixed(1)} s; npm start → /health 200 after ` +
      `${f.health.toFixed(1)} s (setup ${f.setup.toFixed(1)} s, server ready ${f.serverReady.toFixed(1)} s, ` +
      `${f.serverCpu.toFixed(1)} s CPU); disk ${Math.round(f.diskMb)} MB, of which built ${Math.round(f.builtMb)} MB`,
  );
}
