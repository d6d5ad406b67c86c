import { codeFormSynthesizer, upperCode } from './codeFormSynthesizer.ts';

/** Invoice and VAT accounting currency (BT-5, BT-6) written in lower case or with space. */
export const currencyCode = codeFormSynthesizer(
  'currency-code',
  ['BR-CL-04', 'BR-CL-05'],
  ['BT-5', 'BT-6'],
  upperCode,
);
