import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createNodeEngine } from '@einvoice/engine/node';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import { ensureBundle, serverBundleSpec } from '@einvoice/tooling/serverBundle';
import { largestLines } from './compiledBench.ts';
import { post } from './gapBench.ts';
import { jvmBench } from './jvmBench.ts';
import { run, serverTimings, startLoadServer } from './loadBench.ts';
import { median } from './stats.ts';

const TYPICAL = 'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml';
const BUNDLE = ['proxy/dist/main.mjs'];

const ENGINE_TARGET_MS = 1.0;
const THROUGHPUT_TARGET = 2;

interface Case {
  name: string;
  file: string;
  /** Issue 37's target: API time over the JVM's parse + EN 16931 XSLT. */
  target: number;
  /** Requests timed at one client. */
  count: number;
  /** Untimed runs before, as many for the API as for the JVM: both sides are compared warm. */
  warmUp: number;
  /** JVM timed runs. */
  jvmRuns: number;
}

/**
 * Issue 37's comparison, all in one run on one machine: full validation (XSD + EN 16931 + XRechnung) through
 * `POST /api/v3/validate` of the server `npm start` runs (the bundle, two engine workers, PGlite, live keys; one
 * keep-alive client on loopback, medians) against the JVM's warm Saxon-HE running only the official EN 16931
 * XSLT on a parsed tree (parse + transform, jvmBench.ts), for the typical XRechnung, 1,000 lines and the largest
 * invoice under 10 MB; the engine alone in this process (Node, warm) on the typical invoice; and typical
 * validations per second at 8 clients against the JVM's single-thread rate.
 */
export async function jvmRatiosBench(options: { quick: boolean }) {
  await ensureBundle(serverBundleSpec(repoRoot));
  const loadBefore = os.loadavg()[0] as number;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jvm-ratios-'));
  const generated = (name: string, lines: number) => {
    const file = path.join(tmp, name);
    fs.writeFileSync(file, largeUblInvoice(lines));
    return file;
  };
  const cases: Case[] = [
    {
      name: 'typical',
      file: path.join(corpusDir, TYPICAL),
      target: 0.8,
      count: options.quick ? 100 : 500,
      warmUp: options.quick ? 100 : 500,
      jvmRuns: options.quick ? 100 : 500,
    },
    {
      name: '1,000 lines',
      file: generated('lines-1000.xml', 1000),
      target: 0.7,
      count: options.quick ? 10 : 40,
      warmUp: options.quick ? 10 : 40,
      jvmRuns: options.quick ? 10 : 40,
    },
    {
      name: '10 MB',
      file: generated('largest.xml', largestLines()),
      target: 0.7,
      count: options.quick ? 2 : 5,
      warmUp: options.quick ? 2 : 5,
      jvmRuns: options.quick ? 2 : 5,
    },
  ];
  const seconds = options.quick ? 5 : 15;
  try {
    const { server, keys, stop } = await startLoadServer(2, undefined, BUNDLE);
    const api: { client: number; engine: number }[] = [];
    let perSecond = 0;
    try {
      const url = new URL(`${server.url}/api/v3/validate`);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (const c of cases) {
          const body = JSON.stringify({ xml: fs.readFileSync(c.file, 'utf8') });
          const client: number[] = [];
          const engine: number[] = [];
          for (let i = 0; i < c.warmUp + c.count; i++) {
            const r = await post(url, agent, keys[i % keys.length] as string, body);
            if (i < c.warmUp) continue;
            client.push(r.ms);
            engine.push(serverTimings(r.serverTiming).ms.engine ?? Number.NaN);
          }
          api.push({ client: median(client), engine: median(engine) });
        }
      } finally {
        agent.destroy();
      }
      const typicalBody = JSON.stringify({ xml: fs.readFileSync(cases[0]?.file as string, 'utf8') });
      const { result } = await run(url.href, keys, typicalBody, 8, { duration: seconds });
      perSecond = result.requests.total / seconds;
    } finally {
      await stop();
    }

    const engineAlone = await engineAloneMs(cases[0]?.file as string, options.quick ? 500 : 2000);
    const rows = cases.map((c, i) => {
      const jvm = jvmBench(c.file, c.warmUp, c.jvmRuns);
      const a = api[i] as { client: number; engine: number };
      return {
        case: c.name,
        bytes: fs.statSync(c.file).size,
        apiMs: a.client,
        engineMs: a.engine,
        jvmCenMs: jvm.parse + jvm.cen,
        jvmFullMs: jvm.total,
        ratio: a.client / (jvm.parse + jvm.cen),
        target: c.target,
      };
    });
    const jvmPerSecond = 1000 / (rows[0]?.jvmCenMs as number);
    return {
      load: { before: loadBefore, after: os.loadavg()[0] as number },
      rows,
      engineAlone: { ms: engineAlone, target: ENGINE_TARGET_MS },
      throughput: { perSecond, jvmPerSecond, ratio: perSecond / jvmPerSecond, target: THROUGHPUT_TARGET },
    };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The engine alone in this process: warm median of full validations of one file, ms. */
async function engineAloneMs(file: string, runs: number): Promise<number> {
  const engine = await createNodeEngine();
  const xml = fs.readFileSync(file, 'utf8');
  for (let i = 0; i < runs; i++) await engine.validate({ xml });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await engine.validate({ xml });
    times.push(performance.now() - t0);
  }
  return median(times);
}

export function printJvmRatios(r: Awaited<ReturnType<typeof jvmRatiosBench>>): void {
  const ms = (x: number) => Number(x.toFixed(x < 10 ? 2 : 1));
  const held = (ok: boolean) => (ok ? 'met' : 'not met');
  console.log(
    "\nIssue 37: full validation through POST /api/v3/validate (npm start's bundle, 2 workers, one keep-alive client) against the JVM (warm Saxon-HE, parse + EN 16931 XSLT alone), medians, ms",
  );
  console.table(
    r.rows.map((row) => ({
      case: row.case,
      MB: Number((row.bytes / 1e6).toFixed(2)),
      'API (client sees)': ms(row.apiMs),
      'engine (Server-Timing)': ms(row.engineMs),
      'JVM parse + EN 16931': ms(row.jvmCenMs),
      'JVM XSD + both XSLTs': ms(row.jvmFullMs),
      'API / JVM': Number(row.ratio.toFixed(2)),
      target: `≤ ${row.target}× (${held(row.ratio <= row.target)})`,
    })),
  );
  const e = r.engineAlone;
  const t = r.throughput;
  console.log(
    `Engine alone (Node, warm, in this process), typical: ${ms(e.ms)} ms (target ≤ ${e.target} ms: ${held(e.ms <= e.target)})`,
  );
  console.log(
    `Throughput, typical at 8 clients, 2 engine workers: ${Math.round(t.perSecond)} validations/s against the JVM's single-thread ` +
      `${Math.round(t.jvmPerSecond)}/s → ${t.ratio.toFixed(2)}× (target ≥ ${t.target}×: ${held(t.ratio >= t.target)})`,
  );
  console.log(`Load average (1 min): ${r.load.before.toFixed(1)} before, ${r.load.after.toFixed(1)} after`);
}
