/**
 * qnameEnd reads ASCII names by code and hands the rest to the regex of the Namespaces in XML 1.0 QName
 * production: over text mixing ASCII name characters, colons, non-ASCII name characters (é, ·, a combining
 * accent, an astral letter) and delimiters, it ends every name where the production's regex ends it.
 */

import { fuzzRuns } from '@einvoice/test-support/engine/fuzzRuns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NC_CHAR, NC_START, qnameEnd } from './xmlNames.ts';

const PRODUCTION = new RegExp(`[${NC_START}][${NC_CHAR}]*(?::[${NC_START}][${NC_CHAR}]*)?`, 'uy');
const byRegex = (text: string, at: number) => {
  PRODUCTION.lastIndex = at;
  return PRODUCTION.test(text) ? PRODUCTION.lastIndex : at;
};
const piece = fc.constantFrom(
  'a',
  'Z',
  '_',
  '9',
  '-',
  '.',
  ':',
  'cbc',
  'ram:ID',
  'é',
  '\u00B7',
  '\u0301',
  '\u{1D400}',
  '\u00D7',
  ' ',
  '>',
  '=',
  '"',
  '/',
);

describe('qnameEnd', () => {
  it('ends a name where the QName production does, at every position', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        for (let at = 0; at <= text.length; at++)
          expect(qnameEnd(text, at), `${text}@${at}`).toBe(byRegex(text, at));
      }),
      fuzzRuns(2000),
    );
  });

  it('reads the names of an invoice', () => {
    expect(qnameEnd('<cbc:ID schemeID="x">', 1)).toBe(7);
    expect(qnameEnd('<Invoice>', 1)).toBe(8);
    expect(qnameEnd('<a:>', 1)).toBe(2);
    expect(qnameEnd('<:a>', 1)).toBe(1);
    expect(qnameEnd('<ns:prénom/>', 1)).toBe(10);
  });
});
