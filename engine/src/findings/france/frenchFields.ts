import type { Field, Text } from '../../types.ts';
import { field } from '../ruleTextsFields.ts';

/** A SIREN (9 digits) under scheme 0002, the French reform's legal identifier of a party. */
export function sirenField(termId: 'BT-30' | 'BT-47', whose: Text): Field {
  return field(termId, {
    help: {
      en: `The 9-digit SIREN of ${whose.en}, as registered with INSEE (the first 9 digits of a SIRET).`,
      de: `Die 9-stellige SIREN ${whose.de}, wie beim INSEE eingetragen (die ersten 9 Ziffern einer SIRET).`,
      fr: `Le SIREN à 9 chiffres ${whose.fr}, tel qu’immatriculé à l’INSEE (les 9 premiers chiffres d’un SIRET).`,
    },
    examples: ['404833048'],
    pattern: '^[0-9]{9}$',
    scheme: {
      attr: 'schemeID',
      label: { en: 'Identifier scheme (ICD)', de: 'Kennungsschema (ICD)', fr: 'Schéma d’identifiant (ICD)' },
      options: [{ value: '0002', label: { en: 'SIREN', de: 'SIREN', fr: 'SIREN' } }],
    },
  });
}
