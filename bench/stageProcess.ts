/**
 * One stage on one generated invoice in a process of its own, for its memory peak (`stageMemory`): the engine
 * prepared, the stage run once to warm up and once timed; prints one JSON line with the time, the RSS after
 * preparing and the process's peak RSS. Usage: `stageProcess <validate|fix|convert|render> <lines>`.
 */
import { convert, fix, renderInvoice } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { DAMAGE_KINDS } from '@einvoice/engine/testing';
import { largeUblInvoice } from './largeInvoice.ts';

const [stage, linesArg] = process.argv.slice(2);
const engine = await createNodeEngine();
await engine.prepare();
const preparedMb = process.memoryUsage().rss / 2 ** 20;
const xml = largeUblInvoice(Number(linesArg));
const input = stage === 'fix' ? DAMAGE_KINDS.find((k) => k.id === 'line-total-wrong')?.damage(xml) : xml;
if (!input) throw new Error('nothing to damage');
const run: Record<string, () => Promise<unknown>> = {
  validate: () => engine.validate({ xml: input }),
  fix: () => fix(engine, { xml: input }, { mode: 'permissive' }),
  convert: () => convert(engine, { xml: input }, { target: 'xrechnung-cii', allowLoss: true }),
  render: async () => renderInvoice({ xml: input }, { format: 'html' }),
};
const go = run[stage ?? ''];
if (!go) throw new Error(`unknown stage ${stage}`);
await go();
const t0 = performance.now();
await go();
const ms = performance.now() - t0;
console.log(
  JSON.stringify({ stage, ms, preparedMb, peakMb: process.resourceUsage().maxRSS / 1024 }),
);
