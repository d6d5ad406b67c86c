/**
 * Damaged hybrid PDFs over a real socket (issue 25): a PDF whose cross-reference table, startxref or trailer is
 * broken while its objects and embedded invoice are intact is read by its objects, with `container.notes`
 * saying so, and judged exactly as the intact PDF; a PDF whose XMP cannot be parsed or decoded still yields its
 * invoice and the invoice's SHA-256. qpdf is the independent tool: `qpdf --check` must call every damaged copy
 * damaged, and the invoice's SHA-256 must be that of the attachment qpdf extracts from the intact PDF.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { brokenXmp, brokenXrefShapes } from '@einvoice/test-support/hostile/brokenXref';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HYBRID = path.join(corpusDir, 'hybrid-pdf');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'damaged-pdf-'));
const keyed = keyedServerEnv();
let server: SpawnedProxy | undefined;

/** The corpus PDFs that carry an invoice, with the attachment qpdf extracts from the intact file. */
const intact = fs
  .readdirSync(HYBRID)
  .filter((f) => f.endsWith('.pdf'))
  .flatMap((f) => {
    const file = path.join(HYBRID, f);
    const listed = execFileSync('qpdf', ['--list-attachments', file], { encoding: 'utf8' });
    const name = /^(factur-x\.xml|xrechnung\.xml|zugferd-invoice\.xml) ->/m.exec(listed)?.[1];
    if (!name) return [];
    const xml = execFileSync('qpdf', [`--show-attachment=${name}`, file]);
    return [
      { file: f, bytes: fs.readFileSync(file), name, sha256: createHash('sha256').update(xml).digest('hex') },
    ];
  });

function qpdfCheck(bytes: Uint8Array): { status: number | null; stderr: string } {
  const file = path.join(tmp, `${createHash('sha256').update(bytes).digest('hex')}.pdf`);
  fs.writeFileSync(file, bytes);
  const r = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
  return { status: r.status, stderr: r.stderr };
}

async function validate(pdf: Uint8Array) {
  const res = await fetch(`${server?.url}/api/v3/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
    body: JSON.stringify({ xmlBase64: Buffer.from(pdf).toString('base64') }),
  });
  return { status: res.status, body: await res.json() };
}

const outcome = (data: { valid: boolean; findings: { ruleId: string; severity: string }[] }) => ({
  valid: data.valid,
  findings: data.findings.map((f) => `${f.ruleId}:${f.severity}`).sort(),
});

beforeAll(async () => {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  keyed.cleanup();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('PDFs with a broken cross-reference table', () => {
  it('the corpus has hybrid PDFs to damage, each intact one read without a note', async () => {
    expect(intact.length).toBeGreaterThanOrEqual(6);
    for (const pdf of intact) {
      const { status, body } = await validate(pdf.bytes);
      expect(status, pdf.file).toBe(200);
      expect(body.data.container.attachment.sha256).toBe(pdf.sha256);
      expect(body.data.container.notes).toBeUndefined();
    }
  });

  it.each(intact.map((p) => [p.file, p] as const))(
    '%s: every damaged copy is read by its objects',
    async (_f, pdf) => {
      const reference = await validate(pdf.bytes);
      for (const damaged of brokenXrefShapes(pdf.bytes)) {
        const check = qpdfCheck(damaged.bytes);
        expect(check.status, `qpdf --check ${damaged.name}`).not.toBe(0);
        expect(check.stderr).toContain('file is damaged');
        const { status, body } = await validate(damaged.bytes);
        expect(status, `${pdf.file} ${damaged.name}: ${JSON.stringify(body.error)}`).toBe(200);
        expect(body.data.container.attachment).toMatchObject({ name: pdf.name, sha256: pdf.sha256 });
        expect(body.data.container.notes).toEqual([
          {
            id: 'pdf-xref-rebuilt',
            message: {
              en: expect.stringMatching(
                /^The PDF's cross-reference data is damaged \(.+\); its objects were read/,
              ),
              de: expect.stringMatching(/^Die Querverweisdaten des PDF sind beschädigt/),
              fr: expect.stringMatching(
                /^Les données de références croisées du PDF sont endommagées \(.+\) ; ses objets ont été lus/,
              ),
            },
          },
        ]);
        expect(outcome(body.data), damaged.name).toEqual(outcome(reference.body.data));
      }
    },
  );
});

describe('PDFs whose XMP cannot be read', () => {
  it.each(intact.map((p) => [p.file, p] as const))(
    '%s: the invoice and its SHA-256 all the same',
    async (_f, pdf) => {
      for (const damaged of await brokenXmp(pdf.bytes)) {
        const { status, body } = await validate(damaged.bytes);
        expect(status, `${pdf.file} ${damaged.name}: ${JSON.stringify(body.error)}`).toBe(200);
        expect(body.data.container.xmp).toBeNull();
        expect(body.data.container.attachment).toMatchObject({ name: pdf.name, sha256: pdf.sha256 });
      }
    },
  );
});
