import { ownTable } from '../ownTable.ts';
import type { CodeList } from './CodeList.ts';

/** UNTDID 2005 codes EN 16931 allows for the VAT point date code (BT-8), in the UBL and CII forms. */
export const VAT_POINT_DATE_CODES: CodeList = ownTable({
  '3': ['Invoice document issue date', 'Rechnungsdatum'],
  '35': ['Delivery date, actual', 'Tatsächliches Lieferdatum'],
  '432': ['Paid to date', 'Bezahlt bis'],
  '5': ['Invoice document issue date', 'Rechnungsdatum'],
  '29': ['Delivery date, actual', 'Tatsächliches Lieferdatum'],
  '72': ['Paid to date', 'Bezahlt bis'],
});
