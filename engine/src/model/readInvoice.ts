import type { Attr, Document, Element, Node } from '@xmldom/xmldom';
import { TERMS } from '../semantics/terms.ts';
import { positionalXPath } from '../xml/positionalXPath.ts';
import { bindingOf } from './bindingOf.ts';
import { evalPath } from './evalPath.ts';
import type {
  GroupInstance,
  InvoiceDocumentKind,
  InvoiceModel,
  InvoiceSyntax,
  TermValue,
  UnboundValue,
} from './types.ts';

interface Instance extends GroupInstance {
  el: Element | null;
  groups: Instance[];
}

interface Pending {
  value: TermValue;
  node: Element | Attr;
}

// Scaffolding of the syntaxes that no term binds but every writer regenerates (parent/child qualified names).
const SCAFFOLD = new Set([
  'cac:TaxScheme/cbc:ID',
  'cac:AllowanceCharge/cbc:ChargeIndicator',
  'ram:ChargeIndicator/udt:Indicator',
  'ram:ApplicableTradeTax/ram:TypeCode',
  'ram:CategoryTradeTax/ram:TypeCode',
  'ram:AdditionalReferencedDocument/ram:TypeCode',
  'udt:DateTimeString/@format',
  'qdt:DateTimeString/@format',
  'udt:DateString/@format',
]);
// CII carries the scheme of an object identifier (BT-18-1, BT-128-1) in a sibling element, UBL in @schemeID;
// the model gives it as the value's schemeID either way.
const CII_SCHEME_SIBLING: Record<string, string> = {
  'BT-18': 'ram:ReferenceTypeCode',
  'BT-128': 'ram:ReferenceTypeCode',
};
const XRECHNUNG_NOTE = /^#([A-Za-z0-9]+)#/;

function qname(n: Node): string {
  return (n as Element).nodeName;
}

function lineOf(n: Node): number | null {
  const el = n.nodeType === 2 ? (n as Attr).ownerElement : n;
  const line = (el as unknown as { lineNumber?: number } | null)?.lineNumber;
  return typeof line === 'number' ? line : null;
}

function xpathOf(n: Element | Attr): string {
  if (n.nodeType === 1) return positionalXPath(n as Element);
  const a = n as Attr;
  return `${positionalXPath(a.ownerElement as Element)}/@${a.name}`;
}

function ancestors(n: Node): Node[] {
  const chain: Node[] = [];
  for (let cur: Node | null = n.nodeType === 2 ? (n as Attr).ownerElement : n; cur; cur = cur.parentNode)
    chain.unshift(cur);
  return chain;
}

// Depth of the deepest common ancestor: the instance sharing most of a node's ancestry is its nearest.
function sharedDepth(a: Node[], b: Node[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

function directText(el: Element): string | null {
  let text = '';
  let found = false;
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3 || c.nodeType === 4) {
      text += c.nodeValue ?? '';
      found = true;
    }
  }
  return found && text.trim() !== '' ? text : null;
}

function semanticValue(node: Element | Attr, raw: string): string {
  const v = raw.trim();
  // CII writes dates as format 102 (YYYYMMDD); the model speaks ISO dates like UBL.
  if (node.nodeType === 1 && (node as Element).getAttribute('format') === '102' && /^\d{8}$/.test(v))
    return `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
  return v;
}

function isScaffold(n: Node): boolean {
  const parent = n.nodeType === 2 ? (n as Attr).ownerElement : n.parentNode;
  const name = n.nodeType === 2 ? `@${(n as Attr).name}` : qname(n);
  return !!parent && SCAFFOLD.has(`${qname(parent)}/${name}`);
}

function isNamespaceDeclaration(a: Attr): boolean {
  return a.name === 'xmlns' || a.name.startsWith('xmlns:');
}

/** Splits an XRechnung UBL note `#CODE#text` into the subject code (BT-21) and the note (BT-22). */
function splitNoteCodes(instances: readonly Instance[]): void {
  for (const g of instances) {
    const note = g.terms.find((t) => t.bt === 'BT-22');
    const m = note && !g.terms.some((t) => t.bt === 'BT-21') ? XRECHNUNG_NOTE.exec(note.value) : null;
    if (!note || !m) continue;
    g.terms.unshift({ ...note, bt: 'BT-21', value: m[1] as string, attributes: [] });
    note.value = note.value.slice(m[0].length).trim();
  }
}

/**
 * Reads an invoice into the EN 16931 semantic model, driven entirely by the term table: every group
 * binding yields instances, every term binding yields values, each attached to the innermost instance of
 * its parent group that contains it (or to the first one, when the syntax binds the term elsewhere, like
 * the CII remittance information BT-83). Everything else is sorted into `structural` or `other`.
 */
export function readInvoice(
  doc: Document,
  syntax: InvoiceSyntax,
  document: InvoiceDocumentKind,
): InvoiceModel {
  const root = doc.documentElement as Element;
  const top: Instance = { bg: '', el: root, xpath: positionalXPath(root), index: 1, terms: [], groups: [] };
  const byGroup = new Map<string, Instance[]>();
  const tested = new Set<Node>();
  const pending: Pending[] = [];

  const addInstance = (bg: string, parent: Instance, el: Element | null): Instance => {
    const inst: Instance = {
      bg,
      el,
      xpath: el ? positionalXPath(el) : null,
      index: parent.groups.filter((g) => g.bg === bg).length + 1,
      terms: [],
      groups: [],
    };
    parent.groups.push(inst);
    byGroup.set(bg, [...(byGroup.get(bg) ?? []), inst]);
    return inst;
  };
  const parentOfGroup = new Map(TERMS.map((t) => [t.id, t.parent]));
  // The instance of a group nearest to a node: the one containing it, else the one sharing the deepest
  // ancestor (the CII BIC sits beside its account, not in it), else the first; implied when there is none.
  const owner = (bg: string | null, node: Node): Instance => {
    if (!bg) return top;
    const chain = ancestors(node);
    let best: Instance | null = null;
    let bestDepth = -1;
    for (const g of byGroup.get(bg) ?? []) {
      const depth = g.el ? sharedDepth(ancestors(g.el), chain) : 0;
      if (depth > bestDepth) {
        best = g;
        bestDepth = depth;
      }
    }
    return best ?? addInstance(bg, owner(parentOfGroup.get(bg) ?? null, node), null);
  };

  for (const term of TERMS) {
    const binding = bindingOf(term, document);
    if (!binding) continue;
    const found = evalPath(binding, root);
    for (const n of found.tested) tested.add(n);
    for (const node of found.nodes) {
      if (term.kind === 'BG') {
        if (node.nodeType === 1) addInstance(term.id, owner(term.parent, node), node as Element);
        continue;
      }
      const raw = node.nodeType === 2 ? (node as Attr).value : (node.textContent ?? '');
      const value: TermValue = {
        bt: term.id,
        value: semanticValue(node, raw),
        raw,
        xpath: xpathOf(node),
        attributes: [],
        line: lineOf(node),
      };
      owner(term.parent, node).terms.push(value);
      pending.push({ value, node });
    }
  }

  const claimed = new Set<Node>(pending.map((p) => p.node));
  for (const { value, node } of pending) {
    if (node.nodeType !== 1) continue;
    for (const a of Array.from((node as Element).attributes)) {
      if (claimed.has(a) || tested.has(a) || isNamespaceDeclaration(a) || isScaffold(a)) continue;
      value.attributes.push({ name: a.name, value: a.value, xpath: xpathOf(a) });
      claimed.add(a);
    }
  }
  for (const { value, node } of pending) {
    const sibling = syntax === 'CII' ? CII_SCHEME_SIBLING[value.bt] : undefined;
    const scheme = sibling
      ? Array.from(node.parentNode?.childNodes ?? []).find((c) => c.nodeType === 1 && qname(c) === sibling)
      : undefined;
    if (!scheme) continue;
    value.attributes.push({
      name: 'schemeID',
      value: (scheme.textContent ?? '').trim(),
      xpath: xpathOf(scheme as Element),
    });
    claimed.add(scheme);
  }
  if (syntax === 'UBL') {
    splitNoteCodes(byGroup.get('BG-1') ?? []);
    // UBL requires cac:OrderReference/cbc:ID; beside a sales order reference (BT-14) its `NA` is the
    // binding's placeholder, not a purchase order reference (BT-13).
    const order = top.terms.findIndex((t) => t.bt === 'BT-13' && t.value === 'NA');
    if (order >= 0 && top.terms.some((t) => t.bt === 'BT-14')) top.terms.splice(order, 1);
  }

  const structural: UnboundValue[] = [];
  const other: UnboundValue[] = [];
  const sort = (n: Element | Attr, kind: UnboundValue['kind'], value: string) => {
    const entry = { kind, xpath: xpathOf(n), value, line: lineOf(n) };
    (tested.has(n) || isScaffold(n) ? structural : other).push(entry);
  };
  const visit = (el: Element) => {
    for (const a of Array.from(el.attributes)) {
      if (!claimed.has(a) && !isNamespaceDeclaration(a)) sort(a, 'attribute', a.value);
    }
    const text = directText(el);
    if (text !== null && !claimed.has(el)) sort(el, 'text', text);
    for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) visit(c as Element);
  };
  visit(root);

  const strip = (g: Instance): GroupInstance => ({
    bg: g.bg,
    xpath: g.xpath,
    index: g.index,
    terms: g.terms,
    groups: g.groups.map(strip),
  });
  return {
    syntax,
    document,
    terms: top.terms,
    groups: top.groups.map(strip),
    structural,
    other,
  };
}
