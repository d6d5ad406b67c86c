import { codeFormSynthesizer, numericCode } from './codeFormSynthesizer.ts';

/** Invoice type code (UNTDID 1001) with leading zeros or space. */
export const invoiceTypeCode = codeFormSynthesizer('invoice-type-code', ['BR-CL-01'], ['BT-3'], numericCode);
