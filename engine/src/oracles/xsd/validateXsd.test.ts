import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourceXsdLoader } from '@einvoice/test-support/corpus/sourceXsdLoader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors.ts';
import { loadSchemas, type XsdSchemas } from './loadSchemas.ts';
import { validateXsd } from './validateXsd.ts';

const corpusDir = process.env.CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/corpus');
const read = (rel: string) => fs.readFileSync(path.join(corpusDir, rel), 'utf8');

const UBL_INVOICE = read('peppol-unit/examples/base-example.xml');
const UBL_CREDITNOTE = read('peppol-unit/examples/base-creditnote-correction.xml');
const UBL_ATTACHMENT = read('en16931-examples/ubl/ubl-tc434-example2.xml');
const CII = read('en16931-examples/cii/CII_business_example_01.xml');

function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`fixture lacks ${needle}`);
  return text.slice(0, at).split('\n').length;
}

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const out = text.replace(from, to);
  if (out === text) throw new Error(`fixture lacks ${from}`);
  return out;
}

describe('validateXsd', () => {
  let schemas: XsdSchemas;
  beforeAll(async () => {
    schemas = await loadSchemas(sourceXsdLoader());
  });
  afterAll(() => schemas.dispose());

  it('passes a valid corpus invoice, credit note and CII invoice', () => {
    expect(validateXsd(schemas, 'ubl-invoice', UBL_INVOICE)).toEqual({ errors: [], malformed: null });
    expect(validateXsd(schemas, 'ubl-creditnote', UBL_CREDITNOTE)).toEqual({ errors: [], malformed: null });
    expect(validateXsd(schemas, 'cii', CII)).toEqual({ errors: [], malformed: null });
  });

  it('rejects an element out of order, at the line of the misplaced element', () => {
    // UBL 2.1 puts DueDate before InvoiceTypeCode.
    const moved = replaceOnce(
      replaceOnce(UBL_INVOICE, /<cbc:DueDate>[^<]*<\/cbc:DueDate>/, ''),
      /<\/cbc:InvoiceTypeCode>/,
      '</cbc:InvoiceTypeCode>\n<cbc:DueDate>2017-12-01</cbc:DueDate>',
    );
    const result = validateXsd(schemas, 'ubl-invoice', moved);
    expect(result.malformed).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.line).toBe(lineOf(moved, '<cbc:DueDate>'));
    expect(result.errors[0]?.message).toMatch(/DueDate/);
  });

  it('judges each document by the schema of its kind', () => {
    expect(validateXsd(schemas, 'ubl-invoice', UBL_CREDITNOTE).errors[0]?.message).toMatch(/CreditNote/);
    expect(validateXsd(schemas, 'ubl-creditnote', UBL_INVOICE).errors.length).toBeGreaterThan(0);
    expect(validateXsd(schemas, 'cii', UBL_INVOICE).errors.length).toBeGreaterThan(0);
    expect(validateXsd(schemas, 'ubl-invoice', CII).errors.length).toBeGreaterThan(0);
  });

  it('reports a CII content error with its line', () => {
    const broken = replaceOnce(CII, '<ram:DuePayableAmount>', '<ram:DuePayableAmount>x');
    const result = validateXsd(schemas, 'cii', broken);
    expect(result.errors.map((e) => e.line)).toContain(lineOf(broken, '<ram:DuePayableAmount>x'));
  });

  it('reports a not well-formed document as malformed, with its position', () => {
    const result = validateXsd(schemas, 'ubl-invoice', '<Invoice>\n  <a></b>\n</Invoice>');
    expect(result.errors).toEqual([]);
    expect(result.malformed).toMatchObject({ line: 2 });
  });

  it('takes the text as already decoded, whatever encoding the prolog declares', () => {
    const latin = replaceOnce(UBL_INVOICE, 'encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const withUmlaut = replaceOnce(latin, /<cbc:Note>[^<]*</, '<cbc:Note>Zahlung binnen 10 Tagen, Größe €<');
    expect(validateXsd(schemas, 'ubl-invoice', withUmlaut)).toEqual({ errors: [], malformed: null });
  });

  it('never reads an external entity: such a document is an engine error, not validated content', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xsd-')), 'date.txt');
    fs.writeFileSync(file, '2017-11-13');
    const doc = replaceOnce(
      replaceOnce(
        UBL_INVOICE,
        /<Invoice\b/,
        `<!DOCTYPE Invoice [<!ENTITY d SYSTEM "file://${file}">]>\n<Invoice`,
      ),
      /<cbc:IssueDate>[^<]*</,
      '<cbc:IssueDate>&d;<',
    );
    // Had the entity been read, IssueDate would hold a valid date and the invoice would pass.
    // Unexpanded, libxml2 refuses to validate the entity reference; the API refuses DOCTYPEs earlier.
    let thrown: unknown = null;
    try {
      validateXsd(schemas, 'ubl-invoice', doc);
    } catch (e) {
      thrown = e;
    }
    // A plain Error, which callers answer as a generic 500: no verdict, no document error code.
    expect(thrown).toBeInstanceOf(Error);
    expect(isEngineError(thrown)).toBe(false);
  });

  // Verdicts of the JDK validator (OpenJDK 17 javax.xml.validation, the official schemas) for
  // values where libxml2 on its own judges differently.
  const jdkVerdicts: [string, string, string, string, boolean][] = [
    ['padded date', UBL_INVOICE, '<cbc:IssueDate>2017-11-13', '<cbc:IssueDate> 2017-11-13 ', true],
    [
      'date on indented lines',
      UBL_INVOICE,
      '<cbc:IssueDate>2017-11-13',
      '<cbc:IssueDate>\n  2017-11-13\n  ',
      true,
    ],
    [
      'padded date split by a comment',
      UBL_INVOICE,
      '<cbc:IssueDate>2017-11-13',
      '<cbc:IssueDate> 2017-<!--c-->11-13 ',
      true,
    ],
    [
      'padded date in CDATA',
      UBL_INVOICE,
      '<cbc:IssueDate>2017-11-13',
      '<cbc:IssueDate><![CDATA[ 2017-11-13 ]]>',
      true,
    ],
    [
      'date after a no-break space',
      UBL_INVOICE,
      '<cbc:IssueDate>2017-11-13',
      '<cbc:IssueDate>\u00a02017-11-13',
      false,
    ],
    ['date with inner space', UBL_INVOICE, '<cbc:IssueDate>2017-11-13', '<cbc:IssueDate> 2017-11- 13', false],
    ['29 February 2017', UBL_INVOICE, '<cbc:IssueDate>2017-11-13', '<cbc:IssueDate>2017-02-29', false],
    [
      'padded time',
      UBL_INVOICE,
      '</cbc:IssueDate>',
      '</cbc:IssueDate><cbc:IssueTime> 10:00:00 </cbc:IssueTime>',
      true,
    ],
    [
      'time without seconds',
      UBL_INVOICE,
      '</cbc:IssueDate>',
      '</cbc:IssueDate><cbc:IssueTime>10:00</cbc:IssueTime>',
      false,
    ],
    ['padded boolean', UBL_INVOICE, '<cbc:ChargeIndicator>true', '<cbc:ChargeIndicator> true ', true],
    ['boolean in capitals', UBL_INVOICE, '<cbc:ChargeIndicator>true', '<cbc:ChargeIndicator>TRUE', false],
    [
      'decimal +.5',
      UBL_INVOICE,
      '<cbc:PayableAmount currencyID="EUR">1656.25',
      '<cbc:PayableAmount currencyID="EUR">+.5',
      true,
    ],
    [
      'decimal in exponent form',
      UBL_INVOICE,
      '<cbc:PayableAmount currencyID="EUR">1656.25',
      '<cbc:PayableAmount currencyID="EUR">1e3',
      false,
    ],
    [
      'base64 with spaces and newline',
      UBL_ATTACHMENT,
      'VGVzdGluZyBCYXNlNjQgZW5jb2Rpbmc=',
      'VGVz dGlu\nZyBC YXNl NjQgZW5jb2Rpbmc=',
      true,
    ],
    ['base64 of foreign characters only', UBL_ATTACHMENT, 'VGVzdGluZyBCYXNlNjQgZW5jb2Rpbmc=', '!!!!', false],
    [
      'base64 with a trailing foreign character',
      UBL_ATTACHMENT,
      'VGVzdGluZyBCYXNlNjQgZW5jb2Rpbmc=',
      'YWJj!',
      false,
    ],
    ['base64 with bad padding bits', UBL_ATTACHMENT, 'VGVzdGluZyBCYXNlNjQgZW5jb2Rpbmc=', 'YR==', false],
    ['base64 of three characters', UBL_ATTACHMENT, 'VGVzdGluZyBCYXNlNjQgZW5jb2Rpbmc=', 'abc', false],
  ];
  it.each(jdkVerdicts)('agrees with the JDK on a %s', (_label, base, from, to, jdkValid) => {
    const result = validateXsd(schemas, 'ubl-invoice', replaceOnce(base, from, to));
    expect(result.malformed).toBeNull();
    expect(result.errors.length === 0).toBe(jdkValid);
  });

  it('validates a typical invoice in well under a few milliseconds when warm', () => {
    for (let i = 0; i < 20; i++) validateXsd(schemas, 'ubl-invoice', UBL_INVOICE);
    const runs = 200;
    const start = performance.now();
    for (let i = 0; i < runs; i++) validateXsd(schemas, 'ubl-invoice', UBL_INVOICE);
    const ms = (performance.now() - start) / runs;
    console.log(`validateXsd warm: ${ms.toFixed(3)} ms per ${UBL_INVOICE.length}-char UBL invoice`);
    expect(ms).toBeLessThan(50);
  });
});
