import { ownTable } from '../ownTable.ts';
import type { CodeList } from './CodeList.ts';

/** CEF VATEX exemption reason codes (BT-121), shortened to their common meaning. */
export const VAT_EXEMPTION_REASONS: CodeList = ownTable({
  'VATEX-EU-79-C': [
    'Exempt based on article 79, point c of Council Directive 2006/112/EC',
    'Steuerbefreit nach Artikel 79 Buchstabe c der Richtlinie 2006/112/EG',
  ],
  'VATEX-EU-132': [
    'Exempt based on article 132 of Council Directive 2006/112/EC',
    'Steuerbefreit nach Artikel 132 der Richtlinie 2006/112/EG',
  ],
  'VATEX-EU-143': [
    'Exempt based on article 143 of Council Directive 2006/112/EC',
    'Steuerbefreit nach Artikel 143 der Richtlinie 2006/112/EG',
  ],
  'VATEX-EU-148': [
    'Exempt based on article 148 of Council Directive 2006/112/EC',
    'Steuerbefreit nach Artikel 148 der Richtlinie 2006/112/EG',
  ],
  'VATEX-EU-151': [
    'Exempt based on article 151 of Council Directive 2006/112/EC',
    'Steuerbefreit nach Artikel 151 der Richtlinie 2006/112/EG',
  ],
  'VATEX-EU-309': [
    'Exempt based on article 309 of Council Directive 2006/112/EC',
    'Steuerbefreit nach Artikel 309 der Richtlinie 2006/112/EG',
  ],
  'VATEX-EU-AE': ['Reverse charge', 'Umkehrung der Steuerschuldnerschaft'],
  'VATEX-EU-D': [
    'Intra-Community acquisition from second hand means of transport',
    'Innergemeinschaftlicher Erwerb gebrauchter Fahrzeuge',
  ],
  'VATEX-EU-F': [
    'Intra-Community acquisition of second hand goods',
    'Innergemeinschaftlicher Erwerb von Gebrauchtgegenständen',
  ],
  'VATEX-EU-G': ['Export outside the EU', 'Ausfuhr aus der EU'],
  'VATEX-EU-I': [
    'Intra-Community acquisition of works of art',
    'Innergemeinschaftlicher Erwerb von Kunstgegenständen',
  ],
  'VATEX-EU-IC': ['Intra-Community supply', 'Innergemeinschaftliche Lieferung'],
  'VATEX-EU-J': [
    'Intra-Community acquisition of collectors items and antiques',
    'Innergemeinschaftlicher Erwerb von Sammlungsstücken und Antiquitäten',
  ],
  'VATEX-EU-O': ['Not subject to VAT', 'Nicht umsatzsteuerbar'],
  'VATEX-FR-FRANCHISE': ['France domestic VAT franchise in base', 'Französische Kleinunternehmerregelung'],
  'VATEX-FR-CNWVAT': [
    'France domestic credit notes without VAT',
    'Französische Gutschriften ohne Umsatzsteuer',
  ],
});
