import { createHash } from 'node:crypto';
import type { Sha256Hex } from '../sha256Hex.ts';

/**
 * node:crypto's SHA-256 in the calling thread, for EngineConfig `sha256` in hosts that have it (Node, Bun, Deno):
 * Web Crypto's default pays a thread-pool round trip per document.
 */
export const nodeSha256Hex: Sha256Hex = (bytes) => createHash('sha256').update(bytes).digest('hex');
