import { describe, expect, it } from 'vitest';
import type { CodeList } from '../codes/CodeList.ts';
import { INVOICE_TYPES } from '../codes/invoiceTypes.ts';
import { PAYMENT_MEANS } from '../codes/paymentMeans.ts';
import { EAS_SCHEMES, ICD_SCHEMES } from '../codes/schemes.ts';
import { VAT_CATEGORIES } from '../codes/vatCategories.ts';
import type { SchemeOption } from '../types.ts';
import {
  EAS_OPTIONS,
  ICD_OPTIONS,
  INVOICE_TYPE_OPTIONS,
  PAYMENT_MEANS_OPTIONS,
  VAT_CATEGORY_OPTIONS,
} from './ruleTextsFields.ts';

const CHOICES: [string, SchemeOption[], CodeList][] = [
  ['EAS', EAS_OPTIONS, EAS_SCHEMES],
  ['ICD', ICD_OPTIONS, ICD_SCHEMES],
  ['VAT category', VAT_CATEGORY_OPTIONS, VAT_CATEGORIES],
  ['invoice type', INVOICE_TYPE_OPTIONS, INVOICE_TYPES],
  ['payment means', PAYMENT_MEANS_OPTIONS, PAYMENT_MEANS],
];

describe('question options are picked from the code lists', () => {
  it.each(CHOICES)(
    '%s: every option is a code of its list, labelled as the list labels it',
    (_, options, list) => {
      expect(options.length).toBeGreaterThan(0);
      expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
      for (const o of options) expect([o.label.en, o.label.de], o.value).toEqual(list[o.value]);
    },
  );

  it('offers the most used codes first, as before', () => {
    expect(EAS_OPTIONS.slice(0, 3).map((o) => o.value)).toEqual(['EM', '0204', '9930']);
    expect(EAS_OPTIONS[0]?.label.en).toBe('Electronic mail (SMTP)');
    expect(PAYMENT_MEANS_OPTIONS[0]).toEqual({
      value: '58',
      label: { en: 'SEPA credit transfer', de: 'SEPA-Überweisung', fr: 'Virement SEPA' },
    });
    expect(VAT_CATEGORY_OPTIONS.map((o) => o.value)).toEqual(['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M']);
  });
});
