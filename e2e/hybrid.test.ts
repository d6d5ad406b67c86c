import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Engine } from '@einvoice/engine';
import { swapInvoice } from '@einvoice/engine/container';
import { createNodeEngine } from '@einvoice/engine/node';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { MESSAGES } from '@einvoice/web/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { convertTo, download, selectFile, verdictOf } from './appActions.ts';
import { dropFiles } from './dropFiles.ts';
import { useApp } from './openApp.ts';

const shotsDir = path.join(repoRoot, 'test-results/hybrid');
const UBL = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';
const NOT_AN_INVOICE = 'DE-FACTURX-NOT-AN-INVOICE';

/** A record of corpus/expected/hybrid-pdf.jsonl: the PDF's facts as poppler and qpdf read them, and the reference verdict. */
interface HybridRecord {
  key: string;
  file: string;
  attachments: { name: string; afRelationship: string | null }[];
  xmp: {
    facturx: { DocumentType: string; DocumentFileName: string; Version: string; ConformanceLevel: string }[];
  } | null;
  pdfa: { part: string; conformance: string | null } | null;
  invoiceXml: { name: string } | null;
  verdict: { valid: boolean; profile: string | null; scenarioFamily: string } | null;
}

const records: HybridRecord[] = fs
  .readFileSync(path.join(corpusDir, 'expected/hybrid-pdf.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as HybridRecord);
const withVerdict = records.filter((r) => r.verdict !== null && r.invoiceXml !== null);
const record = (key: string) => records.find((r) => r.key === key) as HybridRecord;
const corpusFile = (r: HybridRecord) => path.join(corpusDir, r.file);

/** The container facts the page should show for a record, by the test ids of ContainerFacts. */
function expectedFacts(r: HybridRecord): Record<string, string> {
  const name = r.invoiceXml?.name as string;
  const xmp = r.xmp?.facturx[0];
  return {
    'container-attachment': name,
    'container-af': r.attachments.find((a) => a.name === name)?.afRelationship ?? '',
    'container-pdfa': r.pdfa ? `PDF/A-${r.pdfa.part}${r.pdfa.conformance ?? ''}` : '',
    ...(xmp && {
      'container-xmp-type': xmp.DocumentType,
      'container-xmp-file': xmp.DocumentFileName,
      'container-xmp-version': xmp.Version,
      'container-xmp-level': xmp.ConformanceLevel,
    }),
  };
}

async function shownFacts(page: Page): Promise<Record<string, string>> {
  const facts = page.getByTestId('container').locator('dd[data-testid]');
  const out: Record<string, string> = {};
  for (const dd of await facts.all()) {
    out[(await dd.getAttribute('data-testid')) as string] = (await dd.getAttribute('data-value')) as string;
  }
  return out;
}

/** The shown error box of the chosen file: its code, reason and text. */
async function errorOf(page: Page): Promise<{ code: string | null; reason: string | null; text: string }> {
  const error = page.getByTestId('detail').getByTestId('error');
  await error.waitFor({ timeout: 120_000 });
  return {
    code: await error.getAttribute('data-code'),
    reason: await error.getAttribute('data-reason'),
    text: (await error.textContent()) ?? '',
  };
}

/** The embedded file `name` of a PDF, saved by poppler's pdfdetach (by its number in `-list`). */
function detach(pdf: string, name: string): Buffer {
  const list = execFileSync('pdfdetach', ['-list', pdf], { encoding: 'utf8' });
  const number = new RegExp(`^(\\d+): ${name.replace(/\./g, '\\.')}$`, 'm').exec(list)?.[1];
  if (!number) throw new Error(`pdfdetach lists no ${name} in ${pdf}:\n${list}`);
  const out = path.join(shotsDir, `${path.basename(pdf, '.pdf')}.${name}`);
  execFileSync('pdfdetach', ['-save', number, '-o', out, pdf]);
  return fs.readFileSync(out);
}

describe('hybrid PDF invoices in the page (Factur-X, ZUGFeRD, XRechnung in PDF)', () => {
  const app = useApp();
  let page: Page;
  let node: Engine;
  const shot = (name: string) =>
    page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    fs.rmSync(shotsDir, { recursive: true, force: true });
    fs.mkdirSync(shotsDir, { recursive: true });
    node = await createNodeEngine();
    page = app.page;
  });

  it('shows the reference verdict, the Factur-X profile and the container facts of every corpus PDF', async () => {
    expect(withVerdict.length).toBeGreaterThanOrEqual(5);
    await dropFiles(page, withVerdict.map(corpusFile));
    for (const r of withVerdict) {
      await selectFile(page, r.key);
      expect(await verdictOf(page), r.key).toBe(r.verdict?.valid);
      expect(await shownFacts(page), r.key).toEqual(expectedFacts(r));
      const profile = page.getByTestId('facturx-profile');
      if (r.verdict?.scenarioFamily === 'facturx')
        expect(await profile.textContent(), r.key).toBe(r.verdict.profile);
      else expect(await profile.count(), r.key).toBe(0);
      // MINIMUM and BASIC WL carry no lines: not invoices under German law; the verdict stays the official one.
      const lineless = ['MINIMUM', 'BASIC WL'].includes(r.verdict?.profile ?? '');
      const note = page.locator(`[data-testid=result-note][data-note=${NOT_AN_INVOICE}]`);
      expect(await note.count(), r.key).toBe(lineless ? 1 : 0);
      if (lineless) expect(await note.textContent()).toContain('not an invoice under German law');
      await shot(`verdict-${path.basename(r.key, '.pdf')}`);
    }
  });

  it('says the same in German', async () => {
    await selectFile(page, 'pdf_fx_minimum_1.pdf');
    await page.getByTestId('lang-de').click();
    try {
      await page.getByRole('heading', { level: 3, name: MESSAGES.de.container.title }).waitFor();
      const note = page.locator(`[data-testid=result-note][data-note=${NOT_AN_INVOICE}]`);
      expect(await note.textContent()).toContain('nach deutschem Recht');
      expect(await page.getByTestId('facturx-profile').textContent()).toBe('MINIMUM');
      await shot('verdict-minimum-de');
    } finally {
      await page.getByTestId('lang-en').click();
    }
  });

  it('shows the embedded XML as the source a finding points to', async () => {
    const r = record('pdf_zf_xrechnung_1.pdf');
    const xml = detach(corpusFile(r), r.invoiceXml?.name as string)
      .toString('utf8')
      .split(/\r?\n/);
    await selectFile(page, r.key);
    const show = page
      .getByTestId('finding')
      .getByRole('button', { name: /Show line/ })
      .first();
    const line = Number((await show.textContent())?.replace(/\D+/g, ''));
    await show.click();
    const highlighted = page.locator('[data-testid=source] li.hl');
    await highlighted.waitFor({ timeout: 60_000 });
    expect(Number(await highlighted.getAttribute('data-line'))).toBe(line);
    expect((await highlighted.locator('.code').textContent())?.trim()).toBe(xml[line - 1]?.trim());
    expect(await page.getByText(MESSAGES.en.sourceLines(xml.length)).count()).toBe(1);
    await shot('source-of-embedded-xml');
  });

  it('explains PDFs without a readable invoice in an error box: plain, PDF/A-1, encrypted, broken', async () => {
    const plain = record('pdf_plain.pdf');
    const pdfa1 = record('pdf_invalid.pdf');
    const minimum = corpusFile(record('pdf_fx_minimum_1.pdf'));
    const encrypted = path.join(shotsDir, 'encrypted.pdf');
    execFileSync('qpdf', ['--encrypt', '', 'owner', '256', '--', minimum, encrypted]);
    const cases = [
      { name: plain.key, file: corpusFile(plain), reason: 'pdf-no-invoice' },
      { name: pdfa1.key, file: corpusFile(pdfa1), reason: 'pdf-no-invoice' },
      { name: 'encrypted.pdf', file: encrypted, reason: 'pdf-encrypted' },
      { name: 'truncated.pdf', file: fs.readFileSync(minimum).subarray(0, 5000), reason: 'pdf-unreadable' },
    ];
    await dropFiles(
      page,
      cases.map((c) => (Buffer.isBuffer(c.file) ? { name: c.name, content: c.file } : c.file)),
    );
    for (const c of cases) {
      await selectFile(page, c.name);
      const error = await errorOf(page);
      expect(error.code, c.name).toBe('UNSUPPORTED_FORMAT');
      expect(error.reason, c.name).toBe(c.reason);
      expect(error.text, c.name).toContain(MESSAGES.en.errorReason[c.reason]);
      // The code stays readable for support in the details line.
      expect(await page.getByTestId('error').locator('details code').textContent()).toBe(
        'UNSUPPORTED_FORMAT',
      );
      await shot(`error-${path.basename(c.name, '.pdf')}`);
    }
  });

  it('converts a UBL invoice to a Factur-X PDF whose embedded XML validates and which qpdf accepts', async () => {
    await dropFiles(page, [path.join(corpusDir, UBL)]);
    await selectFile(page, path.basename(UBL));
    expect(await verdictOf(page)).toBe(true);
    await convertTo(page, 'factur-x');
    expect(await page.getByTestId('convert-verdict').getAttribute('data-valid')).toBe('true');
    await shot('convert-factur-x');

    const pdf = await download(page, 'download-facturx-pdf');
    expect(pdf.name).toBe('01.01a-INVOICE_ubl.factur-x.pdf');
    const xml = await download(page, 'download-converted');
    expect(xml.name).toBe('01.01a-INVOICE_ubl.factur-x.xml');
    const saved = path.join(shotsDir, pdf.name);
    fs.writeFileSync(saved, pdf.content);

    const embedded = detach(saved, 'factur-x.xml');
    expect(embedded.equals(xml.content)).toBe(true);
    const judged = await node.validate({ xmlBase64: embedded.toString('base64') });
    expect(judged.valid).toBe(true);
    // Exit status 0 only without errors or warnings (2 and 3 throw).
    execFileSync('qpdf', ['--check', saved], { encoding: 'utf8' });

    // The PDF dropped back into the page is read as the hybrid invoice it is.
    await dropFiles(page, [saved]);
    await selectFile(page, pdf.name);
    expect(await verdictOf(page)).toBe(true);
    // Its guideline id is the bare EN 16931 one, judged as EN 16931; the XMP names the Factur-X profile.
    expect(await shownFacts(page)).toMatchObject({
      'container-attachment': 'factur-x.xml',
      'container-pdfa': 'PDF/A-3B',
      'container-xmp-file': 'factur-x.xml',
      'container-xmp-level': 'EN 16931',
    });
    await shot('converted-pdf-checked');
  });

  it('repairs the invoice inside a PDF: the download is the PDF with the repaired XML, its pages untouched', async () => {
    // A corpus PDF whose invoice lost its specification identifier (BR-01).
    const source = record('pdf_zf_en16931_1.pdf');
    const name = source.invoiceXml?.name as string;
    const xml = detach(corpusFile(source), name).toString('utf8');
    const blanked = xml.replace(/(<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>)[^<]*/, '$1');
    expect(blanked).not.toBe(xml);
    const broken = path.join(shotsDir, 'no-specification-id.pdf');
    const original = fs.readFileSync(corpusFile(source));
    fs.writeFileSync(broken, await swapInvoice(new Uint8Array(original), name, Buffer.from(blanked)));

    await dropFiles(page, [broken]);
    await selectFile(page, 'no-specification-id.pdf');
    expect(await verdictOf(page)).toBe(false);
    // Only the sender knows which specification the invoice follows: strict repair asks, the answer settles it.
    await page.getByRole('tab', { name: 'Repair' }).click();
    await page.getByLabel('Strict').check();
    await page.getByTestId('run-repair').click();
    const question = page.locator('[data-testid=question][data-question="BT-24"]');
    await question.waitFor({ timeout: 120_000 });
    await question.locator('input[value="urn:cen.eu:en16931:2017"]').check();
    await page.getByTestId('send-answers').click();
    await page.locator('[data-testid=repair-outcome][data-outcome=compliant]').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('repaired-pdf-note').textContent()).toContain(
      'visible pages were left untouched',
    );
    // The diff is against the embedded invoice: the one line of the identifier changed.
    expect(await page.getByTestId('diff').locator('.diff-line.add').count()).toBe(1);
    await shot('repair-pdf');

    const repaired = await download(page, 'download-repaired');
    expect(repaired.name).toBe('no-specification-id.fixed.pdf');
    const saved = path.join(shotsDir, repaired.name);
    fs.writeFileSync(saved, repaired.content);
    const judged = await node.validate({ xmlBase64: detach(saved, name).toString('base64') });
    expect(judged.valid).toBe(true);
    execFileSync('qpdf', ['--check', saved], { encoding: 'utf8' });
    const text = (pdf: string) => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text(saved)).toBe(text(corpusFile(source)));
  });
});
