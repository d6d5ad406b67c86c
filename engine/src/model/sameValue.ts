import { Decimal } from '../decimal/Decimal.ts';
import { termById } from '../semantics/terms.ts';
import { UBL_TO_CII_DATE_CODE } from './taxPointDateCodes.ts';

const NUMERIC = new Set(['Amount', 'Unit price amount', 'Quantity', 'Percentage']);

/**
 * A key that two values of a term share exactly when they mean the same: numbers as decimals (`30` and
 * `30.000` alike), a BT-8 code in either syntax's list, everything else as the model's trimmed text (dates
 * are already ISO in the model). Lets comparisons of whole models look values up instead of scanning.
 */
export function valueKey(bt: string, v: string): string {
  if (bt === 'BT-8') return `c:${Object.hasOwn(UBL_TO_CII_DATE_CODE, v) ? UBL_TO_CII_DATE_CODE[v] : v}`;
  const type = termById(bt)?.dataType;
  const d = type && NUMERIC.has(type) ? Decimal.canonical(v) : undefined;
  return d === undefined ? `t:${v}` : `d:${d}`;
}

/** Whether two values of a term mean the same (see valueKey). */
export function sameValue(bt: string, a: string, b: string): boolean {
  return a === b || valueKey(bt, a) === valueKey(bt, b);
}
