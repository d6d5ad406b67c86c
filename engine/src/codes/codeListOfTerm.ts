import { ALLOWANCE_REASONS } from './allowanceReasons.ts';
import type { CodeList } from './CodeList.ts';
import { CHARGE_REASONS } from './chargeReasons.ts';
import { COUNTRIES } from './countries.ts';
import { CURRENCIES } from './currencies.ts';
import { INVOICE_TYPES } from './invoiceTypes.ts';
import { NOTE_SUBJECTS } from './noteSubjects.ts';
import { PAYMENT_MEANS } from './paymentMeans.ts';
import { UNITS } from './units.ts';
import { VAT_CATEGORIES } from './vatCategories.ts';
import { VAT_EXEMPTION_REASONS } from './vatExemptionReasons.ts';
import { VAT_POINT_DATE_CODES } from './vatPointDateCodes.ts';

// Every code-typed business term of EN 16931-1 with the list its values come from.
const BY_TERM: Readonly<Record<string, CodeList>> = {
  'BT-3': INVOICE_TYPES,
  'BT-5': CURRENCIES,
  'BT-6': CURRENCIES,
  'BT-8': VAT_POINT_DATE_CODES,
  'BT-21': NOTE_SUBJECTS,
  'BT-40': COUNTRIES,
  'BT-55': COUNTRIES,
  'BT-69': COUNTRIES,
  'BT-80': COUNTRIES,
  'BT-81': PAYMENT_MEANS,
  'BT-95': VAT_CATEGORIES,
  'BT-98': ALLOWANCE_REASONS,
  'BT-102': VAT_CATEGORIES,
  'BT-105': CHARGE_REASONS,
  'BT-118': VAT_CATEGORIES,
  'BT-121': VAT_EXEMPTION_REASONS,
  'BT-130': UNITS,
  'BT-140': ALLOWANCE_REASONS,
  'BT-145': CHARGE_REASONS,
  'BT-150': UNITS,
  'BT-151': VAT_CATEGORIES,
  'BT-159': COUNTRIES,
};

/** The code list a business term's values are drawn from, if it is a coded term. */
export function codeListOfTerm(bt: string): CodeList | undefined {
  return BY_TERM[bt];
}
