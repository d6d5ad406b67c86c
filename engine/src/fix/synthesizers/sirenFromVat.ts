import { bug } from '../../errors.ts';
import type { Field, Text } from '../../types.ts';
import { fieldQuestion, ruleField } from '../questions.ts';
import type { Synthesizer } from '../Synthesizer.ts';
import { valuesOf, writeTerm } from '../writeTerm.ts';

/**
 * The SIREN inside a French VAT number: FR, a 2-digit key, the 9-digit SIREN, where the key is
 * (12 + 3 × (SIREN mod 97)) mod 97. Null when the number is not of that form or its key does not match:
 * only a number that proves its SIREN yields one.
 */
export function sirenOfFrenchVat(vat: string): { siren: string; key: string } | null {
  const m = /^FR(\d{2})(\d{9})$/.exec(vat.replace(/\s+/g, '').toUpperCase());
  if (!m?.[1] || !m[2]) return null;
  const key = (12 + 3 * (Number(m[2]) % 97)) % 97;
  return key === Number(m[1]) ? { siren: m[2], key: m[1] } : null;
}

/** How the SIREN follows from the VAT number, for the question's help. */
function derivation(vatTerm: string, vat: string, siren: string, key: string): Text {
  const formula = `(12 + 3 × (${siren} mod 97)) mod 97 = ${Number(key)}`;
  return {
    en: `Derived from the VAT identifier (${vatTerm}) ${vat}: a French VAT number is FR, a 2-digit key and the SIREN, and its key ${key} checks out: ${formula}. Confirm the SIREN ${siren} or enter the right one.`,
    de: `Abgeleitet aus der USt-IdNr. (${vatTerm}) ${vat}: Eine französische USt-IdNr. besteht aus FR, einem 2-stelligen Schlüssel und der SIREN, und ihr Schlüssel ${key} stimmt: ${formula}. Bestätigen Sie die SIREN ${siren} oder geben Sie die richtige ein.`,
    fr: `Déduit du numéro de TVA (${vatTerm}) ${vat} : un numéro de TVA français se compose de FR, d’une clé à 2 chiffres et du SIREN, et sa clé ${key} est juste : ${formula}. Confirmez le SIREN ${siren} ou saisissez le bon.`,
  };
}

/**
 * Asks for a party's SIREN when a French rule finds it missing; where the party's French VAT number proves one,
 * the question offers it with the derivation. Never applied without an answer: a member of a single VAT taxable
 * person (assujetti unique, BR-FR-CO-14) invoices under the group's VAT number but keeps its own SIREN, and only
 * the issuer knows which case it is.
 */
function sirenSynthesizer(
  id: string,
  rule: string,
  legalTerm: 'BT-30' | 'BT-47',
  vatTerm: 'BT-31' | 'BT-48',
): Synthesizer {
  const base = ruleField(rule, legalTerm) ?? bug(`${rule} has no ${legalTerm} field`);
  return {
    id,
    rules: [rule],
    propose(ctx, findings) {
      const vat = valuesOf(ctx, vatTerm)[0]?.value ?? '';
      const derived = sirenOfFrenchVat(vat);
      const write = (value: string, scheme: string | undefined) =>
        writeTerm(ctx, legalTerm, { text: value, attrs: { schemeID: scheme ?? '0002' } });
      const asked: Field = derived
        ? { ...base, help: derivation(vatTerm, vat.trim(), derived.siren, derived.key) }
        : base;
      const question = fieldQuestion(
        legalTerm,
        asked,
        [...new Set(findings.map((f) => f.ruleId))],
        write,
        'engine',
      );
      return [
        {
          field: legalTerm,
          value: null,
          confidence: 'low',
          reason: derived
            ? `The SIREN ${derived.siren} follows from the VAT identifier ${vat.trim()}; the issuer confirms it.`
            : `The SIREN is missing and nothing in the invoice proves it.`,
          patches: [],
          question: derived ? { ...question, default: derived.siren } : question,
        },
      ];
    },
  };
}

export const sellerSiren = sirenSynthesizer('seller-siren', 'BR-FR-10_BT-30', 'BT-30', 'BT-31');

export const buyerSiren = sirenSynthesizer('buyer-siren', 'BR-FR-11_BT-47', 'BT-47', 'BT-48');
