import { convert, fix, type LocalEngine, renderInvoice } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { DAMAGE_KINDS } from '@einvoice/test-support/damage/damageKinds';
import { median } from './stats.ts';

/** One invoice of the stage comparison. */
export interface StageCase {
  name: string;
  xml: string;
  runs: number;
}

export const STAGES = ['validate', 'fix', 'convert', 'render'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * Warm median ms of each stage on the same invoice, in Node: validate, fix (permissive, one damaged total:
 * the line-total sum, which fix recomputes from the lines), convert (UBL → XRechnung CII) and render (HTML).
 * Issue 14's targets: fix, convert and render of 1,000 lines within 3× that invoice's validation, each under
 * 5 s at 10 MB, peak memory under 1 GB (the process's peak RSS, printed by the caller).
 */
export async function stagesBench(cases: readonly StageCase[]) {
  const engine = await createNodeEngine();
  await engine.prepare();
  const rows = [];
  for (const c of cases) {
    const run = stageCalls(engine, c.xml);
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

/**
 * The four stages on one invoice, each answering a short outcome: validate, fix (permissive, one damaged total:
 * the line-total sum, which fix recomputes from the lines), convert (UBL → XRechnung CII), render (HTML).
 */
export function stageCalls(engine: LocalEngine, xml: string): Record<Stage, () => Promise<string>> {
  // Damaged on first use (the warm-up run), so the other stages' processes do not hold a second copy.
  let damaged: string | undefined;
  const damagedXml = () => {
    damaged ??= DAMAGE_KINDS.find((k) => k.id === 'line-total-wrong')?.damage(xml) ?? undefined;
    if (!damaged) throw new Error('damage kind line-total-wrong is gone or finds nothing to damage');
    return damaged;
  };
  return {
    validate: async () => String((await engine.validate({ xml })).valid),
    fix: async () => (await fix(engine, { xml: damagedXml() }, { mode: 'permissive' })).outcome,
    convert: async () =>
      (await convert(engine, { xml }, { target: 'xrechnung-cii', allowLoss: true })).lossless
        ? 'lossless'
        : 'lossy',
    render: async () =>
      `${Math.round((renderInvoice({ xml }, { format: 'html' }).html?.length ?? 0) / 1024)} KB`,
  };
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
