/**
 * Properties of the input stage: whatever text or bytes arrive, decodeInput answers with the document
 * or a typed EngineError (never another exception), and a document written in any encoding it reads
 * comes back as exactly the text that was encoded, with the bytes and encoding reported as sent.
 */

import { fuzzRuns } from '@einvoice/test-support/engine/fuzzRuns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors.ts';
import { decodeInput } from './decodeInput.ts';

const LIMITS = { maxBytes: 1 << 16 };
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** decodeInput's result, or the error it threw when that error is typed; any other exception fails. */
function attempt(input: { xml?: unknown; xmlBase64?: unknown }) {
  try {
    return { ok: true as const, value: decodeInput(input, LIMITS) };
  } catch (e) {
    if (!isEngineError(e)) throw e;
    return { ok: false as const, error: e };
  }
}

// XML 1.0 Char without '<' and '&' (markup is not what the input stage is about), any plane.
const xmlChar = fc
  .integer({ min: 0x9, max: 0x10ffff })
  .filter(
    (cp) =>
      (cp === 0x9 || cp === 0xa || cp === 0xd || cp >= 0x20) &&
      !(cp >= 0xd800 && cp <= 0xdfff) &&
      cp !== 0xfffe &&
      cp !== 0xffff &&
      cp !== 0x3c &&
      cp !== 0x26,
  )
  .map((cp) => String.fromCodePoint(cp));
const content = fc.array(xmlChar, { maxLength: 200 }).map((cs) => cs.join(''));
const latin1Content = fc
  .array(
    xmlChar.filter((c) => (c.codePointAt(0) as number) <= 0xff),
    { maxLength: 200 },
  )
  .map((cs) => cs.join(''));

const doc = (encoding: string, body: string) =>
  `<?xml version="1.0" encoding="${encoding}"?>\n<a>${body}</a>`;

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian);
  return out;
}

describe('decodeInput (property)', () => {
  it('answers any text with the text itself or a typed error', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (xml) => {
        const r = attempt({ xml });
        if (r.ok) expect(r.value.text).toBe(xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml);
      }),
      fuzzRuns(100),
    );
  });

  it('answers any bytes with a document or a typed error', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        const r = attempt({ xmlBase64: b64(bytes) });
        if (r.ok) expect(Buffer.from(r.value.bytes)).toEqual(Buffer.from(bytes));
      }),
      fuzzRuns(100),
    );
  });

  it('answers any bytes behind a real XML declaration with a document or a typed error', () => {
    const names = fc.constantFrom(
      'UTF-8',
      'UTF-16',
      'ISO-8859-1',
      'windows-1252',
      'US-ASCII',
      'EBCDIC',
      'utf-8',
    );
    fc.assert(
      fc.property(names, fc.uint8Array({ maxLength: 300 }), (name, tail) => {
        const head = new TextEncoder().encode(`<?xml version="1.0" encoding="${name}"?><a>`);
        attempt({ xmlBase64: b64(new Uint8Array([...head, ...tail])) });
      }),
      fuzzRuns(100),
    );
  });

  it('reads UTF-8 (with and without BOM) back to exactly the encoded text', () => {
    fc.assert(
      fc.property(content, fc.boolean(), (body, bom) => {
        const text = doc('UTF-8', body);
        const bytes = new Uint8Array([...(bom ? [0xef, 0xbb, 0xbf] : []), ...new TextEncoder().encode(text)]);
        const r = decodeInput({ xmlBase64: b64(bytes) }, LIMITS);
        expect(r.text).toBe(text);
        expect(r.encoding).toBe('UTF-8');
        expect(r.bom).toBe(bom ? 'UTF-8' : null);
      }),
      fuzzRuns(100),
    );
  });

  it('reads UTF-16 with a BOM in either byte order back to exactly the encoded text', () => {
    fc.assert(
      fc.property(content, fc.boolean(), (body, le) => {
        const text = doc('UTF-16', body);
        const r = decodeInput({ xmlBase64: b64(utf16(text, le)) }, LIMITS);
        expect(r.text).toBe(text);
        expect(r.encoding).toBe(le ? 'UTF-16LE' : 'UTF-16BE');
      }),
      fuzzRuns(100),
    );
  });

  it('reads ISO-8859-1 back to exactly the encoded text', () => {
    fc.assert(
      fc.property(latin1Content, (body) => {
        const text = doc('ISO-8859-1', body);
        const r = decodeInput({ xmlBase64: b64(Uint8Array.from(text, (c) => c.charCodeAt(0))) }, LIMITS);
        expect(r.text).toBe(text);
        expect(r.encoding).toBe('ISO-8859-1');
      }),
      fuzzRuns(100),
    );
  });

  it('refuses a stray non-UTF-8 byte as invalid-bytes at its offset, never a replacement character', () => {
    fc.assert(
      fc.property(content, fc.integer({ min: 0x80, max: 0xff }), (body, stray) => {
        const bytes = new TextEncoder().encode(doc('UTF-8', body));
        const broken = new Uint8Array([
          ...bytes.subarray(0, bytes.length - 4),
          stray,
          ...bytes.subarray(bytes.length - 4),
        ]);
        // A byte of 0x80 and above before '<' never belongs to a UTF-8 sequence.
        const r = attempt({ xmlBase64: b64(broken) });
        expect(r.ok).toBe(false);
        expect(r.ok || { code: r.error.code, details: r.error.details }).toMatchObject({
          code: 'XML_ENCODING_CONFLICT',
          details: { class: 'invalid-bytes', offset: bytes.length - 4 },
        });
      }),
      fuzzRuns(100),
    );
  });
});
