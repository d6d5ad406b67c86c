import { FIELDS } from '../../findings/ruleTextsFields.ts';
import { valuesOf } from '../writeTerm.ts';
import { askSynthesizer } from './askSynthesizer.ts';

/** BT-10 buyer reference (XRechnung: the Leitweg-ID). A buyer address in the Leitweg scheme is a hint, never certain. */
export const buyerReference = askSynthesizer(
  'buyer-reference',
  ['BR-DE-15'],
  FIELDS.buyerReference,
  (ctx) => {
    const endpoint = valuesOf(ctx, 'BT-49')[0];
    const scheme = endpoint?.attributes.find((a) => a.name === 'schemeID')?.value;
    return endpoint && scheme === '0204'
      ? {
          value: endpoint.value,
          confidence: 'medium',
          reason: "The buyer's electronic address is a Leitweg-ID.",
        }
      : null;
  },
);
