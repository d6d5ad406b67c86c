import { termById } from '../../semantics/terms.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { termsOf } from '../writeTerm.ts';

// Characters no code or identifier means: no-break and zero-width spaces, byte-order marks, C0/C1 controls.
const STRAY = /[\u00a0\u200b-\u200d\u2060\ufeff\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
// Whether clean() could change a value: the test that spares most values of a large invoice the rewriting.
const SUSPECT = /[\s\u00a0\u200b-\u200d\u2060\ufeff\u0000-\u0008\u000e-\u001f\u007f-\u009f]/;
// Attributes holding codes or scheme identifiers, compared by string equality by the rules.
const CODE_ATTRIBUTES = new Set(['currencyID', 'unitCode', 'schemeID', 'listID', 'mimeCode']);

// The value as a reader can see it: invisible characters named by their code point.
const visible = (s: string) =>
  s.replace(/[^\x21-\x7e\u00a1-\u2000]/gu, (c) =>
    c === ' ' ? ' ' : `<U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`,
  );

// A code is one token: any whitespace in or around it is damage. An identifier may contain spaces (a VAT id
// written 'DE 123456789'): only its stray characters go, and the space around it.
export function clean(value: string, code: boolean): string {
  const v = value.replace(/\u00a0/g, ' ').replace(STRAY, '');
  return code ? v.replace(/\s+/g, '') : v.trim();
}

/**
 * Normalises the writing of codes and identifiers before anything else is repaired (issue 15): a line break
 * after a VAT category, a no-break space in a currency, a byte-order mark before a payment means code make
 * rules that compare by string equality fire elsewhere — sums look wrong, code lists fire on the wrong
 * element. The value's meaning stays; the repair is re-validated before any amount is proposed. It answers
 * every rule, since the symptom may be any.
 */
export const stringCharacters: Synthesizer = {
  id: 'string-characters',
  rules: [],
  anyRule: true,
  propose(ctx) {
    const out: Proposal[] = [];
    for (const t of termsOf(ctx)) {
      // Most values of an invoice have nothing to clean: they cost one test.
      const suspect = SUSPECT.test(t.raw);
      if (!suspect && t.attributes.length === 0) continue;
      const type = termById(t.bt)?.dataType;
      const attr = t.xpath.includes('/@');
      const element = attr ? t.xpath.slice(0, t.xpath.lastIndexOf('/@')) : t.xpath;
      // A value the model derives from other text (the UBL note's #CODE#) is not rewritten from that text.
      if ((type === 'Code' || type === 'Identifier') && suspect && t.value === t.raw.trim()) {
        const value = clean(t.raw, type === 'Code' || attr);
        const changed = type === 'Code' || attr ? value !== t.raw : value !== t.raw.trim();
        if (changed && value !== '')
          out.push({
            field: t.bt,
            value,
            confidence: 'high',
            cause: true,
            reason: `'${visible(t.raw)}' carries characters a ${type === 'Code' ? 'code' : 'identifier'} does not mean (space, line break, no-break space, control character); the value is '${value}'.`,
            patches: attr
              ? [
                  {
                    op: 'set_attr',
                    xpath: element,
                    name: t.xpath.slice(t.xpath.lastIndexOf('/@') + 2),
                    value,
                  },
                ]
              : [{ op: 'set_text', xpath: t.xpath, value }],
          });
      }
      for (const a of t.attributes) {
        if (!CODE_ATTRIBUTES.has(a.name) || !SUSPECT.test(a.value)) continue;
        const value = clean(a.value, true);
        if (value === a.value || value === '') continue;
        out.push({
          field: `${t.bt}@${a.name}`,
          value,
          confidence: 'high',
          cause: true,
          reason: `The ${a.name} '${visible(a.value)}' carries characters a code does not mean; it is '${value}'.`,
          patches: [{ op: 'set_attr', xpath: element, name: a.name, value }],
          touches: [t.bt],
        });
      }
    }
    return out;
  },
};
