import { termById } from '../../semantics/terms.ts';
import { parseDate } from '../parseDate.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { termsOf } from '../writeTerm.ts';

const CII_DATE_RULES = Array.from({ length: 104 }, (_, i) => `CII-DT-${String(i + 1).padStart(3, '0')}`);

/**
 * Dates in a lexical form the syntax does not allow (04.04.2016, 2016-04-04T00:00:00, ISO in a CII format-102
 * field). Only unambiguous forms are rewritten; the day stays the same, so the change is of form only.
 */
export const dateForm: Synthesizer = {
  id: 'date-form',
  rules: ['XSD', 'BR-03', ...CII_DATE_RULES],
  propose(ctx) {
    return termsOf(ctx).flatMap((t): Proposal[] => {
      if (termById(t.bt)?.dataType !== 'Date' || t.xpath.includes('/@')) return [];
      const iso = parseDate(t.raw);
      const want = ctx.syntax === 'UBL' ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{8}$/;
      if (!iso || want.test(t.raw)) return [];
      const value = ctx.syntax === 'UBL' ? iso : iso.replaceAll('-', '');
      return [
        {
          field: t.bt,
          value,
          confidence: 'high',
          reason: `'${t.raw}' names the date ${iso}; the syntax writes it as ${value}.`,
          patches: [{ op: 'set_text', xpath: t.xpath, value }],
        },
      ];
    });
  },
};
