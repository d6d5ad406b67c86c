import { describe, expect, it } from 'vitest';
import { PACK_OUTCOMES } from './accountApi.ts';
import { MESSAGES } from './messages.ts';

/** How each language starts a verdict (the words the page already used for authentic and not). */
const VERDICT = {
  en: { yes: 'Authentic:', no: 'Not authentic:' },
  de: { yes: 'Echt:', no: 'Nicht echt:' },
  fr: { yes: 'Authentique :', no: 'Non authentique :' },
} as const;

describe.each(Object.keys(VERDICT) as (keyof typeof VERDICT)[])(
  'the verification outcomes in %s',
  (locale) => {
    const texts = MESSAGES[locale].packOutcome;

    it('has a text for every code the server answers, and no other', () => {
      expect(Object.keys(texts).sort()).toEqual([...PACK_OUTCOMES].sort());
    });

    it('says authentic only for "authentic", and a different reason for every other code', () => {
      for (const code of PACK_OUTCOMES)
        expect(
          texts[code].startsWith(code === 'authentic' ? VERDICT[locale].yes : VERDICT[locale].no),
          code,
        ).toBe(true);
      expect(new Set(Object.values(texts)).size).toBe(PACK_OUTCOMES.length);
    });
  },
);

it('is translated: no German or French text is the English one', () => {
  for (const locale of ['de', 'fr'] as const)
    for (const code of PACK_OUTCOMES)
      expect(MESSAGES[locale].packOutcome[code], `${locale} ${code}`).not.toBe(MESSAGES.en.packOutcome[code]);
});
