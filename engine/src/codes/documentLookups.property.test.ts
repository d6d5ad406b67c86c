import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { fuzzRuns } from '@einvoice/test-support/engine/fuzzRuns';
import { PROTOTYPE_NAMES } from '@einvoice/test-support/hostile/prototypeNames';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLifecycle } from '../lifecycle/readLifecycle.ts';
import { CII_TO_UBL_DATE_CODE, mapCode, UBL_TO_CII_DATE_CODE } from '../model/taxPointDateCodes.ts';
import { unescapeXml } from '../patch/escapeXml.ts';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import type { CodeList } from './CodeList.ts';
import { codeListOfAttribute } from './codeListOfAttribute.ts';
import { codeListOfTerm } from './codeListOfTerm.ts';
import { codeMeaning } from './codeMeaning.ts';
import { frenchMeaning } from './frenchMeanings.ts';

// Every code list a document's value is looked up in: those of the coded terms and of the supplementary attributes.
const LISTS: CodeList[] = [
  ...new Set(
    [
      ...Array.from({ length: 200 }, (_, i) => codeListOfTerm(`BT-${i + 1}`)),
      ...['currencyID', 'unitCode', 'listID'].map((a) => codeListOfAttribute(a, '/x')),
      codeListOfAttribute('schemeID', '/cac:Party[1]/cbc:EndpointID[1]'),
      codeListOfAttribute('schemeID', '/cac:Party[1]/cbc:ID[1]'),
    ].filter((l) => l !== undefined),
  ),
];
const prototypeName = fc.constantFrom(...PROTOTYPE_NAMES);
const anyCode = fc.oneof(prototypeName, fc.string({ maxLength: 12 }));

const CDAR = fs
  .readFileSync(path.join(corpusDir, 'france-ctc/cdar/UC4_F202500006_04-CDV-207_En_litige.xml'), 'utf8')
  .replace(/^\uFEFF/, '');

describe('tables looked up by a value from a document', () => {
  it('cover the code lists of the coded terms and the supplementary attributes', () => {
    expect(LISTS.length).toBeGreaterThanOrEqual(12);
  });

  it('a code list answers a listed meaning or null, never a prototype member, in every language', () => {
    fc.assert(
      fc.property(
        anyCode,
        fc.constantFrom('en', 'de', 'fr') as fc.Arbitrary<'en' | 'de' | 'fr'>,
        (code, locale) => {
          for (const list of LISTS) {
            const meaning = codeMeaning(list, code, locale);
            const french = frenchMeaning(list, code);
            for (const m of [meaning, french]) expect(m === null || typeof m === 'string').toBe(true);
            if (PROTOTYPE_NAMES.includes(code)) expect([meaning, french]).toEqual([null, null]);
          }
        },
      ),
      fuzzRuns(300),
    );
  });

  it('the date-code mapping of BT-8 keeps a code it does not map', () => {
    fc.assert(
      fc.property(anyCode, (code) => {
        for (const table of [UBL_TO_CII_DATE_CODE, CII_TO_UBL_DATE_CODE]) {
          const mapped = mapCode(code, table);
          expect(typeof mapped).toBe('string');
          if (PROTOTYPE_NAMES.includes(code)) expect(mapped).toBe(code);
        }
      }),
      fuzzRuns(300),
    );
  });

  it('an entity reference named after a prototype member stays as written', () => {
    fc.assert(
      fc.property(
        prototypeName.filter((n) => /^\w+$/.test(n)),
        (name) => {
          expect(unescapeXml(`a&${name};b`)).toBe(`a&${name};b`);
        },
      ),
      fuzzRuns(50),
    );
  });

  it('a lifecycle status code reads a listed meaning or null, never a prototype member', () => {
    fc.assert(
      fc.property(anyCode, (code) => {
        const escaped = code.replace(/[^\w-]/g, '');
        const xml = CDAR.replace('<ram:ProcessConditionCode>207<', `<ram:ProcessConditionCode>${escaped}<`);
        const status = readLifecycle(parseXmlTree(xml)).statuses[0];
        if (PROTOTYPE_NAMES.includes(escaped)) expect(status?.meaning).toBeNull();
        else if (status?.meaning) expect(Object.keys(status.meaning).sort()).toEqual(['de', 'en', 'fr']);
      }),
      fuzzRuns(200),
    );
  });
});
