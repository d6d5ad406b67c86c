import { CII_DATE_FORMAT } from '../../model/readInvoice.ts';
import type { Patch } from '../../patch/Patch.ts';
import { termById } from '../../semantics/terms.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { termsOf } from '../writeTerm.ts';
import { clean } from './stringCharacters.ts';

// CII-DT-037: the tax scheme of a CII tax (ram:ApplicableTradeTax, ram:CategoryTradeTax) is 'VAT', no other code.
const VAT = 'VAT';

/**
 * Codes of CII that no business term binds, each with the one value EN 16931 admits, written with white space or
 * stray characters inside (issue 35): a tax's TypeCode 'V AT', a date's format '1 02'. The term-wise cleaning
 * (string-characters) never sees them, yet the VAT category under the tax and the date are read only through them.
 * Joined, each is the one code its rule admits: a certain repair, in strict mode too. It answers every rule,
 * since the symptom is the term that could not be read (BR-03 for the issue date, BR-CO-04 for a line's category).
 */
export const ciiFixedCodes: Synthesizer = {
  id: 'cii-fixed-codes',
  rules: [],
  anyRule: true,
  propose(ctx, findings) {
    if (ctx.syntax !== 'CII') return [];
    const out = new Map<string, Proposal>();
    const propose = (key: string, written: string, value: string, patch: Patch, why: string) =>
      out.set(key, {
        field: why,
        value,
        confidence: 'high',
        cause: true,
        reason: `'${written.replace(/\s/g, ' ')}' is the code '${value}' written with space inside (${why}).`,
        patches: [patch],
      });
    for (const f of findings) {
      if (f.ruleId !== 'CII-DT-037' || !f.xpath) continue;
      const xpath = `${f.xpath}/ram:TypeCode[1]`;
      const written = ctx.index.byPath.get(xpath)?.text;
      if (written !== undefined && written !== VAT && clean(written, true) === VAT)
        propose(xpath, written, VAT, { op: 'set_text', xpath, value: VAT }, 'CII-DT-037');
    }
    for (const t of termsOf(ctx)) {
      if (termById(t.bt)?.dataType !== 'Date') continue;
      const el = ctx.index.byPath.get(t.xpath);
      const attr = el?.attrs.find((a) => a.name === 'format');
      const written = attr && ctx.index.text.slice(attr.valueStart, attr.valueEnd);
      if (written && written !== CII_DATE_FORMAT && clean(written, true) === CII_DATE_FORMAT)
        propose(
          `${t.xpath}/@format`,
          written,
          CII_DATE_FORMAT,
          { op: 'set_attr', xpath: t.xpath, name: 'format', value: CII_DATE_FORMAT },
          t.bt,
        );
    }
    return [...out.values()];
  },
};
