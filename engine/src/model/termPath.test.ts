import { describe, expect, it } from 'vitest';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import type { XmlTree } from '../xml/XmlTree.ts';
import { evalPath } from './termPath.ts';

const INVOICE = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AllowanceCharge><cbc:ChargeIndicator>true</cbc:ChargeIndicator><cbc:Amount>1</cbc:Amount></cac:AllowanceCharge>
  <cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:Amount>2</cbc:Amount></cac:AllowanceCharge>
  <cac:TaxTotal><cbc:TaxAmount currencyID="USD">3</cbc:TaxAmount></cac:TaxTotal>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">4</cbc:TaxAmount></cac:TaxTotal>
</Invoice>`;

const tree = parseXmlTree(INVOICE);
const root = tree.root;
/** The string values of node ids, to assert against the document text. */
const text = (t: XmlTree, nodes: Iterable<number>) => [...nodes].map((n) => t.stringValue(n));

describe('term paths through the XPath toolchain', () => {
  it('selects by an equality predicate and reports the node it selected by as scaffolding', () => {
    const r = evalPath(tree, "cac:AllowanceCharge[cbc:ChargeIndicator = 'false']/cbc:Amount", root);
    expect(text(tree, r.nodes)).toEqual(['2']);
    expect(r.tested.size).toBe(1);
    expect(text(tree, r.tested)).toEqual(['false']);
    expect(tree.qname[[...r.tested][0] as number]).toBe('cbc:ChargeIndicator');
  });

  it('compares with a path read from the candidate (`@currencyID = ../../cbc:DocumentCurrencyCode`)', () => {
    const r = evalPath(
      tree,
      'cac:TaxTotal/cbc:TaxAmount[@currencyID = ../../cbc:DocumentCurrencyCode]',
      root,
    );
    expect(text(tree, r.nodes)).toEqual(['4']);
    expect(text(tree, r.tested)).toEqual(['EUR']);
    expect(tree.kind[[...r.tested][0] as number]).not.toBe(tree.kind[r.nodes[0] as number]);
  });

  it('keeps no scaffolding for `!=` and negated tests select the others', () => {
    const r = evalPath(tree, "cac:AllowanceCharge[not(cbc:ChargeIndicator = 'false')]/cbc:Amount", root);
    expect(text(tree, r.nodes)).toEqual(['1']);
    // `not(X = 'false')` still reads X = 'false' of every candidate: the 'false' indicator is scaffolding.
    expect(text(tree, r.tested)).toEqual(['false']);
    const ne = evalPath(tree, "cac:AllowanceCharge[cbc:ChargeIndicator != 'false']/cbc:Amount", root);
    expect(text(tree, ne.nodes)).toEqual(['1']);
    expect(ne.tested.size).toBe(0);
  });

  it('answers unions and parent steps in document order, each node once', () => {
    const r = evalPath(tree, 'cac:AllowanceCharge/cbc:Amount/.. | cac:TaxTotal | cac:AllowanceCharge', root);
    expect(r.nodes.map((n) => tree.qname[n])).toEqual([
      'cac:AllowanceCharge',
      'cac:AllowanceCharge',
      'cac:TaxTotal',
      'cac:TaxTotal',
    ]);
    expect([...r.nodes].sort((a, b) => a - b)).toEqual(r.nodes);
  });

  it('refuses a prefix the term table does not know', () => {
    expect(() => evalPath(tree, 'foo:Bar', root)).toThrow(/unknown prefix foo/);
  });
});
