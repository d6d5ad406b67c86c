import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeSha256Hex } from './host/nodeSha256.ts';
import { sha256Hex } from './sha256Hex.ts';

const samples = [
  new Uint8Array(0),
  new TextEncoder().encode('<Invoice/>'),
  new Uint8Array(100_003).map((_, i) => i * 7),
];
const nodeDigest = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('sha256Hex', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('equals node:crypto with Web Crypto', async () => {
    for (const b of samples) expect(await sha256Hex(b)).toBe(nodeDigest(b));
  });

  it('equals node:crypto where the host has no crypto.subtle (a plain-HTTP page off localhost)', async () => {
    vi.stubGlobal('crypto', {});
    expect(globalThis.crypto.subtle).toBeUndefined();
    for (const b of samples) expect(await sha256Hex(b)).toBe(nodeDigest(b));
    vi.stubGlobal('crypto', undefined);
    for (const b of samples) expect(await sha256Hex(b)).toBe(nodeDigest(b));
  });

  it("the Node hosts' digest (node:crypto in the calling thread) equals Web Crypto's", async () => {
    for (const b of samples) expect(nodeSha256Hex(b)).toBe(await sha256Hex(b));
  });
});
