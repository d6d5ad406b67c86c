import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { decodeInput } from '../input/decodeInput.ts';
import type { DocumentEncoding } from '../input/documentEncoding.ts';
import type { BomName } from '../input/encodingConflict.ts';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import { applyPatches } from './applyPatches.ts';
import { encodeText } from './encodeText.ts';
import { indexXml } from './indexXml.ts';
import type { Patch } from './Patch.ts';

// An invoice fragment with what re-serialising would lose: a comment before the root and between elements,
// unusual prefixes (i:, agg:, b:) and a default namespace, single-quoted attributes in odd order, CDATA,
// a character reference, tabs and CRLF line ends.
const doc = (encoding: string) =>
  `<?xml version='1.0' encoding='${encoding}'?>\r\n<!-- Rechnung für Müller -->\r\n` +
  `<i:Invoice xmlns:i="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:agg='urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2' xmlns:b="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">\r\n` +
  `\t<b:CustomizationID>urn:cen.eu:en16931:2017</b:CustomizationID>\r\n` +
  `\t<b:ID>R-1</b:ID><!-- nach der Nummer -->\r\n` +
  `\t<b:IssueDate>04.04.2016</b:IssueDate>\r\n` +
  `\t<b:Note><![CDATA[Straße & Co]]> &#228;</b:Note>\r\n` +
  `\t<agg:AccountingSupplierParty>\r\n\t\t<agg:Party>\r\n` +
  `\t\t\t<Contact xmlns="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"><Name xmlns="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">Ärger</Name></Contact>\r\n` +
  `\t\t</agg:Party>\r\n\t</agg:AccountingSupplierParty>\r\n` +
  `\t<agg:LegalMonetaryTotal><b:PayableAmount   currencyID='eur' z="1">10.000</b:PayableAmount></agg:LegalMonetaryTotal>\r\n` +
  `</i:Invoice>\r\n`;

const ROOT = '/ubl:Invoice[1]';
const PARTY = `${ROOT}/cac:AccountingSupplierParty[1]/cac:Party[1]`;
const PATCHES: Patch[] = [
  { op: 'set_text', xpath: `${ROOT}/cbc:IssueDate[1]`, value: '2016-04-04' },
  { op: 'set_text', xpath: `${ROOT}/cac:LegalMonetaryTotal[1]/cbc:PayableAmount[1]`, value: '10.00' },
  {
    op: 'set_attr',
    xpath: `${ROOT}/cac:LegalMonetaryTotal[1]/cbc:PayableAmount[1]`,
    name: 'currencyID',
    value: 'EUR',
  },
  { op: 'set_attr', xpath: `${ROOT}/cbc:ID[1]`, name: 'schemeID', value: 'Ä€' },
  {
    op: 'insert_tree',
    xpath: ROOT,
    tree: { name: 'cbc:BuyerReference', text: '04011000-1234512345-35 € Übung' },
  },
  {
    op: 'insert_tree',
    xpath: PARTY,
    tree: { name: 'cbc:EndpointID', attrs: { schemeID: 'EM' }, text: 'a@b.de' },
  },
  { op: 'insert_tree', xpath: `${PARTY}/cac:Contact[1]`, tree: { name: 'cbc:Telephone', text: '+49 1' } },
  { op: 'remove_node', xpath: `${ROOT}/cbc:Note[1]` },
];

function bytesOf(text: string, encoding: DocumentEncoding, bom: BomName | null = null): Uint8Array {
  return encodeText(text, encoding, bom);
}

// [first differing byte, end of the differing run in the input]: everything before and after is equal.
function changedSpan(a: Uint8Array, b: Uint8Array): [number, number] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end++;
  return [start, a.length - end];
}

/**
 * Encodes `text`, reads the bytes back as a caller's upload, applies one patch and asserts that every output
 * byte outside the patched node equals the input byte (a removal takes exactly the node and its own line).
 */
function expectConfined(text: string, encoding: DocumentEncoding, bom: BomName | null, patch: Patch): void {
  const input = bytesOf(text, encoding, bom);
  const decoded = decodeInput({ xmlBase64: Buffer.from(input).toString('base64') });
  expect(decoded).toMatchObject({ encoding, bom, text });
  const out = applyPatches(decoded.text, [patch], encoding);
  const output = bytesOf(out, encoding, bom);
  const node = indexXml(decoded.text).byPath.get(patch.xpath);
  expect(node).toBeDefined();
  // Node offsets are string indices; convert them to byte offsets of the input (BOM included).
  const byteAt = (i: number) => bytesOf(decoded.text.slice(0, i), encoding, bom).length;
  if (patch.op === 'remove_node') {
    // A removal takes exactly the element and its own line break (CR LF or LF) and indentation.
    const lineStart = decoded.text.lastIndexOf('\n', (node?.start ?? 0) - 1);
    const from = byteAt(decoded.text[lineStart - 1] === '\r' ? lineStart - 1 : lineStart);
    expect(output).toEqual(
      Uint8Array.from([...input.subarray(0, from), ...input.subarray(byteAt(node?.end ?? 0))]),
    );
  } else {
    const [start, end] = changedSpan(input, output);
    expect(start).toBeGreaterThanOrEqual(byteAt(node?.start ?? 0));
    expect(end).toBeLessThanOrEqual(byteAt(node?.end ?? 0));
  }
  expect(() => parseXmlTree(out)).not.toThrow();
}

describe.each(['UTF-8', 'ISO-8859-1'] as const)('applyPatches on a %s document', (encoding) => {
  const text = doc(encoding);
  const decoded = decodeInput({ xmlBase64: Buffer.from(bytesOf(text, encoding)).toString('base64') });

  it('reads its own bytes back as the same text', () => {
    expect(decoded.encoding).toBe(encoding);
    expect(decoded.text).toBe(text);
  });

  it.each(PATCHES.map((p) => [`${p.op} ${p.xpath}`, p] as const))(
    '%s changes bytes only inside the patched node',
    (_, patch) => expectConfined(text, encoding, null, patch),
  );

  it('applies all patches at once, keeping comments, prefixes, quotes, CDATA, tabs and CRLF', () => {
    const out = applyPatches(decoded.text, PATCHES, encoding);
    const output = bytesOf(out, encoding);
    expect(output.length).toBeGreaterThan(0);
    for (const kept of [
      "<?xml version='1.0' encoding='",
      '<!-- Rechnung für Müller -->\r\n<i:Invoice',
      "xmlns:agg='urn",
      '<b:ID schemeID=',
      '</b:ID><!-- nach der Nummer -->\r\n',
      '\t\t\t<Contact xmlns="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"><Name',
      `<b:PayableAmount   currencyID='EUR' z="1">10.00</b:PayableAmount>`,
    ])
      expect(out).toContain(kept);
    expect(out).not.toContain('CDATA');
    expect(out).toContain('\t<b:IssueDate>2016-04-04</b:IssueDate>\r\n\t<b:BuyerReference>');
    expect(out).toContain(
      '\t\t<agg:Party>\r\n\t\t\t<b:EndpointID schemeID="EM">a@b.de</b:EndpointID>\r\n\t\t\t<Contact',
    );
    expect(out).toContain('Ärger</Name><b:Telephone>+49 1</b:Telephone></Contact>');
    // Read back by xmldom, independent of the engine's parser.
    const reparsed = new DOMParser().parseFromString(out, 'text/xml').documentElement as Element;
    expect(reparsed.getElementsByTagNameNS('*', 'BuyerReference')[0]?.textContent).toBe(
      '04011000-1234512345-35 € Übung',
    );
    if (encoding === 'ISO-8859-1') {
      // Characters Latin-1 cannot hold arrive as character references; everything stays one byte per character.
      expect(out).toContain('35 &#8364; Übung');
      expect(out).toContain('schemeID="Ä&#8364;"');
      expect(output.length).toBe(out.length);
    } else expect(out).toContain('35 € Übung');
  });
});

// A CII invoice with prefixes no generator uses (x: for rsm, r: for ram, u: for udt), comments inside the
// elements the patches touch and beside them, a processing instruction, a date without its format attribute
// and LF line ends.
const cii = (encoding: string) =>
  `<?xml version="1.0" encoding="${encoding}"?>\n<?erp export="Müller"?>\n` +
  `<x:CrossIndustryInvoice xmlns:x="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:r="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:u="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">\n` +
  `  <x:ExchangedDocument>\n    <r:ID>R-1</r:ID>\n` +
  `    <r:IssueDateTime><!-- Belegdatum --><u:DateTimeString>04.04.2016</u:DateTimeString></r:IssueDateTime>\n` +
  `    <r:IncludedNote><r:Content>Grüße</r:Content></r:IncludedNote><!-- Ende Notiz -->\n` +
  `  </x:ExchangedDocument>\n  <x:SupplyChainTradeTransaction>\n` +
  `    <r:ApplicableHeaderTradeAgreement>\n      <!-- Käufer folgt -->\n` +
  `      <r:BuyerTradeParty><r:Name>Bäcker</r:Name></r:BuyerTradeParty>\n    </r:ApplicableHeaderTradeAgreement>\n` +
  `  </x:SupplyChainTradeTransaction>\n</x:CrossIndustryInvoice>\n`;
const CII_ROOT = '/rsm:CrossIndustryInvoice[1]';
const DATE = `${CII_ROOT}/rsm:ExchangedDocument[1]/ram:IssueDateTime[1]/udt:DateTimeString[1]`;
const CII_PATCHES: Patch[] = [
  { op: 'set_text', xpath: DATE, value: '20160404' },
  { op: 'set_attr', xpath: DATE, name: 'format', value: '102' },
  { op: 'set_attr', xpath: `${CII_ROOT}/rsm:ExchangedDocument[1]/ram:ID[1]`, name: 'schemeID', value: '€' },
  {
    op: 'insert_tree',
    xpath: `${CII_ROOT}/rsm:SupplyChainTradeTransaction[1]/ram:ApplicableHeaderTradeAgreement[1]`,
    tree: { name: 'ram:BuyerReference', text: '04011000-12345-03' },
  },
  { op: 'remove_node', xpath: `${CII_ROOT}/rsm:ExchangedDocument[1]/ram:IncludedNote[1]` },
];

describe.each([
  ['UTF-8', null],
  ['UTF-8', 'UTF-8'],
  ['ISO-8859-1', null],
] as const)('applyPatches on a CII %s document (BOM %s)', (encoding, bom) => {
  it.each(CII_PATCHES.map((p) => [`${p.op} ${p.xpath}`, p] as const))(
    '%s changes bytes only inside the patched node',
    (_, patch) => expectConfined(cii(encoding), encoding, bom, patch),
  );

  it("writes new elements with the document's own prefixes and keeps every comment", () => {
    const out = applyPatches(cii(encoding), CII_PATCHES, encoding);
    expect(out).toContain(
      '<!-- Käufer folgt -->\n      <r:BuyerReference>04011000-12345-03</r:BuyerReference>\n      <r:BuyerTradeParty>',
    );
    expect(out).toContain('<!-- Belegdatum --><u:DateTimeString format="102">20160404</u:DateTimeString>');
    expect(out).toContain('<?erp export="Müller"?>');
    // The removed note's line goes; the comment that shared it stays, on the line before.
    expect(out).toContain('</r:IssueDateTime><!-- Ende Notiz -->\n  </x:ExchangedDocument>');
    expect(out).not.toContain('Grüße');
  });
});

describe('insert_tree', () => {
  it('places a new element where the schema sequence requires it, in a self-closing parent too', () => {
    const text =
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2">\n' +
      '  <cbc:ID>1</cbc:ID>\n  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>\n  <cac:PaymentMeans/>\n</Invoice>';
    const out = applyPatches(
      text,
      [
        { op: 'insert_tree', xpath: '/ubl:Invoice[1]', tree: { name: 'cbc:IssueDate', text: '2024-01-01' } },
        { op: 'insert_tree', xpath: '/ubl:Invoice[1]', tree: { name: 'cbc:CustomizationID', text: 'x' } },
        {
          op: 'insert_tree',
          xpath: '/ubl:Invoice[1]/cac:PaymentMeans[1]',
          tree: { name: 'cbc:PaymentMeansCode', text: '58' },
        },
      ],
      'UTF-8',
    );
    expect(out).toBe(
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2">\n' +
        '  <cbc:CustomizationID>x</cbc:CustomizationID>\n  <cbc:ID>1</cbc:ID>\n  <cbc:IssueDate>2024-01-01</cbc:IssueDate>\n' +
        '  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>\n  <cac:PaymentMeans>\n    <cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>\n  </cac:PaymentMeans>\n</Invoice>',
    );
  });
});

describe('set_attr', () => {
  it('refuses two edits of one attribute, a new one too, instead of writing it twice', () => {
    const text =
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">' +
      '<cbc:ID y="1">1</cbc:ID><cbc:Note/></Invoice>';
    const [id, note] = ['/ubl:Invoice[1]/cbc:ID[1]', '/ubl:Invoice[1]/cbc:Note[1]'];
    // Edits of different attributes, an existing one and a new one, combine.
    expect(
      applyPatches(
        text,
        [
          { op: 'set_attr', xpath: id, name: 'y', value: '2' },
          { op: 'set_attr', xpath: note, name: 'y', value: '2' },
          { op: 'set_attr', xpath: note, name: 'z', value: '3' },
        ],
        'UTF-8',
      ),
    ).toContain('<cbc:ID y="2">1</cbc:ID><cbc:Note y="2" z="3"/>');
    for (const xpath of [id, note])
      for (const second of ['2', '4', null])
        expect(() =>
          applyPatches(
            text,
            [
              { op: 'set_attr', xpath, name: 'y', value: '2' },
              { op: 'set_attr', xpath, name: 'y', value: second },
            ],
            'UTF-8',
          ),
        ).toThrow(/two edits of the attribute/);
  });
});
