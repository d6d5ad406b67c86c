import type { ValidateResult } from '@einvoice/engine';
import type { ExpectedFinding, ExpectedRun } from './expected.ts';
import { knownDifferences } from './knownDifferences.ts';

/** How the engine answered one document: a result, or a typed engine error (with a partial result). */
export type Outcome = { result: ValidateResult | null; errorCode: string | null; errorMessage?: string };

const LEVEL = { error: 'error', warning: 'warning', info: 'information' } as const;

function key(id: string, level: string, location: string): string {
  return `${id} | ${level} | ${location}`;
}

function multiset(keys: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
}

/** Every way the engine's answer differs from the reference run: findings, XSD verdict, step errors, validity. */
export function compareRun(outcome: Outcome, expected: ExpectedRun): string[] {
  const diffs: string[] = [];
  if (!expected.wellFormed) {
    if (outcome.errorCode !== 'MALFORMED_XML')
      diffs.push(`expected MALFORMED_XML, got ${outcome.errorCode ?? 'a result'}`);
    return diffs;
  }
  const r = outcome.result;
  if (!r) return [`engine error ${outcome.errorCode}`];
  const ours = r.findings
    .filter((f) => f.ruleId !== 'XSD' && !f.oracle.startsWith('service-'))
    .map((f) => key(f.ruleId, LEVEL[f.severity], f.xpath ?? ''));
  // A level the service sets as KoSIT's later configuration does (a finding with a levelNote) is compared
  // at that level, and only when the known-differences ledger (section levelOverrides) lists the rule.
  const ledger = [...knownDifferences('levelOverrides').keys()];
  const overridden = new Map<string, string>();
  for (const f of r.findings.filter((x) => x.levelNote)) {
    if (!ledger.some((k) => k.endsWith(`:${f.ruleId}`)))
      diffs.push(`level of ${f.ruleId} overridden but not in the known-differences ledger`);
    else overridden.set(f.ruleId, LEVEL[f.severity]);
  }
  const theirs = (expected.findings ?? []).map((f: ExpectedFinding) =>
    key(f.id, overridden.get(f.id) ?? f.level, f.location),
  );
  const a = multiset(ours);
  const b = multiset(theirs);
  for (const [k, n] of b) if ((a.get(k) ?? 0) < n) diffs.push(`missing: ${k}`);
  for (const [k, n] of a) if ((b.get(k) ?? 0) < n) diffs.push(`extra: ${k}`);
  const xsdOurs = r.findings.some((f) => f.ruleId === 'XSD');
  const xsdTheirs = (expected.xsdErrors ?? []).length > 0;
  if (xsdOurs !== xsdTheirs)
    diffs.push(`xsd: expected ${xsdTheirs ? 'errors' : 'none'}, got ${xsdOurs ? 'errors' : 'none'}`);
  const erroredOurs = r.verdict.oracles.some((o) => o.verdict === 'error');
  const erroredTheirs = (expected.stepErrors ?? []).length > 0;
  if (erroredOurs !== erroredTheirs) diffs.push(`step error: expected ${erroredTheirs}, got ${erroredOurs}`);
  if (expected.valid !== undefined && r.valid !== expected.valid)
    diffs.push(`valid: expected ${expected.valid}, got ${r.valid}`);
  return diffs;
}

/** Checks a VEFA test's own expectation: `error`/`warning` ids fire at that level, `success` ids do not fire. */
export function checkTestExpectation(
  outcome: Outcome,
  expect: { success: string[]; error: string[]; warning: string[] },
): string[] {
  const fired = outcome.result?.findings ?? [];
  const diffs: string[] = [];
  for (const id of expect.error)
    if (!fired.some((f) => f.ruleId === id && f.severity === 'error'))
      diffs.push(`${id} should fire as error`);
  for (const id of expect.warning)
    if (!fired.some((f) => f.ruleId === id && f.severity === 'warning'))
      diffs.push(`${id} should fire as warning`);
  for (const id of expect.success)
    if (fired.some((f) => f.ruleId === id)) diffs.push(`${id} should not fire`);
  return diffs;
}
