import { FIELDS } from '../../findings/ruleTextsFields.ts';
import { askSynthesizer } from './askSynthesizer.ts';

/** BT-43 seller contact e-mail (XRechnung BR-DE-7). */
export const sellerEmail = askSynthesizer('seller-contact-email', ['BR-DE-7'], FIELDS.sellerEmail);
