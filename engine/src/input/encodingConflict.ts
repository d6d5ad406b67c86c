import { fail } from '../errors.ts';

/** Byte-order marks by the encoding they announce. */
export type BomName = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'UTF-32LE' | 'UTF-32BE';

/**
 * Why a document contradicts its own encoding (details.class of XML_ENCODING_CONFLICT):
 * - `unsupported-encoding`: UTF-32/UCS-4 or EBCDIC bytes, or a declared encoding this engine does not read.
 * - `bom-declaration-mismatch`: the byte-order mark and the encoding declaration name different encodings
 *   (a UTF-16 BOM declaring UTF-8, a UTF-8 BOM declaring ISO-8859-1, opposite UTF-16 byte orders).
 * - `declaration-mismatch`: no BOM, and the code-unit width or byte order of `<?xml` contradicts the
 *   declaration (8-bit bytes declaring UTF-16, 16-bit bytes declaring an 8-bit encoding).
 * - `utf16-without-bom-or-declaration`: 16-bit bytes that carry neither a BOM nor an encoding declaration,
 *   which XML 1.0 (4.3.3) forbids: without either they must be read as UTF-8.
 * - `invalid-bytes`: a byte sequence that is not valid in the encoding in force; offset = its first byte.
 * - `unpaired-surrogate`: `xml` text holding half of a UTF-16 surrogate pair; offset = its string index.
 */
export type EncodingConflictClass =
  | 'unsupported-encoding'
  | 'bom-declaration-mismatch'
  | 'declaration-mismatch'
  | 'utf16-without-bom-or-declaration'
  | 'invalid-bytes'
  | 'unpaired-surrogate';

/** What every XML_ENCODING_CONFLICT carries (spec 4.1). */
export interface EncodingConflict {
  class: EncodingConflictClass;
  offset: number;
  declared: string | null;
  bom: BomName | null;
}

/** Refuses the document with XML_ENCODING_CONFLICT. */
export function failEncodingConflict(message: string, details: EncodingConflict): never {
  return fail('XML_ENCODING_CONFLICT', message, details);
}
