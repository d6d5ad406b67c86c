import { type DocumentEncoding, documentEncoding } from './documentEncoding.ts';
import { type BomName, type EncodingConflictClass, failEncodingConflict } from './encodingConflict.ts';

/** How the document's bytes are to be read, and what in them said so. */
export interface DetectedEncoding {
  encoding: DocumentEncoding;
  bom: BomName | null;
  /** Bytes the BOM occupies at the start; decoding begins after them. */
  bomLength: number;
  /** The encoding declaration's value as written, or null. */
  declared: string | null;
}

interface Sniffed {
  bom: BomName | null;
  /** Bytes the BOM occupies. */
  bomLength: number;
  /** Code-unit width in bits; null for encodings this engine does not read (UTF-32, UCS-4, EBCDIC). */
  width: 8 | 16 | null;
  order: 'LE' | 'BE';
}

// XML 1.0 appendix F: the first four bytes show a BOM, or the code-unit width and byte order in
// which `<?xml` (or at least `<`) is written.
function sniff(b: Uint8Array): Sniffed {
  const [b0, b1, b2, b3] = [b[0], b[1], b[2], b[3]];
  const bom = (name: BomName, bomLength: number, width: 8 | 16 | null, order: 'LE' | 'BE' = 'BE') => ({
    bom: name,
    bomLength,
    width,
    order,
  });
  const none = (width: 8 | 16 | null, order: 'LE' | 'BE' = 'BE') => ({
    bom: null,
    bomLength: 0,
    width,
    order,
  });
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return bom('UTF-8', 3, 8);
  if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) return bom('UTF-32BE', 4, null);
  // FF FE 00 00 could be UTF-16LE starting with U+0000, but U+0000 is never an XML character.
  if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) return bom('UTF-32LE', 4, null, 'LE');
  if (b0 === 0xfe && b1 === 0xff) return bom('UTF-16BE', 2, 16);
  if (b0 === 0xff && b1 === 0xfe) return bom('UTF-16LE', 2, 16, 'LE');
  const zeros = [b0, b1, b2, b3].map((x) => x === 0);
  if (b.length >= 4 && zeros.filter(Boolean).length === 3) return none(null); // UCS-4
  if (b0 === 0x4c && b1 === 0x6f && b2 === 0xa7 && b3 === 0x94) return none(null); // EBCDIC '<?xm'
  if (b.length >= 2 && zeros[0] !== zeros[1]) return none(16, zeros[0] ? 'BE' : 'LE');
  return none(8);
}

const DECLARATION =
  /^<\?xml[\x20\t\r\n]+version[\x20\t\r\n]*=[\x20\t\r\n]*(?:"[^"]*"|'[^']*')[\x20\t\r\n]+encoding[\x20\t\r\n]*=[\x20\t\r\n]*(["'])([^"'<>]*)\1/;

// Reads only ASCII from the start: that is all an encoding declaration may contain.
function readDeclaration(b: Uint8Array, s: Sniffed, unit: 1 | 2): { name: string; offset: number } | null {
  let prefix = '';
  for (let i = s.bomLength; i + unit <= b.length && prefix.length < 256; i += unit) {
    const [hi, lo] =
      unit === 1
        ? [0, b[i] ?? 0]
        : s.order === 'BE'
          ? [b[i] ?? 0, b[i + 1] ?? 0]
          : [b[i + 1] ?? 0, b[i] ?? 0];
    const code = hi * 256 + lo;
    if (code > 0x7f) break;
    prefix += String.fromCharCode(code);
  }
  const m = DECLARATION.exec(prefix);
  if (!m || m[2] === undefined) return null;
  const name = m[2];
  return { name, offset: s.bomLength + (m[0].length - name.length - 1) * unit };
}

/**
 * Decides how to read a document's bytes the way a strict XML 1.0 parser does (4.3.3, appendix F):
 * BOM first, then the encoding declaration, UTF-8 when neither speaks. Any contradiction between
 * BOM, byte pattern and declaration is refused rather than guessed around.
 */
export function detectEncoding(bytes: Uint8Array): DetectedEncoding {
  const s = sniff(bytes);
  const declaration = s.width === null ? null : readDeclaration(bytes, s, s.width === 8 ? 1 : 2);
  const declared = declaration?.name ?? null;
  function conflict(cls: EncodingConflictClass, message: string, offset = declaration?.offset ?? 0): never {
    return failEncodingConflict(message, { class: cls, offset, declared, bom: s.bom });
  }

  if (s.width === null)
    return conflict('unsupported-encoding', 'UTF-32, UCS-4 and EBCDIC documents are not supported', 0);
  const named = declared === null ? null : documentEncoding(declared);
  if (declared !== null && named === null)
    conflict('unsupported-encoding', `encoding "${declared}" is not supported`);
  const own: DocumentEncoding = s.width === 16 ? `UTF-16${s.order}` : 'UTF-8';
  // 'UTF-16' leaves the byte order to the BOM or the byte pattern; any other name must be `own`
  // when it is a UTF-16 name or the bytes are 16-bit.
  const agrees =
    named === null ||
    named === own ||
    (named === 'UTF-16' ? s.width === 16 : !named.startsWith('UTF-16') && s.width === 8 && s.bom === null);
  if (s.bom !== null) {
    if (!agrees)
      conflict('bom-declaration-mismatch', `byte-order mark ${s.bom} contradicts encoding="${declared}"`);
    return { encoding: own, bom: s.bom, bomLength: s.bomLength, declared };
  }
  if (s.width === 16 && named === null) {
    conflict(
      'utf16-without-bom-or-declaration',
      'UTF-16 bytes need a byte-order mark or an encoding declaration',
      0,
    );
  }
  if (!agrees) conflict('declaration-mismatch', `the document's bytes are not ${declared}`);
  return { encoding: named === null || named === 'UTF-16' ? own : named, bom: null, bomLength: 0, declared };
}
