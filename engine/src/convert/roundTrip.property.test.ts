/**
 * Round trips UBL → CII → UBL and CII → UBL → CII keep every business-term value, on valid XRechnung
 * test-suite invoices whose free-text terms (invoice number, party names, item names and descriptions,
 * line notes) were rewritten with generated text full of markup, non-Latin and astral characters.
 * The documents are changed with the patch engine; the values compared are the EN 16931 readings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { missingIn, modelOf, describe as show } from '@einvoice/test-support/corpus/convertCorpus';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { fuzzRuns } from '@einvoice/test-support/engine/fuzzRuns';
import { markupHeavy, xmlChar } from '@einvoice/test-support/engine/xmlDocuments';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateTerms } from '../model/locateTerms.ts';
import { applyPatches } from '../patch/applyPatches.ts';
import { convertDocument } from './convert.ts';

const CASES = ['01.01a', '01.05a', '01.13a', '02.01a']
  .flatMap((c) => [
    path.join(corpusDir, `xrechnung-testsuite/business-cases/standard/${c}-INVOICE_ubl.xml`),
    path.join(corpusDir, `xrechnung-testsuite/business-cases/standard/${c}-INVOICE_uncefact.xml`),
  ])
  .filter((f) => fs.existsSync(f));
const FREE_TEXT = new Set(['BT-1', 'BT-27', 'BT-28', 'BT-44', 'BT-45', 'BT-153', 'BT-154', 'BT-127']);

// A value as the model reads one: no surrounding whitespace, one line.
const freeText = fc
  .array(fc.oneof(xmlChar, markupHeavy), { minLength: 1, maxLength: 20 })
  .map((cs) =>
    cs
      .join('')
      .replace(/[\r\n\t]+/g, ' ')
      .trim(),
  )
  .filter((v) => v !== '');

describe('converters (property)', () => {
  it('finds its invoices', () => expect(CASES).toHaveLength(8));

  it('a round trip keeps every business-term value of a mutated valid invoice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CASES),
        fc.array(fc.tuple(fc.nat(), freeText), { minLength: 1, maxLength: 4 }),
        (file, edits) => {
          const original = fs.readFileSync(file, 'utf8');
          const terms = locateTerms(modelOf(original)).filter(
            (t) => FREE_TEXT.has(t.bt) && !t.xpath.includes('/@'),
          );
          const patches = new Map(
            edits.map(([n, value]) => [terms[n % terms.length]?.xpath as string, value]),
          );
          const xml = applyPatches(
            original,
            [...patches].map(([xpath, value]) => ({ op: 'set_text' as const, xpath, value })),
            'UTF-8',
          );
          const source = modelOf(xml);
          const read = new Set(locateTerms(source).map((t) => t.value));
          for (const value of patches.values()) expect(read.has(value), value).toBe(true);

          const [there, back] =
            source.syntax === 'UBL' ? ['en16931-cii', 'en16931-ubl'] : ['en16931-ubl', 'en16931-cii'];
          const first = convertDocument({ xml }, { target: there, allowLoss: true });
          const second = convertDocument({ xml: first.xml }, { target: back, allowLoss: true });
          const final = modelOf(second.xml);
          const reported = new Set(first.loss.terms.map((t) => `${t.bt}|${t.value}`));
          const lost = missingIn(source, final).filter((k) => !reported.has(`${k.bt}|${k.value}`));
          expect(show(lost), 'values lost on the way there and back').toBe('');
          // The generated values are no loss the converter may report: they are plain text terms.
          expect(first.loss.terms.filter((t) => [...patches.values()].includes(t.value))).toEqual([]);
        },
      ),
      fuzzRuns(15),
    );
  });
});
