import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { freePort } from '@einvoice/test-support/proxy/startPostgres';
import { answers, npmStart, sleep, stop } from './npmStart.ts';
import { median } from './stats.ts';

const KEY = 'sk_live_startbenchstartbench0001';
const TYPICAL = 'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml';

/**
 * A second `npm start` measured as a user sees it: setup finds nothing stale, the server opens an existing
 * DATA_DIR; seconds from the command to the first 200 of /health and to the first 200 of a typical validate
 * (polled every 20 ms), and the CPU the server process reports for its start (all threads). The first
 * start, untimed, creates the database and leaves setup's stamps current.
 */
export async function startBench(runs: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'einvoice-start-'));
  const body = JSON.stringify({ xml: readFileSync(path.join(corpusDir, TYPICAL), 'utf8') });
  const validate = {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    body,
  };
  const health: number[] = [];
  const firstValidate: number[] = [];
  const cpu: number[] = [];
  try {
    for (let i = 0; i <= runs; i++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}/api/v3`;
      const t0 = performance.now();
      const started = npmStart(dataDir, port, KEY);
      try {
        while (!(await answers(`${base}/health`))) await sleep(20);
        const tHealth = performance.now();
        while (!(await answers(`${base}/validate`, validate))) await sleep(20);
        const tValidate = performance.now();
        if (i === 0) continue; // the first start creates the database
        health.push((tHealth - t0) / 1000);
        firstValidate.push((tValidate - t0) / 1000);
        const reported = /\(([\d.]+) s CPU\)/.exec(started.output())?.[1];
        cpu.push(Number(reported));
      } finally {
        await stop(started.child, port);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { runs, health, firstValidate, cpu };
}

/** Prints the start figures. */
export function printStart(s: Awaited<ReturnType<typeof startBench>>): void {
  const f = (xs: number[]) => `${median(xs).toFixed(1)} s (${xs.map((x) => x.toFixed(1)).join(', ')})`;
  console.log(
    `\nSecond start (npm start, nothing stale, existing DATA_DIR; median of ${s.runs}): /health 200 after ${f(s.health)}, ` +
      `first validate 200 after ${f(s.firstValidate)}; server CPU until ready ${f(s.cpu)}`,
  );
}
