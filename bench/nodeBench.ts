import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createNodeEngine } from '@einvoice/engine/node';
import { median } from './stats.ts';

const run = promisify(execFile);

/** Cold: a fresh process creates the engine and validates once (rules loaded, first verdict). */
async function coldMs(file: string): Promise<number> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', new URL('./coldOnce.ts', import.meta.url).pathname, file],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return Number(stdout.trim());
}

/** Median warm and cold milliseconds per invoice in Node, in-process. */
export async function nodeBench(cases: { name: string; file: string; xml: string; runs: number }[]) {
  const engine = await createNodeEngine();
  const rows = [];
  for (const c of cases) {
    const cold = await coldMs(c.file);
    await engine.validate({ xml: c.xml }); // first call in this process loads the stylesheets
    const times: number[] = [];
    let valid = false;
    for (let i = 0; i < c.runs; i++) {
      const t0 = performance.now();
      valid = (await engine.validate({ xml: c.xml })).valid;
      times.push(performance.now() - t0);
    }
    rows.push({
      case: c.name,
      host: 'node',
      bytes: Buffer.byteLength(c.xml),
      valid,
      coldMs: cold,
      warmMedianMs: median(times),
    });
  }
  return rows;
}
