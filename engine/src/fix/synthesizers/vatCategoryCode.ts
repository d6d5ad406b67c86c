import { codeFormSynthesizer, upperCode } from './codeFormSynthesizer.ts';

/** VAT category codes (UNTDID 5305) of lines, allowances, charges and breakdown in lower case. */
export const vatCategoryCode = codeFormSynthesizer(
  'vat-category-code',
  ['BR-CL-17', 'BR-CL-18'],
  ['BT-95', 'BT-102', 'BT-118', 'BT-151'],
  upperCode,
);
