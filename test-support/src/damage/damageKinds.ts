import type { LocatedTerm, Patch } from '@einvoice/engine/model';
import { applyPatches, Decimal, locateTerms, termById } from '@einvoice/engine/model';
import type { FixContext } from '@einvoice/engine/repair';
import { buildContext, currentSpecification, valuesOf, writeTerm } from '@einvoice/engine/repair';
import type { DocumentEncoding } from '@einvoice/engine/xml';
import { parseXmlTree } from '@einvoice/engine/xml';

/** One kind of realistic damage the mutation suite applies to a valid invoice. */
export interface DamageKind {
  id: string;
  /** The damaged value cannot be inferred from the rest of the invoice: only an answer restores it. */
  needsAnswer: boolean;
  /** The damaged text, or null when the invoice has nothing this damage applies to. */
  damage(text: string, encoding?: DocumentEncoding): string | null;
}

type Edit = (ctx: FixContext) => Patch[] | null;

const first = (ctx: FixContext, bt: string): LocatedTerm | undefined => valuesOf(ctx, bt)[0];
const element = (t: LocatedTerm) =>
  t.xpath.includes('/@') ? t.xpath.slice(0, t.xpath.lastIndexOf('/@')) : t.xpath;
const parentOf = (xpath: string) => xpath.slice(0, xpath.lastIndexOf('/'));

function kind(id: string, needsAnswer: boolean, edit: Edit): DamageKind {
  return {
    id,
    needsAnswer,
    damage(text, encoding = 'UTF-8') {
      const ctx = buildContext(parseXmlTree(text), []);
      const patches = edit(ctx);
      return patches && patches.length > 0 ? applyPatches(ctx.index, patches, encoding) : null;
    },
  };
}

const remove =
  (bt: string, up = 0): Edit =>
  (ctx) => {
    const t = first(ctx, bt);
    if (!t) return null;
    let xpath = element(t);
    for (let i = 0; i < up; i++) xpath = parentOf(xpath);
    return [{ op: 'remove_node', xpath }];
  };
const rewrite =
  (bt: string, change: (value: string, ctx: FixContext) => string | null): Edit =>
  (ctx) => {
    const t = first(ctx, bt);
    const value = t && change(t.raw, ctx);
    if (!t || value === null || value === undefined || value === t.raw) return null;
    return t.xpath.includes('/@')
      ? [{ op: 'set_attr', xpath: element(t), name: t.xpath.slice(t.xpath.lastIndexOf('/@') + 2), value }]
      : [{ op: 'set_text', xpath: t.xpath, value }];
  };
const rewriteAttr =
  (bt: string, name: string, change: (value: string) => string | null): Edit =>
  (ctx) => {
    const t = first(ctx, bt);
    const a = t?.attributes.find((x) => x.name === name);
    const value = a && change(a.value);
    return t && a && value && value !== a.value ? [{ op: 'set_attr', xpath: t.xpath, name, value }] : null;
  };
const plusOne = (raw: string) => Decimal.parse(raw.trim())?.add(Decimal.ONE).toFixed(2) ?? null;
const lower = (raw: string) => (/[A-Z]/.test(raw) ? raw.toLowerCase() : null);
const iso = (raw: string, ctx: FixContext) =>
  ctx.syntax === 'UBL' ? raw : `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}`;
const dotted = (raw: string, ctx: FixContext) => {
  const [y, m, d] = iso(raw.trim(), ctx).split('-');
  return `${d}.${m}.${y}`;
};

// Moves an element before the root's first child, where no schema allows it.
const misplace: DamageKind = {
  id: 'element-misplaced',
  needsAnswer: false,
  damage(text) {
    const ctx = buildContext(parseXmlTree(text), []);
    const t = first(ctx, ctx.syntax === 'UBL' ? 'BT-5' : 'BT-1');
    const el = t && ctx.index.byPath.get(ctx.syntax === 'UBL' ? t.xpath : parentOf(t.xpath));
    const anchor = ctx.index.root.children[0];
    if (!el || !anchor || anchor === el) return null;
    const moved = text.slice(el.start, el.end);
    const without = text.slice(0, el.start) + text.slice(el.end);
    return without.slice(0, anchor.start) + moved + without.slice(anchor.start);
  },
};

// The first amount of the invoice (any amount term) from 1,000 up: where a thousands separator shows.
const largeAmount: (form: (d: Decimal) => string) => Edit = (form) => (ctx) => {
  const t = locateTerms(ctx.model).find(
    (x) =>
      termById(x.bt)?.dataType === 'Amount' &&
      (Decimal.parse(x.value)?.abs().compare(Decimal.of(1000)) ?? -1) >= 0,
  );
  const d = t && Decimal.parse(t.value);
  return t && d ? [{ op: 'set_text', xpath: t.xpath, value: form(d) }] : null;
};
// 1234.5 written with a German thousands dot and decimal comma, or an English thousands comma.
const german = (d: Decimal) =>
  d
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+,)/g, '.');
const english = (d: Decimal) => d.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',');
// A line break and the exporter's indentation after a code, as pretty-printing templates leave it.
const newlineAfter = (v: string) => `${v.trim()}\n          `;
const duplicate =
  (bt: string): Edit =>
  (ctx) => {
    const t = first(ctx, bt);
    const el = t && ctx.index.byPath.get(element(t));
    const parent = t && parentOf(element(t));
    if (!el || !parent) return null;
    const name = el.path.slice(el.path.lastIndexOf('/') + 1).replace(/\[\d+\]$/, '');
    return [{ op: 'insert_tree', xpath: parent, raw: ctx.index.text.slice(el.start, el.end), name }];
  };

// White space as exports leave it: tabs, a line break with indentation, no-break spaces before or after
// (XML white space around a code is mostly collapsed by the schemas; a no-break space never is). Such damage in an
// identifier other than a VAT id (electronic addresses, buyer reference, party ids) the official rules accept: no kind.
const tabbed = (v: string) => `\t${v}\t`;
const broken = (v: string) => `\n            ${v}\n          `;
const nbspBefore = (v: string) => `\u00a0${v}`;
const nbspAfter = (v: string) => `${v}\u00a0`;
const SPACED: readonly (readonly [string, string, (v: string) => string])[] = [
  ['invoice-type-code-nbsp', 'BT-3', nbspAfter],
  ['currency-newline', 'BT-5', broken],
  ['buyer-country-nbsp', 'BT-55', nbspBefore],
  ['payment-means-code-nbsp', 'BT-81', nbspAfter],
  ['line-vat-category-tab-nbsp', 'BT-151', (v) => tabbed(nbspAfter(v))],
  ['line-vat-category-nbsp', 'BT-151', nbspBefore],
  ['line-item-country-nbsp', 'BT-159', nbspAfter],
  ['allowance-vat-category-nbsp', 'BT-95', nbspBefore],
  ['allowance-reason-code-nbsp', 'BT-98', nbspAfter],
  ['charge-vat-category-nbsp', 'BT-102', nbspAfter],
  ['charge-reason-code-nbsp', 'BT-105', nbspBefore],
  ['breakdown-vat-category-tab-nbsp', 'BT-118', (v) => tabbed(nbspBefore(v))],
  ['breakdown-exemption-code-nbsp', 'BT-121', nbspAfter],
  ['buyer-vat-id-nbsp', 'BT-48', nbspBefore],
];

// White space inside a code, not around it (issue 35): a template that wraps a long line or pads a column splits
// 'EUR' into 'E\nUR', 'AE' into 'A E'. No code list holds a code with a space, so joined it is the one reading.
const inside = (sep: string) => (v: string) => (v.length >= 2 ? `${v.slice(0, 1)}${sep}${v.slice(1)}` : v);
const SPLIT: readonly (readonly [string, string, (v: string) => string])[] = [
  ['invoice-type-code-split-space', 'BT-3', inside(' ')],
  ['currency-split-newline', 'BT-5', inside('\n            ')],
  ['seller-country-split-tab', 'BT-40', inside('\t')],
  ['buyer-country-split-newline', 'BT-55', inside('\n')],
  ['payment-means-code-split-space', 'BT-81', inside(' ')],
  ['line-item-country-split-space', 'BT-159', inside(' ')],
  ['allowance-reason-code-split-newline', 'BT-98', inside('\n  ')],
  ['breakdown-exemption-code-split-space', 'BT-121', inside(' ')],
  ['line-vat-category-split-space', 'BT-151', inside(' ')],
  ['breakdown-vat-category-split-newline', 'BT-118', inside('\n')],
];
// Not a kind: a unit code split by a space ('X PP'). Its rule (BR-CL-23) is a warning in the XRechnung scenarios
// the suite's invoices run, so the invoice stays valid and is answered already_compliant (a sample of them is
// all harmless); where it is an error, the term-wise cleaning joins the code like any other.

// The same inside CII codes no business term binds: a tax's TypeCode (only 'VAT') and a date's format (only '102').
const textDamage = (id: string, from: RegExp, to: string): DamageKind => ({
  id,
  needsAnswer: false,
  damage: (text) => (from.test(text) ? text.replace(from, to) : null),
});
const CII_UNBOUND_SPLIT: readonly DamageKind[] = [
  textDamage('tax-type-code-split-space', /<((?:\w+:)?TypeCode)>VAT<\/\1>/, '<$1>V AT</$1>'),
  textDamage('date-format-split-newline', /(<(?:\w+:)?DateTimeString\s+format=")102"/, '$11\n02"'),
];

/** The damage kinds of the mutation suite: one per synthesizer, each a failure seen in real invoices. */
export const DAMAGE_KINDS: readonly DamageKind[] = [
  kind('specification-identifier-removed', true, remove('BT-24')),
  // The identifier an invoice made for XRechnung 2.3 carries: the same CIUS (or extension), one version back.
  kind(
    'specification-identifier-outdated',
    false,
    rewrite('BT-24', (v) => {
      const outdated = v
        .trim()
        .replace(
          /^(urn:cen\.eu:en16931:2017#compliant#)urn:xeinkauf\.de:kosit:xrechnung_3\.0/,
          '$1urn:xoev-de:kosit:standard:xrechnung_2.3',
        )
        .replace(
          /#conformant#urn:xeinkauf\.de:kosit:extension:xrechnung_3\.0$/,
          '#conformant#urn:xoev-de:kosit:extension:xrechnung_2.3',
        );
      return currentSpecification(outdated) ? outdated : null;
    }),
  ),
  kind('business-process-removed', false, (ctx) => remove('BT-23', ctx.syntax === 'CII' ? 1 : 0)(ctx)),
  kind('buyer-reference-removed', true, remove('BT-10')),
  kind('seller-electronic-address-removed', true, remove('BT-34')),
  kind('buyer-electronic-address-removed', true, remove('BT-49')),
  kind('electronic-address-scheme-removed', false, (ctx) => {
    const t = first(ctx, 'BT-34');
    return t?.attributes.some((a) => a.name === 'schemeID' && a.value === 'EM') && t.value.includes('@')
      ? [{ op: 'set_attr', xpath: t.xpath, name: 'schemeID', value: null }]
      : null;
  }),
  kind('electronic-address-scheme-lowercase', false, rewriteAttr('BT-49', 'schemeID', lower)),
  kind('seller-contact-removed', true, (ctx) => {
    const g = ctx.model.groups.find((x) => x.bg === 'BG-4')?.groups.find((x) => x.bg === 'BG-6');
    return g?.xpath ? [{ op: 'remove_node', xpath: g.xpath }] : null;
  }),
  kind('seller-phone-removed', true, (ctx) => remove('BT-42', ctx.syntax === 'CII' ? 1 : 0)(ctx)),
  kind('seller-email-removed', true, (ctx) => remove('BT-43', ctx.syntax === 'CII' ? 1 : 0)(ctx)),
  // Only where the code element carries nothing else (a UBL @name is BT-82, which would go with it).
  kind('payment-means-code-removed', true, (ctx) =>
    ctx.index.byPath.get(first(ctx, 'BT-81')?.xpath ?? '')?.attrs.length ? null : remove('BT-81')(ctx),
  ),
  kind(
    'payment-means-code-padded',
    false,
    rewrite('BT-81', (v) => `0${v.trim()}`),
  ),
  kind(
    'invoice-type-code-padded',
    false,
    rewrite('BT-3', (v) => `0${v.trim()}`),
  ),
  kind('issue-date-dotted', false, rewrite('BT-2', dotted)),
  kind(
    'issue-date-with-time',
    false,
    rewrite('BT-2', (v, ctx) => (ctx.syntax === 'UBL' ? `${v.trim()}T00:00:00` : iso(v, ctx))),
  ),
  kind('due-date-dotted', false, rewrite('BT-9', dotted)),
  kind('currency-lowercase', false, rewrite('BT-5', lower)),
  kind('currency-attribute-lowercase', false, (ctx) =>
    rewriteAttr(ctx.syntax === 'UBL' ? 'BT-112' : 'BT-110', 'currencyID', lower)(ctx),
  ),
  kind('seller-country-lowercase', false, rewrite('BT-40', lower)),
  kind('buyer-country-lowercase', false, rewrite('BT-55', lower)),
  kind('line-vat-category-lowercase', false, rewrite('BT-151', lower)),
  kind('breakdown-vat-category-lowercase', false, rewrite('BT-118', lower)),
  kind(
    'seller-vat-id-lowercase',
    false,
    rewrite('BT-31', (v) => (/^\s*[A-Z]{2}/.test(v) ? v.replace(/[A-Z]{2}/, (p) => p.toLowerCase()) : null)),
  ),
  kind(
    'amount-trailing-zeros',
    false,
    rewrite('BT-115', (v) => `${Decimal.parse(v.trim())?.toFixed(2)}0`),
  ),
  kind(
    'amount-extra-digits',
    false,
    rewrite('BT-131', (v) => `${Decimal.parse(v.trim())?.toFixed(2)}4`),
  ),
  kind('line-total-wrong', false, rewrite('BT-106', plusOne)),
  kind('tax-exclusive-total-wrong', false, rewrite('BT-109', plusOne)),
  kind('tax-inclusive-total-wrong', false, rewrite('BT-112', plusOne)),
  kind('amount-due-wrong', false, rewrite('BT-115', plusOne)),
  kind('vat-total-wrong', false, rewrite('BT-110', plusOne)),
  kind('breakdown-tax-wrong', false, rewrite('BT-117', plusOne)),
  kind('breakdown-taxable-wrong', false, rewrite('BT-116', plusOne)),
  kind('line-net-wrong', false, rewrite('BT-131', plusOne)),
  kind('line-vat-category-removed', false, remove('BT-151')),
  kind('line-vat-rate-removed', false, (ctx) =>
    first(ctx, 'BT-151')?.value === 'S' ? remove('BT-152')(ctx) : null,
  ),
  // A line without its item name (BR-25): what the line sells only the issuer can say (issue 35).
  kind('item-name-removed', true, remove('BT-153')),
  kind('unit-code-removed', true, (ctx) => {
    const t = first(ctx, 'BT-130');
    return t ? [{ op: 'set_attr', xpath: element(t), name: 'unitCode', value: null }] : null;
  }),
  misplace,
  // Whitespace, no-break spaces, byte-order marks and control characters inside codes and identifiers, which
  // other rules compare by string equality (issue 15: the damage real exports show).
  kind('line-vat-category-newline', false, rewrite('BT-151', newlineAfter)),
  kind(
    'breakdown-vat-category-nbsp',
    false,
    rewrite('BT-118', (v) => `${v.trim()}\u00a0`),
  ),
  kind(
    'currency-nbsp',
    false,
    rewrite('BT-5', (v) => `${v.trim()}\u00a0`),
  ),
  kind('currency-attribute-nbsp', false, (ctx) =>
    rewriteAttr(ctx.syntax === 'UBL' ? 'BT-115' : 'BT-110', 'currencyID', (v) => `${v}\u00a0`)(ctx),
  ),
  kind(
    'electronic-address-scheme-nbsp',
    false,
    rewriteAttr('BT-34', 'schemeID', (v) => `\u00a0${v}`),
  ),
  kind(
    'payment-means-code-bom',
    false,
    rewrite('BT-81', (v) => `\ufeff${v.trim()}`),
  ),
  kind(
    'country-code-control-character',
    false,
    rewrite('BT-40', (v) => `${v.trim()}\u0085`),
  ),
  // The same damage in every position a code or identifier sits in (issue 25): header, line, document-level
  // allowance and charge, VAT breakdown; tabs, line breaks, no-break spaces around and inside the value.
  ...SPACED.map(([id, bt, spaced]) =>
    kind(
      id,
      false,
      rewrite(bt, (v) => spaced(v.trim())),
    ),
  ),
  ...SPLIT.map(([id, bt, split]) =>
    kind(
      id,
      false,
      rewrite(bt, (v) => split(v.trim())),
    ),
  ),
  ...CII_UNBOUND_SPLIT,
  kind('currency-attribute-split-space', false, (ctx) =>
    rewriteAttr(ctx.syntax === 'UBL' ? 'BT-115' : 'BT-110', 'currencyID', inside(' '))(ctx),
  ),
  // Amounts as a spreadsheet writes them.
  kind(
    'amount-decimal-comma',
    false,
    rewrite('BT-115', (v) => v.trim().replace('.', ',')),
  ),
  kind('amount-thousands-german', false, largeAmount(german)),
  kind('amount-thousands-english', false, largeAmount(english)),
  // A date-time where the syntax has a date.
  kind('date-with-time', false, (ctx) => {
    const bt = ['BT-9', 'BT-72', 'BT-73', 'BT-74', 'BT-7'].find((id) => first(ctx, id));
    return bt
      ? rewrite(bt, (v) => (ctx.syntax === 'UBL' ? `${v.trim()}T12:00:00+01:00` : iso(v.trim(), ctx)))(ctx)
      : null;
  }),
  // Lower-case scheme ids.
  kind('seller-electronic-address-scheme-lowercase', false, rewriteAttr('BT-34', 'schemeID', lower)),
  // An element written twice by a template loop.
  kind('currency-duplicated', false, duplicate('BT-5')),
  kind('invoice-number-duplicated', false, duplicate('BT-1')),
  kind('empty-element', false, (ctx) => (first(ctx, 'BT-19') ? null : writeTerm(ctx, 'BT-19', { text: '' }))),
];
