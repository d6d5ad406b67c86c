import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DAMAGE_KINDS } from '@einvoice/test-support/damage/damageKinds';
import { freePort } from '@einvoice/test-support/proxy/startPostgres';
import { answers, npmStart, sleep, stop } from './npmStart.ts';
import type { Stage } from './stagesBench.ts';
import { median } from './stats.ts';

const KEY = 'sk_live_apistagesbenchapistages0001';

/**
 * The four stages of one invoice as an integrator meets them: `npm start` (the bundled server, its engine
 * workers, PGlite), then POST /api/v3/{validate,fix,convert,render} over loopback HTTP with the JSON body a
 * client sends; seconds from sending the request to the last byte of the answer, one warm-up and `runs` timed.
 * Same requests as the in-process stages: fix permissive with one damaged total, convert to XRechnung CII
 * (loss allowed), render HTML.
 */
export async function apiStagesBench(xml: string, runs: number) {
  const damaged = DAMAGE_KINDS.find((k) => k.id === 'line-total-wrong')?.damage(xml);
  if (!damaged) throw new Error('damage kind line-total-wrong is gone or finds nothing to damage');
  const bodies: Record<Stage, string> = {
    validate: JSON.stringify({ xml }),
    fix: JSON.stringify({ xml: damaged, mode: 'permissive' }),
    convert: JSON.stringify({ xml, target: 'xrechnung-cii', allowLoss: true }),
    render: JSON.stringify({ xml, format: 'html' }),
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'einvoice-api-stages-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/v3`;
  const started = npmStart(dataDir, port, KEY);
  try {
    while (!(await answers(`${base}/health`))) await sleep(50);
    const rows = [];
    for (const [stage, body] of Object.entries(bodies)) {
      const times: number[] = [];
      let status = 0;
      let bytes = 0;
      for (let i = 0; i <= runs; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}/${stage}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
          body,
        });
        bytes = (await res.arrayBuffer()).byteLength;
        status = res.status;
        if (status !== 200) throw new Error(`${stage} answered ${status}`);
        if (i > 0) times.push((performance.now() - t0) / 1000);
      }
      rows.push({
        stage,
        's (median)': Number(median(times).toFixed(2)),
        runs: times.map((t) => t.toFixed(2)).join(', '),
        'request MB': Number((body.length / 1e6).toFixed(1)),
        'answer MB': Number((bytes / 1e6).toFixed(1)),
        status,
      });
    }
    return rows;
  } finally {
    await stop(started.child, port);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
