import { randomBytes } from 'node:crypto';
import type { InspectResult } from '@einvoice/engine';
import type { Context } from 'hono';
import type { Clock } from '../lib/clock.ts';
import type { LegacyStore, ValidationRecord } from '../storage/legacyStore.ts';
import { withDatabase } from '../storage/withDatabase.ts';

/** A new validation reference: `val_` and 96 random bits in hex. */
export function newValidationRef(): string {
  return `val_${randomBytes(12).toString('hex')}`;
}

/**
 * Stores the record of one validation run under `validationRef` (any interface version): the key and its
 * account, the invoice's hash, format, verdict, rule sets, counts and metadata, and the caller's file name as
 * a label only. The invoice itself is never stored.
 */
export async function recordValidation(
  c: Context,
  store: LegacyStore,
  clock: Clock,
  r: {
    validationRef: string;
    api: ValidationRecord['api'];
    inspected: InspectResult;
    rulesets: ValidationRecord['rulesets'];
    fileName?: string | null;
  },
): Promise<void> {
  const key = c.get('apiKey');
  const { result, metadata } = r.inspected;
  await withDatabase(() =>
    store.recordValidation({
      validationRef: r.validationRef,
      accountId: key.accountId,
      keyId: key.id,
      keyMode: key.mode,
      api: r.api,
      createdAt: new Date(clock()),
      sha256: result.sha256,
      format: result.syntax?.toLowerCase() ?? null,
      isValid: result.valid,
      rulesets: r.rulesets,
      errorCount: result.counts.errors,
      warningCount: result.counts.warnings,
      metadata: { ...metadata },
      fileName: r.fileName ?? null,
      errorRules: errorRules(result),
      formatName: result.verdict.format.key,
    }),
  );
}

/** Error rule ids with their counts, most frequent first. */
function errorRules(result: InspectResult['result']): { ruleId: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const f of result.findings)
    if (f.severity === 'error') counts.set(f.ruleId, (counts.get(f.ruleId) ?? 0) + 1);
  return [...counts]
    .map(([ruleId, count]) => ({ ruleId, count }))
    .sort((a, b) => b.count - a.count || a.ruleId.localeCompare(b.ruleId));
}
