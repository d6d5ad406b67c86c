import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { freePort } from '@einvoice/test-support/proxy/startPostgres';
import { answers, npmStart, sleep, stop } from './npmStart.ts';

const KEY = 'sk_live_firststartfirststart0001';

/** Kilobytes under `dir` (`du -sk`). */
const diskKb = (dir: string) =>
  existsSync(dir) ? Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) : 0;

/**
 * The first start of a fresh clone as a new user meets it: `git clone` of this checkout's HEAD (committed work
 * only) into a folder beside it, so `../shared` resolves as for the checkout; `npm install` as the README says
 * (from the npm cache); then `npm start` until /api/v3/health answers 200 (polled every 200 ms), then until the
 * page at / does (built after the server answers). Also what setup and the server report of
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
      // The page is built after the server answers (npm start's --page-later): until it is built and / answers.
      // Built means setup's stamp is written (vite writes index.html before it has finished).
      const pageStamp = path.join(clone, 'node_modules/.cache/einvoice-check/web-build.sha256');
      while (!existsSync(pageStamp) || !(await answers(`http://127.0.0.1:${port}/`))) {
        if (started.child.exitCode !== null) throw new Error(`npm start exited:\n${started.output()}`);
        await sleep(500);
      }
      const page = (performance.now() - t1) / 1000;
      const out = started.output();
      return {
        commit: commit.slice(0, 7),
        install,
        health,
        page,
        setup: Number(/setup: done in ([\d.]+) s/.exec(out)?.[1]),
        steps: setupSteps(out),
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

/**
 * Where setup's time went, from the progress lines it prints (`setup [n/3, <elapsed> s] …` as each step starts,
 * `setup: done in <s> s`): finding the artefacts, the compiled rules, the page, the server bundle.
 */
export function setupSteps(
  out: string,
): { locate: number; rules: number; web: number; server: number } | null {
  const at = [1, 2, 3].map((n) => Number(new RegExp(`setup \\[${n}/3, ([\\d.]+) s\\]`).exec(out)?.[1]));
  const done = Number(/setup: done in ([\d.]+) s/.exec(out)?.[1]);
  const [rules, web, server] = at as [number, number, number];
  if ([rules, web, server, done].some(Number.isNaN)) return null;
  return { locate: rules, rules: web - rules, web: server - web, server: done - server };
}

/** Prints the first-start figures. */
export function printFirstStart(f: Awaited<ReturnType<typeof firstStartBench>>): void {
  console.log(
    `\nFirst start of a fresh clone (${f.commit}, ../shared beside it, ${f.cores} cores, load average ` +
      `${f.load.map((l) => l.toFixed(1)).join(' → ')}): npm install ${f.install.toFixed(1)} s; npm start → /health 200 after ` +
      `${f.health.toFixed(1)} s, the page at / after ${f.page.toFixed(1)} s (setup ${f.setup.toFixed(1)} s, server ready ${f.serverReady.toFixed(1)} s, ` +
      `${f.serverCpu.toFixed(1)} s CPU); disk ${Math.round(f.diskMb)} MB, of which built ${Math.round(f.builtMb)} MB`,
  );
  if (f.steps)
    console.log(
      `  setup by step: artefacts located ${f.steps.locate.toFixed(1)} s, compiled rules ${f.steps.rules.toFixed(1)} s, ` +
        `page (web/dist) ${f.steps.web.toFixed(1)} s, server bundle ${f.steps.server.toFixed(1)} s`,
    );
}
