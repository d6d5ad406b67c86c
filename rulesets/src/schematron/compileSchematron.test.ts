import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOMParser, type Element } from '@xmldom/xmldom';
import SaxonJS from 'saxon-js';
import { afterAll, describe, expect, it } from 'vitest';
import { compileSchematronToXslt } from './compileSchematron.ts';
import { compileXsltToSef } from './compileXsltToSef.ts';
import { readSchematron } from './readSchematron.ts';

const SVRL_NS = 'http://purl.oclc.org/dsdl/svrl';
const rulesetsDir =
  process.env.RULESETS_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/rulesets');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sch-compile-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface Fired {
  kind: string;
  id: string;
  flag: string;
  role: string;
  location: string;
  text: string;
  diagnostics: string[];
}

function writeSch(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(tmp, 'case-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return path.join(dir, 'main.sch');
}

/** Compiles the schema, runs it with SaxonJS and reads the SVRL. */
function run(
  sch: string,
  xml: string,
  phase?: string,
): { patterns: string[]; rules: string[]; fired: Fired[] } {
  const sef = compileXsltToSef(compileSchematronToXslt(sch, { phase }));
  const out = SaxonJS.transform(
    { stylesheetInternal: sef, sourceText: xml, destination: 'serialized' },
    'sync',
  ).principalResult as string;
  const root = new DOMParser().parseFromString(out, 'text/xml').documentElement as Element;
  const children = Array.from(root.childNodes).filter((n): n is Element => n.nodeType === 1);
  const texts = (el: Element, local: string) =>
    Array.from(el.getElementsByTagNameNS(SVRL_NS, local)).map((t) => t.textContent ?? '');
  return {
    patterns: children.filter((c) => c.localName === 'active-pattern').map((c) => c.getAttribute('id') ?? ''),
    rules: children.filter((c) => c.localName === 'fired-rule').map((c) => c.getAttribute('context') ?? ''),
    fired: children
      .filter((c) => c.localName === 'failed-assert' || c.localName === 'successful-report')
      .map((c) => ({
        kind: c.localName === 'failed-assert' ? 'assert' : 'report',
        id: c.getAttribute('id') ?? '',
        flag: c.getAttribute('flag') ?? '',
        role: c.getAttribute('role') ?? '',
        location: c.getAttribute('location') ?? '',
        text: texts(c, 'text').join(''),
        diagnostics: texts(c, 'diagnostic-reference'),
      })),
  };
}

const SCH = 'xmlns="http://purl.oclc.org/dsdl/schematron"';
const DOC = `<r xmlns="urn:a" code="X"><item n="1"/><item n="2" special="y"/><item n="3"/><other/></r>`;
const A = (step: string) => `*:${step}[namespace-uri()='urn:a']`;

describe('compileSchematronToXslt', () => {
  it('fires only the first matching rule of a pattern per node, every pattern separately', () => {
    const sch = writeSch({
      'main.sch': `<schema ${SCH} queryBinding="xslt2"><ns prefix="a" uri="urn:a"/>
        <pattern id="p1">
          <rule context="a:item[@special]"><report test="true()" id="special">special <value-of select="@n"/></report></rule>
          <rule context="a:item"><report test="true()" id="plain">plain <value-of select="@n"/></report></rule>
          <rule context="a:item[@n = '3']"><report test="true()" id="never"/></rule>
        </pattern>
        <pattern id="p2"><rule context="a:item"><report test="@n = '3'" id="p2"/></rule></pattern>
      </schema>`,
    });
    const r = run(sch, DOC);
    expect(r.patterns).toEqual(['p1', 'p2']);
    expect(r.fired.map((f) => `${f.id}:${f.text}`)).toEqual([
      'plain:plain 1',
      'special:special 2',
      'plain:plain 3',
      'p2:',
    ]);
    expect(r.fired[1]?.location).toBe(`/${A('r')}[1]/${A('item')}[2]`);
    expect(r.rules).toHaveLength(6);
  });

  it('fails asserts whose test is false and fires reports whose test is true, with id, flag, role', () => {
    const sch = writeSch({
      'main.sch': `<schema ${SCH} queryBinding="xslt2"><ns prefix="a" uri="urn:a"/>
        <pattern id="p"><rule context="a:item">
          <assert test="@n != '2'" id="A1" flag="fatal" role="error">item <name/> {n} must not be 2</assert>
          <report test="@special" id="R1" flag="warning">special</report>
          <assert test="true()" id="A-ok"/>
          <report test="false()" id="R-no"/>
        </rule></pattern>
      </schema>`,
    });
    const r = run(sch, DOC);
    expect(r.fired.map(({ diagnostics, location, ...f }) => f)).toEqual([
      { kind: 'assert', id: 'A1', flag: 'fatal', role: 'error', text: 'item item {n} must not be 2' },
      { kind: 'report', id: 'R1', flag: 'warning', role: '', text: 'special' },
    ]);
  });

  it('binds schema, phase, pattern and rule lets; pattern lets are global as in the ISO skeleton', () => {
    const sch = writeSch({
      'main.sch': `<schema ${SCH} queryBinding="xslt2" defaultPhase="ph"><ns prefix="a" uri="urn:a"/>
        <let name="count" value="count(//a:item)"/>
        <phase id="ph"><active pattern="uses"/><let name="phaseLimit" value="$count - 1"/></phase>
        <pattern id="decl"><let name="limit" value="2"/></pattern>
        <pattern id="uses"><rule context="a:item">
          <let name="n" value="xs:integer(@n)"/>
          <report test="$n &gt; $limit" id="over">item <value-of select="$n"/> of <value-of select="$count"/> over <value-of select="$limit"/>/<value-of select="$phaseLimit"/></report>
        </rule></pattern>
      </schema>`,
    });
    const r = run(sch, DOC);
    expect(r.patterns).toEqual(['uses']);
    expect(r.fired.map((f) => f.text)).toEqual(['item 3 of 3 over 2/2']);
  });

  it('runs the default phase, a named phase, or #ALL, and rejects an unknown phase', () => {
    const sch = writeSch({
      'main.sch': `<schema ${SCH} queryBinding="xslt2" defaultPhase="one"><ns prefix="a" uri="urn:a"/>
        <phase id="one"><active pattern="p1"/></phase>
        <phase id="two"><active pattern="p2"/></phase>
        <pattern id="p1"><rule context="a:r"><report test="true()" id="p1"/></rule></pattern>
        <pattern id="p2"><rule context="a:r"><report test="true()" id="p2"/></rule></pattern>
      </schema>`,
    });
    expect(run(sch, DOC).fired.map((f) => f.id)).toEqual(['p1']);
    expect(run(sch, DOC, 'two').fired.map((f) => f.id)).toEqual(['p2']);
    expect(run(sch, DOC, '#ALL').fired.map((f) => f.id)).toEqual(['p1', 'p2']);
    expect(() => compileSchematronToXslt(sch, { phase: 'three' })).toThrow(/unknown phase three/);
  });

  it('instantiates abstract patterns from included files and inlines abstract rules', () => {
    const sch = writeSch({
      'main.sch': `<schema ${SCH} queryBinding="xslt2"><ns prefix="a" uri="urn:a"/>
        <include href="abstract/table.sch"/>
        <include href="bound/items.sch"/>
        <pattern id="concrete">
          <rule abstract="true" id="has-n"><assert test="@n" id="HAS-N">no n</assert></rule>
          <rule context="a:other"><extends rule="has-n"/><report test="true()" id="OTHER"/></rule>
        </pattern>
      </schema>`,
      'abstract/table.sch': `<pattern ${SCH} abstract="true" id="table">
        <rule context="$row"><assert test="$cell_count &lt;= $cell" id="ROW">row $row has <value-of select="$cell_count"/></assert></rule>
      </pattern>`,
      'bound/items.sch': `<pattern ${SCH} is-a="table" id="items">
        <param name="row" value="a:item"/><param name="cell" value="2"/><param name="cell_count" value="xs:integer(@n)"/>
      </pattern>`,
    });
    const r = run(sch, DOC);
    expect(r.patterns).toEqual(['items', 'concrete']);
    expect(r.fired.map((f) => `${f.id}:${f.text}`)).toEqual(['ROW:row a:item has 3', 'HAS-N:no n', 'OTHER:']);
  });

  it('emits diagnostics as diagnostic-reference evaluated at the context node', () => {
    const sch = writeSch({
      'main.sch': `<schema ${SCH} queryBinding="xslt2"><ns prefix="a" uri="urn:a"/>
        <pattern id="p"><rule context="a:item"><assert test="not(@special)" id="S" diagnostics="d1 d2">no special</assert></rule></pattern>
        <diagnostics><diagnostic id="d1">n is <value-of select="@n"/></diagnostic><diagnostic id="d2">in <name path=".."/></diagnostic></diagnostics>
      </schema>`,
    });
    const r = run(sch, DOC);
    expect(r.fired.map((f) => f.diagnostics)).toEqual([['n is 2', 'in r']]);
  });

  it('copies embedded XSLT functions and locates attribute and document contexts like the skeleton', () => {
    const sch = writeSch({
      'main.sch': `<schema ${SCH} xmlns:u="utils" queryBinding="xslt2"><ns prefix="a" uri="urn:a"/><ns prefix="u" uri="utils"/>
        <function xmlns="http://www.w3.org/1999/XSL/Transform" name="u:twice" as="xs:integer">
          <param name="v" as="xs:integer"/><sequence select="$v * 2"/>
        </function>
        <pattern id="p">
          <rule context="/"><report test="u:twice(count(//a:item)) = 6" id="DOCNODE"/></rule>
          <rule context="@code"><report test="true()" id="ATTR"/></rule>
        </pattern>
      </schema>`,
    });
    const r = run(sch, DOC);
    expect(r.fired.map((f) => `${f.id} ${f.location}`)).toEqual([
      `DOCNODE /${A('r')}[1]`,
      `ATTR /${A('r')}[1]/@code`,
    ]);
  });

  it('computes XRechnung BR-DE-19 (IBAN MOD 97-10) exactly, like Saxon-HE, on real IBANs', () => {
    // The official assert text, read from the XRechnung source rather than copied.
    const xr = readSchematron(
      path.join(rulesetsDir, 'xrechnung/schematron-merged/ubl/XRechnung-UBL-validation.sch'),
    );
    const check = xr.patterns
      .flatMap((p) => p.rules)
      .flatMap((rule) => rule.checks)
      .find((c) => c.id === 'BR-DE-19');
    expect(check?.test).toMatch(/xs:integer\(string-join\(.*\)\) mod 97 = 1/s);
    const sch = writeSch({
      'main.sch': `<schema ${SCH} queryBinding="xslt2">
        <ns prefix="cac" uri="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"/>
        <ns prefix="cbc" uri="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"/>
        <pattern id="p"><rule context="cac:PaymentMeans"><assert test="${(check?.test ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')}" id="BR-DE-19"/></rule></pattern>
      </schema>`,
    });
    const ibans = [
      'DE89370400440532013000',
      'DE02120300000000202051',
      'GB82WEST12345698765432',
      'FR1420041010050500013M02606',
      'NL91ABNA0417164300',
      'CH9300762011623852957',
      'NO9386011117947',
      'DE89370400440532013001',
      'GB82WEST12345698765433',
      'FR1420041010050500013M02607',
      'DE00370400440532013000',
    ];
    // ISO 13616 check done independently with exact big integers.
    const valid = (iban: string) =>
      BigInt(
        [...`${iban.slice(4)}${iban.slice(0, 4)}`]
          .map((ch) => (/[A-Z]/.test(ch) ? ch.charCodeAt(0) - 55 : ch))
          .join(''),
      ) %
        97n ===
      1n;
    expect(ibans.filter(valid)).toHaveLength(7);
    const doc = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
      xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
      xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">${ibans
        .map(
          (iban) =>
            `<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>${iban}</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>`,
        )
        .join('')}</Invoice>`;
    const failed = run(sch, doc).fired.map((f) => Number(/\[(\d+)\]$/.exec(f.location)?.[1]) - 1);
    expect(failed.map((i) => ibans[i])).toEqual(ibans.filter((iban) => !valid(iban)));
  });

  it('keeps the results and errors of the rewritten casts on edge values', () => {
    const values = ['-13', ' +0012 ', '0', '98765432109876543210987654321', '-98765432109876543210987654321'];
    const sch = writeSch({
      'main.sch': `<schema ${SCH} queryBinding="xslt2"><ns prefix="a" uri="urn:a"/>
        <pattern id="p"><rule context="a:r">
          <report test="true()" id="INT"><value-of select="string-join(for $s in (${values.map((v) => `'${v}'`).join(', ')}) return string(xs:integer($s) mod 97), ',')"/></report>
          <report test="true()" id="DEC"><value-of select="string-join(for $s in ('12.5', '-7', '123456789012345678901234567') return string(xs:decimal($s) mod 10), ',')"/></report>
          <report test="empty(xs:integer(()) mod 97)" id="EMPTY"/>
        </rule></pattern>
      </schema>`,
    });
    const expected = values.map((v) => {
      const b = BigInt(v.trim());
      return String(b % 97n);
    });
    expect(run(sch, DOC).fired.map((f) => `${f.id}=${f.text}`)).toEqual([
      `INT=${expected.join(',')}`,
      'DEC=2.5,-7,7',
      'EMPTY=',
    ]);
    const bad = writeSch({
      'main.sch': `<schema ${SCH} queryBinding="xslt2"><pattern id="p"><rule context="/"><report test="xs:integer('12a') mod 97 = 1" id="X"/></rule></pattern></schema>`,
    });
    expect(() => run(bad, DOC)).toThrow(/FORG0001|12a/);
  });
});
