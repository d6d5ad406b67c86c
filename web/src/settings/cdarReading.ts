import type { ValidateResult } from '@einvoice/engine';
import type { LocalisedText } from '../i18n/engineText.ts';

/** One party a lifecycle message names, with its role (sender, issuer, recipient, seller, buyer, platform). */
export interface CdarParty {
  role: string;
  name: string | null;
  id: string | null;
}

/**
 * What the page shows of a CDAR lifecycle-status message (issue 24 item 6): the invoice it concerns, the status
 * with its meaning, the parties — drawn from the engine's reading (`result.lifecycle`), its first status.
 */
export interface CdarReading {
  invoiceNumber: string | null;
  /** When the message was made (YYYY-MM-DD), if it says. */
  issued: string | null;
  status: { code: string; meaning: LocalisedText | null };
  parties: CdarParty[];
}

type Lifecycle = NonNullable<ValidateResult['lifecycle']>;

/** The CDAR reading of a result, when it is a lifecycle message the engine read; null otherwise. */
export function cdarReadingOf(result: ValidateResult): CdarReading | null {
  const r: Lifecycle | undefined = result.lifecycle;
  if (!r) return null;
  const first = r.statuses[0];
  const parties: CdarParty[] = [];
  for (const [role, p] of [
    ['sender', r.sender],
    ['issuer', r.issuer],
    ['recipient', r.recipient],
  ] as const) {
    if (p && (p.name || p.id)) parties.push({ role: p.role ?? role, name: p.name, id: p.id });
  }
  return {
    invoiceNumber: first?.invoiceNumber ?? null,
    issued: r.created ? r.created.slice(0, 10) : null,
    status: { code: first?.statusCode ?? first?.statusName ?? '—', meaning: first?.meaning ?? null },
    parties,
  };
}
