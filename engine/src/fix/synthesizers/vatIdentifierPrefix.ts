import { codeFormSynthesizer } from './codeFormSynthesizer.ts';

/** A VAT identifier whose country prefix is in lower case ('de 123456789'): the prefix is an ISO code. */
export const vatIdentifierPrefix = codeFormSynthesizer(
  'vat-identifier-prefix',
  ['BR-CO-09'],
  ['BT-31', 'BT-48', 'BT-63'],
  (s) =>
    /^\s*[a-zA-Z]{2}/.test(s) ? s.replace(/^\s*([a-zA-Z]{2})/, (_, p: string) => p.toUpperCase()) : null,
);
