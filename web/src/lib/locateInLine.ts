/** Where on its source line a node named by a positional XPath starts and ends (0-based, end exclusive). */
export interface LineSpan {
  start: number;
  end: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The span of the node an XPath's last step names (`cbc:ID[1]`, `@unitCode`) on the line the engine
 * reported: the start tag up to its `>`, or the attribute with its value. The document's own prefix may
 * differ from the XPath's, so any prefix matches. Null when the line does not hold that node.
 */
export function locateInLine(text: string, xpath: string | null): LineSpan | null {
  const step = xpath
    ?.split('/')
    .pop()
    ?.replace(/\[\d+\]$/, '');
  if (!step) return null;
  const attribute = step.startsWith('@');
  const local = escapeRegExp(step.replace(/^@/, '').replace(/^[\w.-]+:/, ''));
  const pattern = attribute
    ? new RegExp(`(?<=\\s)(?:[\\w.-]+:)?${local}\\s*=\\s*("[^"]*"|'[^']*')`)
    : new RegExp(`<(?:[\\w.-]+:)?${local}(?=[\\s/>])[^>]*>?`);
  const m = pattern.exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}
