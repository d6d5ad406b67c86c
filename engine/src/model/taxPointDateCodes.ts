import { ownTable } from '../ownTable.ts';
/** BT-8 in UBL uses UNTDID 2005 (3, 35, 432), in CII UNTDID 2475 (5, 29, 72): the same three meanings. */
export const UBL_TO_CII_DATE_CODE: Readonly<Record<string, string>> = ownTable({
  '3': '5',
  '35': '29',
  '432': '72',
});

/** The reverse of UBL_TO_CII_DATE_CODE. */
export const CII_TO_UBL_DATE_CODE: Readonly<Record<string, string>> = ownTable({
  '5': '3',
  '29': '35',
  '72': '432',
});

/** A code in the other syntax's list; codes outside the mapping stay as they are. */
export function mapCode(code: string, table: Readonly<Record<string, string>>): string {
  return table[code] ?? code;
}
