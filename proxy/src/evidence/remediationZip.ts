import { createHash } from 'node:crypto';
import type { ValidateResult } from '@einvoice/engine';
import type { z } from '@hono/zod-openapi';
import type { EnginePool } from '../engine/pool.ts';
import type { FixerPackRequestSchema } from './evidenceSchemas.ts';

type FixerPackRequest = z.infer<typeof FixerPackRequestSchema>;

const sha = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;

/**
 * The seven files of a remediation evidence pack (spec 2.4). The validations before and after are
 * the service's own, run now on both invoices, not the caller's copies: the pack certifies what the
 * service found. Change events are the caller's applied fixes, each with xpath, before and after.
 */
export async function remediationZip(pool: EnginePool, req: FixerPackRequest, packId: string, now: Date) {
  const [before, after] = await Promise.all([
    pool.validate({ xml: req.original_xml }),
    pool.validate({ xml: req.fixed_xml }),
  ]);
  const events = req.applied_fixes.map((f, i) => ({
    sequence: i + 1,
    error_code: f.error_code,
    operation: f.operation ?? null,
    xpath: f.target_xpath ?? null,
    before: f.before_value ?? null,
    after: f.after_value ?? null,
    success: f.success ?? true,
    confidence: f.confidence ?? null,
  }));
  const metadata = {
    pack_id: packId,
    created_at: now.toISOString(),
    original_filename: req.file_name ?? null,
    original_hash: sha(req.original_xml),
    fixed_hash: sha(req.fixed_xml),
    detected_format: `${(before.syntax ?? 'unknown').toLowerCase()}/${before.verdict.format.key}`,
    fixes_applied: events.filter((e) => e.success).length,
    fixes_user_input: req.fixes_user_input ?? 0,
    fixes_skipped: req.fixes_skipped ?? 0,
    final_status: after.valid ? 'compliant' : 'non_compliant',
  };
  const enc = (s: string) => new TextEncoder().encode(s);
  const json = (v: unknown) => enc(`${JSON.stringify(v, null, 2)}\n`);
  const files: Record<string, Uint8Array> = {
    'original_invoice.xml': enc(req.original_xml),
    'fixed_invoice.xml': enc(req.fixed_xml),
    'change_report.txt': enc(changeReport(metadata, events, before, after)),
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

function changeReport(
  m: { pack_id: string; created_at: string; original_hash: string; fixed_hash: string; final_status: string },
  events: {
    sequence: number;
    error_code: string;
    xpath: string | null;
    before: string | null;
    after: string | null;
  }[],
  before: ValidateResult,
  after: ValidateResult,
): string {
  const verdict = (r: ValidateResult) =>
    `${r.valid ? 'valid / gültig' : 'invalid / ungültig'} (${r.counts.errors} errors / Fehler, ${r.counts.warnings} warnings / Warnungen)`;
  return [
    'Änderungsbericht / Change report',
    `Pack: ${m.pack_id}   Created / Erstellt: ${m.created_at}`,
    `Original: ${m.original_hash}`,
    `Fixed / Korrigiert: ${m.fixed_hash}`,
    `Before / Vorher: ${verdict(before)}`,
    `After / Nachher: ${verdict(after)}`,
    '',
    `Changes / Änderungen: ${events.length}`,
    ...events.map(
      (e) => `${e.sequence}. ${e.error_code} at ${e.xpath ?? '?'}: "${e.before ?? ''}" → "${e.after ?? ''}"`,
    ),
    '',
  ].join('\n');
}
