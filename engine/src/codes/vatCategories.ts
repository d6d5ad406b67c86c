import { ownTable } from '../ownTable.ts';
import type { CodeList } from './CodeList.ts';

/** UNTDID 5305 duty/tax/fee category codes of EN 16931 (BR-CL-17, BR-CL-18). */
export const VAT_CATEGORIES: CodeList = ownTable({
  S: ['Standard rate', 'Umsatzsteuer zum Normalsatz'],
  Z: ['Zero rated goods', 'Nullsatz'],
  E: ['Exempt from tax', 'Steuerbefreit'],
  AE: ['VAT reverse charge', 'Umkehrung der Steuerschuldnerschaft'],
  K: ['VAT exempt for EEA intra-community supply', 'Innergemeinschaftliche Lieferung, steuerfrei'],
  G: ['Free export item, VAT not charged', 'Steuerfreie Ausfuhr'],
  O: ['Services outside scope of tax', 'Nicht steuerbar'],
  L: [
    'Canary Islands general indirect tax (IGIC)',
    'Allgemeine indirekte Steuer der Kanarischen Inseln (IGIC)',
  ],
  M: [
    'Tax for production, services and importation in Ceuta and Melilla (IPSI)',
    'Steuer für Produktion, Dienstleistungen und Einfuhr in Ceuta und Melilla (IPSI)',
  ],
  B: ['Transferred (VAT), Italy', 'Übertragene Umsatzsteuer (Italien)'],
});
