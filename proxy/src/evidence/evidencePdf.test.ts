import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEvidencePdf, type EvidenceFacts, verificationCode } from './evidencePdf.ts';
import { openKeyring, rotate, type SigningKeyring } from './signingIdentity.ts';
import { verifyEvidencePdf } from './verifyEvidencePdf.ts';

const ARTEFACTS = path.resolve(import.meta.dirname, '../../../test-results/evidence');

const facts = (over: Partial<EvidenceFacts> = {}): EvidenceFacts => ({
  packId: 'ep_0123456789abcdef',
  validationRef: 'val_0123456789abcdef',
  validatedAt: '2026-11-24T10:00:00.000Z',
  createdAt: '2026-11-24T10:05:00.000Z',
  invoiceSha256: 'c0ffee'.padEnd(64, '0'),
  invoice: {
    number: 'RE-2026-4711',
    seller: 'Müller & Söhne GmbH',
    buyer: 'Stadt Köln',
    amount: '1234.56',
    currency: 'EUR',
  },
  format: { syntax: 'UBL', name: 'XRechnung 3.0', profile: 'cius' },
  valid: false,
  rulesets: [
    { id: 'xsd-ubl-2.1', authority: 'OASIS', version: '2.1' },
    { id: 'en16931-ubl', authority: 'CEN', version: '1.3.16' },
    { id: 'xrechnung', authority: 'KoSIT', version: '3.0.2' },
  ],
  counts: { errors: 3, warnings: 1 },
  errorRules: [
    { ruleId: 'BR-DE-15', count: 1 },
    { ruleId: 'BR-CO-10', count: 2 },
  ],
  verifyUrl: 'https://einvoice.example/api/v1/verify/ep_0123456789abcdef',
  testMode: false,
  ...over,
});

/**
 * An independent check from the published description alone: the signature is the hex string
 * the /ByteRange leaves out; OpenSSL verifies that CMS over the two ranges, and the certificate
 * it carries must hold the published public key.
 */
function opensslVerifies(pdf: Buffer, publishedPublicKeyPem: string): boolean {
  const text = pdf.toString('latin1');
  const m = /\/ByteRange\s*\[(\d+) (\d+) (\d+) (\d+)\]/.exec(text);
  if (!m) return false;
  const [a, b, c, d] = m.slice(1).map(Number) as [number, number, number, number];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-'));
  const hex = text.slice(b + 1, c - 1).replace(/(00)+$/, '');
  fs.writeFileSync(path.join(dir, 'sig.der'), Buffer.from(hex, 'hex'));
  fs.writeFileSync(
    path.join(dir, 'content'),
    Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]),
  );
  const verify = spawnSync('openssl', [
    'cms',
    '-verify',
    '-binary',
    '-inform',
    'DER',
    '-noverify',
    '-in',
    path.join(dir, 'sig.der'),
    '-content',
    path.join(dir, 'content'),
    '-certsout',
    path.join(dir, 'signer.pem'),
    '-out',
    '/dev/null',
  ]);
  if (verify.status !== 0) return false;
  const signerKey = execFileSync('openssl', [
    'x509',
    '-in',
    path.join(dir, 'signer.pem'),
    '-pubkey',
    '-noout',
  ]).toString();
  return signerKey.trim() === publishedPublicKeyPem.trim() && c + d === pdf.length && a === 0;
}

function pdfsig(file: string): string {
  return spawnSync('pdfsig', [file]).stdout.toString();
}

describe('signed evidence PDF', () => {
  let keyring: SigningKeyring;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-keys-'));
    keyring = await openKeyring(dataDir);
    fs.mkdirSync(ARTEFACTS, { recursive: true });
  });

  it('is signed over the whole file but the signature, verifiably by pdfsig, OpenSSL and our verifier', async () => {
    const pdf = await buildEvidencePdf(facts(), keyring.current);
    const file = path.join(ARTEFACTS, 'live.pdf');
    fs.writeFileSync(file, pdf);
    const report = pdfsig(file);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    expect(opensslVerifies(pdf, keyring.current.publicKeyPem)).toBe(true);
    const ours = await verifyEvidencePdf(pdf, new Set(keyring.published.map((k) => k.kid)));
    expect(ours).toMatchObject({ valid: true, kid: keyring.current.kid, packId: 'ep_0123456789abcdef' });
    expect(ours.invoiceSha256).toBe(facts().invoiceSha256);
    expect(spawnSync('qpdf', ['--check', file]).status).not.toBe(2);

    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const s of [
      'Prüfnachweis E-Rechnung',
      'UNGÜLTIG / INVALID',
      'RE-2026-4711',
      'Müller & Söhne GmbH',
      'Stadt Köln',
      '1234.56 EUR',
      'XRechnung 3.0',
      'KoSIT',
      '3.0.2',
      'BR-DE-15',
      'BR-CO-10 × 2',
      facts().invoiceSha256,
      '2026-11-24T10:00:00.000Z',
      'ep_0123456789abcdef',
      verificationCode(facts().packId, facts().invoiceSha256, facts().validatedAt),
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('TEST MODE');
    execFileSync('pdftoppm', ['-r', '60', '-png', file, path.join(ARTEFACTS, 'live')]);
    expect(fs.readdirSync(ARTEFACTS).some((f) => f.startsWith('live') && f.endsWith('.png'))).toBe(true);
  });

  it('fails every verifier when one byte changes anywhere in the signed ranges', async () => {
    const pdf = await buildEvidencePdf(
      facts({ valid: true, errorRules: [], counts: { errors: 0, warnings: 0 } }),
      keyring.current,
    );
    const kids = new Set(keyring.published.map((k) => k.kid));
    const hole = /\/ByteRange\s*\[0 (\d+) (\d+)/.exec(pdf.toString('latin1')) as RegExpExecArray;
    // Both signed ranges, the signature value itself and its zero padding.
    const positions = [
      5,
      Math.floor(Number(hole[1]) / 2),
      Number(hole[2]) + 3,
      pdf.length - 8,
      Number(hole[1]) + 20,
      Number(hole[2]) - 20,
    ];
    for (const pos of positions) {
      const tampered = Buffer.from(pdf);
      tampered[pos] = (tampered[pos] as number) ^ 0x01;
      expect((await verifyEvidencePdf(tampered, kids)).valid, `byte ${pos}`).toBe(false);
    }
    // Every byte of the signature value too (certificate, attributes, ECDSA value, padding).
    for (let pos = Number(hole[1]) + 1; pos < Number(hole[2]) - 1; pos += 7) {
      const tampered = Buffer.from(pdf);
      tampered[pos] = tampered[pos] === 0x30 ? 0x31 : 0x30;
      expect((await verifyEvidencePdf(tampered, kids)).valid, `signature byte ${pos}`).toBe(false);
    }
    // OpenSSL, reading DER, ignores the zero padding; over the signed ranges it must fail too.
    for (const pos of positions.slice(0, 4)) {
      const tampered = Buffer.from(pdf);
      tampered[pos] = (tampered[pos] as number) ^ 0x01;
      expect(opensslVerifies(tampered, keyring.current.publicKeyPem), `byte ${pos}`).toBe(false);
    }
  });

  it('refuses a pack signed by a key the service never published', async () => {
    const stranger = await openKeyring(fs.mkdtempSync(path.join(os.tmpdir(), 'stranger-')));
    const pdf = await buildEvidencePdf(facts(), stranger.current);
    const result = await verifyEvidencePdf(pdf, new Set(keyring.published.map((k) => k.kid)));
    expect(result).toMatchObject({ valid: false, reason: 'signed with a key the service did not publish' });
  });

  it('keeps packs of a rotated key verifiable', async () => {
    const old = await buildEvidencePdf(facts(), keyring.current);
    const rotated = await rotate(dataDir);
    expect(rotated.current.kid).not.toBe(keyring.current.kid);
    expect(rotated.published.map((k) => k.kid)).toContain(keyring.current.kid);
    expect((await verifyEvidencePdf(old, new Set(rotated.published.map((k) => k.kid)))).valid).toBe(true);
    const reopened = await openKeyring(dataDir);
    expect(reopened.current.kid).toBe(rotated.current.kid);
    keyring = reopened;
  });

  it('marks every page of a test-key pack TEST MODE, with a banner, and still verifies', async () => {
    const many = Array.from({ length: 900 }, (_, i) => ({
      ruleId: `PEPPOL-EN16931-R${String(i).padStart(3, '0')}`,
      count: 1,
    }));
    const pdf = await buildEvidencePdf(facts({ testMode: true, errorRules: many }), keyring.current);
    const file = path.join(ARTEFACTS, 'test-mode.pdf');
    fs.writeFileSync(file, pdf);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
    expect(pages).toBeGreaterThan(1);
    for (let p = 1; p <= pages; p++) {
      const text = execFileSync('pdftotext', ['-f', String(p), '-l', String(p), file, '-']).toString();
      expect(text, `page ${p}`).toContain('TEST MODE');
    }
    expect(execFileSync('pdftotext', ['-l', '1', file, '-']).toString()).toContain(
      'not valid for compliance',
    );
    expect(pdfsig(file)).toContain('Signature is Valid');
    execFileSync('pdftoppm', ['-r', '60', '-png', file, path.join(ARTEFACTS, 'test-mode')]);
  });

  it('takes a supplied key (EVIDENCE_SIGNING_KEY) and keeps its certificate stable', async () => {
    const pem = execFileSync('openssl', [
      'genpkey',
      '-algorithm',
      'EC',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
    ]).toString();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplied-'));
    const a = await openKeyring(dir, pem);
    const b = await openKeyring(dir, pem);
    expect(b.current.kid).toBe(a.current.kid);
    expect(b.current.certificatePem).toBe(a.current.certificatePem);
    const pub = execFileSync('openssl', ['pkey', '-pubout'], { input: pem }).toString();
    expect(a.current.publicKeyPem.trim()).toBe(pub.trim());
  });
});
