import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import { buildContext } from './buildContext.ts';
import { checkFixOptions } from './checkFixOptions.ts';
import { guardFidelity } from './guardFidelity.ts';
import { parseDate } from './parseDate.ts';

const UBL = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const model = (text: string) => buildContext(parseXmlTree(text), []).model;

describe('guardFidelity', () => {
  const before = model(UBL);

  it('finds nothing when input and output carry the same values', () => {
    expect(guardFidelity(before, model(UBL), new Set())).toEqual({ critical: 0, benign: 0, examples: [] });
  });

  it('counts a changed or vanished value nobody asked for as critical', () => {
    const after = model(
      UBL.replace('<cbc:ID>123456XX</cbc:ID>', '<cbc:ID>123456XY</cbc:ID>').replace(
        /<cbc:BuyerReference>.*<\/cbc:BuyerReference>/,
        '',
      ),
    );
    const r = guardFidelity(before, after, new Set());
    expect(r.critical).toBe(2);
    expect(r.examples).toEqual([
      "critical: BT-1 '123456XX' → '123456XY'",
      "critical: BT-10 '04011000-12345-03' vanished",
    ]);
    expect(guardFidelity(before, after, new Set(['BT-1', 'BT-10'])).critical).toBe(0);
  });

  it('counts formatting that keeps the meaning as benign', () => {
    const input = model(
      UBL.replace('<cbc:IssueDate>2016-04-04', '<cbc:IssueDate>04.04.2016').replace('>336.9<', '>336.900<'),
    );
    const r = guardFidelity(input, before, new Set());
    expect(r).toMatchObject({ critical: 0, benign: 2 });
  });
});

describe('parseDate', () => {
  it('reads only unambiguous forms and real calendar days', () => {
    expect(parseDate('04.04.2016')).toBe('2016-04-04');
    expect(parseDate('20160229')).toBe('2016-02-29');
    expect(parseDate('2016-04-04T00:00:00Z')).toBe('2016-04-04');
    expect(parseDate('03/04/2016')).toBeNull();
    expect(parseDate('31.02.2016')).toBeNull();
  });
});

describe('checkFixOptions', () => {
  it('enforces spec 8: 40 answers, 500 characters, strict or permissive', () => {
    const answer = (value: string) => ({ id: 'BT-10', value });
    expect(checkFixOptions({ answers: Array.from({ length: 40 }, () => answer('x')) }).answers).toHaveLength(
      40,
    );
    expect(() => checkFixOptions({ answers: Array.from({ length: 41 }, () => answer('x')) })).toThrow(
      /at most 40/,
    );
    expect(checkFixOptions({ answers: [answer('x'.repeat(500))] }).mode).toBe('strict');
    expect(() => checkFixOptions({ answers: [answer('x'.repeat(501))] })).toThrow(/limit is 500/);
    expect(() => checkFixOptions({ mode: 'lenient' })).toThrow(/mode/);
    expect(() => checkFixOptions({ answers: [{ id: 'BT-10', value: 5 }] })).toThrow(/string/);
  });
});
