import { failMalformed, isQName } from '@einvoice/engine/xml';
import type { Element } from '@xmldom/xmldom';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

function namespaceError(element: Element, message: string): never {
  const at =
    element.lineNumber === undefined ? null : { line: element.lineNumber, column: element.columnNumber ?? 0 };
  return failMalformed('namespace', message, at);
}

// xmldom keeps only the last of two attributes with one expanded name (p:x and q:x with p and q bound
// to one namespace), so the duplicate shows only as a tag in the source with more attributes than
// the element. Source positions come from the element's line and column.
function sourceAttributeCount(source: string, lineStarts: number[], element: Element): number | null {
  const start = (lineStarts[(element.lineNumber ?? 0) - 1] ?? Number.NaN) + (element.columnNumber ?? 0) - 1;
  const tag = /<(?:[^"'>]|"[^"]*"|'[^']*')*>/y;
  tag.lastIndex = start;
  const m = tag.exec(source);
  return m ? (m[0].match(/=\s*(?:"[^"]*"|'[^']*')/g)?.length ?? 0) : null;
}

function lineStartsOf(source: string): number[] {
  const starts = [0];
  for (let at = source.indexOf('\n'); at >= 0; at = source.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

function checkElement(element: Element, countInSource: (element: Element) => number | null): void {
  // xmldom accepts any character from U+10000 up in names; XML 1.0 names end at U+EFFFF.
  if (!isQName(element.tagName)) namespaceError(element, `${element.tagName} is not an XML name`);
  let namespaced = false;
  for (let i = 0; i < element.attributes.length; i++) {
    const a = element.attributes.item(i);
    if (a === null) continue;
    if (!isQName(a.name)) namespaceError(element, `${a.name} is not an XML name`);
    if (a.prefix === 'xmlns') {
      if (a.localName === 'xmlns') namespaceError(element, 'the xmlns prefix must not be declared');
      if ((a.localName === 'xml') !== (a.value === XML_NS))
        namespaceError(element, `${a.name}="${a.value}" misbinds the xml namespace`);
      if (a.value === XMLNS_NS) namespaceError(element, `${a.name} binds the xmlns namespace`);
      // Namespaces in XML 1.0 (5): only the default namespace may be undeclared with "".
      if (a.value === '') namespaceError(element, `${a.name}="" is not allowed in XML 1.0`);
    } else if (a.name === 'xmlns') {
      if (a.value === XML_NS || a.value === XMLNS_NS)
        namespaceError(element, `xmlns="${a.value}" binds a reserved namespace`);
    } else if (a.namespaceURI) namespaced = true;
  }
  if (namespaced && countInSource(element) !== element.attributes.length) {
    // Namespaces in XML 1.0 (6.3): two prefixes for one namespace spelled the same attribute twice.
    namespaceError(element, 'an attribute appears twice under one namespace');
  }
}

/**
 * Namespace constraints xmldom does not enforce, checked over the whole tree in document order.
 * `source` is the text xmldom parsed (line ends normalised).
 */
export function checkNamespaces(root: Element, source: string): void {
  let lineStarts: number[] | null = null;
  const countInSource = (element: Element) => {
    lineStarts ??= lineStartsOf(source);
    return sourceAttributeCount(source, lineStarts, element);
  };
  const stack: Element[] = [root];
  for (let element = stack.pop(); element !== undefined; element = stack.pop()) {
    checkElement(element, countInSource);
    const children: Element[] = [];
    for (let c = element.firstChild; c !== null; c = c.nextSibling)
      if (c.nodeType === 1) children.push(c as Element);
    stack.push(...children.reverse());
  }
}
