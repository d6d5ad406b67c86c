import fs from 'node:fs';
import { DOMParser, type Element } from '@xmldom/xmldom';
import type { SchSchema } from '../schematron/model.ts';

/**
 * Every code-list lookup of the Factur-X schematron (all 366 of the five profiles, and the XSLT compiled
 * from them) has this one form: `document('<codedb>')/codedb/cl[@id=N]/enumeration[@value=$v]`, used as a
 * boolean. The build resolves the `document()` call once, so validation never fetches a file.
 */
const LOOKUP = /document\('([^']+)'\)\/codedb\/cl\[@id=(\d+)\]\/enumeration\[@value=(\$[\w.-]+)\]/g;
const DOCUMENT_CALL = /document\('([^']+_codedb\.xml)'\)/g;

function parseCodeDb(file: string): Element {
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(`${file}: ${message}`);
    },
  }).parseFromString(fs.readFileSync(file, 'utf8'), 'text/xml');
  const root = doc.documentElement;
  if (root?.localName !== 'codedb') throw new Error(`${file}: not a code DB`);
  return root;
}

/** The code DB's lists: list id → enumeration values in document order. */
export function readCodeDb(file: string): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const cl of Array.from(parseCodeDb(file).getElementsByTagName('cl'))) {
    const values = Array.from(cl.getElementsByTagName('enumeration')).map(
      (e) => e.getAttribute('value') ?? '',
    );
    lists.set(cl.getAttribute('id') ?? '', values);
  }
  return lists;
}

const quote = (v: string) => `'${v.replaceAll("'", "''")}'`;

/**
 * The lookup as a general comparison: `enumeration[@value=$v]` is non-empty exactly when some value
 * equals (as a string: both sides are untyped) an item of `$v`, which is what `$v = ('a', 'b', …)` says.
 */
function rewriteLookups(xpath: string, lists: Map<string, string[]>, file: string): string {
  return xpath.replace(LOOKUP, (_m, doc: string, id: string, variable: string) => {
    if (!file.endsWith(doc)) throw new Error(`${doc} is not the artefact's code DB ${file}`);
    const values = lists.get(id);
    if (values === undefined) throw new Error(`${file} has no list ${id}`);
    return values.length === 0 ? 'false()' : `(${variable} = (${values.map(quote).join(', ')}))`;
  });
}

/** Inlines the code DB into every test and let of a schematron read for the compiled rules. */
export function inlineCodeDbInSchema(schema: SchSchema, codeDbFile: string): SchSchema {
  const lists = readCodeDb(codeDbFile);
  const rw = (x: string) => rewriteLookups(x, lists, codeDbFile);
  const lets = (ls: SchSchema['lets']) => ls.map((l) => ({ ...l, value: rw(l.value) }));
  const inlined: SchSchema = {
    ...schema,
    lets: lets(schema.lets),
    patterns: schema.patterns.map((p) => ({
      ...p,
      lets: lets(p.lets),
      rules: p.rules.map((r) => ({
        ...r,
        lets: lets(r.lets),
        checks: r.checks.map((c) => ({ ...c, test: rw(c.test) })),
      })),
    })),
  };
  const left = JSON.stringify(inlined.patterns).match(/document\(/);
  if (left) throw new Error(`${codeDbFile}: a document() call the build cannot inline remains`);
  return inlined;
}

/**
 * The official XSLT with its `document()` calls pointed at a global variable holding the code DB's
 * tree (the same elements, read by the same paths), so SaxonJS needs no file access in Node or the browser.
 */
export function inlineCodeDbInXslt(xslt: string, codeDbFile: string): string {
  const codedb = parseCodeDb(codeDbFile);
  let calls = 0;
  const body = xslt.replace(DOCUMENT_CALL, (_m, doc: string) => {
    if (!codeDbFile.endsWith(doc)) throw new Error(`${doc} is not the artefact's code DB ${codeDbFile}`);
    calls++;
    return '$fx-codedb';
  });
  if (calls === 0) throw new Error(`${codeDbFile}: the XSLT reads no code DB`);
  const start = /<xsl:stylesheet\b[^>]*>/.exec(body);
  if (!start) throw new Error('no xsl:stylesheet start tag');
  // Element content of a variable builds a document node with <codedb> as its child, as document() does.
  const variable = `<xsl:variable name="fx-codedb"><codedb xmlns="">${Array.from(codedb.childNodes)
    .map((n) => n.toString())
    .join('')}</codedb></xsl:variable>`;
  const at = start.index + start[0].length;
  return `${body.slice(0, at)}\n${variable}\n${body.slice(at)}`;
}
