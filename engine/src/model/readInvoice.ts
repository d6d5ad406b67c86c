import { TERMS } from '../semantics/terms.ts';
import { elementPath } from '../xml/elementPath.ts';
import { ATTRIBUTE, ELEMENT, type XmlTree } from '../xml/XmlTree.ts';
import { bindingOf } from './bindingOf.ts';
import { evalPath } from './termPath.ts';
import type {
  GroupInstance,
  InvoiceDocumentKind,
  InvoiceModel,
  InvoiceSyntax,
  TermValue,
  UnboundValue,
} from './types.ts';

interface Instance extends GroupInstance {
  /** The group's element, -1 for an instance implied by a term whose group has no element of its own. */
  el: number;
  groups: Instance[];
}

interface Pending {
  value: TermValue;
  node: number;
}

// Most values carry no attribute of their own: they share this list until one is added.
const NO_ATTRIBUTES: TermValue['attributes'] = [];

/** The instances of one group: in reading order, and the element ids of those with an element, ascending. */
interface GroupList {
  all: Instance[];
  els: number[];
  withEl: Instance[];
}

// Scaffolding of the syntaxes that no term binds but every writer regenerates (parent/child qualified names).
// By parent, then child (an attribute as `@name`): looked up for every element, without spelling the pair.
const SCAFFOLD = new Map<string, Set<string>>();
for (const pair of [
  'cac:TaxScheme/cbc:ID',
  'cac:AllowanceCharge/cbc:ChargeIndicator',
  'ram:ChargeIndicator/udt:Indicator',
  'ram:ApplicableTradeTax/ram:TypeCode',
  'ram:CategoryTradeTax/ram:TypeCode',
  'ram:AdditionalReferencedDocument/ram:TypeCode',
  'udt:DateTimeString/@format',
  'qdt:DateTimeString/@format',
  'udt:DateString/@format',
]) {
  const [parent, child] = pair.split('/') as [string, string];
  SCAFFOLD.set(parent, (SCAFFOLD.get(parent) ?? new Set()).add(child));
}
// CII carries the scheme of an object identifier (BT-18-1, BT-128-1) in a sibling element, UBL in @schemeID;
// the model gives it as the value's schemeID either way.
const CII_SCHEME_SIBLING: Record<string, string> = {
  'BT-18': 'ram:ReferenceTypeCode',
  'BT-128': 'ram:ReferenceTypeCode',
};
const XRECHNUNG_NOTE = /^#([A-Za-z0-9]+)#/;
/** The one date format (UNTDID 2379 code 102, YYYYMMDD) EN 16931 admits in CII. */
export const CII_DATE_FORMAT = '102';

function semanticValue(tree: XmlTree, node: number, raw: string): string {
  const v = raw.trim();
  // CII writes dates as format 102 (YYYYMMDD); the model speaks ISO dates like UBL.
  if (tree.kind[node] === ELEMENT && /^\d{8}$/.test(v)) {
    const format = tree.attributeByQName(node, 'format');
    if (format >= 0 && tree.value[format] === CII_DATE_FORMAT)
      return `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
  }
  return v;
}

function isScaffold(tree: XmlTree, n: number): boolean {
  const parent = tree.parent[n] as number;
  if (parent <= 0) return false;
  const children = SCAFFOLD.get(tree.qname[parent] as string);
  if (children === undefined) return false;
  return children.has(tree.kind[n] === ATTRIBUTE ? `@${tree.qname[n]}` : (tree.qname[n] as string));
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
  tree: XmlTree,
  syntax: InvoiceSyntax,
  document: InvoiceDocumentKind,
): InvoiceModel {
  const root = tree.root;
  const top: Instance = { bg: '', el: root, xpath: elementPath(tree, root), index: 1, terms: [], groups: [] };
  const byGroup = new Map<string, GroupList>();
  const childCounts = new Map<Instance, Map<string, number>>();
  // Per node: read by a binding's predicate (scaffolding), or claimed as a term value or its attribute.
  const tested = new Uint8Array(tree.size);
  const claimed = new Uint8Array(tree.size);
  const pending: Pending[] = [];

  const addInstance = (bg: string, parent: Instance, el: number): Instance => {
    let counts = childCounts.get(parent);
    if (counts === undefined) {
      counts = new Map();
      childCounts.set(parent, counts);
    }
    const index = (counts.get(bg) ?? 0) + 1;
    counts.set(bg, index);
    const inst: Instance = {
      bg,
      el,
      xpath: el >= 0 ? elementPath(tree, el) : null,
      index,
      terms: [],
      groups: [],
    };
    parent.groups.push(inst);
    let list = byGroup.get(bg);
    if (list === undefined) {
      list = { all: [], els: [], withEl: [] };
      byGroup.set(bg, list);
    }
    list.all.push(inst);
    if (el >= 0) {
      // A group's instances arrive in document order (one binding, evaluated in order); keep the ids sorted anyway.
      let at = list.els.length;
      while (at > 0 && (list.els[at - 1] as number) > el) at--;
      list.els.splice(at, 0, el);
      list.withEl.splice(at, 0, inst);
    }
    return inst;
  };
  const parentOfGroup = new Map(TERMS.map((t) => [t.id, t.parent]));
  // The instance of a group nearest to a node: the one containing it, else the one sharing the deepest
  // ancestor (the CII BIC sits beside its account, not in it), else the first; implied when there is none.
  // Found by walking the node's ancestors, each asking the sorted instance ids for one inside its subtree:
  // the depth times a binary search, however many lines the invoice has.
  const owner = (bg: string | null, node: number): Instance => {
    if (!bg) return top;
    const list = byGroup.get(bg);
    if (list === undefined) return addInstance(bg, owner(parentOfGroup.get(bg) ?? null, node), -1);
    const els = list.els;
    if (els.length > 0) {
      for (
        let a = tree.kind[node] === ATTRIBUTE ? (tree.parent[node] as number) : node;
        a >= 0;
        a = tree.parent[a] as number
      ) {
        let lo = 0;
        let hi = els.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if ((els[mid] as number) < a) lo = mid + 1;
          else hi = mid;
        }
        if (lo < els.length && (els[lo] as number) < (tree.end[a] as number))
          return list.withEl[lo] as Instance;
      }
    }
    return list.all[0] as Instance;
  };

  for (const term of TERMS) {
    const binding = bindingOf(term, document);
    if (!binding) continue;
    const found = evalPath(tree, binding, root);
    for (const n of found.tested) tested[n] = 1;
    for (const node of found.nodes) {
      if (term.kind === 'BG') {
        if (tree.kind[node] === ELEMENT) addInstance(term.id, owner(term.parent, node), node);
        continue;
      }
      const raw = tree.stringValue(node);
      const value: TermValue = {
        bt: term.id,
        value: semanticValue(tree, node, raw),
        raw,
        xpath: elementPath(tree, node),
        attributes: NO_ATTRIBUTES,
        line: tree.lineOf(node),
      };
      owner(term.parent, node).terms.push(value);
      pending.push({ value, node });
    }
  }

  for (const p of pending) claimed[p.node] = 1;
  for (const { value, node } of pending) {
    if (tree.kind[node] !== ELEMENT) continue;
    const to = tree.attrEnd[node] as number;
    for (let a = node + 1; a < to; a++) {
      if (claimed[a] || tested[a] || isScaffold(tree, a)) continue;
      if (value.attributes === NO_ATTRIBUTES) value.attributes = [];
      value.attributes.push({
        name: tree.qname[a] as string,
        value: tree.value[a] as string,
        xpath: elementPath(tree, a),
      });
      claimed[a] = 1;
    }
  }
  for (const { value, node } of pending) {
    const sibling = syntax === 'CII' ? CII_SCHEME_SIBLING[value.bt] : undefined;
    if (!sibling) continue;
    const scheme = tree.elementChildren(tree.parent[node] as number).find((c) => tree.qname[c] === sibling);
    if (scheme === undefined) continue;
    if (value.attributes === NO_ATTRIBUTES) value.attributes = [];
    value.attributes.push({
      name: 'schemeID',
      value: tree.stringValue(scheme).trim(),
      xpath: elementPath(tree, scheme),
    });
    claimed[scheme] = 1;
  }
  if (syntax === 'UBL') splitNoteCodes(byGroup.get('BG-1')?.all ?? []);

  const structural: UnboundValue[] = [];
  const other: UnboundValue[] = [];
  const sort = (n: number, kind: UnboundValue['kind'], value: string) => {
    const entry = { kind, xpath: elementPath(tree, n), value, line: tree.lineOf(n) };
    (tested[n] || isScaffold(tree, n) ? structural : other).push(entry);
  };
  // Every element in document order: its attributes, then its own text.
  for (let el = root; el < tree.size; el++) {
    if (tree.kind[el] !== ELEMENT) continue;
    const to = tree.attrEnd[el] as number;
    for (let a = el + 1; a < to; a++) if (!claimed[a]) sort(a, 'attribute', tree.value[a] as string);
    if (claimed[el] || !tree.hasText(el)) continue;
    const text = tree.directText(el);
    if (text.trim() !== '') sort(el, 'text', text);
  }

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

/**
 * The model a conversion carries over: UBL requires cac:OrderReference/cbc:ID, and beside a sales order
 * reference (BT-14) its `NA` is the binding's placeholder, not a purchase order reference (BT-13). The
 * reading keeps it (it is in the document, and a rendering shows it); a conversion leaves it behind.
 */
export function withoutOrderPlaceholder(model: InvoiceModel): InvoiceModel {
  if (model.syntax !== 'UBL' || !model.terms.some((t) => t.bt === 'BT-14')) return model;
  return { ...model, terms: model.terms.filter((t) => !(t.bt === 'BT-13' && t.value === 'NA')) };
}
