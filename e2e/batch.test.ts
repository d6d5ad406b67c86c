import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Engine } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { parse } from 'csv-parse/sync';
import { unzipSync, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download } from './appActions.ts';
import { dropFiles } from './dropFiles.ts';
import { expectedValid } from './expectedValid.ts';
import { useApp } from './openApp.ts';

const shotsDir = path.join(repoRoot, 'test-results/batch');

/** The reference record of a corpus file (corpus/expected/*.jsonl). */
function reference(file: string): { wellFormed: boolean } {
  const corpus = file.split('/')[0] as string;
  for (const line of fs
    .readFileSync(path.join(corpusDir, 'expected', `${corpus}.jsonl`), 'utf8')
    .split('\n')) {
    if (line && (JSON.parse(line) as { file: string }).file === file) return JSON.parse(line);
  }
  throw new Error(`no reference record for ${file}`);
}

/**
 * The verdict column the official verdict implies. A file that is not well-formed XML has no verdict in
 * the page: refused unread when it is not XML at all, otherwise the engine's MALFORMED_XML error.
 */
function expectedColumn(file: string, shown: string): string {
  if (expectedValid(file)) return 'valid';
  if (reference(file).wellFormed) return 'invalid';
  return shown === 'rejected' ? 'rejected' : 'failed';
}

/** Corpus files (with their official verdicts) of one corpus, sorted. */
function corpusFiles(corpus: string): string[] {
  return fs
    .readFileSync(path.join(corpusDir, 'expected', `${corpus}.jsonl`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { file: string }).file)
    .filter((f) => f.endsWith('.xml'))
    .sort();
}

describe('many files at once: folder, ZIP and loose files in one table', () => {
  const app = useApp();
  let node: Engine;
  let page: Page;
  let tmp: string;
  /** Name in the page → corpus file it came from. */
  const sources = new Map<string, string>();
  /** Files the official validators reject that are well-formed XML: the page checks and repairs those. */
  const invalidChecked = () =>
    [...sources.values()].filter((f) => !expectedValid(f) && reference(f).wellFormed).length;

  beforeAll(async () => {
    fs.mkdirSync(shotsDir, { recursive: true });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'batch-'));
    node = await createNodeEngine();
    page = app.page;
  });

  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('takes 200 files (a folder, a ZIP, loose files), shows them in a virtualised table and exports a CSV that parses', async () => {
    // A folder of the EN 16931 examples, picked with the folder picker.
    const folder = path.join(tmp, 'examples');
    fs.mkdirSync(folder);
    for (const f of corpusFiles('en16931-examples')) {
      fs.copyFileSync(path.join(corpusDir, f), path.join(folder, path.basename(f)));
      sources.set(`examples/${path.basename(f)}`, f);
    }
    await page.getByTestId('pick-folder').setInputFiles(folder);

    // A ZIP of the KoSIT configuration tests plus copies of XRechnung cases, dropped on the page header.
    const loose = corpusFiles('xrechnung-testsuite');
    const members: Record<string, Uint8Array> = {};
    for (const f of corpusFiles('kosit-config-tests')) {
      members[`kosit/${path.basename(f)}`] = fs.readFileSync(path.join(corpusDir, f));
      sources.set(`batch.zip/kosit/${path.basename(f)}`, f);
    }
    const copies = 200 - sources.size - loose.length;
    for (const f of loose.slice(0, copies)) {
      members[`copies/${path.basename(f)}`] = fs.readFileSync(path.join(corpusDir, f));
      sources.set(`batch.zip/copies/${path.basename(f)}`, f);
    }
    await dropFiles(page, [{ name: 'batch.zip', content: Buffer.from(zipSync(members)) }], 'header');

    // The XRechnung test suite, dropped as loose files somewhere else on the page.
    for (const f of loose) sources.set(path.basename(f), f);
    await dropFiles(
      page,
      loose.map((f) => path.join(corpusDir, f)),
      'main',
    );
    expect(sources.size).toBe(200);

    const shown = page.getByTestId('batch-shown');
    await expect.poll(() => shown.textContent(), { timeout: 60_000 }).toBe('200 of 200 files shown');
    // Virtualised: far fewer rows in the DOM than files.
    expect(await page.getByTestId('batch-row').count()).toBeLessThan(80);
    // Wait until no file is still being checked.
    await page.getByTestId('batch-verdict').selectOption('checking');
    await expect
      .poll(() => shown.textContent(), { timeout: 300_000, interval: 1000 })
      .toBe('0 of 200 files shown');
    await page.getByTestId('batch-verdict').selectOption('all');
    await page.screenshot({ path: path.join(shotsDir, 'batch-table.png'), fullPage: true });

    const csv = (await download(page, 'export-csv')).content.toString('utf8');
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.file))).toEqual(new Set(sources.keys()));
    for (const r of rows) {
      const source = sources.get(r.file as string) as string;
      expect({ file: r.file, verdict: r.verdict }).toEqual({
        file: r.file,
        verdict: expectedColumn(source, r.verdict as string),
      });
    }
    // Seller, number and total are read from the invoice itself.
    const sample = loose[0] as string;
    const xml = fs.readFileSync(path.join(corpusDir, sample), 'utf8');
    const row = rows.find((r) => r.file === path.basename(sample));
    expect(row?.number).toBe(/<cbc:ID>([^<]+)<\/cbc:ID>/.exec(xml)?.[1]);
    expect(row?.amount).toBe(/<cbc:TaxInclusiveAmount[^>]*>([^<]+)</.exec(xml)?.[1]);
    expect(xml).toContain(`<cbc:RegistrationName>${row?.seller}</cbc:RegistrationName>`);

    const json = JSON.parse((await download(page, 'export-json')).content.toString('utf8')) as {
      file: string;
    }[];
    expect(json.map((r) => r.file).sort()).toEqual(rows.map((r) => r.file).sort());
  });

  it('sorts and filters the table', async () => {
    await page.getByTestId('batch-verdict').selectOption('invalid');
    const invalid = invalidChecked();
    await expect
      .poll(() => page.getByTestId('batch-shown').textContent())
      .toBe(`${invalid} of 200 files shown`);
    const cells = page.locator('[data-testid=batch-row] td:nth-child(4)');
    await page.getByRole('button', { name: 'Errors', exact: true }).click();
    await page.getByRole('button', { name: /^Errors ▲$/ }).click();
    const errors = (await cells.allTextContents()).map(Number);
    expect(errors).toEqual([...errors].sort((a, b) => b - a));
    expect(errors[0]).toBeGreaterThan(0);
    await page.getByTestId('batch-filter').fill('kosit/');
    await expect
      .poll(async () =>
        (await page.getByTestId('batch-row').allTextContents()).every((t) => t.includes('kosit/')),
      )
      .toBe(true);
    await page.getByTestId('batch-filter').fill('');
    await page.getByTestId('batch-verdict').selectOption('all');
  });

  it('repairs all invalid files permissively, summarises, and the repaired ZIP validates', async () => {
    await page.getByTestId('repair-all').click();
    const status = page.getByTestId('repair-all-status');
    await status.and(page.locator('[data-state=done]')).waitFor({ timeout: 600_000 });
    const summary = (await page.getByTestId('repair-all-summary').textContent()) as string;
    await page.screenshot({ path: path.join(shotsDir, 'repair-all.png'), fullPage: true });
    const [repaired, still, failed] = (summary.match(/\d+/g) ?? []).map(Number);
    const invalid = invalidChecked();
    expect((repaired ?? 0) + (still ?? 0) + (failed ?? 0)).toBe(invalid);
    expect(repaired).toBeGreaterThan(0);

    const zip = unzipSync(new Uint8Array((await download(page, 'download-repaired-zip')).content));
    expect(Object.keys(zip)).toHaveLength(repaired as number);
    for (const [name, bytes] of Object.entries(zip)) {
      const result = await node.validate({ xmlBase64: Buffer.from(bytes).toString('base64') });
      expect({ name, valid: result.valid }).toEqual({ name, valid: true });
    }
  });
});
