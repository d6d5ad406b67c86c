/**
 * Deterministic variants of corpus invoices for the differential test: mutated values, removed and
 * duplicated elements, extreme numbers, odd whitespace and namespace spellings. The same seed always gives
 * the same document, so reference results can be cached by document hash.
 */

interface ElementSpan {
  name: string;
  /** Offset of `<`. */
  start: number;
  /** Offset just after the start tag's `>`. */
  open: number;
  /** Offset of the end tag's `<` (equals `open` for an empty-element tag). */
  close: number;
  /** Offset just after the element. */
  end: number;
  leaf: boolean;
}

/** Every element of a document with its offsets (comments, PIs and CDATA skipped). */
function elementSpans(xml: string): ElementSpan[] {
  const spans: ElementSpan[] = [];
  const stack: { span: ElementSpan; children: number }[] = [];
  const tag = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)([^\s/>]+)[^>]*?(\/?)>/g;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    if (m[2] === undefined) continue;
    if (m[1] === '/') {
      const top = stack.pop();
      if (!top) break;
      top.span.close = m.index;
      top.span.end = m.index + m[0].length;
      top.span.leaf = top.children === 0;
      continue;
    }
    const parent = stack[stack.length - 1];
    if (parent) parent.children++;
    const span: ElementSpan = {
      name: m[2],
      start: m.index,
      open: m.index + m[0].length,
      close: m.index + m[0].length,
      end: m.index + m[0].length,
      leaf: true,
    };
    spans.push(span);
    if (m[3] !== '/') stack.push({ span, children: 0 });
  }
  return spans;
}

/** A small seeded PRNG (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VALUES = [
  '',
  ' ',
  '0',
  '-0',
  '0.00',
  '1',
  '-1',
  '100',
  '19',
  '7',
  '0.005',
  '12.345',
  '-12.50',
  ' 12.50 ',
  '\n\t42.00\n',
  '1e3',
  '1E-2',
  'NaN',
  'INF',
  '-INF',
  '1,5',
  '+5',
  '.5',
  '5.',
  '99999999999999999999.99',
  '0.000000000000000000001',
  '123456789012345678901234567890',
  '1.7976931348623157E308',
  'abc',
  '２',
  'S',
  'AE',
  'Z',
  'E',
  'K',
  'G',
  'O',
  'L',
  'M',
  'VAT',
  'vat',
  'EUR',
  'XXX',
  'DE',
  'de',
  'NO',
  'IT',
  'SE',
  'GR',
  '380',
  '381',
  '384',
  '58',
  '30',
  '2024-02-29',
  '2023-02-29',
  '2024-13-01',
  '20240101',
  '2024-01-01Z',
  '2024-01-01+14:00',
  'DE75512108001245126199',
  'IT12345678901',
  '0088:1234567890128',
  '7300010000001',
  'urn:cen.eu:en16931:2017',
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
  'a&amp;b',
  '&lt;x&gt;',
  'ß',
  '𝟙',
];
const ATTRIBUTE_VALUES = [
  'EUR',
  'USD',
  'XXX',
  '',
  ' EUR',
  'eur',
  'C62',
  'H87',
  'EM',
  '0088',
  '9930',
  'SEPA',
  'x',
];

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)] as T;
}

function mutateOnce(xml: string, rnd: () => number): string {
  const spans = elementSpans(xml);
  const inner = spans.slice(1);
  if (inner.length === 0) return xml;
  const leaves = inner.filter((s) => s.leaf && s.close > s.open);
  const kind = Math.floor(rnd() * 10);
  const el = pick(rnd, inner);
  switch (kind) {
    case 0:
    case 1:
    case 2: {
      // A new leaf value.
      const leaf = leaves.length ? pick(rnd, leaves) : el;
      if (leaf.close === leaf.open && leaf.end === leaf.open) return xml;
      return `${xml.slice(0, leaf.open)}${pick(rnd, VALUES)}${xml.slice(leaf.close)}`;
    }
    case 3:
      // Removed element.
      return `${xml.slice(0, el.start)}${xml.slice(el.end)}`;
    case 4:
      // Duplicated element.
      return `${xml.slice(0, el.end)}${xml.slice(el.start, el.end)}${xml.slice(el.end)}`;
    case 5: {
      // Odd whitespace around a value, or line ends.
      const leaf = leaves.length ? pick(rnd, leaves) : el;
      const ws = pick(rnd, [' ', '\t', '\n', '\r\n', '  \n  ', '\u00a0']);
      if (rnd() < 0.2) return xml.replace(/\n/g, '\r\n');
      return `${xml.slice(0, leaf.open)}${ws}${xml.slice(leaf.open, leaf.close)}${ws}${xml.slice(leaf.close)}`;
    }
    case 6: {
      // Attribute value changed, removed or added.
      const startTag = xml.slice(el.start, el.open);
      const attr = /\s([\w:.-]+)="([^"]*)"/.exec(startTag);
      let tag: string;
      if (attr && !attr[1]?.startsWith('xmlns') && rnd() < 0.7) {
        tag =
          rnd() < 0.5
            ? startTag.replace(attr[0], ` ${attr[1]}="${pick(rnd, ATTRIBUTE_VALUES)}"`)
            : startTag.replace(attr[0], '');
      } else {
        const name = pick(rnd, ['currencyID', 'unitCode', 'schemeID', 'listID']);
        const value = pick(rnd, ATTRIBUTE_VALUES);
        // A second attribute of the same name would not be well-formed.
        tag = startTag.includes(` ${name}=`)
          ? startTag
          : startTag.replace(/^<([^\s/>]+)/, `<$1 ${name}="${value}"`);
      }
      return `${xml.slice(0, el.start)}${tag}${xml.slice(el.open)}`;
    }
    case 7: {
      // Another prefix for the same namespace, declared on the root.
      const prefixes = [...new Set(spans.map((s) => s.name.split(':')[0]).filter((p, _i, all) => p && all))];
      const withPrefix = prefixes.filter((p) => p && spans.some((s) => s.name.startsWith(`${p}:`)));
      if (withPrefix.length === 0) return xml;
      const prefix = pick(rnd, withPrefix) as string;
      const decl = new RegExp(`xmlns:${prefix}="([^"]*)"`).exec(xml);
      if (!decl) return xml;
      const fresh = `q${Math.floor(rnd() * 100)}`;
      const renamed = xml.replace(new RegExp(`(</?)${prefix}:`, 'g'), `$1${fresh}:`);
      return renamed.replace(`xmlns:${prefix}="`, `xmlns:${fresh}="${decl[1]}" xmlns:${prefix}="`);
    }
    case 8: {
      // An element moved into another namespace, or given a redundant default namespace declaration.
      const startTag = xml.slice(el.start, el.open);
      const tag =
        rnd() < 0.5
          ? startTag.replace(/^<([^\s/>]+)/, (_m, n: string) => `<${n.split(':').pop()} xmlns="urn:x-other"`)
          : startTag.replace(/^<([^\s/>]+)/, '<$1 xmlns:unused="urn:x-unused"');
      const endTag = xml.slice(el.close, el.end);
      if (!tag.includes('urn:x-other') || el.close === el.open)
        return `${xml.slice(0, el.start)}${tag}${xml.slice(el.open)}`;
      const local = el.name.split(':').pop();
      return `${xml.slice(0, el.start)}${tag}${xml.slice(el.open, el.close)}${endTag.replace(el.name, local ?? el.name)}${xml.slice(el.end)}`;
    }
    default: {
      // Extreme numbers into numeric-looking leaves.
      const numeric = leaves.filter((s) => /^\s*-?\d+(\.\d+)?\s*$/.test(xml.slice(s.open, s.close)));
      const leaf = numeric.length ? pick(rnd, numeric) : pick(rnd, leaves.length ? leaves : inner);
      const value = pick(rnd, [
        '1E308',
        '-1E308',
        '0.0000000001',
        '999999999999999999.99',
        '-0.00',
        '1000000',
        '0.1',
        '0.30000000000000004',
        '12345678901234567890.123456789',
        '4.9E-324',
      ]);
      return `${xml.slice(0, leaf.open)}${value}${xml.slice(leaf.close)}`;
    }
  }
}

/** The `index`-th variant of a base document: one to three seeded mutations. */
export function variantOf(xml: string, index: number): string {
  const rnd = random(0x9e3779b1 ^ (index * 2654435761));
  let out = xml;
  const n = 1 + Math.floor(rnd() * 3);
  for (let i = 0; i < n; i++) out = mutateOnce(out, rnd);
  return out;
}
