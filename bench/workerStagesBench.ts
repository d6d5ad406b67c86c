import path from 'node:path';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { openEnginePage } from '@einvoice/test-support/browser/openEnginePage';
import { serveStatic } from '@einvoice/test-support/browser/serveStatic';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { DAMAGE_KINDS } from '@einvoice/test-support/damage/damageKinds';
import { type StageCase, stageColumns } from './stagesBench.ts';

/**
 * The stage comparison of `stagesBench` in the built page's engine Worker (headless Chromium): the same
 * invoices, the same damage and targets, each call timed inside the page from the hook call to its answer.
 */
export async function workerStagesBench(cases: readonly StageCase[]) {
  const damage = DAMAGE_KINDS.find((k) => k.id === 'line-total-wrong');
  if (!damage) throw new Error('damage kind line-total-wrong is gone');
  const server = await serveStatic(path.join(repoRoot, 'web/dist'));
  const browser = await launchChromium();
  try {
    const app = await openEnginePage(browser, server.url);
    const rows = [];
    for (const c of cases) {
      const damaged = damage.damage(c.xml);
      if (!damaged) throw new Error(`${c.name}: nothing to damage`);
      const row: Record<string, string | number> = {
        case: c.name,
        MB: Number((c.xml.length / 1e6).toFixed(2)),
      };
      const stages = [
        ['validate', c.xml, {}],
        ['fix', damaged, { mode: 'permissive' }],
        ['convert', c.xml, { target: 'xrechnung-cii', allowLoss: true }],
        ['render', c.xml, { format: 'html' }],
      ] as const;
      let validateMs = 0;
      for (const [stage, xml, options] of stages) {
        const { times, outcome } = await app.page.evaluate(
          async ({ stage, xml, options, runs }) => {
            // No named inner functions: the bench runs under tsx, whose keepNames helper does not exist in the page.
            const times: number[] = [];
            let outcome = '';
            // Run -1 is the warm-up.
            for (let i = -1; i < runs; i++) {
              const t0 = performance.now();
              if (stage !== 'validate')
                outcome = await (window.__stage as NonNullable<Window['__stage']>)(stage, xml, options);
              else {
                const o = await (window.__validate as NonNullable<Window['__validate']>)(xml);
                if ('error' in o) throw new Error(`${o.error.code}: ${o.error.message}`);
                outcome = String(o.result.valid);
              }
              if (i >= 0) times.push(performance.now() - t0);
            }
            return { times, outcome };
          },
          { stage, xml, options, runs: c.runs },
        );
        const ms = stageColumns(row, stage, times, outcome, validateMs);
        if (stage === 'validate') validateMs = ms;
      }
      rows.push(row);
    }
    if (app.problems.length > 0) throw new Error(`browser reported problems:\n${app.problems.join('\n')}`);
    return rows;
  } finally {
    await browser.close();
    await server.close();
  }
}
