import { codeFormSynthesizer, numericCode } from './codeFormSynthesizer.ts';

/** Payment means code (UNTDID 4461) with leading zeros or space. */
export const paymentMeansCodeForm = codeFormSynthesizer(
  'payment-means-code-form',
  ['BR-CL-16'],
  ['BT-81'],
  numericCode,
);
