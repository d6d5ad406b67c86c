import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@einvoice/proxy/openDatabase';
import { Repository } from '@einvoice/proxy/repository';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { startPostgres } from '@einvoice/test-support/proxy/startPostgres';
import autocannon from 'autocannon';
import { procMemoryMb } from './procMemory.ts';
import { median } from './stats.ts';

/**
 * Load on loopback through the whole API (auth, rate limit, exact quota in the database, JSON, worker
 * hand-off): autocannon against the real server with live keys. Keys are rotated per request over enough
 * Business accounts that no rate limit is reached, so every answer is a real 200 that counted against a
 * quota.
 */

const KEYS = 40;
const TYPICAL = 'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml';

export interface LoadRow {
  route: string;
  clients: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Starts a server seeded with KEYS Business accounts, on a fresh DATA_DIR (PGlite) or on `databaseUrl`
 * (PostgreSQL); resolves with it and the keys. `args` are Node's (spawnProxy's default: the TypeScript sources).
 */
export async function startLoadServer(workers: number, databaseUrl?: string, args?: readonly string[]) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'einvoice-load-'));
  const storage = databaseUrl ? { dataDir, databaseUrl } : { dataDir };
  const seeded = await openDatabase(storage);
  const repo = new Repository(seeded.db);
  const keys: string[] = [];
  for (let i = 0; i < KEYS; i++) {
    keys.push((await repo.createAccount(`load ${i}`, 'Business', new Date(), null)).live.key);
  }
  await seeded.close();
  const server = await spawnProxy(
    {
      DATA_DIR: dataDir,
      ENGINE_WORKERS: String(workers),
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    args,
  );
  return {
    server,
    keys,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One autocannon run; latencies are taken per response so p95 is exact (autocannon reports p97.5). */
export function run(
  url: string,
  keys: string[],
  body: string,
  connections: number,
  limit: { duration?: number; amount?: number },
) {
  let next = 0;
  const latencies: number[] = [];
  return new Promise<{ result: autocannon.Result; latencies: number[] }>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        ...limit,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, authorization: `Bearer ${keys[next++ % keys.length]}` },
            }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

/** Resident memory of a process (main thread and its engine workers), MB, from /proc. */
export const rssMb = (pid: number) => procMemoryMb(pid).rss;

/**
 * Throughput and latency per route at 1, 8 and 32 clients, RSS over 10,000 validations, and the API's
 * own cost beside the engine's at one client (from the Server-Timing header: `total` from the first
 * middleware to the answer, `engine` inside the worker).
 */
export async function loadBench(options: { quick: boolean; workers?: number }) {
  const workers = options.workers ?? 2;
  const xml = readFileSync(path.join(corpusDir, TYPICAL), 'utf8');
  const bodies: Record<string, string> = {
    validate: JSON.stringify({ xml }),
    fix: JSON.stringify({ xml, mode: 'permissive' }),
    convert: JSON.stringify({ xml, target: 'xrechnung-cii' }),
    render: JSON.stringify({ xml }),
  };
  const { server, keys, stop } = await startLoadServer(workers);
  const pid = server.child.pid as number;
  try {
    const base = `${server.url}/api/v3`;
    const rows: LoadRow[] = [];
    for (const [route, body] of Object.entries(bodies)) {
      // Warm both workers on this route before timing it.
      await run(`${base}/${route}`, keys, body, workers, { amount: 20 * workers });
      for (const clients of [1, 8, 32]) {
        const { result, latencies } = await run(`${base}/${route}`, keys, body, clients, {
          duration: options.quick ? 3 : 10,
        });
        latencies.sort((a, b) => a - b);
        rows.push({
          route,
          clients,
          requests: result.requests.total,
          perSecond: result.requests.average,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors: result.errors + result.non2xx,
        });
      }
    }

    const overhead = await apiOverhead(
      `${base}/validate`,
      keys,
      bodies.validate as string,
      options.quick ? 300 : 1000,
    );

    const total = options.quick ? 2_000 : 10_000;
    const rss: number[] = [rssMb(pid)];
    const sampler = setInterval(() => rss.push(rssMb(pid)), 250);
    const memoryRun = await run(`${base}/validate`, keys, bodies.validate as string, 8, { amount: total });
    clearInterval(sampler);
    rss.push(rssMb(pid));
    const tenth = Math.max(1, Math.floor(rss.length / 10));
    return {
      workers,
      rows,
      overhead,
      memory: {
        requests: memoryRun.result.requests.total,
        errors: memoryRun.result.errors + memoryRun.result.non2xx,
        startMb: rss[0] as number,
        firstTenthMb: median(rss.slice(0, tenth)),
        lastTenthMb: median(rss.slice(-tenth)),
        peakMb: Math.max(...rss),
      },
    };
  } finally {
    await stop();
  }
}

/**
 * The metrics of a Server-Timing header by name, ms, and the names of those that ran beside another part
 * (`desc="beside …"`, such as an admission beside the engine call), which are not on the request's path.
 */
export function serverTimings(header: string | null): { ms: Record<string, number>; beside: Set<string> } {
  const metrics = (header ?? '')
    .split(',')
    .map((m) => /^\s*(\w+);dur=([\d.]+)(;desc="beside)?/.exec(m))
    .filter((m) => m !== null);
  return {
    ms: Object.fromEntries(metrics.map((m) => [m[1], Number(m[2])])),
    beside: new Set(metrics.filter((m) => m[3]).map((m) => m[1] as string)),
  };
}

/**
 * Sequential validations at one client: medians (ms) of the client round trip and of every Server-Timing
 * part (key, admit, body, pool, engine, record, total), the server's overhead (total − engine) and the
 * hand-off to the worker and back (pool − engine), each a median of per-request values.
 */
async function apiOverhead(url: string, keys: string[], body: string, count: number) {
  const samples: Record<string, number>[] = [];
  let admittedBeside = 0;
  for (let i = 0; i < count + 50; i++) {
    const t0 = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${keys[i % keys.length]}` },
      body,
    });
    await res.arrayBuffer();
    const client = performance.now() - t0;
    if (res.status !== 200) throw new Error(`validate answered ${res.status}`);
    if (i < 50) continue; // warm-up
    const { ms: t, beside } = serverTimings(res.headers.get('server-timing'));
    const engine = t.engine ?? Number.NaN;
    if (beside.has('admit')) admittedBeside++;
    samples.push({
      ...t,
      client,
      overhead: (t.total ?? Number.NaN) - engine,
      handOff: (t.pool ?? Number.NaN) - engine,
      // Routing, middleware, headers and envelope: the total less every part on the path that reported itself.
      other: ['key', 'admit', 'body', 'pool', 'record'].reduce(
        (rest, part) => rest - (beside.has(part) ? 0 : (t[part] ?? 0)),
        t.total ?? Number.NaN,
      ),
      clientOverhead: client - engine,
    });
  }
  const names = Object.keys(samples[0] ?? {});
  const medians = Object.fromEntries(names.map((n) => [n, median(samples.map((x) => x[n] ?? Number.NaN))]));
  return { requests: count, admittedBeside, medians };
}

/** Prints the overhead figures of one database. */
export function printOverhead(database: string, o: Awaited<ReturnType<typeof apiOverhead>>): void {
  const ms = (name: string) => `${(o.medians[name] ?? Number.NaN).toFixed(2)} ms`;
  console.log(
    `API overhead on ${database}, validate at 1 client (medians of ${o.requests}): engine ${ms('engine')} in the worker, ` +
      `server total ${ms('total')} → server overhead ${ms('overhead')}; parts: key lookup ${ms('key')}, ` +
      `admission ${ms('admit')} (${o.admittedBeside} of ${o.requests} beside the engine), body + JSON checks ${ms('body')}, hand-off ${ms('handOff')}, ` +
      `validation record ${ms('record')}, the rest ${ms('other')}; client round trip ${ms('client')} → ${ms('clientOverhead')} with HTTP on loopback`,
  );
}

/**
 * BENCH_LOAD=overhead: only the overhead run, on PGlite and on a throwaway PostgreSQL (BENCH_DATABASE_URL,
 * or a private server from the Debian binaries).
 */
export async function overheadBench(options: { quick: boolean; databaseUrl?: string }) {
  const xml = readFileSync(path.join(corpusDir, TYPICAL), 'utf8');
  const body = JSON.stringify({ xml });
  const count = options.quick ? 300 : 1000;
  const results: { database: string; overhead: Awaited<ReturnType<typeof apiOverhead>> }[] = [];
  for (const database of ['PGlite', 'PostgreSQL'] as const) {
    const postgres = database === 'PostgreSQL' && !options.databaseUrl ? await startPostgres(true) : null;
    const url = database === 'PGlite' ? undefined : (options.databaseUrl ?? postgres?.url);
    const { server, keys, stop } = await startLoadServer(1, url);
    try {
      results.push({
        database,
        overhead: await apiOverhead(`${server.url}/api/v3/validate`, keys, body, count),
      });
    } finally {
      await stop();
      await postgres?.destroy();
    }
  }
  return results;
}

/** Prints the load figures as tables. */
export function printLoad(load: Awaited<ReturnType<typeof loadBench>>): void {
  const r1 = (x: number) => Math.round(x * 10) / 10;
  console.log(
    `\nAPI load on loopback (autocannon, live keys with exact quotas, ${load.workers} engine workers)`,
  );
  console.table(
    load.rows.map((r) => ({
      route: r.route,
      clients: r.clients,
      requests: r.requests,
      'req/s': r1(r.perSecond),
      'p50 ms': r1(r.p50),
      'p95 ms': r1(r.p95),
      'p99 ms': r1(r.p99),
      errors: r.errors,
    })),
  );
  printOverhead('PGlite', load.overhead);
  const m = load.memory;
  console.log(
    `RSS over ${m.requests} validations (8 clients, ${m.errors} errors): start ${Math.round(m.startMb)} MB, ` +
      `first tenth ${Math.round(m.firstTenthMb)} MB, last tenth ${Math.round(m.lastTenthMb)} MB, peak ${Math.round(m.peakMb)} MB`,
  );
}
