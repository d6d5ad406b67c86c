import { TERMS } from '../../semantics/terms.ts';
import { codeFormSynthesizer, upperCode } from './codeFormSynthesizer.ts';

const AMOUNTS = TERMS.filter((t) => t.dataType === 'Amount' || t.dataType === 'Unit price amount').map(
  (t) => t.id,
);

/** The currencyID of an amount in lower case or with space. */
export const currencyAttribute = codeFormSynthesizer(
  'currency-attribute',
  ['BR-CL-03'],
  AMOUNTS,
  upperCode,
  'currencyID',
);
