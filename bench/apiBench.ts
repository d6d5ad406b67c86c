import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@einvoice/test-support/corpus/paths';

export const BENCH_KEY = 'sk_live_benchmarkbenchmarkbenchmark0001';

/** Starts the real server as a child process and resolves with its URL once it listens. */
export async function startServer(workers: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'proxy/src/main.ts')], {
    cwd: repoRoot,
    env: {
      NODE_ENV: 'development',
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ENGINE_WORKERS: String(workers),
      INITIAL_API_KEY: BENCH_KEY,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/**
 * Invoices per second through POST /api/v3/validate: `clients` concurrent loops, each sending the
 * invoice `perClient` times over real HTTP on loopback.
 */
export async function apiBench(xml: string, clients: number, perClient: number, workers = 2) {
  const server = await startServer(workers);
  try {
    const send = async () => {
      const res = await fetch(`${server.url}/api/v3/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${BENCH_KEY}` },
        body: JSON.stringify({ xml }),
      });
      if (res.status !== 200) throw new Error(`validate answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    await send(); // warm-up
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let i = 0; i < perClient; i++) await send();
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    return {
      clients,
      workers,
      requests: clients * perClient,
      seconds,
      invoicesPerSecond: (clients * perClient) / seconds,
    };
  } finally {
    server.stop();
  }
}
