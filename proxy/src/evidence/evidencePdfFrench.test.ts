import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildEvidencePdf, type EvidenceFacts } from './evidencePdf.ts';
import { openKeyring, type SigningKeyring } from './signingIdentity.ts';
import { verifyEvidencePdf } from './verifyEvidencePdf.ts';

const facts = (over: Partial<EvidenceFacts> = {}): EvidenceFacts => ({
  packId: 'ep_0123456789abcdef',
  validationRef: 'val_0123456789abcdef',
  validatedAt: '2026-11-24T10:00:00.000Z',
  createdAt: '2026-11-24T10:05:00.000Z',
  invoiceSha256: 'c0ffee'.padEnd(64, '0'),
  invoice: {
    number: 'F-2026-001',
    seller: 'Dupont SAS',
    buyer: 'Martin SARL',
    amount: '1200.00',
    currency: 'EUR',
  },
  format: { syntax: 'CII', name: 'Factur-X', profile: 'EN 16931' },
  valid: true,
  rulesets: [{ id: 'en16931-cii', authority: 'CEN', version: '1.3.16' }],
  counts: { errors: 0, warnings: 0 },
  errorRules: [],
  verifyUrl: 'https://einvoice.example/api/v1/verify/ep_0123456789abcdef',
  testMode: true,
  ...over,
});

/** The strings laid out on the certificate's pages, and the signed PDF. */
async function drawn(f: EvidenceFacts, keyring: SigningKeyring): Promise<{ texts: string[]; pdf: Buffer }> {
  const texts: string[] = [];
  // pdfkit's text() has overloads; the spy sees it as one function of any arguments.
  const proto = PDFDocument.prototype as unknown as { text: (...args: unknown[]) => unknown };
  const original = proto.text;
  const spy = vi.spyOn(proto, 'text').mockImplementation(function (this: unknown, ...args: unknown[]) {
    texts.push(String(args[0]));
    return original.apply(this, args);
  });
  try {
    return { texts, pdf: await buildEvidencePdf(f, keyring.current) };
  } finally {
    spy.mockRestore();
  }
}

describe('evidence certificate in French', () => {
  let keyring: SigningKeyring;
  beforeAll(async () => {
    keyring = await openKeyring(fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-keys-')));
  });

  it('states everything in French beside English when asked, still signed and verifiable', async () => {
    const { texts, pdf } = await drawn(facts({ language: 'fr' }), keyring);
    for (const t of [
      'Attestation de contrôle de facture électronique',
      'VALIDE / VALID',
      'Numéro de facture',
      'Vendeur',
    ]) {
      expect(texts).toContain(t);
    }
    expect(texts).toContain('Invoice number');
    expect(
      texts.some((t) => t.startsWith('TEST MODE — sans valeur de preuve / not valid for compliance')),
    ).toBe(true);
    expect(texts.join('\n')).not.toMatch(/Rechnungsnummer|Prüfnachweis|GÜLTIG/);
    // pdfkit writes the catalog uncompressed: the document's language is French.
    expect(pdf.toString('latin1')).toContain('/Lang (fr-FR)');
    expect(await verifyEvidencePdf(pdf, new Set([keyring.current.kid]))).toMatchObject({ valid: true });
  });

  it('stays German beside English by default', async () => {
    const { texts, pdf } = await drawn(facts(), keyring);
    expect(texts).toContain('Prüfnachweis E-Rechnung');
    expect(texts).toContain('GÜLTIG / VALID');
    expect(texts.join('\n')).not.toMatch(/Attestation|Numéro/);
    expect(pdf.toString('latin1')).toContain('/Lang (de-DE)');
  });
});
