import { convert, fix, renderInvoice } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { DAMAGE_KINDS } from '@einvoice/engine/testing';
import { median } from './stats.ts';

/** One invoice of the stage comparison. */
export interface StageCase {
  name: string;
  xml: string;
  runs: number;
}

const STAGES = ['validate', 'fix', 'convert', 'render'] as const;

/**
 * Warm median ms of each stage on the same invoice, in Node: validate, fix (permissive, one damaged total:
 * the line-total sum, which fix recomputes from the lines), convert (UBL → XRechnung CII) and render (HTML).
 * Issue 14's targets: fix, convert and render of 1,000 lines within 3× that invoice's validation, each under
 * 5 s at 10 MB, peak memory under 1 GB (the process's peak RSS, printed by the caller).
 */
export async function stagesBench(cases: readonly StageCase[]) {
  const engine = await createNodeEngine();
  await engine.prepare();
  const damage = DAMAGE_KINDS.find((k) => k.id === 'line-total-wrong');
  if (!damage) throw new Error('damage kind line-total-wrong is gone');
  const rows = [];
  for (const c of cases) {
    const damaged = damage.damage(c.xml);
    if (!damaged) throw new Error(`${c.name}: nothing to damage`);
    const run: Record<(typeof STAGES)[number], () => Promise<string>> = {
      validate: async () => String((await engine.validate({ xml: c.xml })).valid),
      fix: async () => (await fix(engine, { xml: damaged }, { mode: 'permissive' })).outcome,
      convert: async () =>
        (await convert(engine, { xml: c.xml }, { target: 'xrechnung-cii', allowLoss: true })).lossless
          ? 'lossless'
          : 'lossy',
      render: async () =>
        `${Math.round((renderInvoice({ xml: c.xml }, { format: 'html' }).html?.length ?? 0) / 1024)} KB`,
    };
    const row: Record<string, string | number> = {
      case: c.name,
      MB: Number((c.xml.length / 1e6).toFixed(2)),
    };
    let validateMs = 0;
    for (const stage of STAGES) {
      await run[stage](); // warm-up
      const times: number[] = [];
      let outcome = '';
      for (let i = 0; i < c.runs; i++) {
        const t0 = performance.now();
        outcome = await run[stage]();
        times.push(performance.now() - t0);
      }
      const ms = stageColumns(row, stage, times, outcome, validateMs);
      if (stage === 'validate') validateMs = ms;
    }
    rows.push(row);
  }
  return rows;
}

/** A stage's columns of a table row (median, ratio to the same invoice's validation, outcome); its median. */
export function stageColumns(
  row: Record<string, string | number>,
  stage: string,
  times: number[],
  outcome: string,
  validateMs: number,
): number {
  const ms = median(times);
  row[`${stage} ms`] = Math.round(ms);
  if (stage !== 'validate') row[`${stage}/validate`] = Number((ms / validateMs).toFixed(2));
  row[`${stage} →`] = outcome;
  return ms;
}
