/**
 * One stage on one generated invoice in a process of its own, run as the server runs the engine: in a worker
 * thread with the engine workers' V8 limits (`stageMemory`). The engine prepared, the stage run once to warm
 * up and three times timed; prints one JSON line with the median time, the RSS after preparing and the
 * process's peak RSS.
 * Usage: `stageProcess <validate|fix|convert|render> <lines> [young generation MB, default the server's]`.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createNodeEngine } from '@einvoice/engine/node';
import { DEFAULT_MAX_HEAP_MB, engineResourceLimits } from '@einvoice/proxy/enginePool';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import { type Stage, stageCalls } from './stagesBench.ts';
import { median } from './stats.ts';

interface Job {
  stage: string;
  lines: number;
}

async function runStage({ stage, lines }: Job) {
  const engine = await createNodeEngine();
  await engine.prepare();
  const preparedMb = process.memoryUsage().rss / 2 ** 20;
  const go = stageCalls(engine, largeUblInvoice(lines))[stage as Stage];
  if (!go) throw new Error(`unknown stage ${stage}`);
  await go();
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await go();
    times.push(performance.now() - t0);
  }
  return { stage, ms: median(times), preparedMb };
}

if (isMainThread) {
  const [stage = '', lines = '0', young] = process.argv.slice(2);
  const limits = engineResourceLimits(DEFAULT_MAX_HEAP_MB);
  const resourceLimits = young ? { ...limits, maxYoungGenerationSizeMb: Number(young) } : limits;
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { stage, lines: Number(lines) } satisfies Job,
    resourceLimits,
  });
  const result = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  console.log(JSON.stringify({ ...(result as object), peakMb: process.resourceUsage().maxRSS / 1024 }));
} else {
  parentPort?.postMessage(await runStage(workerData as Job));
}
