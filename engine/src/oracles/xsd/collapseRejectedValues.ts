import {
  type ErrorDetail,
  type NamespaceMap,
  XmlCData,
  type XmlDocument,
  XmlElement,
  XmlEntityReference,
  type XmlNode,
  XmlText,
  type XmlTreeNode,
} from 'libxml2-wasm';

// libxml2's message for a value outside a built-in lexical space, e.g.
// Element '{ns}IssueDate': ' 2017-01-01 ' is not a valid value of the atomic type 'xs:date'.
const VALUE_ERROR =
  /^Element '(?:\{([^}]*)\})?([^']+)'(?:, attribute '(?:\{([^}]*)\})?([^']+)')?: '([\s\S]*)' is not a valid value of the (?:local )?atomic type/;

// XML whitespace only: String.prototype.trim would also eat U+00A0, which XSD keeps.
function collapse(value: string): string {
  return value.replace(/[ \t\n\r]+/g, ' ').replace(/^ | $/g, '');
}

/** Every prefix the document declares; a prefix bound twice is left out, so its paths do not resolve. */
function declaredPrefixes(doc: XmlDocument): NamespaceMap {
  const seen = new Map<string, string | null>();
  const visit = (el: XmlElement): void => {
    for (const [prefix, uri] of Object.entries(el.nsDeclarations)) {
      if (!prefix) continue;
      seen.set(prefix, seen.has(prefix) && seen.get(prefix) !== uri ? null : uri);
    }
    for (let c = el.firstChild; c; c = c.next) if (c instanceof XmlElement) visit(c);
  };
  visit(doc.root);
  return Object.fromEntries([...seen].filter((e): e is [string, string] => e[1] !== null));
}

/** Replaces the character data of a text-only element, keeping its comments and PIs. */
function rewriteText(el: XmlElement, value: string): boolean {
  const texts: XmlTreeNode[] = [];
  for (let c = el.firstChild; c; c = c.next) {
    if (c instanceof XmlElement || c instanceof XmlEntityReference) return false;
    if (c instanceof XmlText || c instanceof XmlCData) texts.push(c);
  }
  for (const t of texts) t.remove();
  el.addText(value);
  return true;
}

/** The node libxml2 named in an error; null when its path uses a prefix bound more than once. */
function locate(doc: XmlDocument, xpath: string, prefixes: NamespaceMap): XmlNode | null {
  for (const [, prefix = ''] of xpath.matchAll(/\/([^/:[\]]+):/g)) if (!(prefix in prefixes)) return null;
  return doc.get(xpath, prefixes);
}

function sameName(node: XmlNode, ns: string | undefined, local: string): boolean {
  const named = node as XmlNode & { name: string; namespaceUri: string };
  return named.name === local && (named.namespaceUri || '') === (ns ?? '');
}

/**
 * XSD collapses whitespace before checking every non-string built-in type, and the JDK does;
 * libxml2 skips that for the date/time family and duration, rejecting a padded ' 2017-01-01 '.
 * For each such rejection, this writes the collapsed value back into `doc` so that a second
 * validation judges what the JDK judges. Returns whether anything was rewritten.
 */
export function collapseRejectedValues(doc: XmlDocument, details: readonly ErrorDetail[]): boolean {
  let prefixes: NamespaceMap | null = null;
  let changed = false;
  for (const d of details) {
    const m = VALUE_ERROR.exec(d.message);
    if (!m || !d.xpath) continue;
    const [, elNs, elLocal = '', attrNs, attrLocal, value = ''] = m;
    const collapsed = collapse(value);
    // Attribute values are set through libxml2's entity-aware setter: leave '&' and '<' alone.
    if (collapsed === value || /[&<]/.test(collapsed)) continue;
    prefixes ??= declaredPrefixes(doc);
    const found = locate(doc, d.xpath, prefixes);
    if (!(found instanceof XmlElement) || !sameName(found, elNs, elLocal)) continue;
    const el = found;
    if (attrLocal) {
      const attr = el.attrs.find((a) => sameName(a, attrNs, attrLocal));
      if (!attr || attr.value !== value) continue;
      attr.value = collapsed;
    } else {
      if (el.content !== value || !rewriteText(el, collapsed)) continue;
    }
    changed = true;
  }
  return changed;
}
