import { codeFormSynthesizer, upperCode } from './codeFormSynthesizer.ts';

/** The scheme (EAS) of seller and buyer electronic address in lower case. */
export const electronicAddressScheme = codeFormSynthesizer(
  'electronic-address-scheme',
  ['BR-CL-25'],
  ['BT-34', 'BT-49'],
  upperCode,
  'schemeID',
);
