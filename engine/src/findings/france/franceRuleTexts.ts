import type { RuleText } from '../ruleTextsFields.ts';
import { FRANCE_CDAR_TEXTS } from './textsCdar.ts';
import { FRANCE_COHERENCE_TEXTS } from './textsCoherence.ts';
import { FRANCE_EXTENDED_TEXTS } from './textsExtended.ts';
import { FRANCE_INVOICE_TEXTS } from './textsInvoice.ts';
import { FRANCE_MULTI_VENDOR_TEXTS } from './textsMultiVendor.ts';

/** Texts for FNFE's French rules, keyed by the assert ids as FNFE writes them. */
export const FRANCE_RULE_TEXTS: Record<string, RuleText> = {
  ...FRANCE_INVOICE_TEXTS,
  ...FRANCE_COHERENCE_TEXTS,
  ...FRANCE_MULTI_VENDOR_TEXTS,
  ...FRANCE_CDAR_TEXTS,
  ...FRANCE_EXTENDED_TEXTS,
};
