import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** A host's SHA-256 of a document's bytes, as lower-case hex (EngineConfig `sha256`). */
export type Sha256Hex = (bytes: Uint8Array) => string | Promise<string>;

/**
 * Lower-case hex SHA-256 of the document's bytes. Web Crypto where the host has it (Node, Workers, secure
 * pages); a page served over plain HTTP on any name but localhost is no secure context and has no
 * `crypto.subtle`, so there the maintained pure-JS digest answers the same bytes.
 */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return bytesToHex(sha256(bytes));
  const digest = await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return bytesToHex(new Uint8Array(digest));
}
