import fs from 'node:fs';
import path from 'node:path';
import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import type { SchCheck, SchLet, SchMessagePart, SchPattern, SchRule, SchSchema } from './model.ts';

const XSL_NS = 'http://www.w3.org/1999/XSL/Transform';
const SVRL_NS = 'http://purl.oclc.org/dsdl/svrl';
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;
const COMMENT_NODE = 8;
/** The ISO skeleton's own stylesheet parameters (file/archive names for the SVRL comment), not schema lets. */
const SKELETON_PARAMS = new Set([
  'archiveDirParameter',
  'archiveNameParameter',
  'fileNameParameter',
  'fileDirParameter',
]);
/** Top-level declarations that belong to the schema (embedded `xsl:function`s and keys), not the skeleton. */
const SCHEMA_DECLARATIONS = new Set(['function', 'key']);

const children = (el: Element): Element[] =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === ELEMENT_NODE);
const isXsl = (el: Element, local: string) => el.namespaceURI === XSL_NS && el.localName === local;
const isSvrl = (el: Element, local: string) => el.namespaceURI === SVRL_NS && el.localName === local;
const attr = (el: Element, name: string): string | null =>
  el.hasAttribute(name) ? el.getAttribute(name) : null;

function required(el: Element, name: string, where: string): string {
  const value = attr(el, name);
  if (value === null) throw new Error(`compiled schematron ${where}: <${el.tagName}> without @${name}`);
  return value;
}

/** `<xsl:attribute name="id">X</xsl:attribute>` children of an SVRL element, by name. */
function svrlAttributes(el: Element): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of children(el)) {
    if (isXsl(c, 'attribute')) out.set(c.getAttribute('name') ?? '', c.textContent ?? '');
  }
  return out;
}

/** Message parts of an `svrl:text` (the skeleton turns `value-of` and `name` both into `xsl:value-of`). */
function readMessage(el: Element): SchMessagePart[] {
  const parts: SchMessagePart[] = [];
  for (const node of Array.from(el.childNodes) as Node[]) {
    if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) {
      parts.push({ kind: 'text', text: node.nodeValue ?? '' });
    } else if (node.nodeType === ELEMENT_NODE) {
      const child = node as Element;
      if (isXsl(child, 'value-of'))
        parts.push({ kind: 'value-of', select: required(child, 'select', 'message') });
      else if (isXsl(child, 'text')) parts.push({ kind: 'text', text: child.textContent ?? '' });
      else parts.push(...readMessage(child));
    }
  }
  return parts;
}

function readLet(el: Element, where: string): SchLet {
  return { name: required(el, 'name', where), value: required(el, 'select', where), as: attr(el, 'as') };
}

/** An `svrl:failed-assert` or `svrl:successful-report` with the test the stylesheet runs for it. */
function readCheck(
  kind: 'assert' | 'report',
  test: string,
  out: Element,
  diagnostics: Map<string, SchMessagePart[]>,
): SchCheck {
  const a = svrlAttributes(out);
  const refs = children(out).filter((c) => isSvrl(c, 'diagnostic-reference'));
  for (const r of refs) diagnostics.set(r.getAttribute('diagnostic') ?? '', readMessage(r));
  const text = children(out).find((c) => isSvrl(c, 'text'));
  return {
    kind,
    test,
    id: a.get('id') ?? null,
    flag: a.get('flag') ?? null,
    role: a.get('role') ?? null,
    diagnostics: refs.map((r) => r.getAttribute('diagnostic') ?? ''),
    message: text ? readMessage(text) : [],
  };
}

function readRule(template: Element, diagnostics: Map<string, SchMessagePart[]>): SchRule {
  const where = `rule ${template.getAttribute('match')}`;
  const fired = children(template).find((c) => isSvrl(c, 'fired-rule'));
  if (!fired) throw new Error(`compiled schematron ${where}: no svrl:fired-rule`);
  const lets: SchLet[] = [];
  const checks: SchCheck[] = [];
  for (const c of children(template)) {
    if (isXsl(c, 'variable')) lets.push(readLet(c, where));
    else if (isXsl(c, 'choose')) {
      const when = children(c).find((w) => isXsl(w, 'when'));
      const otherwise = children(c).find((o) => isXsl(o, 'otherwise'));
      const out = otherwise && children(otherwise).find((f) => isSvrl(f, 'failed-assert'));
      if (!when || !out)
        throw new Error(`compiled schematron ${where}: an assert not in the skeleton's form`);
      checks.push(readCheck('assert', required(when, 'test', where), out, diagnostics));
    } else if (isXsl(c, 'if')) {
      const out = children(c).find((f) => isSvrl(f, 'successful-report'));
      if (!out) throw new Error(`compiled schematron ${where}: a report not in the skeleton's form`);
      checks.push(readCheck('report', required(c, 'test', where), out, diagnostics));
    }
  }
  return {
    context: required(fired, 'context', where),
    id: attr(fired, 'id'),
    flag: attr(fired, 'flag'),
    role: attr(fired, 'role'),
    lets,
    checks,
  };
}

/**
 * Reads a schematron compiled to XSLT by the ISO skeleton (iso_svrl_for_xslt2.xsl, as phive and the
 * owners ship it) back into the schema the schematron reader gives, for layers whose owners publish no
 * `.sch`. The root template lists the patterns in order (`svrl:active-pattern` then
 * `apply-templates mode="Mn"`); each rule is a template of that mode (document order is schema order),
 * its lets `xsl:variable`s, an assert `xsl:choose/when[@test]/otherwise/svrl:failed-assert`, a report
 * `xsl:if[@test]/svrl:successful-report`. Schema lets are top-level `xsl:param`s; pattern lets are the
 * top-level `xsl:variable`s after the pattern's `<!--PATTERN …-->` comment. Phases are not read: the
 * skeleton compiles the chosen phase in, so the stylesheet is its default phase.
 */
export function readCompiledXslt(xsltPath: string): SchSchema {
  const file = path.resolve(xsltPath);
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(`${file}: ${message}`);
    },
  }).parseFromString(fs.readFileSync(file, 'utf8'), 'text/xml');
  const root = doc.documentElement;
  if (!root || !isXsl(root, 'stylesheet')) throw new Error(`${file}: not an XSLT stylesheet`);
  const top = children(root);
  const rootTemplate = top.find(
    (t) => isXsl(t, 'template') && t.getAttribute('match') === '/' && !t.hasAttribute('mode'),
  );
  const output = rootTemplate && children(rootTemplate).find((c) => isSvrl(c, 'schematron-output'));
  if (!output)
    throw new Error(`${file}: not a schematron compiled by the ISO skeleton (no svrl:schematron-output)`);

  const order: { mode: string; id: string | null }[] = [];
  let pendingId: string | null = null;
  for (const c of children(output)) {
    if (isSvrl(c, 'active-pattern')) pendingId = svrlAttributes(c).get('id') ?? null;
    else if (isXsl(c, 'apply-templates')) {
      order.push({ mode: required(c, 'mode', 'root template'), id: pendingId });
      pendingId = null;
    }
  }
  const namespaces: { prefix: string; uri: string }[] = [];
  for (const c of children(output).filter((n) => isSvrl(n, 'ns-prefix-in-attribute-values'))) {
    const prefix = c.getAttribute('prefix') ?? '';
    if (!namespaces.some((n) => n.prefix === prefix))
      namespaces.push({ prefix, uri: c.getAttribute('uri') ?? '' });
  }

  const diagnostics = new Map<string, SchMessagePart[]>();
  const rulesByMode = new Map<string, SchRule[]>();
  const patternLets: SchLet[][] = [];
  const lets: SchLet[] = [];
  for (const node of Array.from(root.childNodes) as Node[]) {
    if (node.nodeType === COMMENT_NODE && (node.nodeValue ?? '').startsWith('PATTERN')) patternLets.push([]);
    if (node.nodeType !== ELEMENT_NODE) continue;
    const el = node as Element;
    if (isXsl(el, 'param') && !SKELETON_PARAMS.has(el.getAttribute('name') ?? ''))
      lets.push(readLet(el, 'schema'));
    else if (isXsl(el, 'variable') && el.hasAttribute('select') && patternLets.length > 0) {
      patternLets[patternLets.length - 1]?.push(readLet(el, 'pattern'));
    } else if (
      isXsl(el, 'template') &&
      el.hasAttribute('mode') &&
      children(el).some((c) => isSvrl(c, 'fired-rule'))
    ) {
      const mode = el.getAttribute('mode') ?? '';
      rulesByMode.set(mode, [...(rulesByMode.get(mode) ?? []), readRule(el, diagnostics)]);
    }
  }
  if (patternLets.length !== order.length) {
    throw new Error(
      `${file}: ${order.length} patterns in the root template but ${patternLets.length} PATTERN comments`,
    );
  }
  const patterns: SchPattern[] = order.map((p, i) => ({
    id: p.id,
    lets: patternLets[i] ?? [],
    rules: rulesByMode.get(p.mode) ?? [],
  }));

  return {
    title: output.getAttribute('title') ?? '',
    schemaVersion: attr(output, 'schemaVersion') || null,
    queryBinding: root.getAttribute('version') === '1.0' ? 'xslt' : 'xslt2',
    defaultPhase: null,
    namespaces,
    lets,
    phases: [],
    patterns,
    diagnostics,
    xslDeclarations: top.filter(
      (c) => c.namespaceURI === XSL_NS && SCHEMA_DECLARATIONS.has(c.localName ?? ''),
    ),
  };
}
