import fs from 'node:fs';
import path from 'node:path';
import type {
  RenderedGroup,
  RenderedInvoice,
  RenderedLine,
  RenderedValue,
  RenderLocale,
} from '@einvoice/engine';
import { renderInvoice } from '@einvoice/engine';
import { isEngineError } from '@einvoice/engine/errors';
import { TERMS, termById } from '@einvoice/engine/model';
import { decodeInput, NS, PREFIX_OF } from '@einvoice/engine/xml';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { listXmlFiles } from '@einvoice/test-support/corpus/readTestSets';
import { DOMParser, type Element } from '@xmldom/xmldom';
import SaxonJS from 'saxon-js';
import { beforeAll, describe, expect, it } from 'vitest';

/** The corpora the issue names: every standalone invoice they hold (testSet fragments are not invoices). */
const DIRS = [
  'xrechnung-testsuite',
  'en16931-examples',
  'peppol-unit/examples',
  'peppol-unit/national-examples',
  'kosit-config-tests',
];

const PREFIX = PREFIX_OF;
const INVOICE_ROOTS = new Set([`${NS.ubl}|Invoice`, `${NS.cn}|CreditNote`, `${NS.rsm}|CrossIndustryInvoice`]);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Node {
  path: string;
  value: string;
}

// --- independent reading of the XML: every non-empty text and attribute value with its positional path ---

function step(el: Element): string {
  const ns = el.namespaceURI ?? '';
  const prefix = PREFIX.get(ns);
  let i = 1;
  for (let s = el.previousSibling; s; s = s.previousSibling)
    if (s.nodeType === 1 && (s as Element).localName === el.localName && (s as Element).namespaceURI === ns)
      i++;
  return `${prefix ? `${prefix}:` : `Q{${ns}}`}${el.localName}[${i}]`;
}

function xmlValues(xml: string): { nodes: Node[]; root: Element } {
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(xml.replace(/\r\n?/g, '\n'), 'text/xml');
  const root = doc.documentElement as Element;
  const nodes: Node[] = [];
  const visit = (el: Element, parent: string) => {
    const p = `${parent}/${step(el)}`;
    for (const a of Array.from(el.attributes)) {
      if (a.name === 'xmlns' || a.name.startsWith('xmlns:') || a.value.trim() === '') continue;
      nodes.push({ path: `${p}/@${a.name}`, value: a.value });
    }
    let text = '';
    for (let c = el.firstChild; c; c = c.nextSibling)
      if (c.nodeType === 3 || c.nodeType === 4) text += c.nodeValue;
    if (text.trim() !== '') nodes.push({ path: p, value: text });
    for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) visit(c as Element, p);
  };
  visit(root, '');
  return { nodes, root };
}

const INPUT_ERRORS = new Set([
  'MALFORMED_XML',
  'XML_ENCODING_CONFLICT',
  'XML_DOCTYPE_REFUSED',
  'MISSING_XML',
]);

function tryXmlValues(xml: string): ReturnType<typeof xmlValues> | null {
  try {
    return xmlValues(xml);
  } catch {
    return null;
  }
}

// --- independent reading of EN 16931: the nodes the term table binds, by SaxonJS (not the engine's evaluator) ---

const SAXON_NS = { cac: NS.cac, cbc: NS.cbc, rsm: NS.rsm, ram: NS.ram, udt: NS.udt, qdt: NS.qdt };

interface Bound {
  /** Elements and attributes a business term binds. */
  nodes: Set<string>;
  /** Attributes of bound elements (currency, scheme, unit …): part of the term's value. */
  attributes: Set<string>;
}

const toPrefixed = (p: string) =>
  p.replace(/Q\{([^}]*)\}/g, (m, uri: string) => (PREFIX.has(uri) ? `${PREFIX.get(uri)}:` : m));

// CEN/TS 16931-3-3 binds these scheme identifiers (BT-18-1, BT-128-1) to a sibling element, not an attribute.
const CII_SCHEME_SIBLINGS: Record<string, string> = {
  'BT-18': 'ram:ReferenceTypeCode',
  'BT-128': 'ram:ReferenceTypeCode',
};

async function boundPaths(xml: string, kind: 'ubl' | 'ublCreditNote' | 'cii'): Promise<Bound> {
  const doc = await SaxonJS.getResource({ text: xml, type: 'xml' });
  const out: Bound = { nodes: new Set(), attributes: new Set() };
  const evaluate = (expr: string) =>
    SaxonJS.XPath.evaluate(expr, doc, { namespaceContext: SAXON_NS, resultForm: 'array' }) as string[];
  for (const t of TERMS) {
    const p = kind === 'ublCreditNote' ? (t.ublCreditNote ?? t.ubl) : t[kind];
    if (!p || t.kind === 'BG') continue;
    for (const raw of evaluate(`/*/(${p}) ! path(.)`)) out.nodes.add(toPrefixed(raw));
    for (const raw of evaluate(`/*/(${p}) ! (@* ! path(.))`)) out.attributes.add(toPrefixed(raw));
    const sibling = kind === 'cii' ? CII_SCHEME_SIBLINGS[t.id] : undefined;
    if (sibling)
      for (const raw of evaluate(`/*/(${p})/../${sibling} ! path(.)`)) out.attributes.add(toPrefixed(raw));
  }
  for (const n of out.nodes) out.attributes.delete(n);
  return out;
}

// Names the bindings test in predicates, or fix by the syntax binding: the only values that may be syntax details.
const STRUCTURAL_NAMES = new Set([
  ...TERMS.flatMap((t) =>
    [t.ubl, t.cii, t.ublCreditNote].flatMap((p) =>
      Array.from((p ?? '').matchAll(/\[([^\]]*)\]/g), (m) =>
        Array.from((m[1] as string).matchAll(/@?[a-z]+:?[A-Za-z]+/g), (n) => n[0]),
      ).flat(),
    ),
  ),
  '@format',
  'ram:TypeCode',
]);

// --- the rendering, flattened ---

function groupValues(groups: readonly RenderedGroup[]): RenderedValue[] {
  return groups.flatMap((g) => {
    const line = g as Partial<RenderedLine>;
    return [
      ...g.values,
      ...groupValues(g.groups),
      ...(line.further ?? []),
      ...groupValues(line.subLines ?? []),
    ];
  });
}

function allValues(d: RenderedInvoice): RenderedValue[] {
  return [
    ...d.header,
    ...d.references,
    ...d.paymentTerms,
    ...groupValues([
      ...d.precedingInvoices,
      ...d.parties,
      ...d.delivery,
      ...d.payment,
      ...d.allowances,
      ...d.charges,
      ...d.vatBreakdown,
      ...d.totals,
      ...d.lines,
      ...d.notes,
      ...d.attachments,
    ]),
    ...d.furtherDetails,
    ...d.syntaxDetails,
  ];
}

function pageText(html: string): string {
  const body = html.slice(html.indexOf('<body>'));
  return body
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Reads a locale-formatted number back: `de` 1.234,5 / `fr` 1 234,5 / `en` 1,234.5 → 1234.5. */
function unformatNumber(text: string, locale: RenderLocale): string {
  if (locale === 'fr') return text.replace(/\u202f/g, '').replace(',', '.');
  return locale === 'de' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
}

const sameNumber = (a: string, b: string) => Number(a) === Number(b) && /^-?\d+(\.\d+)?$/.test(a);

/** Checks a value's text against the formatting rules by reading it back to the value as written. */
function formattingProblem(
  v: RenderedValue,
  raw: string,
  locale: RenderLocale,
  currency: string | null,
): string | null {
  const type = v.bt ? (termById(v.bt)?.dataType ?? null) : null;
  const value = raw.trim();
  if (type === 'Amount' || type === 'Unit price amount') {
    const m = /^(-?[\d.,\u202f]+) (\S+)/.exec(v.text);
    if (!m || !/^[+-]?\d*\.?\d*$/.test(value))
      return /^[+-]?\d*\.\d+$|^[+-]?\d+$/.test(value) ? `amount ${v.text}` : null;
    const n = unformatNumber(m[1] as string, locale);
    const cur = v.attributes.find((a) => a.name === 'currencyID')?.value ?? currency;
    const symbol = locale !== 'en' && cur === 'EUR' ? '€' : cur;
    if (!sameNumber(n, value) || (n.split('.')[1] ?? '').length < 2) return `amount ${v.text} for ${value}`;
    return m[2] === symbol ? null : `currency ${m[2]} for ${cur}`;
  }
  if (type === 'Percentage' || type === 'Quantity') {
    if (Number.isNaN(Number(value))) return null;
    const n = unformatNumber(v.text.replace(/[ \u202f]?%$/, '').split(' ·')[0] as string, locale);
    return sameNumber(n, value) ? null : `number ${v.text} for ${value}`;
  }
  if (type === 'Date') {
    const digits = value.replace(/-/g, '');
    if (!/^\d{8}$/.test(digits)) return null;
    const de = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(v.text);
    const fr = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(v.text);
    const en = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})/.exec(v.text);
    const back =
      locale === 'de' && de
        ? `${de[3]}${de[2]}${de[1]}`
        : locale === 'fr' && fr
          ? `${fr[3]}${fr[2]}${fr[1]}`
          : en
            ? `${en[3]}${String(MONTHS.indexOf(en[2] as string) + 1).padStart(2, '0')}${(en[1] as string).padStart(2, '0')}`
            : '';
    return back === digits ? null : `date ${v.text} for ${value}`;
  }
  if (type === 'Binary object') return null;
  const shown = v.meaning ? `${v.meaning} (${v.value})` : v.value;
  return collapse(v.text).startsWith(collapse(shown)) ? null : `text ${v.text} for ${v.value}`;
}

interface Case {
  file: string;
  /** The file as text, decoded by the input stage (it reads BOMs and encoding declarations); null if refused. */
  xml: string | null;
  bytes: Buffer;
}

function decoded(bytes: Buffer): string | null {
  try {
    return decodeInput({ xmlBase64: bytes.toString('base64') }).text;
  } catch {
    return null;
  }
}

function cases(): Case[] {
  return DIRS.flatMap((d) => listXmlFiles(path.join(corpusDir, d)))
    .filter((f) => !/assertions[^/]*\.xml$/.test(f))
    .map((f) => {
      const bytes = fs.readFileSync(f);
      return { file: path.relative(corpusDir, f), xml: decoded(bytes), bytes };
    });
}

describe('render completeness over the corpus', () => {
  let all: Case[] = [];
  beforeAll(() => {
    all = cases();
  });

  it('renders every value of every corpus invoice in JSON and HTML, in every locale, with independent counts', async () => {
    expect(all.length).toBeGreaterThan(170);
    const problems: string[] = [];
    let invoices = 0;
    for (const { file, xml: text, bytes } of all) {
      const parsed = text === null ? null : tryXmlValues(text);
      if (!parsed) {
        // Not readable XML: render must refuse it with an input error, as validate does.
        try {
          renderInvoice({ xmlBase64: bytes.toString('base64') });
          problems.push(`${file}: unreadable XML was rendered`);
        } catch (e) {
          if (!isEngineError(e) || !INPUT_ERRORS.has(e.code)) problems.push(`${file}: ${String(e)}`);
        }
        continue;
      }
      const xml = text as string;
      const { nodes, root } = parsed;
      const isInvoice = INVOICE_ROOTS.has(`${root.namespaceURI}|${root.localName}`);
      if (!isInvoice) {
        try {
          renderInvoice({ xml });
          problems.push(`${file}: a ${root.localName} was rendered`);
        } catch (e) {
          if (!isEngineError(e) || e.code !== 'NOT_AN_INVOICE') problems.push(`${file}: ${String(e)}`);
        }
        continue;
      }
      invoices++;
      const kind =
        root.localName === 'CreditNote' ? 'ublCreditNote' : root.localName === 'Invoice' ? 'ubl' : 'cii';
      const bound = await boundPaths(xml, kind);
      const outside = nodes.filter((n) => !bound.nodes.has(n.path) && !bound.attributes.has(n.path));
      for (const locale of ['en', 'de', 'fr'] as const) {
        const json = renderInvoice({ xml }, { format: 'json', locale });
        const html = renderInvoice({ xml }, { format: 'html', locale });
        const d = json.document as RenderedInvoice;
        const values = allValues(d);
        const byPath = new Map<string, RenderedValue[]>();
        const attrPaths = new Map<string, RenderedValue>();
        for (const v of values) {
          byPath.set(v.xpath, [...(byPath.get(v.xpath) ?? []), v]);
          for (const a of v.attributes) attrPaths.set(a.xpath, v);
        }
        const currency = d.header.find((v) => v.bt === 'BT-5')?.value ?? null;
        const text = pageText(html.html as string);
        const compactHtml = (html.html as string).replace(/\s/g, '');
        for (const n of nodes) {
          const owner = attrPaths.get(n.path);
          const rendered = byPath.get(n.path) ?? [];
          if (owner) {
            const a = owner.attributes.find((x) => x.xpath === n.path);
            if (a?.value !== n.value.trim())
              problems.push(`${file} ${locale}: attribute ${n.path} is ${a?.value}`);
            if (!collapse(owner.text).includes(collapse(a?.text ?? '\0')))
              problems.push(`${file}: ${n.path} not in ${owner.text}`);
            continue;
          }
          if (!rendered.length) {
            problems.push(`${file} ${locale}: ${n.path} (${n.value.trim().slice(0, 40)}) not rendered`);
            continue;
          }
          const joined = rendered.length === 2 ? `#${rendered[0]?.value}#${rendered[1]?.value}` : null;
          for (const v of rendered) {
            const raw = n.value.trim();
            const same =
              v.value === raw ||
              v.value === raw.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3') ||
              (joined !== null && collapse(joined) === collapse(raw).replace(/^#(\w+)#\s*/, '#$1#'));
            if (!same) problems.push(`${file} ${locale}: ${n.path} rendered as ${v.value.slice(0, 40)}`);
            const bad = formattingProblem(v, raw, locale, currency);
            if (bad) problems.push(`${file} ${locale}: ${n.path} ${bad}`);
            if (v.bt === 'BT-125') {
              if (!compactHtml.includes(v.value.replace(/\s/g, '')))
                problems.push(`${file}: attachment not in page`);
            } else if (!text.includes(collapse(v.text))) {
              problems.push(`${file} ${locale}: ${n.path} text "${v.text.slice(0, 60)}" not on the page`);
            }
          }
        }
        const syntax = new Set(d.syntaxDetails.map((v) => v.xpath));
        for (const s of syntax) {
          const name = (s.split('/').pop() as string).replace(/\[\d+\]$/, '');
          if (bound.nodes.has(s) || !(bound.attributes.has(s) || STRUCTURAL_NAMES.has(name)))
            problems.push(`${file}: ${s} is not syntax scaffolding`);
        }
        const outsideNodes = outside.filter((n) => !syntax.has(n.path));
        const expectedOutside = outsideNodes.length;
        const shownOutside = new Set(
          [...d.furtherDetails, ...d.lines.flatMap((l) => l.further)].map((v) => v.xpath),
        );
        if (json.values !== nodes.length || html.values !== nodes.length)
          problems.push(`${file} ${locale}: values ${json.values}, XML holds ${nodes.length}`);
        if (json.outsideStandard !== expectedOutside || html.outsideStandard !== expectedOutside)
          problems.push(
            `${file} ${locale}: outsideStandard ${json.outsideStandard}, independent count ${expectedOutside}: ${outsideNodes
              .filter((n) => !shownOutside.has(n.path))
              .map((n) => n.path)
              .join(' ')}`,
          );
      }
    }
    expect(invoices).toBeGreaterThan(160);
    const kinds = new Map<string, string>();
    for (const p of problems)
      kinds.set(
        p
          .replace(/^\S+ (en |de )?/, '')
          .replace(/\[\d+\]/g, '')
          .slice(0, 120),
        p,
      );
    expect([...kinds.values()].slice(0, 40)).toEqual([]);
  });
});
