import fs from 'node:fs';
import path from 'node:path';
import { type ExpectedRecord, readExpected } from '@einvoice/test-support/corpus/expected';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { kositAccepts, kositFlagLevels } from '@einvoice/test-support/validator/kositReference';
import { kositSchema } from '@einvoice/test-support/validator/kositSchemas';
import { startValidatorDaemon } from '@einvoice/test-support/validator/runValidator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const records = [...readExpected('xrechnung-testsuite'), ...readExpected('kosit-config-tests')];
const validReport = kositSchema('report.xsd');
const daemon = startValidatorDaemon();
const noGui = startValidatorDaemon(['--disable-gui']);
let base = '';

beforeAll(async () => {
  base = await daemon.url;
  await noGui.url;
}, 300_000);
afterAll(async () => {
  expect(await daemon.stop()).toBe(0);
  await noGui.stop();
});

const post = (r: ExpectedRecord) =>
  fetch(`${base}/check/${path.basename(r.file)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml' },
    body: fs.readFileSync(path.join(corpusDir, r.file)),
  });

/** The schematron steps' messages of a report as "code level" (`rep:message/@level`), sorted. */
const messageLevels = (xml: string) =>
  [...xml.matchAll(/<rep:validationStepResult id="val-sch[^>]*>(.*?)<\/rep:validationStepResult>/gs)]
    .flatMap(([, step]) => [...(step ?? '').matchAll(/<rep:message [^>]*>/g)])
    .map(([tag]) => `${/ code="([^"]*)"/.exec(tag)?.[1]} ${/ level="([^"]*)"/.exec(tag)?.[1]}`)
    .sort();

/** A report without the moment it was made, to compare answers across runs. */
const timeless = (xml: string) => xml.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, 'T');

describe('validator -D (KoSIT daemon)', () => {
  const sequential = new Map<string, { status: number; body: string }>();

  it('answers every corpus document with its report: 200 when KoSIT accepts it, 406 when not', async () => {
    for (const r of records) {
      const res = await post(r);
      const body = await res.text();
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      expect(validReport(body), r.key).toEqual([]);
      expect(res.status, r.key).toBe(kositAccepts(r) ? 200 : 406);
      // The last path segment names the document, as in KoSIT.
      expect(body).toContain(`<rep:documentReference>${path.basename(r.file)}</rep:documentReference>`);
      // The schematron's level, as KoSIT writes it in rep:message (customLevel changes only table and verdict).
      if (r.kositScenario === true && (r.xsdErrors ?? []).length === 0)
        expect(messageLevels(body), r.key).toEqual(kositFlagLevels(r));
      sequential.set(r.key, { status: res.status, body: timeless(body) });
    }
  }, 600_000);

  it('answers 32 parallel posts as it answered them one by one', async () => {
    const batch = records.slice(0, 32);
    const answers = await Promise.all(
      batch.map(async (r) => {
        const res = await post(r);
        return { status: res.status, body: timeless(await res.text()) };
      }),
    );
    expect(answers).toEqual(batch.map((r) => sequential.get(r.key)));
  }, 300_000);

  it('rejects a hybrid PDF as KoSIT rejects input that is not XML (406, the XML step failed)', async () => {
    const res = await fetch(`${base}/check/invoice.pdf`, {
      method: 'POST',
      body: fs.readFileSync(path.join(corpusDir, 'hybrid-pdf/pdf_zf_xrechnung_1.pdf')),
    });
    const body = await res.text();
    expect(res.status).toBe(406);
    expect(validReport(body)).toEqual([]);
    expect(body).toContain('<rep:noScenarioMatched>');
    expect(body).toContain('The document is a PDF, not XML');
  });

  it('names a document whose path holds control characters with U+FFFD: the report stays valid', async () => {
    // Issue 34 (11): %01 in the last path segment was written into the report as is, which no XML parser reads.
    const r = records[0] as ExpectedRecord;
    const res = await fetch(`${base}/check/a%01b%1F%7F%C2%80.xml`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: fs.readFileSync(path.join(corpusDir, r.file)),
    });
    const body = await res.text();
    expect(validReport(body)).toEqual([]);
    // U+007F and U+0080 are XML characters: only the C0 controls are replaced.
    expect(body).toContain('<rep:documentReference>a\uFFFDb\uFFFD\u007F\u0080.xml</rep:documentReference>');
  });

  it('GET /server/health answers daemon.xsd health with status UP', async () => {
    const res = await fetch(`${base}/server/health`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(kositSchema('daemon.xsd')(xml)).toEqual([]);
    expect(xml).toContain('<status>UP</status>');
  });

  it('400 without content, 405 for other methods, 413 past the size bound', async () => {
    expect((await fetch(`${base}/check`, { method: 'POST' })).status).toBe(400);
    const put = await fetch(`${base}/check`, { method: 'PUT', body: '<a/>' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST');
    expect((await fetch(`${base}/check`, { method: 'DELETE' })).status).toBe(405);
    const big = await fetch(`${base}/big.xml`, {
      method: 'POST',
      body: Buffer.alloc(10 * 2 ** 20 + 1, 0x20),
    });
    expect(big.status).toBe(413);
  });

  it('a body that is not XML gets a report rejecting it at val-xml', async () => {
    const res = await fetch(`${base}/junk`, { method: 'POST', body: 'not <xml' });
    expect(res.status).toBe(406);
    const body = await res.text();
    expect(validReport(body)).toEqual([]);
    expect(body).toMatch(/<rep:noScenarioMatched><rep:validationStepResult id="val-xml" valid="false">/);
  });

  it('GET / answers the usage page, not with --disable-gui', async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('POST an XML document');
    expect((await fetch(`${await noGui.url}/`)).status).toBe(405);
  });
});
