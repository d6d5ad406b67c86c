import { Decimal } from '../decimal/Decimal.ts';
import { bindingOf } from '../model/bindingOf.ts';
import type { InvoiceDocumentKind } from '../model/types.ts';
import { termById } from '../semantics/terms.ts';
import type { FindingValues, Text } from '../types.ts';
import { PREFIX_OF } from '../xml/namespaces.ts';
import { ELEMENT, type XmlTree } from '../xml/XmlTree.ts';

type Terms = Map<string, Decimal[]>;

// The terms each sum rule relates (EN 16931 BR-CO-10, 13 … 16): the stated total and how it is computed.
const RELATIONS: Record<string, { total: string; parts: [sign: 1 | -1, bt: string, each?: boolean][] }> = {
  'BR-CO-10': { total: 'BT-106', parts: [[1, 'BT-131', true]] },
  'BR-CO-13': {
    total: 'BT-109',
    parts: [
      [1, 'BT-106'],
      [-1, 'BT-107'],
      [1, 'BT-108'],
    ],
  },
  'BR-CO-14': { total: 'BT-110', parts: [[1, 'BT-117', true]] },
  'BR-CO-15': {
    total: 'BT-112',
    parts: [
      [1, 'BT-109'],
      [1, 'BT-110'],
    ],
  },
  'BR-CO-16': {
    total: 'BT-115',
    parts: [
      [1, 'BT-112'],
      [-1, 'BT-113'],
      [1, 'BT-114'],
    ],
  },
};

/** The rules whose findings carry stated and computed numbers. */
export const SUM_RULES = Object.keys(RELATIONS);

function kindOf(tree: XmlTree): { kind: InvoiceDocumentKind; root: number } | null {
  for (let n = 1; n < tree.size; n++) {
    if (tree.kind[n] !== ELEMENT) continue;
    const local = tree.nameLocal[tree.name[n] as number];
    const kind =
      local === 'CrossIndustryInvoice' ? 'cii' : local === 'CreditNote' ? 'ubl-creditnote' : 'ubl-invoice';
    return { kind, root: n };
  }
  return null;
}

const NS_OF = new Map([...PREFIX_OF].map(([uri, prefix]) => [prefix, uri]));

// The elements a term binding selects, read as child steps from the root (predicates aside: the sums use
// terms whose bindings hold none, or only the VAT total's currency test, which the first match satisfies).
function select(tree: XmlTree, root: number, binding: string): number[] {
  let nodes = [root];
  const path =
    binding
      .split('|')[0]
      ?.trim()
      .replace(/\[[^\]]*\]/g, '') ?? '';
  for (const step of path.split('/')) {
    const [prefix, local] = step.split(':') as [string, string];
    const id = tree.nameId(NS_OF.get(prefix) ?? '', local);
    if (id < 0) return [];
    nodes = nodes.flatMap((n) => [...tree.childrenNamed(n, id)]);
  }
  return nodes;
}

function read(tree: XmlTree): Terms | null {
  const doc = kindOf(tree);
  if (!doc) return null;
  const out: Terms = new Map();
  const wanted = new Set(Object.values(RELATIONS).flatMap((r) => [r.total, ...r.parts.map((p) => p[1])]));
  for (const bt of wanted) {
    const term = termById(bt);
    const binding = term && bindingOf(term, doc.kind);
    if (!binding) continue;
    const values = select(tree, doc.root, binding)
      .map((n) => Decimal.parse(tree.stringValue(n).trim()))
      .filter((d): d is Decimal => d !== undefined);
    out.set(bt, bt === 'BT-110' ? values.slice(0, 1) : values);
  }
  return out;
}

/**
 * The numbers behind a sum rule's finding: the total as stated and as its parts compute it, with a sentence
 * saying so in English, German and French. Null for other rules, or when the document does not state the numbers.
 */
export function sumValues(tree: XmlTree, ruleId: string): { values: FindingValues; text: Text } | null {
  const relation = RELATIONS[ruleId];
  if (!relation) return null;
  const terms = read(tree);
  const stated = terms?.get(relation.total)?.[0];
  if (!terms || !stated) return null;
  let computed = Decimal.ZERO;
  const parts: Record<string, string> = {};
  const formula: string[] = [];
  for (const [sign, bt, each] of relation.parts) {
    const values = terms.get(bt) ?? [];
    const sum = values.reduce((a, v) => a.add(v), Decimal.ZERO);
    computed = sign > 0 ? computed.add(sum) : computed.sub(sum);
    parts[bt] = sum.toFixed(2);
    const shown = each ? `Σ ${bt} (${values.length}) ${sum.toFixed(2)}` : `${bt} ${sum.toFixed(2)}`;
    formula.push(
      formula.length === 0 ? (sign > 0 ? shown : `− ${shown}`) : `${sign > 0 ? '+' : '−'} ${shown}`,
    );
  }
  const s = stated.toFixed(2);
  const c = computed.toFixed(2);
  return {
    values: { term: relation.total, stated: s, computed: c, parts },
    text: {
      en: `The invoice states ${relation.total} = ${s}; computed: ${formula.join(' ')} = ${c}.`,
      de: `Die Rechnung nennt ${relation.total} = ${s}; berechnet: ${formula.join(' ')} = ${c}.`,
      fr: `La facture indique ${relation.total} = ${s} ; calculé : ${formula.join(' ')} = ${c}.`,
    },
  };
}
