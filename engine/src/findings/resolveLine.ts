import type { Document, Element, Node } from '@xmldom/xmldom';
import { NS } from '../detect/namespaces.ts';

const STEP = /^(@)?(?:(\w+):)?([\w.-]+)(?:\[(\d+)\])?$/;

/**
 * Finds the 1-based source line of a prefixed positional location (`/ubl:Invoice[1]/cac:X[2]/@attr`),
 * so a finding can point into the caller's document. Null when a step does not resolve.
 */
export function resolveLine(doc: Document, location: string | null): number | null {
  if (!location?.startsWith('/')) return null;
  let node: Node | null = doc;
  for (const step of location.slice(1).split('/')) {
    const m = STEP.exec(step);
    if (!m || !node) return null;
    const [, isAttr, prefix, local, pos] = m;
    const uri = prefix ? (NS as Record<string, string>)[prefix] : null;
    if (prefix && !uri) return null;
    if (isAttr) break; // an attribute sits on its element's line
    const want = Number(pos ?? '1');
    let seen = 0;
    let found: Node | null = null;
    for (const c of Array.from(node.childNodes)) {
      const el = c as Element;
      if (c.nodeType === 1 && el.localName === local && (uri ? el.namespaceURI === uri : !el.namespaceURI)) {
        seen += 1;
        if (seen === want) {
          found = c;
          break;
        }
      }
    }
    node = found;
  }
  const line = (node as { lineNumber?: number } | null)?.lineNumber;
  return typeof line === 'number' ? line : null;
}
