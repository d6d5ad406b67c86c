import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { openEnginePage } from '@einvoice/test-support/browser/openEnginePage';
import { serveStatic } from '@einvoice/test-support/browser/serveStatic';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import type { Page } from 'playwright-core';
import { median } from './stats.ts';

/** Timings of the engine in a browser Web Worker, measured inside the page (no CDP round trips). */
export interface BrowserBenchResult {
  /** Per fresh browser context: engine Worker created → rules loaded → first verdict on the first file (ms). */
  coldMs: number[];
  /** Median over all warm calls (every file, every round) in an already warm Worker (ms). */
  warmMedianMs: number;
  perFile: { file: string; warmMedianMs: number }[];
}

export interface BrowserBenchOptions {
  /** Built web app (default web/dist, which must hold rulesets/). */
  distDir?: string;
  /** Fresh contexts to measure cold start in (default 3). */
  coldRuns?: number;
  /** Warm passes over all files (default 5). */
  rounds?: number;
  /**
   * Untimed calls per file before the timed rounds, for at least this long (default 1000 ms, at least one
   * call): Chromium's JIT needs some 40 calls of a typical invoice to settle, and a median over the first
   * calls would time the tiering, not the engine (the Node bench warms up the same way).
   */
  warmupMs?: number;
  /** Rules executor in the Worker (default the engine's, compiled). */
  engine?: 'compiled' | 'reference';
}

/** Measures cold start and warm validate() times of the built app's engine Worker in headless Chromium. */
export async function browserBench(
  files: string[],
  options: BrowserBenchOptions = {},
): Promise<BrowserBenchResult> {
  const {
    distDir = path.join(repoRoot, 'web/dist'),
    coldRuns = 3,
    rounds = 5,
    warmupMs = 1000,
    engine,
  } = options;
  const validateOptions = engine ? { engine } : undefined;
  if (files.length === 0) throw new Error('browserBench: no files');
  const xmls = files.map((f) => fs.readFileSync(f, 'utf8'));
  const server = await serveStatic(distDir);
  const browser = await launchChromium();
  try {
    const coldMs: number[] = [];
    const warm: number[][] = files.map(() => []);
    for (let run = 0; run < coldRuns; run++) {
      const app = await openEnginePage(browser, server.url);
      coldMs.push(
        await app.page.evaluate(
          async ({ xml, options }) => {
            const outcome = await (window.__validate as NonNullable<Window['__validate']>)(xml, options);
            if ('error' in outcome) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
            return performance.now() - (window.__engineStartedAt as number);
          },
          { xml: xmls[0] as string, options: validateOptions },
        ),
      );
      if (run === coldRuns - 1) {
        const times = await app.page.evaluate(
          async ({ xmls, rounds, warmupMs, options }) => {
            const validate = window.__validate as NonNullable<Window['__validate']>;
            for (const xml of xmls) {
              const start = performance.now();
              do await validate(xml, options);
              while (performance.now() - start < warmupMs);
            }
            const out: number[][] = xmls.map(() => []);
            for (let r = 0; r < rounds; r++) {
              for (const [i, xml] of xmls.entries()) {
                const t0 = performance.now();
                const outcome = await validate(xml, options);
                if ('error' in outcome) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
                out[i]?.push(performance.now() - t0);
              }
            }
            return out;
          },
          { xmls, rounds, warmupMs, options: validateOptions },
        );
        times.forEach((t, i) => {
          warm[i]?.push(...t);
        });
      }
      if (app.problems.length > 0) throw new Error(`browser reported problems:\n${app.problems.join('\n')}`);
      await app.context.close();
    }
    return {
      coldMs,
      warmMedianMs: median(warm.flat()),
      perFile: files.map((file, i) => ({ file, warmMedianMs: median(warm[i] as number[]) })),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Drop-to-verdict times of the built app's page, as a user meets them. */
export interface DropBenchResult {
  /** Per fresh browser context (first visit, empty cache): file dropped as soon as the page shows → verdict shown (ms). */
  coldMs: number[];
  /** Drops into an already warm page (rule sets loaded, engine prepared): drop → verdict shown (ms). */
  warmMs: number[];
}

/**
 * Drops `file` on the page's drop zone and times, inside the page, the drop event until the verdict of that
 * file is in the DOM: reading the file, the Worker round trip, validation and rendering the result.
 */
async function dropToVerdict(page: Page, name: string, base64: string): Promise<number> {
  return page.evaluate(
    ({ name, base64 }) =>
      new Promise<number>((resolve, reject) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const dt = new DataTransfer();
        dt.items.add(new File([bytes], name, { type: 'application/xml' }));
        const zone = document.querySelector('[data-testid=drop]');
        if (!zone) return reject(new Error('no drop zone'));
        const t0 = performance.now();
        // No named inner functions: the bench runs under tsx, whose keepNames helper does not exist in the page.
        const observer = new MutationObserver(() => {
          const detail = document.querySelector('[data-testid=detail]');
          if (
            detail?.querySelector('h2')?.textContent !== name ||
            !detail.querySelector('[data-testid=verdict]')
          )
            return;
          observer.disconnect();
          resolve(performance.now() - t0);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
      }),
    { name, base64 },
  );
}

/** Measures drop-to-verdict for one invoice in headless Chromium: cold (first visit) and warm. */
export async function browserDropBench(
  file: string,
  options: { distDir?: string; coldRuns?: number; warmRuns?: number } = {},
): Promise<DropBenchResult> {
  const { distDir = path.join(repoRoot, 'web/dist'), coldRuns = 3, warmRuns = 10 } = options;
  const base64 = fs.readFileSync(file).toString('base64');
  const server = await serveStatic(distDir);
  const browser = await launchChromium();
  try {
    const coldMs: number[] = [];
    const warmMs: number[] = [];
    for (let run = 0; run < coldRuns; run++) {
      const app = await openEnginePage(browser, server.url);
      await app.page.locator('[data-testid=drop]').waitFor();
      coldMs.push(await dropToVerdict(app.page, `cold-${run}.xml`, base64));
      if (run === coldRuns - 1) {
        for (let i = 0; i < warmRuns; i++)
          warmMs.push(await dropToVerdict(app.page, `warm-${i}.xml`, base64));
      }
      if (app.problems.length > 0) throw new Error(`browser reported problems:\n${app.problems.join('\n')}`);
      await app.context.close();
    }
    return { coldMs, warmMs };
  } finally {
    await browser.close();
    await server.close();
  }
}
