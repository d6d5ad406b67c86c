import { type Element, XMLSerializer } from '@xmldom/xmldom';
import { exactModFunctions } from './exactModFunctions.ts';
import type { SchCheck, SchLet, SchMessagePart, SchPattern, SchRule, SchSchema } from './model.ts';
import { rewriteBigIntegerMod } from './rewriteBigIntegerMod.ts';

const XSL_NS = 'http://www.w3.org/1999/XSL/Transform';
const XS_NS = 'http://www.w3.org/2001/XMLSchema';
const SVRL_NS = 'http://purl.oclc.org/dsdl/svrl';
const HELPER_NS = 'urn:einvoice-check:schematron-compiler';
/** XPath-valued attributes of embedded XSLT declarations, which get the exact-mod rewrite too. */
const XSL_XPATH_ATTRIBUTES = new Set(['select', 'test', 'use', 'group-by']);

/**
 * The location path of the ISO skeleton's `schematron-select-full-path` mode, word for word what
 * the published CEN XSLT emits (`/*:Invoice[namespace-uri()='…'][1]/…`), so one normaliser serves
 * findings of both. A document node context yields its element's path (built-in template). One
 * deliberate difference: the skeleton's entry template matches only elements, so an attribute
 * context would be "located" by its value; here it gets the skeleton's own attribute path. No rule
 * of CEN, XRechnung or Peppol has an attribute context, so parity is unaffected.
 */
const LOCATION_TEMPLATES = `
  <xsl:template match="*|@*" mode="schematron-select-full-path">
    <xsl:apply-templates select="." mode="schematron-get-full-path"/>
  </xsl:template>
  <xsl:template match="*" mode="schematron-get-full-path">
    <xsl:apply-templates select="parent::*" mode="schematron-get-full-path"/>
    <xsl:text>/</xsl:text>
    <xsl:choose>
      <xsl:when test="namespace-uri()=''"><xsl:value-of select="name()"/></xsl:when>
      <xsl:otherwise>
        <xsl:text>*:</xsl:text>
        <xsl:value-of select="local-name()"/>
        <xsl:text>[namespace-uri()='</xsl:text>
        <xsl:value-of select="namespace-uri()"/>
        <xsl:text>']</xsl:text>
      </xsl:otherwise>
    </xsl:choose>
    <xsl:variable name="preceding" select="count(preceding-sibling::*[local-name()=local-name(current()) and namespace-uri() = namespace-uri(current())])"/>
    <xsl:text>[</xsl:text>
    <xsl:value-of select="1+ $preceding"/>
    <xsl:text>]</xsl:text>
  </xsl:template>
  <xsl:template match="@*" mode="schematron-get-full-path">
    <xsl:apply-templates select="parent::*" mode="schematron-get-full-path"/>
    <xsl:text>/</xsl:text>
    <xsl:choose>
      <xsl:when test="namespace-uri()=''">@<xsl:value-of select="name()"/></xsl:when>
      <xsl:otherwise>
        <xsl:text>@*[local-name()='</xsl:text>
        <xsl:value-of select="local-name()"/>
        <xsl:text>' and namespace-uri()='</xsl:text>
        <xsl:value-of select="namespace-uri()"/>
        <xsl:text>']</xsl:text>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>
`;

/** Options for emitXslt. */
export interface EmitXsltOptions {
  /** Phase id, `#ALL` or `#DEFAULT`; default: the schema's defaultPhase, else `#ALL`. */
  phase?: string;
  /** Shown in the header comment. */
  sourceName?: string;
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(s: string): string {
  return escapeText(s)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/** Text safe inside an XML comment (no `--`, no trailing `-`). */
function commentText(s: string): string {
  return s.replace(/-(?=-|$)/g, '- ');
}

/** Attribute of a literal result element: an attribute value template, so braces are doubled. */
function escapeAvt(s: string): string {
  return escapeAttr(s.replace(/[{}]/g, '$&$&'));
}

function optionalAvt(name: string, value: string | null): string {
  return value === null ? '' : ` ${name}="${escapeAvt(value)}"`;
}

/** Picks the patterns a phase activates, in schema order, as the skeleton does. */
function activePatterns(
  schema: SchSchema,
  requested: string | undefined,
): { phase: string; patterns: SchPattern[] } {
  let phase = requested ?? schema.defaultPhase ?? '#ALL';
  if (phase === '#DEFAULT') phase = schema.defaultPhase ?? '#ALL';
  if (phase === '#ALL') return { phase, patterns: schema.patterns };
  const def = schema.phases.find((p) => p.id === phase);
  if (!def) throw new Error(`schematron: unknown phase ${phase}`);
  return { phase, patterns: schema.patterns.filter((p) => p.id !== null && def.active.includes(p.id)) };
}

function pickHelperPrefix(schema: SchSchema): string {
  let prefix = 'schc';
  for (let i = 1; schema.namespaces.some((n) => n.prefix === prefix); i++) prefix = `schc${i}`;
  return prefix;
}

/** Emits a compiled ISO Schematron schema as an XSLT 2.0 stylesheet producing SVRL, skeleton style. */
export function emitXslt(schema: SchSchema, options: EmitXsltOptions = {}): string {
  if (!['xslt2', 'xslt3', 'xpath2', 'xpath3'].includes(schema.queryBinding)) {
    throw new Error(`schematron: queryBinding ${schema.queryBinding} is not supported (xslt2 needed)`);
  }
  const { phase, patterns } = activePatterns(schema, options.phase);
  const helper = pickHelperPrefix(schema);
  let usesHelper = false;
  const xpath = (expr: string): string => {
    const rewritten = rewriteBigIntegerMod(expr, helper);
    if (rewritten !== expr) usesHelper = true;
    return rewritten;
  };

  const variable = (indent: string, l: SchLet): string =>
    `${indent}<xsl:variable name="${escapeAttr(l.name)}"${l.as === null ? '' : ` as="${escapeAttr(l.as)}"`} select="${escapeAttr(xpath(l.value))}"/>\n`;

  const message = (parts: SchMessagePart[]): string =>
    parts
      .map((part) => {
        if (part.kind === 'text') return escapeText(part.text);
        if (part.kind === 'value-of') return `<xsl:value-of select="${escapeAttr(xpath(part.select))}"/>`;
        return `<xsl:value-of select="name(${escapeAttr(part.path ?? '.')})"/>`;
      })
      .join('');

  const check = (c: SchCheck): string => {
    const element = c.kind === 'assert' ? 'svrl:failed-assert' : 'svrl:successful-report';
    const diagnostics = c.diagnostics
      .map((id) => {
        const parts = schema.diagnostics.get(id);
        if (!parts) throw new Error(`schematron: unknown diagnostic ${id}`);
        return `          <svrl:diagnostic-reference diagnostic="${escapeAvt(id)}">${message(parts)}</svrl:diagnostic-reference>\n`;
      })
      .join('');
    const body =
      `        <${element} test="${escapeAvt(c.test)}"${optionalAvt('id', c.id)}${optionalAvt('flag', c.flag)}${optionalAvt('role', c.role)}>\n` +
      `          <xsl:attribute name="location"><xsl:apply-templates select="." mode="schematron-select-full-path"/></xsl:attribute>\n` +
      diagnostics +
      `          <svrl:text>${message(c.message)}</svrl:text>\n` +
      `        </${element}>\n`;
    const test = escapeAttr(xpath(c.test));
    return c.kind === 'assert'
      ? `    <xsl:choose>\n      <xsl:when test="${test}"/>\n      <xsl:otherwise>\n${body}      </xsl:otherwise>\n    </xsl:choose>\n`
      : `    <xsl:if test="${test}">\n${body}    </xsl:if>\n`;
  };

  const rule = (r: SchRule, mode: string, priority: number): string =>
    `  <xsl:template match="${escapeAttr(r.context)}" mode="${mode}" priority="${priority}">\n` +
    r.lets.map((l) => variable('    ', l)).join('') +
    `    <svrl:fired-rule context="${escapeAvt(r.context)}"${optionalAvt('id', r.id)}${optionalAvt('role', r.role)}${optionalAvt('flag', r.flag)}/>\n` +
    r.checks.map(check).join('') +
    `    <xsl:apply-templates select="@*|*" mode="${mode}"/>\n  </xsl:template>\n`;

  // One mode per pattern; within it the first rule in schema order gets the highest priority, so
  // each node fires at most one rule per pattern, and every element and attribute is visited.
  const modes = patterns.map((p, i) => {
    const mode = `M${i}`;
    return (
      `  <!-- pattern ${commentText(p.id ?? `#${i}`)} -->\n` +
      p.rules.map((r, j) => rule(r, mode, 1000 + p.rules.length - j)).join('') +
      `  <xsl:template match="text()" mode="${mode}" priority="-1"/>\n` +
      `  <xsl:template match="@*|node()" mode="${mode}" priority="-2">\n` +
      `    <xsl:apply-templates select="@*|*" mode="${mode}"/>\n  </xsl:template>\n`
    );
  });

  const root =
    `  <xsl:template match="/">\n` +
    `    <svrl:schematron-output title="${escapeAvt(schema.title)}" schemaVersion="${escapeAvt(schema.schemaVersion ?? '')}"${phase === '#ALL' ? '' : ` phase="${escapeAvt(phase)}"`}>\n` +
    schema.namespaces
      .map(
        (n) =>
          `      <svrl:ns-prefix-in-attribute-values prefix="${escapeAvt(n.prefix)}" uri="${escapeAvt(n.uri)}"/>\n`,
      )
      .join('') +
    patterns
      .map(
        (p, i) =>
          `      <svrl:active-pattern document="{document-uri(/)}"${optionalAvt('id', p.id)}${optionalAvt('name', p.id)}/>\n` +
          `      <xsl:apply-templates select="/" mode="M${i}"/>\n`,
      )
      .join('') +
    `    </svrl:schematron-output>\n  </xsl:template>\n`;

  // The skeleton turns schema, phase and pattern lets alike into global variables (XRechnung relies
  // on lets of one pattern being visible in others).
  const activePhase = schema.phases.find((p) => p.id === phase);
  const globals = [...schema.lets, ...(activePhase?.lets ?? []), ...schema.patterns.flatMap((p) => p.lets)];
  const seen = new Set<string>();
  for (const g of globals) {
    if (seen.has(g.name)) throw new Error(`schematron: global let ${g.name} declared twice`);
    seen.add(g.name);
  }
  const globalText = globals.map((l) => variable('  ', l)).join('');
  const declarations = schema.xslDeclarations.map((el) => `  ${serializeDeclaration(el, xpath)}\n`).join('');
  const body = `${globalText}${declarations}${LOCATION_TEMPLATES}${root}${modes.join('')}`;

  const namespaces = new Map<string, string>([
    ['xsl', XSL_NS],
    ['xs', XS_NS],
    ['svrl', SVRL_NS],
  ]);
  if (usesHelper) namespaces.set(helper, HELPER_NS);
  for (const n of schema.namespaces) {
    const bound = namespaces.get(n.prefix);
    if (bound !== undefined && bound !== n.uri) {
      throw new Error(`schematron: prefix ${n.prefix} is reserved for ${bound}`);
    }
    namespaces.set(n.prefix, n.uri);
  }
  const nsDecls = [...namespaces]
    .map(([prefix, uri]) => `\n    xmlns:${prefix}="${escapeAttr(uri)}"`)
    .join('');
  const source = commentText(options.sourceName ?? 'a Schematron schema');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<!-- Generated from ${source} (phase ${commentText(phase)}) by the einvoice-check Schematron compiler. -->\n` +
    `<xsl:stylesheet version="2.0"${nsDecls}\n    exclude-result-prefixes="#all">\n` +
    `  <xsl:output method="xml" indent="no"/>\n` +
    body +
    (usesHelper ? exactModFunctions(helper) : '') +
    `</xsl:stylesheet>\n`
  );
}

/** Serialises an embedded XSLT declaration with its XPath attributes passed through `xpath`. */
function serializeDeclaration(el: Element, xpath: (expr: string) => string): string {
  const copy = el.cloneNode(true) as Element;
  for (const node of [copy, ...Array.from(copy.getElementsByTagNameNS(XSL_NS, '*'))]) {
    for (const a of Array.from(node.attributes)) {
      if (XSL_XPATH_ATTRIBUTES.has(a.name)) node.setAttribute(a.name, xpath(a.value));
    }
  }
  return new XMLSerializer().serializeToString(copy);
}
