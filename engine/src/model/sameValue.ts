import { Decimal } from '../decimal/Decimal.ts';
import { termById } from '../semantics/terms.ts';
import { UBL_TO_CII_DATE_CODE } from './taxPointDateCodes.ts';

const NUMERIC = new Set(['Amount', 'Unit price amount', 'Quantity', 'Percentage']);

/**
 * Whether two values of a term mean the same: numbers compare as decimals (`30` = `30.000`), everything
 * else as the model's trimmed text (dates are already ISO in the model).
 */
export function sameValue(bt: string, a: string, b: string): boolean {
  if (a === b) return true;
  if (bt === 'BT-8') return UBL_TO_CII_DATE_CODE[a] === b || UBL_TO_CII_DATE_CODE[b] === a;
  const type = termById(bt)?.dataType;
  if (!type || !NUMERIC.has(type)) return false;
  const x = Decimal.parse(a);
  const y = Decimal.parse(b);
  return !!x && !!y && x.equals(y);
}
