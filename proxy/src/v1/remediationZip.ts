import { createHash } from 'node:crypto';
import type { InvoiceDiff, ValidateResult, ValueChange } from '@einvoice/engine';
import type { z } from '@hono/zod-openapi';
import type { EnginePool } from '../engine/pool.ts';
import type { FixerPackRequestSchema } from '../evidence/evidenceSchemas.ts';
import type { FixFlow } from '../storage/legacyStore.ts';
import { legacyFail } from './errors.ts';

type FixerPackRequest = z.infer<typeof FixerPackRequestSchema>;

/** Changes listed one by one in a pack; beyond it the report states how many more the service found. */
const MAX_LISTED_CHANGES = 10_000;

const hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const sha = (text: string) => `sha256:${hex(text)}`;

/**
 * 400 unless the two documents are the flow's own: `original_xml` the one it began with, `fixed_xml` the one
 * its last step produced (fix-with-input keeps that only for documents of the flow). So every change a pack
 * lists is one the service made, never XML the caller brought along.
 */
export function requireFlowDocuments(req: FixerPackRequest, flow: FixFlow): void {
  const details = { flow_id: flow.id };
  if (hex(req.original_xml) !== flow.originalSha256)
    legacyFail('BAD_REQUEST', 'original_xml is not the document this flow began with', details);
  if (flow.fixedSha256 === null)
    legacyFail('BAD_REQUEST', 'This flow has no repaired document of its own to certify', details);
  if (hex(req.fixed_xml) !== flow.fixedSha256)
    legacyFail('BAD_REQUEST', "fixed_xml is not the document this flow's last repair produced", details);
}

/** Whether a stored remediation pack was made with a test key (packs made before the mark count as live). */
export function isTestPack(row: { metadata: string }): boolean {
  return (JSON.parse(row.metadata) as { test_mode?: unknown }).test_mode === true;
}

/** What a remediation pack is made from: the request, the flow it names (checked), and the key's mode. */
export interface RemediationPackInput {
  req: FixerPackRequest;
  flow: FixFlow;
  packId: string;
  now: Date;
  testMode: boolean;
}

/**
 * The seven files of a remediation evidence pack (spec 2.4), stating only what the service saw: both
 * validations and the change events are its own, run now on the flow's two documents (the events are the
 * values that differ between them). What only the caller knows — the file name and how many values came
 * from user input — is kept and marked as the caller's statement (`caller_stated`); the caller's
 * applied_fixes, remaining_errors and validations are not signed.
 */
export async function remediationZip(pool: EnginePool, p: RemediationPackInput) {
  const { req, flow, packId, now, testMode } = p;
  const [before, after, diffJson] = await Promise.all([
    pool.validate({ xml: req.original_xml }),
    pool.validate({ xml: req.fixed_xml }),
    pool.json({
      type: 'diff',
      input: { xml: req.original_xml },
      after: { xml: req.fixed_xml },
      limit: MAX_LISTED_CHANGES,
    }),
  ]);
  const diff = JSON.parse(diffJson.json) as InvoiceDiff;
  const events = diff.changes.map((change: ValueChange, i) => ({
    sequence: i + 1,
    source: 'service' as const,
    ...change,
  }));
  const metadata = {
    pack_id: packId,
    created_at: now.toISOString(),
    original_filename: req.file_name ?? null,
    original_hash: sha(req.original_xml),
    fixed_hash: sha(req.fixed_xml),
    detected_format: `${(before.syntax ?? 'unknown').toLowerCase()}/${before.verdict.format.key}`,
    fixes_applied: diff.total,
    fixes_user_input: req.fixes_user_input ?? 0,
    fixes_skipped: flow.skipped.length,
    final_status: after.valid ? 'compliant' : 'non_compliant',
    flow_id: flow.id,
    test_mode: testMode,
    caller_stated: ['original_filename', 'fixes_user_input'],
  };
  const enc = (s: string) => new TextEncoder().encode(s);
  const json = (v: unknown) => enc(`${JSON.stringify(v, null, 2)}\n`);
  const files: Record<string, Uint8Array> = {
    'original_invoice.xml': enc(req.original_xml),
    'fixed_invoice.xml': enc(req.fixed_xml),
    'change_report.txt': enc(changeReport(metadata, events, diff.total, before, after)),
    'metadata.json': json(metadata),
    'validation_before.json': json(summary(before)),
    'validation_after.json': json(summary(after)),
    'change_events.json': json(events),
  };
  return { files, metadata };
}

function summary(r: ValidateResult) {
  return {
    valid: r.valid,
    format: r.verdict.format,
    oracles: r.verdict.oracles,
    counts: r.counts,
    findings: r.findings.map((f) => ({
      ruleId: f.ruleId,
      severity: f.severity,
      location: f.xpath,
      message: f.message,
    })),
  };
}

const errorRules = (r: ValidateResult) =>
  new Set(r.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId));

function changeReport(
  m: {
    pack_id: string;
    created_at: string;
    flow_id: string;
    original_hash: string;
    fixed_hash: string;
    original_filename: string | null;
    fixes_user_input: number;
    test_mode: boolean;
  },
  events: (ValueChange & { sequence: number })[],
  total: number,
  before: ValidateResult,
  after: ValidateResult,
): string {
  const verdict = (r: ValidateResult) =>
    `${r.valid ? 'valid / gültig' : 'invalid / ungültig'} (${r.counts.errors} errors / Fehler, ${r.counts.warnings} warnings / Warnungen)`;
  const remaining = errorRules(after);
  const resolved = [...errorRules(before)].filter((rule) => !remaining.has(rule));
  const value = (v: string | null) => (v === null ? '—' : `"${v}"`);
  return [
    ...(m.test_mode
      ? ['TEST MODE — nicht gültig als Nachweis / not valid for compliance (made with a test key)', '']
      : []),
    'Änderungsbericht / Change report',
    `Pack: ${m.pack_id}   Created / Erstellt: ${m.created_at}`,
    `Flow: ${m.flow_id}`,
    `Original: ${m.original_hash}`,
    `Fixed / Korrigiert: ${m.fixed_hash}`,
    `Before / Vorher: ${verdict(before)}`,
    `After / Nachher: ${verdict(after)}`,
    `Resolved rules / Behobene Regeln: ${resolved.length > 0 ? resolved.join(', ') : '—'}`,
    '',
    `Changes found by the service / Vom Dienst festgestellte Änderungen: ${total}`,
    ...events.map((e) => `${e.sequence}. ${e.operation} ${e.xpath}: ${value(e.before)} → ${value(e.after)}`),
    ...(total > events.length ? [`… ${total - events.length} more / weitere`] : []),
    '',
    'Stated by the caller, not checked / Angaben des Aufrufers, ungeprüft:',
    `File name / Dateiname: ${m.original_filename ?? '—'}`,
    `Values from user input / Werte aus Benutzereingaben: ${m.fixes_user_input}`,
    '',
  ].join('\n');
}
