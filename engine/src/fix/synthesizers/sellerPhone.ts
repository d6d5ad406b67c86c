import { FIELDS } from '../../findings/ruleTextsFields.ts';
import { askSynthesizer } from './askSynthesizer.ts';

/** BT-42 seller contact telephone (XRechnung BR-DE-6). */
export const sellerPhone = askSynthesizer('seller-contact-phone', ['BR-DE-6'], FIELDS.sellerPhone);
