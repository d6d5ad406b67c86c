import type { DetectedEncoding } from './detectEncoding.ts';
import { failEncodingConflict } from './encodingConflict.ts';

// windows-1252 at 0x80-0x9F and ISO-8859-15 at 0xA0-0xBF, the only ranges where they differ from
// ISO-8859-1; U+FFFD marks the five bytes windows-1252 leaves undefined, which are refused. Own tables
// rather than TextDecoder: WHATWG maps 'iso-8859-1' to windows-1252, Node 20 decodes 'windows-1252' as
// ISO-8859-1.
const WINDOWS_1252: Overrides = {
  start: 0x80,
  chars: '€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ\uFFFDŽ\uFFFD\uFFFD‘’“”•–—˜™š›œ\uFFFDžŸ',
};
const ISO_8859_15: Overrides = { start: 0xa0, chars: '\u00A0¡¢£€¥Š§š©ª«¬\u00AD®¯°±²³Žµ¶·ž¹º»ŒœŸ¿' };
interface Overrides {
  start: number;
  chars: string;
}

/** Offset of the first byte of the first ill-formed UTF-8 sequence (Unicode 15, table 3-7), or -1. */
function firstInvalidUtf8(b: Uint8Array, from: number): number {
  let i = from;
  while (i < b.length) {
    const c = b[i] ?? 0;
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) need = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      if (c === 0xe0) lo = 0xa0;
      if (c === 0xed) hi = 0x9f; // UTF-16 surrogates are not characters
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      if (c === 0xf0) lo = 0x90;
      if (c === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const t = b[i + k];
      if (t === undefined || t < (k === 1 ? lo : 0x80) || t > (k === 1 ? hi : 0xbf)) return i;
    }
    i += need + 1;
  }
  return -1;
}

/** Offset of the first byte of an odd trailing byte or unpaired surrogate in UTF-16, or -1. */
function firstInvalidUtf16(b: Uint8Array, from: number, bigEndian: boolean): number {
  const unit = (i: number) =>
    bigEndian ? (b[i] ?? 0) * 256 + (b[i + 1] ?? 0) : (b[i + 1] ?? 0) * 256 + (b[i] ?? 0);
  let i = from;
  for (; i + 1 < b.length; i += 2) {
    const u = unit(i);
    if (u >= 0xdc00 && u <= 0xdfff) return i;
    if (u >= 0xd800 && u <= 0xdbff) {
      const next = i + 3 < b.length ? unit(i + 2) : -1;
      if (next < 0xdc00 || next > 0xdfff) return i;
      i += 2;
    }
  }
  return i < b.length ? i : -1;
}

// A single-byte encoding: ISO-8859-1 maps each byte to the code point of the same number; the others
// override a few of those.
function singleByte(b: Uint8Array, overrides: Overrides = { start: 0, chars: '' }): string {
  const map = Uint16Array.from(
    { length: 256 },
    (_, i) => overrides.chars.charCodeAt(i - overrides.start) || i,
  );
  const chunks: string[] = [];
  for (let i = 0; i < b.length; i += 0x2000) {
    const units = new Uint16Array(Math.min(0x2000, b.length - i));
    for (let k = 0; k < units.length; k++) units[k] = map[b[i + k] ?? 0] ?? 0;
    chunks.push(String.fromCharCode(...units));
  }
  return chunks.join('');
}

function firstByte(b: Uint8Array, from: number, bad: (byte: number) => boolean): number {
  for (let i = from; i < b.length; i++) if (bad(b[i] ?? 0)) return i;
  return -1;
}

/** Decodes the bytes after the BOM in the detected encoding; any invalid byte is refused with its offset. */
export function decodeBytes(bytes: Uint8Array, detected: DetectedEncoding): string {
  const { encoding, bomLength: from } = detected;
  const body = bytes.subarray(from);
  const refuse = (bad: number): string => {
    const hex = (bytes[bad] ?? 0).toString(16).padStart(2, '0');
    return failEncodingConflict(`byte 0x${hex} at offset ${bad} is not valid ${encoding}`, {
      class: 'invalid-bytes',
      offset: bad,
      declared: detected.declared,
      bom: detected.bom,
    });
  };
  switch (encoding) {
    case 'UTF-8':
    case 'UTF-16LE':
    case 'UTF-16BE':
      try {
        // The BOM is already skipped: a second U+FEFF is content and must reach the parser.
        return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(body);
      } catch (e) {
        const bad =
          encoding === 'UTF-8'
            ? firstInvalidUtf8(bytes, from)
            : firstInvalidUtf16(bytes, from, encoding === 'UTF-16BE');
        if (!(e instanceof TypeError) || bad < 0) throw e;
        return refuse(bad);
      }
    case 'US-ASCII': {
      const bad = firstByte(bytes, from, (x) => x > 0x7f);
      return bad >= 0 ? refuse(bad) : singleByte(body);
    }
    case 'windows-1252': {
      const bad = firstByte(bytes, from, (x) => WINDOWS_1252.chars[x - WINDOWS_1252.start] === '\uFFFD');
      return bad >= 0 ? refuse(bad) : singleByte(body, WINDOWS_1252);
    }
    case 'ISO-8859-1':
      return singleByte(body);
    case 'ISO-8859-15':
      return singleByte(body, ISO_8859_15);
  }
}
