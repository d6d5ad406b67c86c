import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import {
  denseObjectStream,
  overdeclaredObjectStream,
  overdeclaredXrefStream,
} from '@einvoice/test-support/hostile/pdfShapes';
import { run, startLoadServer } from './loadBench.ts';

/**
 * Issue 34's mixed load: normal validations of the typical invoice from some accounts, alone and then with
 * hostile PDFs sent beside them from other accounts (the issue's 2,000,000-entry object stream, an object
 * stream of 200,000 honest objects, a cross-reference stream over-declaring 3,000,000 entries), on two engine
 * workers. The target: the normal p99 under the mix within 2× of the p99 without it.
 */

const TYPICAL = 'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml';
const NORMAL_CLIENTS = 4;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export interface HostileMixResult {
  workers: number;
  seconds: number;
  alone: { requests: number; p50: number; p99: number; errors: number };
  mixed: { requests: number; p50: number; p99: number; errors: number };
  hostile: { shape: string; bytes: number; requests: number; status: string; p99: number }[];
}

export async function hostileMixBench(options: { quick: boolean }): Promise<HostileMixResult> {
  const workers = 2;
  const seconds = options.quick ? 5 : 15;
  const normal = JSON.stringify({ xml: readFileSync(path.join(corpusDir, TYPICAL), 'utf8') });
  const shapes = {
    'object stream declaring 2,000,000 entries': overdeclaredObjectStream(2_000_000),
    'object stream of 200,000 objects': denseObjectStream(200_000),
    'xref stream declaring 3,000,000 entries': overdeclaredXrefStream(3_000_000),
  };
  const { server, keys, stop } = await startLoadServer(workers);
  // Normal and hostile requests come from different accounts.
  const normalKeys = keys.slice(0, keys.length / 2);
  const hostileKeys = keys.slice(keys.length / 2);
  const url = `${server.url}/api/v3/validate`;
  const hostileBodies = Object.values(shapes).map((pdf) =>
    JSON.stringify({ xmlBase64: Buffer.from(pdf).toString('base64') }),
  );
  const stats = (latencies: number[], requests: number, errors: number) => {
    latencies.sort((a, b) => a - b);
    return { requests, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
  };
  try {
    // Both workers warm on both kinds (a worker's first PDF loads the PDF reader: seconds on a loaded machine).
    await run(url, normalKeys, normal, workers, { amount: 20 * workers });
    for (const body of hostileBodies) await run(url, hostileKeys, body, workers, { amount: 5 * workers });
    const alone = await run(url, normalKeys, normal, NORMAL_CLIENTS, { duration: seconds });
    const statuses = Object.values(shapes).map(() => new Map<number, number>());
    const [mixed, ...hostile] = await Promise.all([
      run(url, normalKeys, normal, NORMAL_CLIENTS, { duration: seconds }),
      ...hostileBodies.map((body, i) =>
        run(url, hostileKeys, body, 1, { duration: seconds }).then((r) => {
          const codes = statuses[i] as Map<number, number>;
          for (const [code, count] of Object.entries(r.result.statusCodeStats ?? {})) {
            codes.set(Number(code), (codes.get(Number(code)) ?? 0) + (count as { count: number }).count);
          }
          return r;
        }),
      ),
    ]);
    if (!mixed) throw new Error('the normal run did not report');
    return {
      workers,
      seconds,
      alone: stats(alone.latencies, alone.result.requests.total, alone.result.errors + alone.result.non2xx),
      mixed: stats(mixed.latencies, mixed.result.requests.total, mixed.result.errors + mixed.result.non2xx),
      hostile: Object.entries(shapes).map(([shape, pdf], i) => {
        const r = hostile[i] as Awaited<ReturnType<typeof run>>;
        const latencies = [...r.latencies].sort((a, b) => a - b);
        return {
          shape,
          bytes: pdf.length,
          requests: r.result.requests.total,
          status: [...(statuses[i] as Map<number, number>)].map(([code, n]) => `${n}× ${code}`).join(', '),
          p99: percentile(latencies, 99),
        };
      }),
    };
  } finally {
    await stop();
  }
}

export function printHostileMix(r: HostileMixResult) {
  console.log(
    `\nMixed load (issue 34): ${NORMAL_CLIENTS} clients validating the typical UBL invoice for ${r.seconds} s, alone and with hostile PDFs from other accounts beside them (one client per shape), ${r.workers} engine workers`,
  );
  console.table([
    { run: 'normal alone', ...r.alone },
    { run: 'normal beside hostile', ...r.mixed },
  ]);
  console.table(r.hostile);
  console.log(
    `normal p99: ${r.alone.p99} ms alone, ${r.mixed.p99} ms beside hostile PDFs: ${(r.mixed.p99 / r.alone.p99).toFixed(2)}× (target ≤ 2×)`,
  );
}
