import { decodeBytes } from '../input/decodeBytes.ts';
import type { DocumentEncoding } from '../input/documentEncoding.ts';
import type { BomName } from '../input/encodingConflict.ts';

type SingleByte = Exclude<DocumentEncoding, 'UTF-8' | 'UTF-16LE' | 'UTF-16BE'>;

// The inverse of the input stage's own byte tables, so reading and writing cannot disagree.
function byteTable(encoding: SingleByte): Map<number, number> {
  const table = new Map<number, number>();
  for (let b = 0; b < 256; b++) {
    try {
      const ch = decodeBytes(Uint8Array.of(b), { encoding, bom: null, bomLength: 0, declared: null });
      table.set(ch.charCodeAt(0), b);
    } catch {
      // a byte the encoding leaves undefined has no character to write
    }
  }
  return table;
}

function isUnicode(encoding: DocumentEncoding): encoding is 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' {
  return encoding.startsWith('UTF-');
}

/**
 * Makes new character data writable in the document's encoding: every character the encoding cannot
 * represent becomes a character reference (ISO-8859-1 stays ISO-8859-1).
 */
export function referenceUnrepresentable(value: string, encoding: DocumentEncoding): string {
  if (isUnicode(encoding)) return value;
  const table = byteTable(encoding);
  let out = '';
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    out += cp < 0x10000 && table.has(cp) ? ch : `&#${cp};`;
  }
  return out;
}

/** The document text as bytes in its own encoding, with the byte-order mark it came with. */
export function encodeText(text: string, encoding: DocumentEncoding, bom: BomName | null): Uint8Array {
  if (encoding === 'UTF-8') {
    const body = new TextEncoder().encode(text);
    if (bom !== 'UTF-8') return body;
    const out = new Uint8Array(body.length + 3);
    out.set([0xef, 0xbb, 0xbf]);
    out.set(body, 3);
    return out;
  }
  if (encoding === 'UTF-16LE' || encoding === 'UTF-16BE') {
    const le = encoding === 'UTF-16LE';
    const units = bom ? `\uFEFF${text}` : text;
    const out = new Uint8Array(units.length * 2);
    for (let i = 0; i < units.length; i++) {
      const u = units.charCodeAt(i);
      out[2 * i + (le ? 0 : 1)] = u & 0xff;
      out[2 * i + (le ? 1 : 0)] = u >> 8;
    }
    return out;
  }
  const table = byteTable(encoding);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const b = table.get(text.charCodeAt(i));
    if (b === undefined)
      throw new Error(`encodeText: U+${text.charCodeAt(i).toString(16)} is not ${encoding}`);
    out[i] = b;
  }
  return out;
}
