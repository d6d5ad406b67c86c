import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { jvmBench } from './jvmBench.ts';
import { serverTimings, startLoadServer } from './loadBench.ts';
import { median } from './stats.ts';

const TYPICAL = 'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml';
const WARM_UP = 30;

/** One POST on a keep-alive agent: the client-seen time (request written to answer read) and Server-Timing. */
export function post(url: URL, agent: http.Agent, key: string, body: string) {
  return new Promise<{ ms: number; serverTiming: string | null }>((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${key}`,
        },
      },
      (res) => {
        res.resume();
        res.once('end', () => {
          if (res.statusCode !== 200) reject(new Error(`validate answered ${res.statusCode}`));
          const header = res.headers['server-timing'];
          resolve({ ms: performance.now() - t0, serverTiming: typeof header === 'string' ? header : null });
        });
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

/**
 * The typical XRechnung through POST /api/v3/validate as issue 28 measured it: the real server (two engine
 * workers, PGlite, live keys), one keep-alive client on loopback sending `count` requests one after another
 * (after a warm-up); medians of what the client sees and of the Server-Timing parts per request. Beside it,
 * the JVM's warm time for the same invoice (jvmBench.ts).
 */
export async function gapBench(count: number, jvmRuns: number) {
  const file = path.join(corpusDir, TYPICAL);
  const body = JSON.stringify({ xml: fs.readFileSync(file, 'utf8') });
  const { server, keys, stop } = await startLoadServer(2);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: Record<string, number>[] = [];
  try {
    const url = new URL(`${server.url}/api/v3/validate`);
    for (let i = 0; i < WARM_UP + count; i++) {
      const { ms, serverTiming } = await post(url, agent, keys[i % keys.length] as string, body);
      if (i < WARM_UP) continue;
      const t = serverTimings(serverTiming).ms;
      samples.push({ ...t, client: ms, clientLessEngine: ms - (t.engine ?? Number.NaN) });
    }
  } finally {
    agent.destroy();
    await stop();
  }
  const m = (name: string) => median(samples.map((s) => s[name] ?? Number.NaN));
  return {
    requests: count,
    client: m('client'),
    total: m('total'),
    engine: m('engine'),
    pool: m('pool'),
    body: m('body'),
    admit: m('admit'),
    clientLessEngine: m('clientLessEngine'),
    jvm: jvmBench(file, jvmRuns, jvmRuns),
  };
}

/** Prints the gap figures: client-seen beside Server-Timing beside the JVM, one table. */
export function printGap(g: Awaited<ReturnType<typeof gapBench>>): void {
  const ms = (x: number) => Number(x.toFixed(2));
  console.log(
    `\nServer-Timing gap: typical XRechnung (01.13a UBL) through POST /api/v3/validate, one keep-alive client on loopback, medians of ${g.requests} (ms)`,
  );
  console.table([
    {
      'client sees': ms(g.client),
      'Server-Timing total': ms(g.total),
      engine: ms(g.engine),
      'pool (hand-off + engine)': ms(g.pool),
      body: ms(g.body),
      'admit (beside pool)': ms(g.admit),
      'client − engine': ms(g.clientLessEngine),
    },
  ]);
  const j = g.jvm;
  console.log(
    `JVM, same invoice, warm in one JVM (JDK XSD validator + Saxon-HE s9api, medians): XSD ${ms(j.xsd)}, parse ${ms(j.parse)}, ` +
      `EN 16931 XSLT ${ms(j.cen)}, XRechnung XSLT ${ms(j.xrechnung)} → ${ms(j.total)} ms per invoice`,
  );
}
