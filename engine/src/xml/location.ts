import { PREFIX_OF } from './namespaces.ts';
import { ATTRIBUTE, DOC, type XmlTree } from './XmlTree.ts';

const ELEMENT_STEP = /^\*:([\w.-]+)\[namespace-uri\(\)='([^']*)'\]\[(\d+)\]$/;
const ATTR_NS_STEP = /^@\*\[local-name\(\)='([\w.-]+)' and namespace-uri\(\)='([^']*)'\]$/;

function prefixed(local: string, uri: string): string {
  const p = PREFIX_OF.get(uri);
  return p ? `${p}:${local}` : `*:${local}[namespace-uri()='${uri}']`;
}

/**
 * Turns the schematron skeleton's namespace-explicit path (`/*:Invoice[namespace-uri()='…'][1]/…`) into
 * the prefixed form findings carry (`/ubl:Invoice[1]/cac:InvoiceLine[2]`), which is also how the reference
 * verdicts write locations. Steps it does not recognise are kept as they are.
 */
export function normaliseLocation(location: string): string {
  const loc = location.trim();
  if (!loc.startsWith('/')) return loc;
  const steps: string[] = [];
  // Split on '/' outside brackets and quotes: predicates contain namespace URIs with slashes.
  let depth = 0;
  let quote = false;
  let cur = '';
  for (const ch of loc.slice(1)) {
    if (ch === "'") quote = !quote;
    else if (!quote && ch === '[') depth++;
    else if (!quote && ch === ']') depth--;
    if (ch === '/' && depth === 0 && !quote) {
      steps.push(cur);
      cur = '';
    } else cur += ch;
  }
  steps.push(cur);
  return `/${steps
    .map((s) => {
      const el = ELEMENT_STEP.exec(s);
      if (el) return `${prefixed(el[1] as string, el[2] as string)}[${el[3]}]`;
      const at = ATTR_NS_STEP.exec(s);
      if (at) return `@${prefixed(at[1] as string, at[2] as string)}`;
      return s;
    })
    .join('/')}`;
}

/** The skeleton's location path of a node, normalised like the reference SVRL locations. */
export function locationOf(tree: XmlTree, node: number): string {
  if (tree.kind[node] === DOC) return '';
  const steps: string[] = [];
  for (let n = node; n > 0; n = tree.parent[n] as number) {
    const id = tree.name[n] as number;
    const ns = tree.nameNs[id] as string;
    const local = tree.nameLocal[id] as string;
    if (tree.kind[n] === ATTRIBUTE) {
      steps.push(ns === '' ? `@${local}` : `@*[local-name()='${local}' and namespace-uri()='${ns}']`);
    } else {
      const head = ns === '' ? local : `*:${local}[namespace-uri()='${ns}']`;
      steps.push(`${head}[${tree.sameNameIndex(n)}]`);
    }
  }
  return normaliseLocation(`/${steps.reverse().join('/')}`);
}
