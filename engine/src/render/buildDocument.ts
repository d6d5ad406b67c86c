import { codeMeaning } from '../codes/codeMeaning.ts';
import { INVOICE_TYPES } from '../codes/invoiceTypes.ts';
import type { GroupInstance, InvoiceModel, TermValue } from '../model/types.ts';
import { termById } from '../semantics/terms.ts';
import { base64Size } from './format/base64Size.ts';
import { linkTypeOf } from './isLinkable.ts';
import { renderTermValue } from './renderTermValue.ts';
import { renderUnbound } from './renderUnbound.ts';
import { termLabel } from './termLabel.ts';
import type {
  RenderedAttachment,
  RenderedGroup,
  RenderedInvoice,
  RenderedLine,
  RenderedValue,
  RenderLocale,
} from './types.ts';
import { uiText } from './uiText.ts';

/** The structured reading with its counts (RenderResult.values, outsideStandard). */
export interface BuiltDocument {
  document: RenderedInvoice;
  values: number;
  outsideStandard: number;
}

const REFERENCE_TERMS = new Set([
  'BT-10',
  'BT-11',
  'BT-12',
  'BT-13',
  'BT-14',
  'BT-15',
  'BT-16',
  'BT-17',
  'BT-18',
  'BT-19',
]);
const PARTY_GROUPS = ['BG-4', 'BG-7', 'BG-10', 'BG-11'];
const PARENT_LINE = /\/ram:AssociatedDocumentLineDocument\[1\]\/ram:ParentLineID\[1\]$/;

// Empty elements without attributes carry no value; the page leaves them out.
const hasContent = (t: TermValue) => t.value !== '' || t.attributes.some((a) => a.value.trim() !== '');

function termValue(model: InvoiceModel, bt: string): string | null {
  return model.terms.find((t) => t.bt === bt)?.value ?? null;
}

/** Every distinct XPath a rendered value or attribute stands for; a node bound by two terms counts once. */
function collectPaths(values: readonly RenderedValue[], into: Set<string>): void {
  for (const v of values) {
    if (v.value !== '') into.add(v.xpath);
    for (const a of v.attributes) into.add(a.xpath);
  }
}

function walkGroups(groups: readonly RenderedGroup[], visit: (values: RenderedValue[]) => void): void {
  for (const g of groups) {
    visit(g.values);
    walkGroups(g.groups, visit);
    const line = g as Partial<RenderedLine>;
    if (line.further) visit(line.further);
    if (line.subLines) walkGroups(line.subLines, visit);
  }
}

/**
 * Arranges the EN 16931 model of an invoice as an invoice is read: header, parties, references, lines
 * (with sub-lines), allowances and charges, VAT breakdown, totals, payment, notes, attachments; then what
 * no business term binds ("further details") and the syntax scaffolding. Every value appears exactly once.
 */
export function buildDocument(model: InvoiceModel, locale: RenderLocale): BuiltDocument {
  const currency = termValue(model, 'BT-5');
  const value = (t: TermValue) => renderTermValue(t, locale, currency);
  const group = (g: GroupInstance): RenderedGroup => {
    const term = termById(g.bg);
    return {
      bg: g.bg,
      label: term ? termLabel(term, locale) : g.bg,
      index: g.index,
      xpath: g.xpath,
      values: g.terms.filter(hasContent).map(value),
      groups: g.groups.map(group),
    };
  };
  const groupsOf = (bg: string) => model.groups.filter((g) => g.bg === bg).map(group);

  const other = model.other.filter((v) => v.value.trim() !== '').map(renderUnbound);
  const lines: RenderedLine[] = groupsOf('BG-25').map((g) => {
    const prefix = `${g.xpath}/`;
    const further = g.xpath ? other.filter((v) => v.xpath.startsWith(prefix)) : [];
    return { ...g, further, subLines: [] };
  });
  const inLines = new Set(lines.flatMap((l) => l.further));

  const attachments: RenderedAttachment[] = groupsOf('BG-24').map((g) => {
    const object = g.values.find((v) => v.bt === 'BT-125');
    const attr = (name: string) => object?.attributes.find((a) => a.name === name)?.value ?? null;
    const mimeType = attr('mimeCode');
    const linkType = object ? linkTypeOf(object.value, mimeType) : null;
    return {
      ...g,
      fileName: attr('filename'),
      mimeType,
      size: object ? base64Size(object.value) : null,
      linked: linkType !== null,
      linkType,
    };
  });

  const topTerms = model.terms.filter(hasContent).map(value);
  const process = model.groups
    .filter((g) => g.bg === 'BG-2')
    .flatMap((g) => g.terms.filter(hasContent).map(value));
  const typeCode = termValue(model, 'BT-3');
  const fallbackTitle =
    model.document === 'ubl-creditnote' ? uiText('creditNote', locale) : uiText('invoice', locale);
  const document: RenderedInvoice = {
    title: (typeCode && codeMeaning(INVOICE_TYPES, typeCode, locale)) || fallbackTitle,
    locale,
    syntax: model.syntax,
    header: [...topTerms.filter((v) => !REFERENCE_TERMS.has(v.bt ?? '') && v.bt !== 'BT-20'), ...process],
    references: topTerms.filter((v) => REFERENCE_TERMS.has(v.bt ?? '')),
    precedingInvoices: groupsOf('BG-3'),
    parties: PARTY_GROUPS.flatMap(groupsOf),
    delivery: groupsOf('BG-13'),
    paymentTerms: topTerms.filter((v) => v.bt === 'BT-20'),
    payment: groupsOf('BG-16'),
    allowances: groupsOf('BG-20'),
    charges: groupsOf('BG-21'),
    vatBreakdown: groupsOf('BG-23'),
    totals: groupsOf('BG-22'),
    lines: nestSubLines(lines),
    notes: groupsOf('BG-1'),
    attachments,
    furtherDetails: other.filter((v) => !inLines.has(v)),
    syntaxDetails: model.structural.filter((v) => v.value.trim() !== '').map(renderUnbound),
  };

  const all = new Set<string>();
  const outside = new Set<string>();
  for (const values of [document.header, document.references, document.paymentTerms, document.syntaxDetails])
    collectPaths(values, all);
  collectPaths(document.furtherDetails, outside);
  const sections = [
    document.precedingInvoices,
    document.parties,
    document.delivery,
    document.payment,
    document.allowances,
    document.charges,
    document.vatBreakdown,
    document.totals,
    document.notes,
    document.attachments,
  ];
  for (const s of sections) walkGroups(s, (vs) => collectPaths(vs, all));
  walkGroups(document.lines, (vs) => collectPaths(vs, all));
  for (const l of lines) collectPaths(l.further, outside);
  for (const p of outside) all.add(p);
  return { document, values: all.size, outsideStandard: outside.size };
}

/** CII sub-lines (XRechnung extension): a line whose ParentLineID names another line's BT-126 goes beneath it. */
function nestSubLines(lines: RenderedLine[]): RenderedLine[] {
  const byId = new Map<string, RenderedLine>();
  for (const l of lines) {
    const id = l.values.find((v) => v.bt === 'BT-126')?.value;
    if (id !== undefined && !byId.has(id)) byId.set(id, l);
  }
  const top: RenderedLine[] = [];
  for (const l of lines) {
    const parentId = l.further.find((v) => PARENT_LINE.test(v.xpath))?.value;
    const parent = parentId === undefined ? undefined : byId.get(parentId);
    if (parent && parent !== l && !isAncestor(l, parent)) parent.subLines.push(l);
    else top.push(l);
  }
  return top;
}

function isAncestor(candidate: RenderedLine, of: RenderedLine): boolean {
  return candidate.subLines.some((s) => s === of || isAncestor(s, of));
}
