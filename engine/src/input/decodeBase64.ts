import { fail } from '../errors.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const PAD = 61; // '='
const CR = 13;
const LF = 10;

function sextets(): Int8Array {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) table[ALPHABET.charCodeAt(i)] = i;
  return table;
}

function invalid(offset: number, message: string): never {
  return fail('INVALID_BASE64', message, { offset });
}

/**
 * Strict RFC 4648 base64 → bytes. Only the standard alphabet, mandatory padding, zero pad bits, and
 * line breaks (CR, LF) as the only whitespace, since a lax decoder would turn typos into silently
 * different invoice bytes. The decoded size is checked against maxBytes before anything is allocated.
 */
export function decodeBase64(text: string, maxBytes: number): Uint8Array {
  const table = sextets();
  let count = 0;
  let padding = 0;
  let lastData = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === CR || c === LF) continue;
    if (c === PAD) {
      // Padding fills the last one or two places of the final quantum and nothing may follow it.
      if (count % 4 < 2) invalid(i, "'=' padding in the wrong place");
      padding++;
    } else {
      if (c >= 128 || table[c] === -1) invalid(i, `character ${JSON.stringify(text[i])} is not base64`);
      if (padding > 0) invalid(i, "data after '=' padding");
      lastData = i;
    }
    count++;
  }
  if (count % 4 !== 0) invalid(text.length, 'base64 length is not a multiple of 4 (missing padding?)');
  if (padding > 0) {
    // The bits of the last data character that do not reach a byte must be zero (RFC 4648 3.5).
    const bits = table[text.charCodeAt(lastData)] ?? 0;
    if ((padding === 1 && (bits & 0b11) !== 0) || (padding === 2 && (bits & 0b1111) !== 0)) {
      invalid(lastData, 'non-zero pad bits: not a canonical base64 encoding');
    }
  }

  const size = (count / 4) * 3 - padding;
  if (size > maxBytes)
    fail('XML_TOO_LARGE', `document is ${size} bytes; the limit is ${maxBytes}`, { limit: maxBytes, size });

  const bytes = new Uint8Array(size);
  let acc = 0;
  let held = 0;
  let out = 0;
  for (let i = 0; i < text.length && out < size; i++) {
    const c = text.charCodeAt(i);
    if (c === CR || c === LF || c === PAD) continue;
    acc = ((acc << 6) | (table[c] ?? 0)) & 0xffffff;
    held += 6;
    if (held >= 8) {
      held -= 8;
      bytes[out++] = (acc >> held) & 0xff;
    }
  }
  return bytes;
}
