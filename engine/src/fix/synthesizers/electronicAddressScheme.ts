import { codeFormSynthesizer, upperCode } from './codeFormSynthesizer.ts';

/** The scheme (EAS) of seller and buyer electronic address in lower case (BR-DEX-07 is the XRechnung extension's BR-CL-25). */
export const electronicAddressScheme = codeFormSynthesizer(
  'electronic-address-scheme',
  ['BR-CL-25', 'BR-DEX-07'],
  ['BT-34', 'BT-49'],
  upperCode,
  'schemeID',
);
