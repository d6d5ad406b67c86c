import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Engine, isEngineError, type ValidateResult } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { compareRun, type Outcome } from '@einvoice/test-support/corpus/compareRun';
import type { ExpectedRun } from '@einvoice/test-support/corpus/expected';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { beforeAll, describe, expect, it } from 'vitest';

// Every PDF of ../shared/corpus/hybrid-pdf against expected/hybrid-pdf.jsonl (made with poppler and qpdf,
// independent of this project): container facts, the extracted XML byte for byte (SHA-256), the verdict,
// and the same verdict for the extracted XML sent directly.

interface HybridRecord {
  key: string;
  file: string;
  pdfVersion: string;
  pages: number;
  attachments: { name: string; afRelationship: string | null; mimeType: string | null; bytes: number }[];
  xmp: {
    facturx?: {
      namespace: string;
      DocumentFileName: string;
      DocumentType: string;
      Version: string;
      ConformanceLevel: string;
    }[];
  };
  pdfa: { part: string; conformance: string } | null;
  invoiceXml: { name: string; selectedBy: string; bytes: number; sha256: string } | null;
  verdict: (ExpectedRun & { profile?: string; scenarioFamily?: string }) | null;
  verdictFacturx?: ExpectedRun & { profile: string };
}

const records: HybridRecord[] = fs
  .readFileSync(path.join(corpusDir, 'expected/hybrid-pdf.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as HybridRecord);

const pdfBytes = (rec: HybridRecord) => fs.readFileSync(path.join(corpusDir, rec.file));
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

async function run(
  engine: Engine,
  input: { xmlBase64: string },
  scenario?: string,
): Promise<Outcome & { error?: unknown }> {
  try {
    return { result: await engine.validate(input, scenario ? { scenario } : {}), errorCode: null };
  } catch (e) {
    if (!isEngineError(e)) throw e;
    return {
      result: (e.details as { result?: ValidateResult } | undefined)?.result ?? null,
      errorCode: e.code,
      error: e,
    };
  }
}

/** The result without the container's own findings: what the XML alone must give. */
function xmlOnly(r: ValidateResult) {
  const findings = r.findings.filter((f) => f.oracle !== 'service-pdf-container');
  return { valid: r.valid, format: r.verdict.format, oracles: r.verdict.oracles, findings, notes: r.notes };
}

/** The extracted XML, by poppler's pdfdetach (not by the engine). */
function pdfdetach(pdf: string, name: string): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hybrid-'));
  try {
    const list = execFileSync('pdfdetach', ['-list', pdf], { encoding: 'utf8' });
    const n = list.split('\n').findIndex((l) => l.replace(/^\d+:\s*/, '') === name);
    const out = path.join(dir, 'x.xml');
    execFileSync('pdfdetach', ['-save', String(n), '-o', out, pdf]);
    return fs.readFileSync(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

describe('hybrid-pdf corpus', () => {
  it('has the nine reference records', () => {
    expect(records.length).toBe(9);
    expect(records.filter((r) => r.invoiceXml).length).toBe(7);
  });

  for (const rec of records) {
    it(`${rec.key}: container facts and verdict as the reference`, async () => {
      const outcome = await run(engine, { xmlBase64: pdfBytes(rec).toString('base64') });
      if (rec.invoiceXml === null) {
        expect(outcome.errorCode).toBe('UNSUPPORTED_FORMAT');
        expect((outcome.error as { details: { reason: string } }).details.reason).toBe('pdf-no-invoice');
        return;
      }
      const r = outcome.result as ValidateResult;
      expect(outcome.errorCode).toBeNull();
      const c = r.container;
      expect(c?.kind).toBe('pdf');
      expect(c?.pdfVersion).toBe(rec.pdfVersion);
      expect(c?.pages).toBe(rec.pages);
      expect(c?.attachment).toMatchObject({
        name: rec.invoiceXml.name,
        selectedBy: rec.invoiceXml.selectedBy,
        bytes: rec.invoiceXml.bytes,
        sha256: rec.invoiceXml.sha256,
      });
      expect(c?.attachments.map((a) => [a.name, a.afRelationship, a.mimeType, a.bytes])).toEqual(
        rec.attachments.map((a) => [a.name, a.afRelationship, a.mimeType, a.bytes]),
      );
      expect(c?.afRelationship).toBe(
        rec.attachments.find((a) => a.name === rec.invoiceXml?.name)?.afRelationship,
      );
      const fx = rec.xmp.facturx?.[0];
      expect(c?.xmp).toEqual(
        fx
          ? {
              namespace: fx.namespace,
              documentType: fx.DocumentType,
              documentFileName: fx.DocumentFileName,
              version: fx.Version,
              conformanceLevel: fx.ConformanceLevel,
            }
          : null,
      );
      expect(c?.pdfa).toEqual(rec.pdfa ? { part: rec.pdfa.part, conformance: rec.pdfa.conformance } : null);
      expect(r.sha256).toBe(sha256(pdfBytes(rec)));

      const verdict = rec.verdict as NonNullable<HybridRecord['verdict']>;
      expect(compareRun(outcome, verdict)).toEqual([]);
      expect(r.verdict.format.family).toBe(verdict.scenarioFamily === 'facturx' ? 'factur-x' : 'en16931');
      expect(r.verdict.format.profile).toBe(
        verdict.profile === undefined
          ? null
          : verdict.profile.replace('EN16931', 'EN 16931').replace('BASICWL', 'BASIC WL'),
      );

      // The same XML, extracted by poppler and sent directly, gets the same verdict.
      const xml = pdfdetach(path.join(corpusDir, rec.file), rec.invoiceXml.name);
      expect(sha256(xml)).toBe(rec.invoiceXml.sha256);
      const direct = await run(engine, { xmlBase64: xml.toString('base64') });
      expect(direct.result?.container).toBeUndefined();
      expect(xmlOnly(direct.result as ValidateResult)).toEqual(xmlOnly(r));

      if (rec.verdictFacturx) {
        const forced = await run(engine, { xmlBase64: xml.toString('base64') }, 'facturx/en16931');
        expect(compareRun(forced, rec.verdictFacturx)).toEqual([]);
        expect(forced.result?.verdict.format).toMatchObject({ family: 'factur-x', profile: 'EN 16931' });
      }
    });
  }

  it('the MINIMUM profile carries the German-law note without changing the verdict', async () => {
    const rec = records.find((r) => r.key === 'pdf_fx_minimum_1.pdf') as HybridRecord;
    const r = (await run(engine, { xmlBase64: pdfBytes(rec).toString('base64') })).result as ValidateResult;
    expect(r.valid).toBe(true);
    expect(r.notes?.map((n) => n.id)).toEqual(['DE-FACTURX-NOT-AN-INVOICE']);
    expect(r.notes?.[0]?.message.de).toMatch(/keine Rechnung/);
  });

  it('an encrypted PDF (qpdf --encrypt) is 422 UNSUPPORTED_FORMAT, reason pdf-encrypted', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hybrid-'));
    try {
      const out = path.join(dir, 'enc.pdf');
      const src = path.join(corpusDir, 'hybrid-pdf/pdf_fx_minimum_1.pdf');
      execFileSync('qpdf', ['--encrypt', 'user', 'owner', '256', '--', src, out]);
      const outcome = await run(engine, { xmlBase64: fs.readFileSync(out).toString('base64') });
      expect(outcome.errorCode).toBe('UNSUPPORTED_FORMAT');
      expect((outcome.error as { details: { reason: string } }).details.reason).toBe('pdf-encrypted');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a PDF cut off after its header is 422 UNSUPPORTED_FORMAT, reason pdf-unreadable', async () => {
    const cut = pdfBytes(records[0] as HybridRecord).subarray(0, 400);
    const outcome = await run(engine, { xmlBase64: cut.toString('base64') });
    expect(outcome.errorCode).toBe('UNSUPPORTED_FORMAT');
    expect((outcome.error as { details: { reason: string } }).details.reason).toBe('pdf-unreadable');
  });
});
