import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedZip, verifySignedZip } from './signedZip.ts';
import { openKeyring, type SigningKeyring } from './signingIdentity.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const FILES = {
  'original_invoice.xml': enc('<Invoice>ä</Invoice>'),
  'fixed_invoice.xml': enc('<Invoice>ö</Invoice>'),
  'change_report.txt': enc('1 change'),
  'metadata.json': enc('{"original_hash":"sha256:00"}'),
  'validation_before.json': enc('{}'),
  'validation_after.json': enc('{}'),
  'change_events.json': enc('[]'),
};

describe('signed ZIP', () => {
  let keyring: SigningKeyring;
  let kids: Set<string>;
  beforeAll(async () => {
    keyring = await openKeyring(fs.mkdtempSync(path.join(os.tmpdir(), 'zip-keys-')));
    kids = new Set(keyring.published.map((k) => k.kid));
  });

  it('opens in an outside ZIP reader with exactly its files and verifies as a whole', async () => {
    const zip = await buildSignedZip(FILES, keyring.current, new Date('2026-11-24T10:00:00Z'));
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zip-')), 'pack.zip');
    fs.writeFileSync(file, zip);
    const listed = execFileSync('python3', [
      '-c',
      'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print("\\n".join(sorted(z.namelist())))',
      file,
    ])
      .toString()
      .trim()
      .split('\n');
    expect(listed).toEqual(Object.keys(FILES).sort());
    const result = await verifySignedZip(zip, kids);
    expect(result).toMatchObject({
      valid: true,
      kid: keyring.current.kid,
      signingTime: '2026-11-24T10:00:00.000Z',
    });
    expect(new TextDecoder().decode(result.files?.['original_invoice.xml'])).toBe('<Invoice>ä</Invoice>');
  });

  it('fails when any byte of the archive changes, or the signature is removed', async () => {
    const zip = await buildSignedZip(FILES, keyring.current, new Date('2026-11-24T10:00:00Z'));
    // Every third byte: file data, names, directory and the signature in the comment alike.
    for (let pos = 0; pos < zip.length; pos += 3) {
      const tampered = Buffer.from(zip);
      tampered[pos] = (tampered[pos] as number) ^ 0x04;
      expect((await verifySignedZip(tampered, kids)).valid, `byte ${pos}`).toBe(false);
    }
    const stripped = Buffer.from(zip.subarray(0, zip.length - (zip.readUInt16LE(zip.length - 2) || 0)));
    expect((await verifySignedZip(stripped, kids)).valid).toBe(false);
  });
});
