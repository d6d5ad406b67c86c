import { readFileSync } from 'node:fs';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { createNodeEngine } from '../host/node.ts';

const XML = readFileSync(
  `${corpusDir}/xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml`,
  'utf8',
);

describe('the path of an XSD finding', () => {
  it('names an element of a namespace without a findings prefix as Q{uri}local, like every other path', async () => {
    // libxml2 names the element by its expanded name; the path must not read as a no-namespace "Foo".
    const xml = XML.replace(
      '<cac:AccountingSupplierParty>',
      '<cac:AccountingSupplierParty><x:Foo xmlns:x="urn:example:foreign">1</x:Foo>',
    );
    expect(xml).not.toBe(XML);
    const engine = await createNodeEngine();
    const { findings } = await engine.validate({ xml });
    const xsd = findings.filter((f) => f.ruleId === 'XSD');
    expect(xsd.map((f) => f.message.en)).toEqual([
      expect.stringContaining("Element '{urn:example:foreign}Foo'"),
    ]);
    expect(xsd[0]?.xpath).toBe('/ubl:Invoice[1]/cac:AccountingSupplierParty[1]/Q{urn:example:foreign}Foo[1]');
  });

  it('keeps the findings prefixes for the known namespaces', async () => {
    const xml = XML.replace(/<cbc:IssueDate>[^<]*/, '<cbc:IssueDate>not a date');
    expect(xml).not.toBe(XML);
    const engine = await createNodeEngine();
    const { findings } = await engine.validate({ xml });
    expect(findings.filter((f) => f.ruleId === 'XSD').map((f) => f.xpath)).toEqual([
      '/ubl:Invoice[1]/cbc:IssueDate[1]',
    ]);
  });
});
