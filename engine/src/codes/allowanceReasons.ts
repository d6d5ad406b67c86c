import { ownTable } from '../ownTable.ts';
import type { CodeList } from './CodeList.ts';

/** UNTDID 5189 allowance reason codes of EN 16931 (BR-CL-19). */
export const ALLOWANCE_REASONS: CodeList = ownTable({
  '41': ['Bonus for works ahead of schedule', 'Bonus für vorzeitige Fertigstellung'],
  '42': ['Other bonus', 'Sonstiger Bonus'],
  '60': ["Manufacturer's consumer discount", 'Verbraucherrabatt des Herstellers'],
  '62': ['Due to military status', 'Aufgrund des Militärstatus'],
  '63': ['Due to work accident', 'Aufgrund eines Arbeitsunfalls'],
  '64': ['Special agreement', 'Sondervereinbarung'],
  '65': ['Production error discount', 'Rabatt wegen Produktionsfehler'],
  '66': ['New outlet discount', 'Neueröffnungsrabatt'],
  '67': ['Sample discount', 'Musterrabatt'],
  '68': ['End-of-range discount', 'Auslaufrabatt'],
  '70': ['Incoterm discount', 'Incoterm-Rabatt'],
  '71': ['Point of sales threshold allowance', 'Rabatt bei Erreichen der Verkaufsschwelle'],
  '88': ['Material surcharge/deduction', 'Materialzuschlag/-abschlag'],
  '95': ['Discount', 'Rabatt'],
  '100': ['Special rebate', 'Sonderrabatt'],
  '102': ['Fixed long term', 'Langfristig fest'],
  '103': ['Temporary', 'Befristet'],
  '104': ['Standard', 'Standard'],
  '105': ['Yearly turnover', 'Jahresumsatz'],
});
