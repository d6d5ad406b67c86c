import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert } from '../engine/src/convert/convert.ts';
import { TARGETS } from '../engine/src/convert/targets.ts';
import type { LostTerm } from '../engine/src/convert/types.ts';
import type { Engine } from '../engine/src/engine.ts';
import { isEngineError } from '../engine/src/errors.ts';
import { createNodeEngine } from '../engine/src/host/node.ts';
import { convertCorpus } from './lib/convertCorpus.ts';
import { corpusDir } from './lib/paths.ts';

type Outcome = 'valid' | 'MISSING_INPUT' | 'CONVERSION_LOSSY' | 'invalid';
const table = new Map<string, Map<string, Outcome>>();
const invalid: string[] = [];

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

afterAll(() => {
  const outcomes: Outcome[] = ['valid', 'MISSING_INPUT', 'CONVERSION_LOSSY', 'invalid'];
  const rows = TARGETS.map((t) => {
    const counts = outcomes.map((o) => [...table.values()].filter((m) => m.get(t.id) === o).length);
    return `${t.id.padEnd(14)} ${counts.map((c) => String(c).padStart(16)).join('')}`;
  });
  console.log(
    [
      `${'target'.padEnd(14)} ${outcomes.map((o) => o.padStart(16)).join('')}`,
      ...rows,
      '',
      'invalid outputs:',
      ...invalid,
    ].join('\n'),
  );
});

describe('every corpus invoice to every target: valid, or refused naming the missing or lossy terms', () => {
  const files = convertCorpus();
  it.each(files.map((f) => [path.relative(corpusDir, f), f]))('%s', async (name, file) => {
    const xml = fs.readFileSync(file as string, 'utf8');
    const row = new Map<string, Outcome>();
    table.set(name as string, row);
    for (const target of TARGETS) {
      try {
        const r = await convert(engine, { xml }, { target: target.id });
        row.set(target.id, r.verdict.valid ? 'valid' : 'invalid');
        if (!r.verdict.valid) {
          const rules = [...new Set(r.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId))];
          invalid.push(`  ${name} → ${target.id}: ${rules.join(', ')}`);
        }
      } catch (e) {
        if (!isEngineError(e)) throw e;
        expect(['MISSING_INPUT', 'CONVERSION_LOSSY']).toContain(e.code);
        row.set(target.id, e.code as Outcome);
        const d = e.details as { questions?: { terms: string[] }[]; loss?: { terms: LostTerm[] } };
        // A refusal names the terms: the questions' terms, or the lost values.
        const named =
          e.code === 'MISSING_INPUT' ? d.questions?.flatMap((q) => q.terms) : d.loss?.terms.map((t) => t.bt);
        expect(named?.length, `${target.id}: ${e.message}`).toBeGreaterThan(0);
        expect(e.message).toMatch(/BT-|Peppol BIS needs/);
      }
    }
  });

  it('converts the corpus to every target without an invalid output', () => {
    expect(invalid).toEqual([]);
  });
});
