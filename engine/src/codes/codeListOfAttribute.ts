import type { CodeList } from './CodeList.ts';
import { CURRENCIES } from './currencies.ts';
import { ITEM_CLASSIFICATIONS } from './itemClassifications.ts';
import { EAS_SCHEMES, ICD_SCHEMES } from './schemes.ts';
import { UNITS } from './units.ts';

// Electronic addresses (BT-34, BT-49) use the EAS list; every other scheme identifier the ISO 6523 ICD list.
const ELECTRONIC_ADDRESS = /(?:cbc:EndpointID|ram:URIID)\[\d+\]$/;

/** The code list of a supplementary attribute (`currencyID`, `unitCode`, `schemeID`, `listID`) on an element. */
export function codeListOfAttribute(name: string, elementXpath: string): CodeList | undefined {
  if (name === 'currencyID') return CURRENCIES;
  if (name === 'unitCode') return UNITS;
  if (name === 'listID') return ITEM_CLASSIFICATIONS;
  if (name === 'schemeID') return ELECTRONIC_ADDRESS.test(elementXpath) ? EAS_SCHEMES : ICD_SCHEMES;
  return undefined;
}
