import fs from 'node:fs';
import path from 'node:path';
import { TARGETS as ALL_TARGETS, convert, INPUTS } from '@einvoice/engine/convert';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The XML targets. factur-x writes a PDF/A-3 per call (about 2.5 s): facturx-out.test.ts covers it.
const TARGETS = ALL_TARGETS.filter((t) => !t.pdf);

import type { Engine } from '@einvoice/engine';
import type { ConvertAnswer, ConvertOptions, ConvertQuestion, LostTerm } from '@einvoice/engine/convert';
import { isEngineError } from '@einvoice/engine/errors';
import { createNodeEngine } from '@einvoice/engine/node';
import { convertCorpus } from '@einvoice/test-support/corpus/convertCorpus';
import { readExpected } from '@einvoice/test-support/corpus/expected';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';

type Outcome = 'valid' | 'MISSING_INPUT' | 'CONVERSION_LOSSY' | 'NOT_EVALUABLE' | 'invalid';
const OUTCOMES: Outcome[] = ['valid', 'MISSING_INPUT', 'CONVERSION_LOSSY', 'NOT_EVALUABLE', 'invalid'];

/**
 * What a caller would type for each question: well-formed values (a GLN with its check digit, a Leitweg-ID
 * form, an IBAN with valid check digits), none taken from the invoice. They show that answering makes the
 * output valid or leaves a refusal that names its terms, never an invalid output.
 */
const TEST_ANSWERS: Record<string, Omit<ConvertAnswer, 'id'>> = {
  'seller-endpoint': { scheme: '0088', value: '4000001000005' },
  'buyer-endpoint': { scheme: '0088', value: '4000001000005' },
  'buyer-reference': { value: '04011000-12345-34' },
  'seller-contact-name': { value: 'Accounts receivable' },
  'seller-contact-phone': { value: '+49 30 1234567' },
  'seller-contact-email': { value: 'billing@example.com' },
  'seller-city': { value: 'Berlin' },
  'seller-post-code': { value: '10115' },
  'buyer-city': { value: 'Hamburg' },
  'buyer-post-code': { value: '20095' },
  'payment-account': { value: 'DE02120300000000202051' },
  'direct-debit-creditor-id': { value: 'DE98ZZZ09999999999' },
  'direct-debit-account': { value: 'DE02120300000000202051' },
  'vat-breakdown-rate': { value: '0' },
  'seller-legal-registration': { value: '12345674' },
  'seller-county': { value: 'RO-CJ' },
  'buyer-county': { value: 'RO-B' },
  'invoicing-period': { value: '2024-01-01/2024-01-31' },
};

const first = new Map<string, Map<string, Outcome>>();
const answered = new Map<string, Map<string, Outcome>>();
const invalid: string[] = [];
// Refusals of an invalid output with nothing lost: the converter's own gaps, listed by the table.
const ownReasons: string[] = [];
// How often each term is named by a CONVERSION_LOSSY refusal, per target: the reasons behind the table.
const lossyTerms = new Map<string, number>();

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

function table(title: string, rows: Map<string, Map<string, Outcome>>): string[] {
  return [
    title,
    `${'target'.padEnd(14)} ${OUTCOMES.map((o) => o.padStart(17)).join('')}`,
    ...TARGETS.map((t) => {
      const counts = OUTCOMES.map((o) => [...rows.values()].filter((m) => m.get(t.id) === o).length);
      return `${t.id.padEnd(14)} ${counts.map((c) => String(c).padStart(17)).join('')}`;
    }),
  ];
}

afterAll(() => {
  console.log(
    [
      ...table('Every corpus invoice to every target:', first),
      '',
      ...table('The MISSING_INPUT ones again, with the questions answered:', answered),
      '',
      'Terms named most often by CONVERSION_LOSSY (target: term × refusals):',
      ...[...lossyTerms]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 20)
        .map(([k, n]) => `  ${k} × ${n}`),
      `  … ${Math.max(0, lossyTerms.size - 20)} more`,
      '',
      'invalid outputs:',
      ...invalid,
      '',
      'refused with a reason of their own (output invalid, nothing lost):',
      ...ownReasons,
    ].join('\n'),
  );
});

// The reference verdict of every corpus file: only a valid source promises a valid output.
const referenceValid = new Map(
  ['xrechnung-testsuite', 'en16931-examples', 'peppol-unit'].flatMap((c) =>
    readExpected(c).map((r) => [path.join(corpusDir, r.file), r.valid === true] as const),
  ),
);
// The project's own real-world fixtures whose source is valid (the conversion classes of issue 15).
const REAL_WORLD = path.join(repoRoot, 'fixtures/real-world');
const realWorld = fs
  .readdirSync(REAL_WORLD)
  .filter((f) => /^(valid-|cii-|ubl-|replacement-)/.test(f))
  .map((f) => path.join(REAL_WORLD, f));

// One conversion's outcome; a refusal must name its reason: the questions' terms, the lost values' terms, or
// (an output the target's rules reject though nothing was lost) a reason of its own with the rules that fired.
async function outcome(
  name: string,
  xml: string,
  options: ConvertOptions,
): Promise<{ outcome: Outcome; questions: ConvertQuestion[] }> {
  try {
    const r = await convert(engine, { xml }, options);
    if (!r.verdict.valid) {
      const rules = [...new Set(r.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId))];
      invalid.push(`  ${name} → ${String(options.target)}: ${rules.join(', ')}`);
    }
    return { outcome: r.verdict.valid ? 'valid' : 'invalid', questions: [] };
  } catch (e) {
    if (!isEngineError(e)) throw e;
    // A national layer's owner rules may raise on an output (HR-CIUS's OIB check on two tax schemes): the
    // refusal names that oracle, never a base one (conformance/convertNational.api.test.ts: Saxon-HE raises too).
    const layer = TARGETS.find((t) => t.id === options.target)?.layer;
    if (layer && e.code === 'NOT_EVALUABLE') {
      expect((e.details as { erroredOracles: string[] }).erroredOracles).toEqual([`${layer}-ubl`]);
      return { outcome: 'NOT_EVALUABLE', questions: [] };
    }
    expect(['MISSING_INPUT', 'CONVERSION_LOSSY'], e.message).toContain(e.code);
    const d = e.details as {
      questions?: ConvertQuestion[];
      loss?: { terms: LostTerm[] };
      reason?: { code: string; rules: string[] };
    };
    const invalidOutput = d.reason?.code === 'output-invalid';
    const named =
      e.code === 'MISSING_INPUT'
        ? d.questions?.flatMap((q) => [...q.terms, ...q.rules])
        : d.loss?.terms.length
          ? d.loss.terms.map((t) => t.bt)
          : d.reason?.rules;
    expect(named?.length, `${String(options.target)}: ${e.message}`).toBeGreaterThan(0);
    // A refusal of loss says so (values-lost); an output rejected though nothing was lost has its own reason.
    if (e.code === 'CONVERSION_LOSSY')
      expect(d.reason?.code).toBe(d.loss?.terms.length ? 'values-lost' : 'output-invalid');
    if (invalidOutput)
      ownReasons.push(`  ${name} → ${String(options.target)}: ${d.reason?.rules.join(', ')}`);
    if (e.code === 'CONVERSION_LOSSY')
      for (const bt of new Set(named)) {
        const k = `${String(options.target)}: ${bt}`;
        lossyTerms.set(k, (lossyTerms.get(k) ?? 0) + 1);
      }
    expect(e.message).toMatch(invalidOutput ? /reject/ : /BT-|BG-/);
    return { outcome: e.code as Outcome, questions: d.questions ?? [] };
  }
}

describe('every corpus invoice to every target: valid, or refused naming the missing or lossy terms', () => {
  it('has a test answer for every question the converter can ask', () => {
    expect(INPUTS.map((s) => s.id).filter((id) => !TEST_ANSWERS[id])).toEqual([]);
  });

  const files = [...convertCorpus().filter((f) => referenceValid.get(f)), ...realWorld];
  it('converts every valid corpus invoice and the real-world fixtures', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(realWorld.length).toBeGreaterThanOrEqual(6);
  });
  it.each(files.map((f) => [path.relative(repoRoot, f), f]))('%s', async (name, file) => {
    const xml = fs.readFileSync(file as string, 'utf8');
    const row = new Map<string, Outcome>();
    const rowAnswered = new Map<string, Outcome>();
    first.set(name as string, row);
    answered.set(name as string, rowAnswered);
    for (const target of TARGETS) {
      const r = await outcome(name as string, xml, { target: target.id });
      row.set(target.id, r.outcome);
      if (r.outcome !== 'MISSING_INPUT') continue;
      const answers = r.questions.map((q) => ({ id: q.id, ...TEST_ANSWERS[q.id] }));
      const again = await outcome(`${name} (answered)`, xml, { target: target.id, answers });
      rowAnswered.set(target.id, again.outcome);
      expect(again.outcome, `${target.id}: answers were asked for and given`).not.toBe('MISSING_INPUT');
    }
  });

  it('converts the corpus to every target without an invalid output', () => {
    expect(invalid).toEqual([]);
  });
});
