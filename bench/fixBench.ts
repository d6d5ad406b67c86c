import { fix } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { DAMAGE_KINDS } from '@einvoice/engine/testing';
import { median } from './stats.ts';

/**
 * Median ms of fix() in permissive mode on invoices damaged by the mutation suite's own generator
 * (a wrong line-total sum, which the engine recomputes from the lines), with the outcome reached.
 */
export async function fixBench(cases: { name: string; xml: string; runs: number }[]) {
  const engine = await createNodeEngine();
  await engine.prepare();
  const damage = DAMAGE_KINDS.find((k) => k.id === 'line-total-wrong');
  if (!damage) throw new Error('damage kind line-total-wrong is gone');
  const rows = [];
  for (const c of cases) {
    const damaged = damage.damage(c.xml);
    if (!damaged) throw new Error(`${c.name}: nothing to damage`);
    const times: number[] = [];
    let outcome = '';
    for (let i = 0; i < c.runs; i++) {
      const t0 = performance.now();
      outcome = (await fix(engine, { xml: damaged }, { mode: 'permissive' })).outcome;
      times.push(performance.now() - t0);
    }
    rows.push({ case: `fix: ${c.name}, line total wrong`, outcome, warmMedianMs: Math.round(median(times)) });
  }
  return rows;
}
