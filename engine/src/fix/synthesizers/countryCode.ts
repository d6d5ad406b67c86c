import { codeFormSynthesizer, upperCode } from './codeFormSynthesizer.ts';

/** Country codes of seller, buyer, tax representative and delivery (ISO 3166-1) in lower case. */
export const countryCode = codeFormSynthesizer(
  'country-code',
  ['BR-CL-14', 'BR-CL-15'],
  ['BT-40', 'BT-55', 'BT-69', 'BT-80', 'BT-159'],
  upperCode,
);
