import { ownTable } from '../ownTable.ts';
import type { CodeList } from './CodeList.ts';

/** UNTDID 7143 item classification schemes commonly used for BT-158. */
export const ITEM_CLASSIFICATIONS: CodeList = ownTable({
  CG: ['Commodity grouping', 'Warengruppe'],
  CV: ['Customs article number', 'Zolltarifnummer'],
  GN: ['National product group code', 'Nationale Warengruppe'],
  HS: ['Harmonised system', 'Harmonisiertes System'],
  IB: ['ISBN (International Standard Book Number)', 'ISBN (Internationale Standardbuchnummer)'],
  MP: ['Product/service identification number', 'Produkt-/Dienstleistungsnummer'],
  SRS: ['GS1 Global Product Classification (GPC)', 'GS1 Global Product Classification (GPC)'],
  STI: ['Service Type Index', 'Dienstleistungsindex'],
  STL: ['Standard Industrial Classification (SIC)', 'Standard Industrial Classification (SIC)'],
  TSN: ['Tax class', 'Steuerklasse'],
  TST: ['UNSPSC', 'UNSPSC'],
  ZZZ: ['Mutually defined', 'Gegenseitig vereinbart'],
});
