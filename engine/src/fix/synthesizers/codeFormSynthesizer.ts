import type { Patch } from '../../patch/Patch.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { termsUnder } from '../termsUnder.ts';

/** The one plausible spelling of a code written in the wrong form, or null when there is none. */
export type CodeForm = (written: string) => string | null;

/** Upper case without surrounding space: ISO and UN/ECE codes are upper-case letters and digits. */
export const upperCode: CodeForm = (s) => {
  const v = s.trim().toUpperCase();
  return /^[A-Z0-9]+$/.test(v) ? v : null;
};

/** A numeric UNTDID code written with leading zeros or space ('058' → '58'). */
export const numericCode: CodeForm = (s) => {
  const v = s.trim().replace(/^0+(?=\d)/, '');
  return /^\d+$/.test(v) ? v : null;
};

/**
 * A synthesizer for code-list rules whose failing value has a single plausible correction (case, space,
 * leading zeros): the correction follows from the value itself, so it is applied in strict mode too.
 */
export function codeFormSynthesizer(
  id: string,
  rules: readonly string[],
  bts: readonly string[],
  form: CodeForm,
  attr?: string,
): Synthesizer {
  return {
    id,
    rules,
    propose(ctx, findings) {
      const out = new Map<string, Proposal>();
      for (const f of findings) {
        for (const t of termsUnder(ctx, f.xpath, bts)) {
          const written = attr ? t.attributes.find((a) => a.name === attr)?.value : t.raw;
          if (written === undefined) continue;
          const value = form(written);
          if (value === null || value === written) continue;
          const isAttr = t.xpath.includes('/@');
          const element = isAttr ? t.xpath.slice(0, t.xpath.lastIndexOf('/@')) : t.xpath;
          const patch: Patch = attr
            ? { op: 'set_attr', xpath: element, name: attr, value }
            : isAttr
              ? { op: 'set_attr', xpath: element, name: t.xpath.slice(t.xpath.lastIndexOf('/@') + 2), value }
              : { op: 'set_text', xpath: element, value };
          out.set(`${element}@${attr ?? ''}`, {
            field: attr ? `${t.bt}@${attr}` : t.bt,
            value,
            confidence: 'high',
            reason: `'${written}' is not in the code list; '${value}' is the same code in its listed form (${f.ruleId}).`,
            patches: [patch],
            touches: [t.bt],
          });
        }
      }
      return [...out.values()];
    },
  };
}
