import { FIELDS } from '../../findings/ruleTextsFields.ts';
import { valuesOf } from '../writeTerm.ts';
import { askSynthesizer } from './askSynthesizer.ts';

/** BT-34 seller electronic address; the seller contact e-mail is a plausible one. */
export const sellerEndpoint = askSynthesizer(
  'seller-electronic-address',
  ['PEPPOL-EN16931-R020'],
  FIELDS.sellerEndpoint,
  (ctx) => {
    const mail = valuesOf(ctx, 'BT-43')[0]?.value;
    return mail
      ? { value: mail, scheme: 'EM', confidence: 'medium', reason: "The seller contact's e-mail address." }
      : null;
  },
);
