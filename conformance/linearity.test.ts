import type { Engine } from '@einvoice/engine';
import { renderInvoice } from '@einvoice/engine';
import { convert } from '@einvoice/engine/convert';
import { isEngineError } from '@einvoice/engine/errors';
import { createNodeEngine } from '@einvoice/engine/node';
import { fix } from '@einvoice/engine/repair';
import { HOSTILE_SHAPES } from '@einvoice/test-support/hostile/hostileShapes';
import { beforeAll, describe, expect, it } from 'vitest';

type Stage = 'validate' | 'fix' | 'convert' | 'render';
const STAGES: Stage[] = ['validate', 'fix', 'convert', 'render'];

// Runs a stage to its answer: a result or a typed engine error (a 4xx-class refusal), never anything else.
async function run(engine: Engine, stage: Stage, xml: string): Promise<void> {
  try {
    if (stage === 'validate') await engine.validate({ xml });
    else if (stage === 'fix') await fix(engine, { xml }, { mode: 'permissive' });
    else if (stage === 'convert')
      await convert(engine, { xml }, { target: 'xrechnung-cii', allowLoss: true });
    else renderInvoice({ xml }, { format: 'html' });
  } catch (e) {
    if (!isEngineError(e)) throw e;
  }
}

// Best of `runs` timings; a run of a small input repeats it for at least 50 ms and takes the mean, so a 3 ms
// render is timed as precisely as a 300 ms one (single short calls are dominated by timer and JIT noise).
async function timed(engine: Engine, stage: Stage, xml: string, runs: number): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    let calls = 0;
    do {
      await run(engine, stage, xml);
      calls++;
    } while (performance.now() - started < 50);
    best = Math.min(best, (performance.now() - started) / calls);
  }
  return best;
}

/**
 * Issue 17: every stage grows at most about linearly with hostile shapes (many siblings, many attributes on
 * one element, many lines). Asserted loosely, as this machine is shared: 16× the input within 40× the time,
 * and 16× within 10× the time of 4× (linear is 4×, quadratic 16×). The ratios are printed.
 */
describe('linear costs on hostile shapes', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
    for (const stage of STAGES) await run(engine, stage, HOSTILE_SHAPES[2]?.make(2) ?? '');
  });

  for (const shape of HOSTILE_SHAPES)
    for (const stage of STAGES)
      it(`${stage}: ${shape.name} at 1×, 4×, 16× (${shape.base} …)`, async () => {
        // Best of several runs: other jobs on the shared machine only ever add time, and a small run that
        // happens to meet a pause of the machine (seen: 7 ms and 554 ms for the same render) would make any
        // ratio meaningless.
        const t1 = await timed(engine, stage, shape.make(shape.base), 5);
        const t4 = await timed(engine, stage, shape.make(shape.base * 4), 5);
        const big = shape.make(shape.base * 16);
        let t16 = await timed(engine, stage, big, 2);
        // The largest runs again, up to three more rounds, only while they look slow (a busy machine).
        for (let round = 0; round < 3 && (t16 > 10 * t4 || t16 > 40 * t1); round++)
          t16 = Math.min(t16, await timed(engine, stage, big, 3));
        console.log(
          `${stage} ${shape.name}: ${t1.toFixed(0)} / ${t4.toFixed(0)} / ${t16.toFixed(0)} ms, 16×/1× = ${(t16 / t1).toFixed(1)}, 16×/4× = ${(t16 / t4).toFixed(1)}`,
        );
        expect(t16).toBeLessThanOrEqual(40 * t1);
        expect(t16).toBeLessThanOrEqual(10 * t4);
      }, 300_000);
});
