import type { ValidateResult } from '@einvoice/engine';
import type { LocalisedText } from '../i18n/engineText.ts';

/** One party a lifecycle message names, with its role (sender, issuer, recipient, seller, buyer, platform). */
export interface CdarParty {
  role: string;
  name: string | null;
  id: string | null;
}

/**
 * The engine's reading of a CDAR lifecycle-status message (issue 24 item 6): the invoice it concerns, the
 * status with its meaning, the parties. The engine on this branch has no CDAR reading yet; the page is built
 * against this shape, which the result carries under CDAR_READING_FIELD.
 */
export interface CdarReading {
  invoiceNumber: string | null;
  /** When the status was issued (YYYY-MM-DD), if the message says. */
  issued: string | null;
  status: { code: string; meaning: LocalisedText | null };
  parties: CdarParty[];
}

/** The result field holding the reading. */
export const CDAR_READING_FIELD = 'lifecycle';

const isText = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** The CDAR reading of a result, when it is a lifecycle message the engine read; null otherwise. */
export function cdarReadingOf(result: ValidateResult): CdarReading | null {
  const r = (result as unknown as Record<string, unknown>)[CDAR_READING_FIELD];
  if (!r || typeof r !== 'object') return null;
  const c = r as Partial<CdarReading>;
  const ok =
    isText(c.invoiceNumber ?? null) &&
    typeof c.status?.code === 'string' &&
    Array.isArray(c.parties) &&
    c.parties.every((p) => typeof p?.role === 'string');
  if (!ok) return null;
  const reading = c as CdarReading;
  return { ...reading, invoiceNumber: reading.invoiceNumber ?? null, issued: reading.issued ?? null };
}
