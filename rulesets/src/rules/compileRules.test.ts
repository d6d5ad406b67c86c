import path from 'node:path';
import { parseXmlTree } from '@einvoice/engine/xml';
import {
  type Ctx,
  ExprCompiler,
  loadRules,
  type Program,
  parseXPath,
  XPathError,
} from '@einvoice/engine/xpath';
import SaxonJS from 'saxon-js';
import { describe, expect, it } from 'vitest';
import { rulesetsDir } from '../paths.ts';
import { readSchematron } from '../schematron/readSchematron.ts';
import { compileRules } from './compileRules.ts';

const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ubl: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  xs: 'http://www.w3.org/2001/XMLSchema',
};
const DOC = `<?xml version="1.0"?>
<ubl:Invoice xmlns:ubl="${NS.ubl}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}">
  <cbc:ID> INV-1 </cbc:ID>
  <cbc:IssueDate>2024-02-29</cbc:IssueDate>
  <cbc:Note>a &amp; b<![CDATA[ <c> ]]></cbc:Note>
  <cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:LineExtensionAmount currencyID="EUR">10.10</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Ä</cbc:Name></cac:Item></cac:InvoiceLine>
  <cac:InvoiceLine><cbc:ID>2</cbc:ID><cbc:LineExtensionAmount currencyID="EUR">20.20</cbc:LineExtensionAmount></cac:InvoiceLine>
  <cac:InvoiceLine><cbc:ID>3</cbc:ID><cbc:LineExtensionAmount currencyID="USD">abc</cbc:LineExtensionAmount></cac:InvoiceLine>
  <cbc:Percent>19</cbc:Percent><cbc:Percent>7.0</cbc:Percent>
  <x:Note xmlns:x="${NS.cbc}">same name, other prefix</x:Note>
</ubl:Invoice>`;

/** XPath 2.0 expressions whose values SaxonJS (as the oracle) and the compiled rules must agree on. */
const EXPRESSIONS = [
  // Predicates decided by the node's name alone are decided once per name (kind, expanded and lexical name).
  "for $e in //*[ends-with(name(), 'Note')] return name($e)",
  "count(//cbc:*[starts-with(name(), 'cbc:')])",
  "count(//*[local-name() = 'ID' and not(self::cbc:ID)])",
  "for $e in //*[contains(name(), 'Amount') and not(self::cbc:TaxAmount)] return string($e)",
  "count(//@*[name() = 'currencyID'])",
  "count(//node()[ends-with(local-name(), 'Note')])",
  "for $e in //*[ends-with(name(), 'Amount') and not(ancestor::cac:InvoiceLine/cbc:ID = '2')] return string($e)",
  "count(//*[starts-with(local-name(), 'Per') or exists(@currencyID)])",
  "for $e in //cac:*[ends-with(name(), 'Line')][2] return string($e/cbc:ID)",
  "count(cac:InvoiceLine[1]//cbc:*[ends-with(name(), 'Amount')])",
  "for $l in cac:InvoiceLine return count($l//*[contains(local-name(), 'ID')])",
  "for $e in descendant::cbc:*[local-name() = 'Note'] return string($e)",
  // Child-name chains in a boolean context are answered bottom-up from the name index (levels checked).
  "if ((cac:InvoiceLine|cac:CreditNoteLine)/cac:Item/cbc:Name) then 'y' else 'n'",
  "if (cac:InvoiceLine/cbc:Name) then 'y' else 'n'",
  "if (cac:Item/cbc:Name) then 'y' else 'n'",
  "if (cbc:ID/cbc:ID) then 'y' else 'n'",
  "for $l in cac:InvoiceLine return if ($l/cac:Item/cbc:Name) then 'y' else 'n'",
  "for $t in cbc:Note/text() return $t/(if (cac:Item/cbc:Name) then 'y' else 'n')",
  "for $a in cac:InvoiceLine/cbc:LineExtensionAmount/@currencyID return $a/(if (cac:Item/cbc:Name) then 'y' else 'n')",
  'cac:InvoiceLine[cac:Item/cbc:Name]/cbc:ID',
  'cac:InvoiceLine[not(cac:Item/cbc:Name)]/cbc:ID',
  // Unions merge operands already in document order, and sort those that are not.
  'count(cbc:ID | //cbc:ID | cac:InvoiceLine[2]/cbc:ID)',
  'for $n in (cac:InvoiceLine/cbc:ID | cbc:Note | cbc:ID) return name($n)',
  'for $n in (reverse(//cbc:ID) | cbc:IssueDate) return string($n)',
  // Identical document-rooted expressions share one memo (as a node test and as a value).
  "if (//cac:InvoiceLine[cbc:ID > '1']) then count(//cac:InvoiceLine[cbc:ID > '1']) else -1",
  "for $l in cac:InvoiceLine return (count(//cac:InvoiceLine[cbc:ID > '1']), exists(//cac:InvoiceLine[cbc:ID > '1']))",
  // Document-rooted paths are evaluated once per document (memo); one that reads an outer variable is not.
  'for $l in cac:InvoiceLine return count(/ubl:Invoice/cac:InvoiceLine)',
  'for $l in cac:InvoiceLine return count(/ubl:Invoice/cac:InvoiceLine[cbc:ID <= $l/cbc:ID])',
  'for $l in cac:InvoiceLine return exists(/ubl:Invoice/cac:InvoiceLine[cbc:ID > $l/cbc:ID]/@*)',
  'for $l in cac:InvoiceLine return (for $i in (1, 2) return count(/ubl:Invoice/cac:InvoiceLine[cbc:ID = $i]))',
  "cbc:ID = 'INV-1'",
  "normalize-space(cbc:ID) = 'INV-1'",
  'cbc:Percent = 19',
  'cbc:Percent = 7',
  "cbc:Percent = '7'",
  'cbc:Percent > 10',
  'cbc:Percent != 19',
  'cac:InvoiceLine[2]/cbc:LineExtensionAmount + 1',
  'sum(cac:InvoiceLine[position() < 3]/cbc:LineExtensionAmount)',
  'sum(cac:InvoiceLine[position() < 3]/xs:decimal(cbc:LineExtensionAmount))',
  "xs:decimal('0.1') + xs:decimal('0.2') = 0.3",
  '0.1e0 + 0.2e0',
  'string(1e7)',
  'string(0.000001e0)',
  'string(1.5e-7)',
  '-7 mod 2',
  '7 mod -2',
  '-7 idiv 2',
  '-7.5 mod 2',
  '10 div 4',
  'round(2.5)',
  'round(-2.5)',
  "round(xs:decimal('-2.5'))",
  'round(2.4999e0)',
  'abs(-3.20)',
  "number('1,5')",
  "number(' 12 ')",
  "number('1e3')",
  "'10' castable as xs:integer",
  "'1.0' castable as xs:integer",
  "'2024-02-30' castable as xs:date",
  "xs:date(cbc:IssueDate) > xs:date('2024-02-28')",
  "substring('12345', 1.5, 2.6)",
  "substring('12345', 0, 3)",
  "substring('12345', -42)",
  "substring('Ä𝟙b', 2, 1)",
  "string-length('Ä𝟙b')",
  "translate('abcabc', 'abc', 'AB')",
  "upper-case('straße')",
  "tokenize(' a  b ', '\\s+')",
  "tokenize('a,b,,c', ',')",
  "replace('abc123', '([a-z]+)(\\d+)', '$2-$1')",
  "replace('a.b', '\\.', '\\$')",
  "matches('٣4', '^\\d+$')",
  "matches('a_b', '^\\w+$')",
  "matches('ac', '^[a-z-[b]]+$')",
  "matches(cbc:Note, '^a & b <c> $')",
  "string-join(cac:InvoiceLine/cbc:ID, '-')",
  'distinct-values(cac:InvoiceLine/cbc:LineExtensionAmount/@currencyID)',
  'concat(cbc:ID, 1, 2.50, true())',
  'count(//cbc:ID)',
  'count(//cac:InvoiceLine/cbc:ID | //cbc:ID)',
  'count(//cbc:ID intersect cac:InvoiceLine/cbc:ID)',
  'count(//cbc:ID except cac:InvoiceLine/cbc:ID)',
  '(//cbc:ID)[last()]',
  '//cbc:ID[1]',
  '(//cbc:ID)[1]',
  'cac:InvoiceLine[last()]/cbc:ID',
  'cac:InvoiceLine[cbc:LineExtensionAmount/@currencyID = "EUR"][2]/cbc:ID',
  'cac:InvoiceLine/cbc:ID[. = 2]/../cbc:LineExtensionAmount',
  '//cbc:Name/ancestor::*[1]/local-name()',
  '//cbc:Name/ancestor::*/name()',
  'cac:InvoiceLine[2]/preceding-sibling::*[1]/cbc:ID',
  'cac:InvoiceLine[1]/following-sibling::cac:InvoiceLine[1]/cbc:ID',
  'count(cac:InvoiceLine[3]/preceding::cbc:ID)',
  'count(cbc:IssueDate/following::*)',
  'cac:InvoiceLine[1] is cac:InvoiceLine[1]',
  'cac:InvoiceLine[1] << cac:InvoiceLine[2]',
  'every $l in cac:InvoiceLine satisfies $l/cbc:ID > 0',
  "some $l in cac:InvoiceLine satisfies $l/cbc:LineExtensionAmount/@currencyID = 'USD'",
  'for $i in 1 to 3 return $i * 2',
  "if (cbc:Percent = 19) then 'yes' else 'no'",
  'cbc:Percent[1] instance of xs:decimal',
  'xs:decimal(cbc:Percent[1]) instance of xs:decimal',
  '1 instance of xs:decimal',
  '(1, 2) instance of xs:integer+',
  'string-to-codepoints("AB")',
  'codepoints-to-string((65, 66))',
  'reverse(cac:InvoiceLine/cbc:ID)',
  'exists(cbc:Missing)',
  'not(cbc:Missing)',
  'boolean(cbc:ID)',
  'cbc:Note/text()',
  'string(cac:InvoiceLine[1])',
  'name(*[1])',
  'local-name(*[1])',
  "xs:integer('123456789012')",
  'upper-case(normalize-space(cac:InvoiceLine/cac:Item/cbc:Name))',
  "ends-with('abc', 'bc') and starts-with('abc', 'a') and contains('abc', 'b')",
  "substring-before('a:b:c', ':')",
  "substring-after('a:b:c', ':')",
  'cbc:Percent eq 19',
  "cbc:ID[1] eq ' INV-1 '",
  'cac:InvoiceLine[3]/cbc:LineExtensionAmount > 0',
  'xs:decimal(cac:InvoiceLine[3]/cbc:LineExtensionAmount)',
  "('a', 'b') = 'b'",
  "boolean(('a', 'b'))",
  "1 = '1'",
  'cbc:IssueDate = xs:date("2024-02-29")',
];

const doc = await SaxonJS.getResource({ text: DOC, type: 'xml' });
const tree = parseXmlTree(DOC);
const wrap = (e: string) => `string-join(for $x in (${e}) return string($x), '|')`;

function saxon(expr: string): string {
  try {
    const root = (doc as { documentElement: unknown }).documentElement;
    return String(SaxonJS.XPath.evaluate(wrap(expr), root, { namespaceContext: NS }));
  } catch (e) {
    return `error ${(e as { code?: string }).code ?? ''}`;
  }
}

function compiled(expr: string): string {
  const program: Program = { nameKeys: [], globals: [], functions: [], memos: 0, nameMemos: 0 };
  let slots = 0;
  const vars = new Map<string, number>();
  const ast = parseXPath(wrap(expr), {
    ns: (p) => {
      const uri = (NS as Record<string, string>)[p] ?? (p === '' ? '' : undefined);
      if (uri === undefined) throw new Error(`prefix ${p}`);
      return uri;
    },
    variable: (n) => ({ k: 'var', slot: vars.get(n) as number }),
    bind: (n) => {
      vars.set(n, slots);
      return slots++;
    },
    release: () => {},
    call: (n, args) =>
      n.startsWith('xs:')
        ? { k: 'cast', a: args[0] as never, type: n.slice(3), opt: true }
        : { k: 'call', fn: n, args },
  });
  const ev = new ExprCompiler(program).seq(ast);
  const names = Int32Array.from(program.nameKeys, (k) => tree.nameId(k.ns, k.local));
  const element = tree.attrEnd[0] as number;
  const c: Ctx = {
    env: { tree, names, globals: [], program, casts: new Map(), memo: [], byName: [] },
    item: element,
    pos: 1,
    size: 1,
    frame: [],
  };
  try {
    const [v] = ev(c);
    return v === undefined || typeof v === 'number' ? '' : String(v.v);
  } catch (e) {
    if (e instanceof XPathError) return `error ${e.code}`;
    throw e;
  }
}

describe('compiled XPath agrees with SaxonJS', () => {
  it.each(EXPRESSIONS)('%s', (expr) => {
    const expected = saxon(expr);
    const actual = compiled(expr);
    // Dynamic errors must agree as errors; the error code may differ by implementation.
    if (expected.startsWith('error')) expect(actual).toMatch(/^error/);
    else expect(actual).toBe(expected);
  });
});

describe('compileRules', () => {
  it('compiles every official schematron, and the engine loads each', () => {
    const sources = [
      'en16931/ubl/schematron/EN16931-UBL-validation.sch',
      'en16931/cii/schematron/EN16931-CII-validation.sch',
      'xrechnung/schematron-merged/ubl/XRechnung-UBL-validation.sch',
      'xrechnung/schematron-merged/cii/XRechnung-CII-validation.sch',
      'peppol-bis-3/schematron/PEPPOL-EN16931-UBL.sch',
      'peppol-bis-3/schematron/PEPPOL-EN16931-CII.sch',
    ];
    for (const sch of sources) {
      const schema = readSchematron(path.join(rulesetsDir(), sch));
      const ir = compileRules(schema, sch);
      const checks = ir.patterns.flatMap((p) => p.rules.flatMap((r) => r.checks));
      const asserts = schema.patterns.flatMap((p) => p.rules.flatMap((r) => r.checks));
      expect(checks.length).toBe(asserts.length);
      expect(() => loadRules(ir)).not.toThrow();
    }
  });

  it('fails the build on an unsupported function, naming the expression', () => {
    const schema = readSchematron(path.join(rulesetsDir(), 'peppol-bis-3/schematron/PEPPOL-EN16931-UBL.sch'));
    const rule = schema.patterns[0]?.rules[0];
    if (!rule?.checks[0]) throw new Error('fixture');
    rule.checks[0].test = 'current-dateTime() > 0';
    expect(() => compileRules(schema, 'x')).toThrow(/unsupported function current-dateTime#0/);
  });
});
