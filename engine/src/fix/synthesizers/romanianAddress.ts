import { RO_COUNTY_OPTIONS, RO_SECTOR_OPTIONS } from '../../codes/romanianCounties.ts';
import { termById } from '../../semantics/terms.ts';
import type { SchemeOption, Text } from '../../types.ts';
import { choiceQuestion } from '../questions.ts';
import type { Synthesizer } from '../Synthesizer.ts';
import { writeTerm } from '../writeTerm.ts';

interface Asked {
  rule: string;
  bt: string;
  options: readonly SchemeOption[];
  what: Text;
}

const COUNTY: Text = {
  en: 'the county, as its ISO 3166-2:RO code',
  de: 'der Kreis, als ISO-3166-2:RO-Code',
  fr: 'le județ, par son code ISO 3166-2:RO',
};
const SECTOR: Text = {
  en: 'the Bucharest sector (SECTOR1 … SECTOR6)',
  de: 'der Bukarester Sektor (SECTOR1 … SECTOR6)',
  fr: 'le secteur de Bucarest (SECTOR1 … SECTOR6)',
};

// CIUS-RO's address rules that want a code from its own lists, for a Romanian seller, buyer or tax representative.
const ASKED: readonly Asked[] = [
  { rule: 'BR-RO-110', bt: 'BT-39', options: RO_COUNTY_OPTIONS, what: COUNTY },
  { rule: 'BR-RO-111', bt: 'BT-54', options: RO_COUNTY_OPTIONS, what: COUNTY },
  { rule: 'BR-RO-170', bt: 'BT-68', options: RO_COUNTY_OPTIONS, what: COUNTY },
  { rule: 'BR-RO-100', bt: 'BT-37', options: RO_SECTOR_OPTIONS, what: SECTOR },
  { rule: 'BR-RO-101', bt: 'BT-52', options: RO_SECTOR_OPTIONS, what: SECTOR },
  { rule: 'BR-RO-160', bt: 'BT-66', options: RO_SECTOR_OPTIONS, what: SECTOR },
];

function label(bt: string, what: Text): Text {
  const name = termById(bt)?.name ?? { en: bt, de: bt, fr: bt };
  return {
    en: `${name.en}: ${what.en}`,
    de: `${name.de ?? name.en}: ${what.de}`,
    fr: `${name.fr ?? name.en} : ${what.fr}`,
  };
}

/**
 * CIUS-RO's county and sector codes (BR-RO-110/111/170, BR-RO-100/101/160): which county or sector an address
 * lies in is the issuer's to say, never read from a city or post code, so both modes ask (a choice of the
 * owner's codes) and nothing is written unanswered.
 */
export const romanianAddress: Synthesizer = {
  id: 'romanian-address',
  rules: ASKED.map((a) => a.rule),
  propose: (ctx, findings) =>
    ASKED.filter((a) => findings.some((f) => f.ruleId === a.rule)).map((a) => ({
      field: a.bt,
      value: null,
      confidence: 'low' as const,
      reason: `CIUS-RO ${a.rule} wants ${a.what.en}; the invoice does not say which.`,
      patches: [],
      question: choiceQuestion(a.bt, label(a.bt, a.what), [...a.options], [a.rule], (code) =>
        writeTerm(ctx, a.bt, { text: code }),
      ),
    })),
};
