import fs from 'node:fs';
import path from 'node:path';
import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import type { SchCheck, SchLet, SchMessagePart, SchPattern, SchPhase, SchRule, SchSchema } from './model.ts';

const SCH_NS = 'http://purl.oclc.org/dsdl/schematron';
const XSL_NS = 'http://www.w3.org/1999/XSL/Transform';
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;
/** Attributes the ISO abstract-pattern expander (iso_abstract_expand.xsl) substitutes parameters in. */
const MACRO_ATTRIBUTES = new Set(['test', 'context', 'select', 'path', 'value']);

function parseXmlFile(file: string): Element {
  const text = fs.readFileSync(file, 'utf8');
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(`${file}: ${message}`);
    },
  }).parseFromString(text, 'text/xml');
  if (!doc.documentElement) throw new Error(`${file}: no document element`);
  return doc.documentElement;
}

function childElements(el: Element): Element[] {
  return Array.from(el.childNodes).filter((n): n is Element => n.nodeType === ELEMENT_NODE);
}

function schChildren(el: Element, local: string): Element[] {
  return childElements(el).filter((c) => c.namespaceURI === SCH_NS && c.localName === local);
}

function attr(el: Element, name: string): string | null {
  return el.hasAttribute(name) ? el.getAttribute(name) : null;
}

function requiredAttr(el: Element, name: string): string {
  const value = attr(el, name);
  if (value === null) throw new Error(`schematron: <${el.localName}> without @${name}`);
  return value;
}

/** Replaces every `sch:include` below `el` by the document element of the file it names, recursively. */
function resolveIncludes(el: Element, baseDir: string, seen: string[]): void {
  for (const child of childElements(el)) {
    if (child.namespaceURI === SCH_NS && child.localName === 'include') {
      const file = path.resolve(baseDir, requiredAttr(child, 'href'));
      if (seen.includes(file)) throw new Error(`schematron: include cycle through ${file}`);
      const included = parseXmlFile(file);
      resolveIncludes(included, path.dirname(file), [...seen, file]);
      const owner = el.ownerDocument;
      if (!owner) throw new Error(`schematron: ${file} included outside a document`);
      const imported = owner.importNode(included, true);
      el.replaceChild(imported, child);
    } else {
      resolveIncludes(child, baseDir, seen);
    }
  }
}

/** Every schematron element named `local` in the tree, document order. */
function descendants(root: Element, local: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(SCH_NS, local));
}

/** Applies `expand` to the parameter-bearing attributes and the text below `node`. */
function macroExpand(node: Node, expand: (text: string) => string): void {
  if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) {
    node.nodeValue = expand(node.nodeValue ?? '');
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const el = node as Element;
  for (const a of Array.from(el.attributes)) {
    if (MACRO_ATTRIBUTES.has(a.name)) el.setAttribute(a.name, expand(a.value));
  }
  for (const child of Array.from(el.childNodes)) macroExpand(child, expand);
}

function readLet(el: Element): SchLet {
  const value = attr(el, 'value');
  if (value === null) throw new Error(`schematron: let ${attr(el, 'name')} without @value is not supported`);
  return { name: requiredAttr(el, 'name'), value, as: attr(el, 'as') };
}

function readMessage(el: Element): SchMessagePart[] {
  const parts: SchMessagePart[] = [];
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) {
      parts.push({ kind: 'text', text: node.nodeValue ?? '' });
    } else if (node.nodeType === ELEMENT_NODE) {
      const child = node as Element;
      if (child.namespaceURI === SCH_NS && child.localName === 'value-of') {
        parts.push({ kind: 'value-of', select: requiredAttr(child, 'select') });
      } else if (child.namespaceURI === SCH_NS && child.localName === 'name') {
        parts.push({ kind: 'name', path: attr(child, 'path') });
      } else {
        // emph, dir, span and foreign markup: the skeleton keeps only their text content.
        parts.push(...readMessage(child));
      }
    }
  }
  return parts;
}

function readCheck(el: Element): SchCheck {
  return {
    kind: el.localName === 'report' ? 'report' : 'assert',
    test: requiredAttr(el, 'test'),
    id: attr(el, 'id'),
    flag: attr(el, 'flag'),
    role: attr(el, 'role'),
    diagnostics: (attr(el, 'diagnostics') ?? '').split(/\s+/).filter(Boolean),
    message: readMessage(el),
  };
}

/** Lets and checks of a rule body, with `extends` replaced by the body of the abstract rule it names. */
function readRuleBody(
  rule: Element,
  abstractRules: Map<string, Element>,
  trail: string[],
): { lets: SchLet[]; checks: SchCheck[] } {
  const lets: SchLet[] = [];
  const checks: SchCheck[] = [];
  for (const child of childElements(rule)) {
    if (child.namespaceURI !== SCH_NS) continue;
    if (child.localName === 'let') lets.push(readLet(child));
    else if (child.localName === 'assert' || child.localName === 'report') checks.push(readCheck(child));
    else if (child.localName === 'extends') {
      const id = requiredAttr(child, 'rule');
      const target = abstractRules.get(id);
      if (!target) throw new Error(`schematron: extends names unknown abstract rule ${id}`);
      if (trail.includes(id)) throw new Error(`schematron: extends cycle through rule ${id}`);
      const body = readRuleBody(target, abstractRules, [...trail, id]);
      lets.push(...body.lets);
      checks.push(...body.checks);
    }
  }
  return { lets, checks };
}

function readPattern(el: Element, id: string | null, abstractRules: Map<string, Element>): SchPattern {
  const rules: SchRule[] = [];
  for (const rule of schChildren(el, 'rule')) {
    if (attr(rule, 'abstract') === 'true') continue;
    rules.push({
      context: requiredAttr(rule, 'context'),
      id: attr(rule, 'id'),
      flag: attr(rule, 'flag'),
      role: attr(rule, 'role'),
      ...readRuleBody(rule, abstractRules, []),
    });
  }
  return { id, lets: schChildren(el, 'let').map(readLet), rules };
}

/**
 * Instantiates `pattern[@is-a]` from its abstract pattern. Parameters are substituted like
 * iso_abstract_expand.xsl does: plain substring replacement of `$name` (names may even end in a
 * space, as in the CEN sources) in test/context/select/path/value attributes and in text. Longer
 * names go first so `$Invoice` never rewrites the start of `$Invoice_Line`, and a name given twice
 * takes its last value: both are what the published CEN XSLT holds (e.g. CII-SR-282).
 */
function instantiate(caller: Element, abstractPatterns: Map<string, Element>): Element {
  const isA = requiredAttr(caller, 'is-a');
  const abstract = abstractPatterns.get(isA);
  if (!abstract) throw new Error(`schematron: pattern ${attr(caller, 'id')} is-a unknown abstract ${isA}`);
  const params = new Map(
    schChildren(caller, 'param').map((p) => [requiredAttr(p, 'name'), requiredAttr(p, 'value')]),
  );
  const ordered = [...params].sort((a, b) => b[0].length - a[0].length);
  const expand = (text: string): string =>
    ordered.reduce((acc, [name, value]) => acc.split(`$${name}`).join(value), text);
  const copy = abstract.cloneNode(true) as Element;
  for (const child of Array.from(copy.childNodes)) macroExpand(child, expand);
  return copy;
}

function readNamespaces(root: Element): { prefix: string; uri: string }[] {
  const out = schChildren(root, 'ns').map((ns) => ({
    prefix: requiredAttr(ns, 'prefix'),
    uri: requiredAttr(ns, 'uri'),
  }));
  for (const a of Array.from(root.attributes)) {
    if (a.prefix !== 'xmlns' || out.some((n) => n.prefix === a.localName)) continue;
    out.push({ prefix: a.localName ?? '', uri: a.value });
  }
  return out;
}

/** Reads an ISO Schematron file (includes resolved relative to each file, abstract patterns and rules expanded). */
export function readSchematron(schPath: string): SchSchema {
  const file = path.resolve(schPath);
  const root = parseXmlFile(file);
  if (root.namespaceURI !== SCH_NS || root.localName !== 'schema') {
    throw new Error(`${file}: not an ISO Schematron schema`);
  }
  resolveIncludes(root, path.dirname(file), [file]);

  const abstractRules = new Map<string, Element>();
  for (const rule of descendants(root, 'rule')) {
    const id = attr(rule, 'id');
    if (attr(rule, 'abstract') === 'true' && id !== null) abstractRules.set(id, rule);
  }
  const abstractPatterns = new Map<string, Element>();
  for (const p of descendants(root, 'pattern')) {
    const id = attr(p, 'id');
    if (attr(p, 'abstract') === 'true' && id !== null) abstractPatterns.set(id, p);
  }

  const patterns: SchPattern[] = [];
  for (const p of schChildren(root, 'pattern')) {
    if (attr(p, 'abstract') === 'true') continue;
    const id = attr(p, 'id');
    patterns.push(
      readPattern(p.hasAttribute('is-a') ? instantiate(p, abstractPatterns) : p, id, abstractRules),
    );
  }

  const phases: SchPhase[] = schChildren(root, 'phase').map((ph) => ({
    id: requiredAttr(ph, 'id'),
    active: schChildren(ph, 'active').map((a) => requiredAttr(a, 'pattern')),
    lets: schChildren(ph, 'let').map(readLet),
  }));

  const diagnostics = new Map<string, SchMessagePart[]>();
  for (const d of descendants(root, 'diagnostic')) diagnostics.set(requiredAttr(d, 'id'), readMessage(d));

  const title = schChildren(root, 'title')[0];
  return {
    title: title ? (title.textContent ?? '').trim() : '',
    schemaVersion: attr(root, 'schemaVersion'),
    queryBinding: attr(root, 'queryBinding') ?? 'xslt',
    defaultPhase: attr(root, 'defaultPhase'),
    namespaces: readNamespaces(root),
    lets: schChildren(root, 'let').map(readLet),
    phases,
    patterns,
    diagnostics,
    xslDeclarations: childElements(root).filter((c) => c.namespaceURI === XSL_NS),
  };
}
