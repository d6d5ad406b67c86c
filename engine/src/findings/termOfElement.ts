import { bindingOf } from '../model/bindingOf.ts';
import type { InvoiceDocumentKind } from '../model/types.ts';
import { TERMS } from '../semantics/terms.ts';
import { PREFIX_OF } from '../xml/namespaces.ts';
import { ELEMENT, type XmlTree } from '../xml/XmlTree.ts';

// The binding paths of the term table without predicates: `cac:OrderReference/cbc:ID` → BT-13 (a path several
// terms share through predicates names them all).
const PATHS = new Map<InvoiceDocumentKind, Map<string, string[]>>();

function pathsOf(kind: InvoiceDocumentKind): Map<string, string[]> {
  let m = PATHS.get(kind);
  if (m) return m;
  m = new Map();
  for (const term of TERMS) {
    const binding = bindingOf(term, kind);
    if (!binding) continue;
    for (const alternative of binding.split('|')) {
      let path = alternative.trim();
      for (let before = ''; before !== path; ) {
        before = path;
        path = path.replace(/\[[^[\]]*\]/g, '');
      }
      m.set(path, [...(m.get(path) ?? []), term.id]);
    }
  }
  PATHS.set(kind, m);
  return m;
}

function kindOf(tree: XmlTree): InvoiceDocumentKind | null {
  for (let n = 1; n < tree.size; n++) {
    if (tree.kind[n] !== ELEMENT) continue;
    const local = tree.nameLocal[tree.name[n] as number];
    return local === 'CrossIndustryInvoice'
      ? 'cii'
      : local === 'CreditNote'
        ? 'ubl-creditnote'
        : 'ubl-invoice';
  }
  return null;
}

/**
 * The EN 16931 terms an element (or attribute) carries, by the term table's bindings; an element outside the
 * table gets the term or group of its nearest ancestor that has one. Empty when none does.
 */
export function termsOfElement(tree: XmlTree, node: number, attribute?: string): string[] {
  const kind = kindOf(tree);
  if (!kind) return [];
  const paths = pathsOf(kind);
  const steps: string[] = [];
  for (let n = node; n > 0 && tree.kind[n] === ELEMENT; n = tree.parent[n] as number) {
    const name = tree.name[n] as number;
    const prefix = PREFIX_OF.get(tree.nameNs[name] as string);
    steps.unshift(`${prefix ? `${prefix}:` : ''}${tree.nameLocal[name]}`);
  }
  steps.shift(); // the root: bindings start below it
  if (attribute) {
    const own = paths.get([...steps, `@${attribute}`].join('/'));
    if (own) return own;
  }
  for (let i = steps.length; i > 0; i--) {
    const found = paths.get(steps.slice(0, i).join('/'));
    if (found) return found;
  }
  return [];
}
