import { FIELDS } from '../../findings/ruleTextsFields.ts';
import { valuesOf } from '../writeTerm.ts';
import { askSynthesizer } from './askSynthesizer.ts';

/** BT-49 buyer electronic address; the buyer contact e-mail is a plausible one. */
export const buyerEndpoint = askSynthesizer(
  'buyer-electronic-address',
  ['PEPPOL-EN16931-R010'],
  FIELDS.buyerEndpoint,
  (ctx) => {
    const mail = valuesOf(ctx, 'BT-58')[0]?.value;
    return mail
      ? { value: mail, scheme: 'EM', confidence: 'medium', reason: "The buyer contact's e-mail address." }
      : null;
  },
);
