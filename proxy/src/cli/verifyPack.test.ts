import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEvidencePdf } from '../evidence/evidencePdf.ts';
import { buildSignedZip } from '../evidence/signedZip.ts';
import { openKeyring } from '../evidence/signingIdentity.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function verify(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'proxy/src/cli/verifyPack.ts', ...args], {
    cwd: ROOT,
  });
  return { status: r.status, out: r.stdout.toString() + r.stderr.toString() };
}

describe('npm run verify (offline verifier)', () => {
  it('verifies packs with only the published keys, and the invoice by its hash', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-cli-'));
    const keyring = await openKeyring(path.join(dir, 'data'));
    const invoice = Buffer.from('<Invoice xmlns="urn:x">1</Invoice>');
    const sha = (await import('node:crypto')).createHash('sha256').update(invoice).digest('hex');
    fs.writeFileSync(path.join(dir, 'invoice.xml'), invoice);
    fs.writeFileSync(path.join(dir, 'other.xml'), '<Invoice/>');
    // Exactly what GET /api/v1/evidence/public-key publishes.
    fs.writeFileSync(
      path.join(dir, 'keys.json'),
      JSON.stringify({ success: true, data: { keys: keyring.published } }),
    );
    fs.writeFileSync(path.join(dir, 'key.pem'), keyring.current.publicKeyPem);
    const pdf = await buildEvidencePdf(
      {
        packId: 'ep_1',
        validationRef: 'val_1',
        validatedAt: '2026-11-24T10:00:00.000Z',
        createdAt: '2026-11-24T10:00:01.000Z',
        invoiceSha256: sha,
        invoice: {},
        format: { syntax: 'UBL', name: 'EN 16931' },
        valid: true,
        rulesets: [],
        counts: { errors: 0, warnings: 0 },
        errorRules: [],
        verifyUrl: 'https://x.example/api/v1/verify/ep_1',
        testMode: false,
      },
      keyring.current,
    );
    fs.writeFileSync(path.join(dir, 'pack.pdf'), pdf);
    const zip = await buildSignedZip(
      { 'metadata.json': Buffer.from(JSON.stringify({ original_hash: `sha256:${sha}` })) },
      keyring.current,
      new Date(),
    );
    fs.writeFileSync(path.join(dir, 'pack.zip'), zip);
    const tampered = Buffer.from(pdf);
    tampered[100] = (tampered[100] as number) ^ 1;
    fs.writeFileSync(path.join(dir, 'tampered.pdf'), tampered);

    const p = (f: string) => path.join(dir, f);
    expect(verify(p('pack.pdf'), '--keys', p('keys.json'), '--invoice', p('invoice.xml'))).toMatchObject({
      status: 0,
    });
    expect(verify(p('pack.pdf'), '--keys', p('key.pem')).status).toBe(0);
    expect(verify(p('pack.zip'), '--keys', p('keys.json'), '--invoice', p('invoice.xml')).status).toBe(0);
    const wrongInvoice = verify(p('pack.pdf'), '--keys', p('keys.json'), '--invoice', p('other.xml'));
    expect(wrongInvoice.status).toBe(1);
    expect(wrongInvoice.out).toContain('is not the one the pack certifies');
    const flipped = verify(p('tampered.pdf'), '--keys', p('keys.json'));
    expect(flipped.status).toBe(1);
    expect(flipped.out).toContain('NOT VERIFIED');
    const stranger = await openKeyring(path.join(dir, 'stranger'));
    fs.writeFileSync(path.join(dir, 'stranger.pem'), stranger.current.publicKeyPem);
    expect(verify(p('pack.pdf'), '--keys', p('stranger.pem')).status).toBe(1);
    expect(verify(p('pack.pdf')).status).toBe(2);
  });
});

describe('npm run evidence-key (rotation)', () => {
  it('rotates the signing key and keeps the old one published', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rotate-cli-'));
    const before = await openKeyring(dir);
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'proxy/src/cli/rotateEvidenceKey.ts', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dir },
      });
    const rotated = run('rotate');
    expect(rotated.status).toBe(0);
    const after = await openKeyring(dir);
    expect(after.current.kid).not.toBe(before.current.kid);
    expect(after.published.map((k) => k.kid)).toEqual([before.current.kid, after.current.kid]);
    expect(run('list').stdout.toString()).toContain(`${after.current.kid}`);
    expect(run().status).toBe(2);
  });
});
