import { readdirSync, readFileSync } from 'node:fs';
import { XmlDocument } from 'libxml2-wasm';
import { describe, expect, test } from 'vitest';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import { decodeInput } from './decodeInput.ts';

const FIXTURES = new URL('../../../fixtures/encoding/', import.meta.url);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(name, FIXTURES)));
const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');
const ascii = (s: string) => [...Buffer.from(s, 'latin1')];
const fromBytes = (bytes: number[] | Uint8Array) => decodeInput({ xmlBase64: b64(new Uint8Array(bytes)) });
const error = (code: string, details: Record<string, unknown>) =>
  expect.objectContaining({ code, details: expect.objectContaining(details) });
const conflict = (details: Record<string, unknown>) => error('XML_ENCODING_CONFLICT', details);

describe('decodeInput: fields', () => {
  test.each([
    ['neither field', {}],
    ['both null', { xml: null, xmlBase64: null }],
  ])('%s → MISSING_XML naming both fields', (_name, input) => {
    expect(() => decodeInput(input)).toThrow(error('MISSING_XML', { fields: ['xml', 'xmlBase64'] }));
  });

  test.each([
    ['both fields', { xml: '<a/>', xmlBase64: 'PGEvPg==' }],
    ['both fields, one empty', { xml: '', xmlBase64: 'PGEvPg==' }],
  ])('%s → INVALID_OPTION naming both fields (exactly one is required)', (_name, input) => {
    expect(() => decodeInput(input)).toThrow(error('INVALID_OPTION', { fields: ['xml', 'xmlBase64'] }));
  });

  test('an empty field → INVALID_OPTION naming it', () => {
    expect(() => decodeInput({ xml: '' })).toThrow(error('INVALID_OPTION', { fields: ['xml'] }));
    expect(() => decodeInput({ xmlBase64: '' })).toThrow(error('INVALID_OPTION', { fields: ['xmlBase64'] }));
  });

  test('a field that is not a string → INVALID_XML / INVALID_BASE64', () => {
    expect(() => decodeInput({ xml: 42 })).toThrow(error('INVALID_XML', { field: 'xml', type: 'number' }));
    expect(() => decodeInput({ xmlBase64: ['PGEvPg=='] })).toThrow(
      error('INVALID_BASE64', { type: 'object' }),
    );
  });

  test('invalid base64 → INVALID_BASE64 with the offset of the first bad character', () => {
    expect(() => decodeInput({ xmlBase64: 'PGEv Pg==' })).toThrow(error('INVALID_BASE64', { offset: 4 }));
  });
});

describe('decodeInput: size limit', () => {
  test('counts UTF-8 bytes of xml, not characters', () => {
    const xml = `<a>${'ä'.repeat(49)}</a>`; // 56 characters, 105 UTF-8 bytes
    expect(decodeInput({ xml }, { maxBytes: 105 }).bytes).toHaveLength(105);
    expect(() => decodeInput({ xml }, { maxBytes: 104 })).toThrow(
      error('XML_TOO_LARGE', { limit: 104, size: 105 }),
    );
  });

  test('refuses more than 10 MB (10 * 1024 * 1024 bytes) by default, as text and as base64', () => {
    const limit = 10 * 1024 * 1024;
    const exact = `<a>${'x'.repeat(limit - 7)}</a>`;
    expect(decodeInput({ xml: exact }).bytes).toHaveLength(limit);
    const over = `${exact} `;
    expect(() => decodeInput({ xml: over })).toThrow(error('XML_TOO_LARGE', { limit, size: limit + 1 }));
    expect(() => decodeInput({ xmlBase64: b64(over) })).toThrow(
      error('XML_TOO_LARGE', { limit, size: limit + 1 }),
    );
  });
});

describe('decodeInput: xml text', () => {
  test('keeps the text, strips one BOM, and reports the UTF-8 bytes as received', () => {
    const xml = '\uFEFF<?xml version="1.0" encoding="ISO-8859-1"?><a>ä</a>';
    const decoded = decodeInput({ xml });
    expect(decoded.text).toBe(xml.slice(1));
    expect(decoded.bom).toBe('UTF-8');
    expect(decoded.encoding).toBe('UTF-8');
    expect(Buffer.from(decoded.bytes).equals(Buffer.from(xml, 'utf8'))).toBe(true);
    expect(decodeInput({ xml: '<a/>' }).bom).toBeNull();
  });

  test.each([
    ['a lone high surrogate', '<a>x\uD800y</a>', 4],
    ['a lone low surrogate', '<a>\uDC00</a>', 3],
    ['a reversed pair', '<a>\uDC00\uD800</a>', 3],
  ])('refuses %s as unpaired-surrogate at its string index', (_name, xml, offset) => {
    expect(() => decodeInput({ xml })).toThrow(conflict({ class: 'unpaired-surrogate', offset }));
  });

  test('accepts a surrogate pair', () => {
    expect(decodeInput({ xml: '<a>\u{1F600}</a>' }).text).toBe('<a>\u{1F600}</a>');
  });
});

describe('decodeInput: encoding fixtures', () => {
  const body = Buffer.from(fixture('ok-utf8-no-declaration.xml')).toString('utf8');
  // Node's own decoders, independent of the engine's.
  const expected: Record<string, { encoding: string; bom: string | null; text: (b: Buffer) => string }> = {
    'ok-utf8.xml': { encoding: 'UTF-8', bom: null, text: (b) => b.toString('utf8') },
    'ok-utf8-no-declaration.xml': { encoding: 'UTF-8', bom: null, text: (b) => b.toString('utf8') },
    'ok-utf8-bom.xml': { encoding: 'UTF-8', bom: 'UTF-8', text: (b) => b.subarray(3).toString('utf8') },
    'ok-utf16le-bom.xml': {
      encoding: 'UTF-16LE',
      bom: 'UTF-16LE',
      text: (b) => b.subarray(2).toString('utf16le'),
    },
    'ok-utf16be-bom.xml': {
      encoding: 'UTF-16BE',
      bom: 'UTF-16BE',
      text: (b) => Buffer.from(b.subarray(2)).swap16().toString('utf16le'),
    },
    'ok-utf16le-no-bom-declared.xml': { encoding: 'UTF-16LE', bom: null, text: (b) => b.toString('utf16le') },
    'ok-iso-8859-1.xml': { encoding: 'ISO-8859-1', bom: null, text: (b) => b.toString('latin1') },
  };

  test('every ok- fixture is covered', () => {
    const names = readdirSync(FIXTURES).filter((n) => n.startsWith('ok-'));
    expect(names.sort()).toEqual(Object.keys(expected).sort());
  });

  test.each(Object.entries(expected))('%s decodes to the same invoice as libxml2 reads', (name, want) => {
    const bytes = fixture(name);
    const decoded = decodeInput({ xmlBase64: b64(bytes) });
    expect(decoded.encoding).toBe(want.encoding);
    expect(decoded.bom).toBe(want.bom);
    expect(decoded.bytes).toEqual(bytes);
    expect(decoded.text).toBe(want.text(Buffer.from(bytes)));
    expect(decoded.text.replace(/^<\?xml[^>]*\?>\n/, '')).toBe(body);
    expect(decoded.text).toContain('Müller &amp; Söhne GmbH');
    const lib = XmlDocument.fromBuffer(bytes);
    try {
      const tree = parseXmlTree(decoded.text);
      expect(tree.stringValue(tree.root)).toBe(lib.root.content);
    } finally {
      lib.dispose();
    }
  });

  const at = (bytes: Uint8Array, needle: string, encoding: BufferEncoding = 'latin1') =>
    Buffer.from(bytes).indexOf(Buffer.from(needle, encoding));
  test.each([
    [
      'conflict-bom-declaration-mismatch.xml',
      (b: Uint8Array) => at(b, 'UTF-8', 'utf16le'),
      'UTF-8',
      'UTF-16LE',
    ],
    ['conflict-invalid-bytes.xml', (b: Uint8Array) => b.findIndex((x) => x > 0x7f), 'UTF-8', null],
    ['conflict-utf16-without-bom-or-declaration.xml', () => 0, null, null],
    ['conflict-declaration-mismatch.xml', (b: Uint8Array) => at(b, 'UTF-16'), 'UTF-16', null],
    [
      'conflict-unsupported-encoding.xml',
      (b: Uint8Array) => at(b, 'X-NO-SUCH-ENCODING'),
      'X-NO-SUCH-ENCODING',
      null,
    ],
  ])('%s is refused with its class and offset', (name, offsetOf, declared, bom) => {
    const bytes = fixture(name);
    const cls = name.replace(/^conflict-|\.xml$/g, '');
    expect(() => fromBytes(bytes)).toThrow(conflict({ class: cls, offset: offsetOf(bytes), declared, bom }));
  });

  test('libxml2 refuses the conflict- fixtures too, except that it trusts a BOM over the declaration', () => {
    const names = readdirSync(FIXTURES).filter((n) => n.startsWith('conflict-'));
    expect(names).toHaveLength(5);
    for (const name of names) {
      const parse = () => XmlDocument.fromBuffer(fixture(name)).dispose();
      // The JDK parser the official validators use refuses this one ("Content is not allowed in prolog").
      if (name === 'conflict-bom-declaration-mismatch.xml') expect(parse).not.toThrow();
      else expect(parse).toThrow();
    }
  });
});

describe('decodeInput: bytes', () => {
  const decl = (encoding: string) => ascii(`<?xml version="1.0" encoding="${encoding}"?>`);
  const le = (s: string) => [...Buffer.from(s, 'utf16le')];
  const be = (s: string) => [...Buffer.from(s, 'utf16le').swap16()];

  test.each([
    ['a UTF-32LE BOM', [0xff, 0xfe, 0, 0, 0x3c, 0, 0, 0], 'UTF-32LE'],
    ['a UTF-32BE BOM', [0, 0, 0xfe, 0xff, 0, 0, 0, 0x3c], 'UTF-32BE'],
    ['UCS-4 without BOM', [0, 0, 0, 0x3c, 0, 0, 0, 0x3f], null],
    ['EBCDIC', [0x4c, 0x6f, 0xa7, 0x94, 0x93, 0x40], null],
  ])('refuses %s as unsupported-encoding', (_name, bytes, bom) => {
    expect(() => fromBytes(bytes)).toThrow(conflict({ class: 'unsupported-encoding', offset: 0, bom }));
  });

  test('refuses an encoding it does not read, at the offset of its name', () => {
    const bytes = [...decl('Shift_JIS'), ...ascii('<a/>')];
    expect(() => fromBytes(bytes)).toThrow(
      conflict({ class: 'unsupported-encoding', offset: 30, declared: 'Shift_JIS', bom: null }),
    );
  });

  test.each([
    [
      'a UTF-8 BOM declaring ISO-8859-1',
      [0xef, 0xbb, 0xbf, ...decl('ISO-8859-1'), ...ascii('<a/>')],
      'UTF-8',
    ],
    ['a UTF-8 BOM declaring UTF-16', [0xef, 0xbb, 0xbf, ...decl('UTF-16'), ...ascii('<a/>')], 'UTF-8'],
    [
      'a UTF-16BE BOM declaring UTF-16LE',
      [0xfe, 0xff, ...be('<?xml version="1.0" encoding="UTF-16LE"?><a/>')],
      'UTF-16BE',
    ],
  ])('refuses %s as bom-declaration-mismatch', (_name, bytes, bom) => {
    expect(() => fromBytes(bytes)).toThrow(conflict({ class: 'bom-declaration-mismatch', bom }));
  });

  test('accepts a UTF-16 BOM with a declaration of its own byte order, and UTF-16 without BOM when declared', () => {
    expect(fromBytes([0xff, 0xfe, ...le('<?xml version="1.0" encoding="UTF-16LE"?><a>ä</a>')]).text).toBe(
      '<?xml version="1.0" encoding="UTF-16LE"?><a>ä</a>',
    );
    const noBom = fromBytes(be("<?xml version='1.0' encoding='utf-16'?><a>ä</a>"));
    expect([noBom.encoding, noBom.bom, noBom.text]).toEqual([
      'UTF-16BE',
      null,
      "<?xml version='1.0' encoding='utf-16'?><a>ä</a>",
    ]);
    expect(() => fromBytes(le('<?xml version="1.0" encoding="UTF-16BE"?><a/>'))).toThrow(
      conflict({ class: 'declaration-mismatch', declared: 'UTF-16BE' }),
    );
    expect(() => fromBytes(le('<a/>'))).toThrow(
      conflict({ class: 'utf16-without-bom-or-declaration', offset: 0 }),
    );
  });

  test('ISO-8859-1 maps every byte to the code point of the same number (not windows-1252)', () => {
    const all = Array.from({ length: 256 }, (_, i) => i).filter((b) => b >= 0x20);
    const decoded = fromBytes([...decl('latin1'), ...ascii('<a>'), ...all, ...ascii('</a>')]);
    expect(decoded.encoding).toBe('ISO-8859-1');
    expect([...decoded.text.slice(decoded.text.indexOf('<a>') + 3, -4)].map((c) => c.codePointAt(0))).toEqual(
      all,
    );
  });

  test('windows-1252, ISO-8859-15 and US-ASCII', () => {
    const euro = (encoding: string, byte: number) =>
      fromBytes([...decl(encoding), ...ascii('<a>'), byte, ...ascii('</a>')]);
    expect(euro('windows-1252', 0x80).text).toContain('<a>€</a>');
    expect(euro('CP1252', 0x80).encoding).toBe('windows-1252');
    expect(euro('ISO-8859-15', 0xa4).text).toContain('<a>€</a>');
    expect(euro('ISO-8859-15', 0xe4).text).toContain('<a>ä</a>');
    // The eight bytes where ISO-8859-15 differs from ISO-8859-1, as Java's ISO-8859-15 decoder maps them.
    const latin9 = [0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe];
    expect(fromBytes([...decl('ISO-8859-15'), ...ascii('<a>'), ...latin9, ...ascii('</a>')]).text).toContain(
      '<a>€ŠšŽžŒœŸ</a>',
    );
    // Every defined windows-1252 byte 0x80-0x9F in order, as Java's windows-1252 decoder maps it.
    const cp1252 = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
    const defined = Array.from({ length: 32 }, (_, i) => 0x80 + i).filter(
      (b) => ![0x81, 0x8d, 0x8f, 0x90, 0x9d].includes(b),
    );
    const all = fromBytes([...decl('windows-1252'), ...ascii('<a>'), ...defined, ...ascii('</a>')]).text;
    expect(all).toContain(`<a>${cp1252}</a>`);
    const offset = decl('x').length + 2; // the byte after '<a>'
    expect(() => euro('windows-1252', 0x81)).toThrow(
      conflict({ class: 'invalid-bytes', offset: offset + 12 }),
    );
    expect(() => euro('US-ASCII', 0xe4)).toThrow(
      conflict({ class: 'invalid-bytes', offset: offset + 8, declared: 'US-ASCII' }),
    );
    expect(euro('US-ASCII', 0x7e).text).toContain('<a>~</a>');
  });

  test.each([
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['an overlong encoding', [0xc0, 0x80]],
    ['a lone continuation byte', [0x80]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ])('UTF-8: refuses %s at its first byte', (_name, bad) => {
    const bytes = [...Buffer.from('<a>ä'), ...bad, ...ascii('</a>')];
    expect(() => fromBytes(bytes)).toThrow(conflict({ class: 'invalid-bytes', offset: 5, bom: null }));
  });

  test.each([
    ['an odd trailing byte', [0xff, 0xfe, ...le('<a/>'), 0x20], 10],
    ['a lone high surrogate', [0xff, 0xfe, ...le('<a>'), 0x00, 0xd8, ...le('</a>')], 8],
    ['a lone low surrogate', [0xff, 0xfe, ...le('<a>'), 0x00, 0xdc, ...le('</a>')], 8],
  ])('UTF-16: refuses %s at its byte offset', (_name, bytes, offset) => {
    expect(() => fromBytes(bytes)).toThrow(conflict({ class: 'invalid-bytes', offset, bom: 'UTF-16LE' }));
  });

  test('a second BOM is content, left for the parser to refuse', () => {
    const decoded = fromBytes([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, ...ascii('<a/>')]);
    expect(decoded.text).toBe('\uFEFF<a/>');
    expect(() => parseXmlTree(decoded.text)).toThrow(expect.objectContaining({ code: 'MALFORMED_XML' }));
  });

  test('UTF-8 and UTF-16 offsets point where WHATWG decoding first substitutes U+FFFD (random bytes)', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed >> 16;
    };
    let refused = 0;
    for (let n = 0; n < 3000; n++) {
      const utf16 = n % 2 === 1;
      const tail = Array.from({ length: 1 + (random() % 9) }, () =>
        random() % 4 === 0 ? random() % 0x80 : 0x80 + (random() % 0x80),
      );
      const bytes = new Uint8Array(utf16 ? [0xff, 0xfe, ...le('<a>'), ...tail] : [...ascii('<a>'), ...tail]);
      const label = utf16 ? 'utf-16le' : 'utf-8';
      const lenient = new TextDecoder(label, { ignoreBOM: false }).decode(bytes);
      let fatal: string | null;
      try {
        fatal = new TextDecoder(label, { fatal: true }).decode(bytes);
      } catch {
        fatal = null;
      }
      try {
        expect(fromBytes(bytes).text).toBe(fatal);
      } catch (e) {
        const details = (e as { details?: { class?: string; offset: number } }).details;
        if (details?.class !== 'invalid-bytes') throw e;
        refused++;
        expect(fatal).toBeNull();
        const before = new TextDecoder(label, { fatal: true }).decode(bytes.subarray(0, details.offset));
        expect(lenient.startsWith(`${before}\uFFFD`)).toBe(true);
      }
    }
    expect(refused).toBeGreaterThan(1000);
  });
});
