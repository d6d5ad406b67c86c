import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../corpus/paths.ts';

export interface AxeViolation {
  id: string;
  impact: string;
  /** The first three elements concerned, as CSS selectors. */
  nodes: string[];
}

const axeSource = fs.readFileSync(path.join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is now. The script is evaluated through the DevTools protocol, not as an
 * inline script tag, so pages served with the server's CSP can be checked too.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run(
          ctx: Document,
          o: object,
        ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const r = await w.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
}

/** The serious and critical ones: what fails a page. */
export const blocking = (violations: readonly AxeViolation[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
