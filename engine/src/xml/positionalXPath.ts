import type { Element, Node } from '@xmldom/xmldom';
import { PREFIX_OF } from '../detect/namespaces.ts';

function isSameName(a: Node, b: Element): boolean {
  return a.nodeType === 1 && a.namespaceURI === b.namespaceURI && (a as Element).localName === b.localName;
}

function step(el: Element): string {
  const ns = el.namespaceURI ?? '';
  const prefix = PREFIX_OF.get(ns);
  const name = prefix ? `${prefix}:${el.localName}` : `Q{${ns}}${el.localName}`;
  let index = 1;
  for (let sib = el.previousSibling; sib; sib = sib.previousSibling) if (isSameName(sib, el)) index += 1;
  return `${name}[${index}]`;
}

/** The element's location as an XPath with positional predicates, in the form the official reports use. */
export function positionalXPath(el: Element): string {
  const steps: string[] = [];
  for (let node: Node | null = el; node && node.nodeType === 1; node = node.parentNode) {
    steps.unshift(step(node as Element));
  }
  return `/${steps.join('/')}`;
}
