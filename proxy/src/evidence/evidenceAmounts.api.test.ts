/**
 * The signed evidence pack states each amount under its own business term (issue 35): BT-112, BT-113 and
 * BT-115 as the PDF's text shows them (pdftotext), against the same terms read from the invoice by xmllint,
 * for invoices whose prepaid amount or rounding make the total and the amount due differ.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { keyedServerEnv, TEST_API_KEY } from '@einvoice/test-support/proxy/keyedServerEnv';
import { REPO_ROOT, type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ARTEFACTS = path.join(REPO_ROOT, 'test-results/evidence-amounts');
const STANDARD = path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard');
/** Prepaid amounts (02.03a, 03.01a), rounding (01.17a), and the audit's sample (339.15 total, 400.00 due). */
const INVOICES = [
  path.join(STANDARD, '02.03a-INVOICE_ubl.xml'),
  path.join(STANDARD, '02.03a-INVOICE_uncefact.xml'),
  path.join(STANDARD, '03.01a-INVOICE_uncefact.xml'),
  path.join(STANDARD, '01.17a-INVOICE_ubl.xml'),
  path.join(REPO_ROOT, 'fixtures/real-world/money-amount-due-wrong.xml'),
];

/** Each term's element in both syntaxes, by local name (the bindings of EN 16931-3-2 and 3-3). */
const TERMS = {
  'BT-112': { ubl: 'TaxInclusiveAmount', cii: 'GrandTotalAmount' },
  'BT-113': { ubl: 'PrepaidAmount', cii: 'TotalPrepaidAmount' },
  'BT-115': { ubl: 'PayableAmount', cii: 'DuePayableAmount' },
} as const;

/**
 * The invoice's monetary summation and currency as Python's ElementTree reads them (outside the project's
 * parsers): element local name to its text, '' for an absent term.
 */
function readSummation(file: string): Record<string, string> {
  const script = [
    'import json, sys, xml.etree.ElementTree as ET',
    'out = {}',
    'for e in ET.parse(sys.argv[1]).iter():',
    '    local = e.tag.rsplit("}", 1)[-1]',
    '    if local not in out and e.text and e.text.strip(): out[local] = e.text.strip()',
    'print(json.dumps(out))',
  ].join('\n');
  return JSON.parse(execFileSync('python3', ['-c', script, file]).toString());
}

/**
 * What the certificate prints for a term: the value column's line on the height of the label that names the
 * term (the label may wrap; its first line and the value share their top).
 */
function printedValue(pdf: string, id: string): string {
  const html = execFileSync('pdftotext', ['-bbox', pdf, '-']).toString();
  const words = [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map(
    (m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      text: m[3] ?? '',
    }),
  );
  const label = words.find((w) => w.text === `(${id})`);
  expect(label, `${id} is named on the certificate`).toBeDefined();
  const values = words.filter((w) => w.x >= 200 && w.y <= (label?.y ?? 0) + 1);
  const top = Math.max(...values.map((w) => w.y));
  return values
    .filter((w) => Math.abs(w.y - top) < 1)
    .map((w) => w.text)
    .join(' ');
}

let server: SpawnedProxy;
const data = keyedServerEnv();

beforeAll(async () => {
  fs.mkdirSync(ARTEFACTS, { recursive: true });
  server = await spawnProxy({ ...data.env, WEB_DIST: '/none' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  data.cleanup();
});

describe('the evidence pack states BT-112, BT-113 and BT-115 each as what it is', () => {
  it.each(INVOICES)('%s', async (file) => {
    const xml = fs.readFileSync(file);
    const cii = xml.includes('CrossIndustryInvoice');
    const read = readSummation(file);
    const expected = Object.fromEntries(
      Object.entries(TERMS).map(([id, names]) => [id, read[cii ? names.cii : names.ubl] ?? '']),
    );
    expect(expected['BT-112']).not.toBe(expected['BT-115']);
    const currency = read[cii ? 'InvoiceCurrencyCode' : 'DocumentCurrencyCode'];
    const validated = await apiCall(`${server.url}/api/v1/validate`, TEST_API_KEY, {
      xmlBase64: xml.toString('base64'),
    });
    expect(validated.status).toBe(200);
    for (const language of ['de', 'fr'] as const) {
      const ref = language === 'de' ? validated.body._meta.validationRef : await revalidated(xml);
      const made = await apiCall(`${server.url}/api/v1/evidence-pack`, TEST_API_KEY, {
        validationRef: ref,
        language,
      });
      expect(made.status).toBe(200);
      const res = await fetch(made.body.data.downloadUrl, {
        headers: { authorization: `Bearer ${TEST_API_KEY}` },
      });
      expect(res.status).toBe(200);
      const pdf = path.join(ARTEFACTS, `${path.basename(file, '.xml')}-${language}.pdf`);
      fs.writeFileSync(pdf, Buffer.from(await res.arrayBuffer()));
      for (const [id, value] of Object.entries(expected))
        expect(printedValue(pdf, id), `${id} (${language})`).toBe(value ? `${value} ${currency}` : '—');
      const text = execFileSync('pdftotext', [pdf, '-']).toString();
      expect(text).toContain('Amount due for payment');
      expect(text).toContain(language === 'de' ? 'Fälliger Zahlungsbetrag' : 'Montant à payer');
    }
  });
});

/** A second validation of the same bytes: a validation keeps the language of its first pack. */
async function revalidated(xml: Buffer): Promise<string> {
  const r = await apiCall(`${server.url}/api/v1/validate`, TEST_API_KEY, {
    xmlBase64: xml.toString('base64'),
  });
  expect(r.status).toBe(200);
  return r.body._meta.validationRef;
}
