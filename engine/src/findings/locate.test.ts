import { describe, expect, it } from 'vitest';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import { Locator } from './locate.ts';

const UTF8 = new TextEncoder();
const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

// Byte offsets counted by hand from the encoder's output: the start of each element's `<` in the bytes.
function byteOffsetsOf(bytes: Uint8Array, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < bytes.length && out.length < count; i++)
    if (bytes[i] === 0x3c && bytes[i + 1] !== 0x2f && bytes[i + 1] !== 0x3f) out.push(i);
  return out;
}

describe('Locator', () => {
  const text = '<?xml version="1.0"?>\n<a>\n  <b>Grüße 😀</b>\n  <c>€</c><d/>\n</a>\n';
  const tree = parseXmlTree(text);
  const elements = [...Array(tree.size).keys()].filter((n) => tree.kind[n] === 1);

  it.each([
    ['without', false],
    ['with', true],
  ])('gives the byte offset of every element as the encoder counts it, %s a byte-order mark', (_, bom) => {
    const encoded = UTF8.encode(text);
    const bytes = bom ? new Uint8Array([...BOM, ...encoded]) : encoded;
    const expected = byteOffsetsOf(bytes, elements.length);
    // From the received bytes (LF-only UTF-8: searched natively) and from the text alone (counted).
    for (const locator of [
      new Locator(tree, text, 'UTF-8', bom ? 'UTF-8' : null, bytes),
      new Locator(tree, text, 'UTF-8', bom ? 'UTF-8' : null),
    ])
      expect(elements.map((n) => locator.of(n)?.offset)).toEqual(expected);
  });

  it('counts CR LF and lone CR as line ends (the text is not normalised)', () => {
    const crlf = '<a>\r\n<b>ä</b>\r<c/>\n</a>';
    const t = parseXmlTree(crlf);
    const bytes = UTF8.encode(crlf);
    const locator = new Locator(t, crlf, 'UTF-8', null, bytes);
    const els = [...Array(t.size).keys()].filter((n) => t.kind[n] === 1);
    const offsets = byteOffsetsOf(bytes, els.length);
    expect(els.map((n) => locator.of(n))).toEqual([
      { line: 1, column: 1, offset: offsets[0] },
      { line: 2, column: 1, offset: offsets[1] },
      { line: 3, column: 1, offset: offsets[2] },
    ]);
  });

  it.each([
    ['LF', '\n'],
    ['CR LF', '\r\n'],
    ['CR', '\r'],
  ])(
    'places the elements of an ASCII document with %s line ends, with and without a byte-order mark',
    (_, nl) => {
      const ascii = ['<?xml version="1.0"?>', '<a>', '  <b x="1">v</b>', '    <c/><d>w</d>', '</a>', ''].join(
        nl,
      );
      const t = parseXmlTree(ascii);
      const els = [...Array(t.size).keys()].filter((n) => t.kind[n] === 1);
      // Line and column as an editor shows them: the element's '<' found in each line of the text.
      const lines = ascii.split(nl);
      const expected = ['<a>', '<b', '<c/>', '<d>'].map((tag) => {
        const line = lines.findIndex((l) => l.includes(tag));
        return { line: line + 1, column: (lines[line] as string).indexOf(tag) + 1 };
      });
      for (const bom of [false, true]) {
        const encoded = UTF8.encode(ascii);
        const bytes = bom ? new Uint8Array([...BOM, ...encoded]) : encoded;
        const locator = new Locator(t, ascii, 'UTF-8', bom ? 'UTF-8' : null, bytes);
        expect(els.map((n) => locator.of(n))).toEqual(
          expected.map((e, i) => ({ ...e, offset: byteOffsetsOf(bytes, els.length)[i] })),
        );
      }
    },
  );
});
