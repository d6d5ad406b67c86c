import { fail } from '../errors.ts';
import { decodeBase64 } from './decodeBase64.ts';
import { decodeBytes } from './decodeBytes.ts';
import { detectEncoding } from './detectEncoding.ts';
import type { DocumentEncoding } from './documentEncoding.ts';
import { type BomName, failEncodingConflict } from './encodingConflict.ts';
import { DEFAULT_INPUT_LIMITS, type InputLimits } from './inputLimits.ts';
import { refuseDoctype } from './refuseDoctype.ts';

/** The document as Unicode text, with the bytes it came as and how they were read. */
export interface DecodedInput {
  /** The document without its byte-order mark. */
  text: string;
  /** The document's bytes as received (the decoded base64, or `xml` encoded as UTF-8); hashed for evidence. */
  bytes: Uint8Array;
  /** The encoding of `bytes`. */
  encoding: DocumentEncoding;
  /** The byte-order mark `bytes` start with, by the encoding it announces. */
  bom: BomName | null;
}

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// String.prototype.isWellFormed (ES2024) is native and several times faster than the regex, which then only
// finds the offset; a runtime without it goes by the regex alone.
const wellFormed = (s: string): boolean =>
  (s as { isWellFormed?: () => boolean }).isWellFormed?.() ?? !UNPAIRED_SURROGATE.test(s);

function tooLarge(size: number, limit: number): never {
  return fail('XML_TOO_LARGE', `document is ${size} bytes; the limit is ${limit}`, { limit, size });
}

// Text is already Unicode, so any encoding declaration in it is history and not checked; only a
// string that is not valid UTF-16 contradicts itself.
function fromText(xml: string, maxBytes: number): DecodedInput {
  // UTF-8 never takes fewer bytes than UTF-16 code units, so an overlong string is refused unencoded.
  if (xml.length > maxBytes) tooLarge(new TextEncoder().encode(xml).length, maxBytes);
  const lone = wellFormed(xml) ? null : UNPAIRED_SURROGATE.exec(xml);
  if (lone) {
    failEncodingConflict('xml holds an unpaired UTF-16 surrogate', {
      class: 'unpaired-surrogate',
      offset: lone.index,
      declared: null,
      bom: null,
    });
  }
  const bytes = new TextEncoder().encode(xml);
  if (bytes.length > maxBytes) tooLarge(bytes.length, maxBytes);
  const bom = xml.charCodeAt(0) === 0xfeff;
  return { text: bom ? xml.slice(1) : xml, bytes, encoding: 'UTF-8', bom: bom ? 'UTF-8' : null };
}

/** The bytes of a file, read as a strict XML parser reads bytes, free of DOCTYPE/ENTITY declarations. */
export function decodeXmlBytes(bytes: Uint8Array): DecodedInput {
  const detected = detectEncoding(bytes);
  const decoded = {
    text: decodeBytes(bytes, detected),
    bytes,
    encoding: detected.encoding,
    bom: detected.bom,
  };
  refuseDoctype(decoded.text);
  return decoded;
}

/** What the caller sent, checked: `xml` text as is, `xmlBase64` decoded to bytes within the size limit. */
export type ReceivedInput = { field: 'xml'; text: string } | { field: 'xmlBase64'; bytes: Uint8Array };

/** Exactly one of `xml` and `xmlBase64`, a non-empty string; base64 decoded strictly (spec 4.1). */
export function receiveInput(
  input: { xml?: unknown; xmlBase64?: unknown },
  limits: InputLimits = {},
): ReceivedInput {
  const maxBytes = limits.maxBytes ?? DEFAULT_INPUT_LIMITS.maxBytes;
  const { xml, xmlBase64 } = input;
  // JSON null counts as absent, as clients send it for optional fields.
  const hasXml = xml !== undefined && xml !== null;
  const hasBase64 = xmlBase64 !== undefined && xmlBase64 !== null;
  // Both, or an empty one, is an invalid option (spec 4.1: exactly one); MISSING_XML is for neither (spec 7.1).
  if (hasXml && hasBase64) {
    fail('INVALID_OPTION', 'send exactly one of xml and xmlBase64, not both', {
      fields: ['xml', 'xmlBase64'],
    });
  }
  if (!hasXml && !hasBase64)
    fail('MISSING_XML', 'send the invoice in xml or xmlBase64', { fields: ['xml', 'xmlBase64'] });
  const field = hasXml ? 'xml' : 'xmlBase64';
  const value = hasXml ? xml : xmlBase64;
  if (typeof value !== 'string') {
    fail(hasXml ? 'INVALID_XML' : 'INVALID_BASE64', `${field} must be a string`, {
      field,
      type: typeof value,
    });
  }
  if (value === '') fail('INVALID_OPTION', `${field} is empty`, { fields: [field] });
  return hasXml
    ? { field: 'xml', text: value }
    : { field: 'xmlBase64', bytes: decodeBase64(value, maxBytes) };
}

/** Decodes what receiveInput accepted into the document's Unicode text. */
export function decodeReceived(received: ReceivedInput, limits: InputLimits = {}): DecodedInput {
  const maxBytes = limits.maxBytes ?? DEFAULT_INPUT_LIMITS.maxBytes;
  if (received.field === 'xmlBase64') return decodeXmlBytes(received.bytes);
  const decoded = fromText(received.text, maxBytes);
  refuseDoctype(decoded.text);
  return decoded;
}

/**
 * Input stage (spec 4.1, 8): exactly one of `xml` (text) or `xmlBase64` (the file's bytes) → Unicode
 * text read as a strict XML parser reads bytes, within the size limit and free of DOCTYPE/ENTITY
 * declarations, before any parser sees it.
 */
export function decodeInput(
  input: { xml?: unknown; xmlBase64?: unknown },
  limits: InputLimits = {},
): DecodedInput {
  return decodeReceived(receiveInput(input, limits), limits);
}
