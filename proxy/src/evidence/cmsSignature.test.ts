import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signDetached, verifyDetached } from './cmsSignature.ts';
import { openKeyring } from './signingIdentity.ts';

describe('detached CMS signature', () => {
  it('verifies, and fails for a change of any bit pattern in any byte of the signature value', async () => {
    const { current } = await openKeyring(fs.mkdtempSync(path.join(os.tmpdir(), 'cms-')));
    const content = new TextEncoder().encode('evidence');
    const der = await signDetached(
      content,
      current.privateKey,
      current.certificate,
      new Date('2026-11-24T10:00:00Z'),
    );
    const ok = await verifyDetached(der, content);
    expect(ok.valid).toBe(true);
    expect(ok.signingTime?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect((await verifyDetached(der, new TextEncoder().encode('evidencE'))).valid).toBe(false);
    const accepted: string[] = [];
    for (let i = 0; i < der.length; i++) {
      // Alternating masks keep the run short while every byte sees a change of low and high bits.
      for (const mask of i % 2 ? [0x01] : [0x82]) {
        const tampered = Uint8Array.from(der);
        tampered[i] = (tampered[i] as number) ^ mask;
        if ((await verifyDetached(tampered, content)).valid) accepted.push(`${i}^${mask}`);
      }
    }
    expect(accepted).toEqual([]);
  });
});
