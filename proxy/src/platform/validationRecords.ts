import { randomBytes } from 'node:crypto';
import type { InspectResult, ReleaseReason, ValidateResult } from '@einvoice/engine';
import type { Context } from 'hono';
import type { KeyMode } from '../lib/apiKey.ts';
import type { Clock } from '../lib/clock.ts';
import type { LegacyStore, ValidationRecord } from '../storage/legacyStore.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import { WriteBehind } from '../storage/writeBehind.ts';

/** A new validation reference: `val_` and 96 random bits in hex. */
export function newValidationRef(): string {
  return `val_${randomBytes(12).toString('hex')}`;
}

/** What recordValidation is told about one validation run. */
interface RecordFacts {
  validationRef: string;
  api: ValidationRecord['api'];
  inspected: InspectResult;
  rulesets: ValidationRecord['rulesets'];
  fileName?: string | null;
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
  r: RecordFacts,
): Promise<void> {
  await withDatabase(() => store.recordValidation(validationRecord(c, clock, r)));
}

/** The record of one validation run as stored. */
function validationRecord(c: Context, clock: Clock, r: RecordFacts): ValidationRecord {
  const key = c.get('apiKey');
  const { result, metadata } = r.inspected;
  return {
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
  };
}

/**
 * Writes batches of records behind their answers (WriteBehind). A batch that fails is logged, not retried: v3
 * answers carry no reference to the record (see validationRecords).
 */
export function recordsWrittenBehind(store: LegacyStore): WriteBehind<ValidationRecord> {
  return new WriteBehind((records) =>
    withDatabase(() => store.recordValidations(records)).catch((err: unknown) => {
      const refs = records.map((r) => `${r.validationRef} (${r.api}, ${r.sha256})`).join(', ');
      console.error(`[proxy] validation records ${refs} not stored: ${String(err)}`);
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

/** A rule set that ran, with the release that ran, whether it was pinned and why (the engine's answer). */
export interface AppliedRuleset {
  id: string;
  version: string;
  pinned: boolean;
  reason: ReleaseReason;
  date?: string;
  note?: string;
}

/** The rule sets that ran, each with the release that ran, whether it was pinned and why (the engine's answer). */
export function rulesetsApplied(result: ValidateResult): AppliedRuleset[] {
  return result.rulesets.map((r) => ({
    id: r.ruleset,
    version: r.version,
    pinned: r.reason === 'pinned',
    reason: r.reason,
    ...(r.date ? { date: r.date } : {}),
    ...(r.note ? { note: r.note } : {}),
  }));
}

/** Where v3 validations leave their records (issue 11: every validation leaves one). */
export interface ValidationRecords {
  /** Stores the record of a v3 validation, behind the answer when it can. */
  recordV3(c: Context, inspected: InspectResult): Promise<void>;
}

export interface ValidationRecordsDeps {
  store: LegacyStore;
  clock: Clock;
  /** Where records are written after the answer; absent, they are written before it. */
  recordsBehind?: WriteBehind<ValidationRecord>;
  /** Whether an account has webhooks in a key mode (its records and events are then written before the answer). */
  hasWebhooks?: (accountId: string, mode: KeyMode) => Promise<boolean>;
}

export function validationRecords(deps: ValidationRecordsDeps): ValidationRecords {
  // v3 answers carry no reference to the record, so a database failure after the quota was taken must not turn
  // a finished validation into a 503 (whose quota give-back would fail too): the gap is logged instead. For the
  // same reason the answer need not wait for the record (README "API under load"): it is written behind it,
  // unless the account has webhooks: then the record and its event are stored before the answer, so an
  // acknowledged validation's event survives a crash (docs/evidence-and-webhooks.md).
  const recordV3 = async (c: Context, inspected: InspectResult) => {
    const key = c.get('apiKey');
    if (!key) return;
    const facts = {
      validationRef: newValidationRef(),
      api: 'v3' as const,
      inspected,
      rulesets: rulesetsApplied(inspected.result),
    };
    const behind = deps.recordsBehind;
    if (behind && !(await hasWebhooks(key.accountId, key.mode))) {
      await behind.later(validationRecord(c, deps.clock, facts));
      return;
    }
    await recordValidation(c, deps.store, deps.clock, facts).catch((err: unknown) => {
      console.error(
        `[proxy] validation record ${facts.validationRef} (v3, ${inspected.result.sha256}) not stored: ${String(err)}`,
      );
    });
  };
  /** Unknown (the database did not answer) counts as yes: the write before the answer then logs the failure. */
  const hasWebhooks = async (accountId: string | null, mode: KeyMode) =>
    accountId !== null && deps.hasWebhooks !== undefined
      ? deps.hasWebhooks(accountId, mode).catch(() => true)
      : false;
  return { recordV3 };
}
