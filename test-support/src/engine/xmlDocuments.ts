/**
 * fast-check arbitraries of XML documents for the property tests: element trees over two namespaces,
 * attributes and text full of characters markup must escape, CDATA sections and comments, and the
 * writer that serialises them as well-formed XML 1.0.
 */
import fc from 'fast-check';

export const NAMESPACES = { a: 'urn:example:a', b: 'urn:example:b' } as const;

// Any XML Char, including the ones markup must escape.
export const xmlChar = fc
  .integer({ min: 0x9, max: 0x10ffff })
  .filter(
    (cp) =>
      (cp === 0x9 || cp === 0xa || cp === 0xd || cp >= 0x20) &&
      !(cp >= 0xd800 && cp <= 0xdfff) &&
      cp !== 0xfffe &&
      cp !== 0xffff,
  )
  .map((cp) => String.fromCodePoint(cp));
export const markupHeavy = fc.constantFrom(
  '<',
  '&',
  '>',
  '"',
  "'",
  ']]>',
  '\r\n',
  '\r',
  '\t',
  ' ',
  'ä',
  '€',
  '😀',
);
export const xmlText = fc
  .array(fc.oneof(xmlChar, markupHeavy), { minLength: 1, maxLength: 12 })
  .map((cs) => cs.join(''));

export type Gen =
  | { t: 'el'; prefix: '' | 'a' | 'b'; local: string; attrs: [string, string][]; children: Gen[] }
  | { t: 'text'; value: string }
  | { t: 'cdata'; value: string }
  | { t: 'comment'; value: string };

const { node } = fc.letrec<{ node: Gen; el: Gen }>((tie) => ({
  node: fc.oneof(
    // Past maxDepth the first option is taken: text, so generation always ends.
    { maxDepth: 5, depthSize: 'small', withCrossShrink: true },
    xmlText.map((value) => ({ t: 'text' as const, value })),
    tie('el'),
    xmlText.map((value) => ({ t: 'cdata' as const, value: value.replaceAll(']]>', '') })),
    xmlText.map((value) => ({ t: 'comment' as const, value: value.replace(/-+/g, '') })),
  ),
  el: fc.record({
    t: fc.constant('el' as const),
    prefix: fc.constantFrom('' as const, 'a' as const, 'b' as const),
    local: fc.constantFrom('Invoice', 'ID', 'Note', 'x', 'Ä', 'a.b-c_d'),
    attrs: fc.uniqueArray(fc.tuple(fc.constantFrom('id', 'unitCode', 'a:k', 'ä'), xmlText), {
      maxLength: 3,
      selector: ([k]) => k,
    }),
    children: fc.array(tie('node'), { maxLength: 4 }),
  }),
}));
export const xmlDocument = fc
  .record({ attrs: fc.constant([] as [string, string][]), children: fc.array(node, { maxLength: 5 }) })
  .map((r): Gen => ({ t: 'el', prefix: 'a', local: 'Invoice', ...r }));

const escText = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('\r', '&#13;');
const escAttr = (s: string) =>
  escText(s).replaceAll('"', '&quot;').replaceAll('\t', '&#9;').replaceAll('\n', '&#10;');

export function writeXml(g: Gen, root = false): string {
  switch (g.t) {
    case 'text':
      return escText(g.value);
    case 'cdata':
      return g.value.includes('\r') ? escText(g.value) : `<![CDATA[${g.value}]]>`;
    case 'comment':
      return `<!--${g.value.replaceAll('\r', '')}-->`;
    case 'el': {
      const q = g.prefix ? `${g.prefix}:${g.local}` : g.local;
      const decl = root ? ` xmlns:a="${NAMESPACES.a}" xmlns:b="${NAMESPACES.b}"` : '';
      const attrs = g.attrs.map(([k, v]) => ` ${k}="${escAttr(v)}"`).join('');
      return `<${q}${decl}${attrs}>${g.children.map((c) => writeXml(c)).join('')}</${q}>`;
    }
  }
}
