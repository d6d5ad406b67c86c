import { ownTable } from '../ownTable.ts';
import type { CodeList } from './CodeList.ts';

/** UNTDID 4451 text subject codes commonly used for invoice notes (BT-21). */
export const NOTE_SUBJECTS: CodeList = ownTable({
  AAA: ['Goods item description', 'Warenbeschreibung'],
  AAB: ['Payment term', 'Zahlungsbedingungen'],
  AAC: ['Dangerous goods additional information', 'Zusatzangaben zu Gefahrgut'],
  AAI: ['General information', 'Allgemeine Information'],
  AAJ: ['Additional conditions of sale/purchase', 'Zusätzliche Verkaufs-/Einkaufsbedingungen'],
  AAK: ['Price conditions', 'Preisbedingungen'],
  ABL: ['Government information', 'Behördliche Information'],
  ABN: ['Accounting information', 'Buchhaltungsinformation'],
  ACB: ['Additional information', 'Zusätzliche Information'],
  ADU: ['Note', 'Anmerkung'],
  AFT: ['Location information', 'Ortsangabe'],
  BLU: ['Waste information', 'Abfallinformation'],
  CUS: ['Customs declaration information', 'Zollanmeldungsinformation'],
  PAI: ['Payment instructions information', 'Zahlungsanweisungen'],
  PMD: ['Payment detail/remittance information', 'Zahlungsdetails'],
  PMT: ['Payment information', 'Zahlungsinformation'],
  PRF: ['Price calculation formula', 'Preisberechnungsformel'],
  REG: ['Regulatory information', 'Regulatorische Information'],
  SUR: ['Supplier remarks', 'Anmerkungen des Lieferanten'],
  TXD: ['Tax declaration', 'Steuererklärung'],
});
