import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../engine/src/engine.ts';
import { DAMAGE_KINDS } from '../engine/src/fix/damageKinds.ts';
import { fix } from '../engine/src/fix/fix.ts';
import { runMutation } from '../engine/src/fix/runMutation.ts';
import { createNodeEngine } from '../engine/src/host/node.ts';
import { corpusDir } from './lib/paths.ts';
import { listXmlFiles } from './lib/readTestSets.ts';

// Every invoice of the XRechnung test suite is valid (corpus/README.md); the mutation suite damages them.
const SUITE = path.join(corpusDir, 'xrechnung-testsuite');
const FILES = listXmlFiles(SUITE).sort();
// Deterministic sample to stay within a few minutes on two cores: per kind FIX_SAMPLE invoices, half UBL and
// half CII, chosen by rotating through the sorted list with the kind's index (FIX_SAMPLE=0 runs all).
const SAMPLE = Number(process.env.FIX_SAMPLE ?? 4);

function sampleFor(k: number): string[] {
  if (SAMPLE <= 0) return FILES;
  const ubl = FILES.filter((f) => f.endsWith('_ubl.xml'));
  const cii = FILES.filter((f) => !f.endsWith('_ubl.xml'));
  const pick = (list: string[], n: number) =>
    Array.from({ length: n }, (_, i) => list[(k * 7 + i * 13) % list.length] as string);
  return [...pick(ubl, Math.ceil(SAMPLE / 2)), ...pick(cii, Math.floor(SAMPLE / 2))];
}

interface Tally {
  cases: number;
  permissive: number;
  strict: number;
  strictEqual: number;
  criticals: number;
  failures: string[];
}

const pct = (n: number, d: number) => (d === 0 ? '  -  ' : `${((100 * n) / d).toFixed(0).padStart(4)}%`);

describe('fix: mutation suite over the XRechnung test suite', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });

  it('returns every valid corpus invoice already_compliant and byte-identical', async () => {
    const refused: string[] = [];
    for (const f of FILES) {
      const xml = fs.readFileSync(f, 'utf8');
      const r = await fix(engine, { xml });
      if (r.outcome !== 'already_compliant' || r.xml !== xml || r.patches.length > 0)
        refused.push(path.basename(f));
    }
    console.log(`already_compliant: ${FILES.length - refused.length}/${FILES.length}`);
    expect(refused).toEqual([]);
  });

  it('repairs each kind of damage: strict with truthful answers 100%, permissive ≥ 90% where inferable, no criticals', async () => {
    const tallies = new Map<string, Tally>();
    for (const [k, kind] of DAMAGE_KINDS.entries()) {
      const t: Tally = { cases: 0, permissive: 0, strict: 0, strictEqual: 0, criticals: 0, failures: [] };
      tallies.set(kind.id, t);
      for (const f of sampleFor(k)) {
        const original = fs.readFileSync(f, 'utf8');
        const damaged = kind.damage(original);
        if (damaged === null) continue;
        t.cases++;
        const m = await runMutation(engine, original, damaged);
        if (m.permissive.outcome === 'compliant') t.permissive++;
        if (m.strict.outcome === 'compliant') t.strict++;
        if (m.strict.outcome === 'compliant' && m.strictDiffs.length === 0) t.strictEqual++;
        else
          t.failures.push(
            `${path.basename(f)}: strict ${m.strict.outcome} ${m.strict.remaining.map((x) => x.ruleId).join(',')} diffs ${m.strictDiffs.slice(0, 3).join(' ')}`,
          );
        t.criticals += m.criticals;
      }
    }
    const rows = [...tallies].map(([id, t]) => {
      const needs = DAMAGE_KINDS.find((d) => d.id === id)?.needsAnswer ? 'answer' : '      ';
      return `${id.padEnd(38)} ${needs} n=${String(t.cases).padStart(2)} permissive ${pct(t.permissive, t.cases)} strict ${pct(t.strict, t.cases)} equal ${pct(t.strictEqual, t.cases)} critical ${t.criticals}`;
    });
    const all = [...tallies.values()];
    const sum = (f: (t: Tally) => number, only?: (id: string) => boolean) =>
      [...tallies].filter(([id]) => !only || only(id)).reduce((a, [, t]) => a + f(t), 0);
    const inferable = (id: string) => !DAMAGE_KINDS.find((d) => d.id === id)?.needsAnswer;
    const cases = sum((t) => t.cases);
    rows.push(
      `TOTAL kinds=${tallies.size} cases=${cases} strict+answers equal ${pct(
        sum((t) => t.strictEqual),
        cases,
      )} ` +
        `permissive (inferable kinds) ${pct(
          sum((t) => t.permissive, inferable),
          sum((t) => t.cases, inferable),
        )} ` +
        `permissive (all) ${pct(
          sum((t) => t.permissive),
          cases,
        )} criticals ${sum((t) => t.criticals)}`,
    );
    console.log(rows.join('\n'));
    for (const [id, t] of tallies) if (t.failures.length > 0) console.log(id, t.failures.slice(0, 3));
    expect(DAMAGE_KINDS.length).toBeGreaterThanOrEqual(30);
    expect(all.every((t) => t.cases > 0)).toBe(true);
    expect(sum((t) => t.criticals)).toBe(0);
    expect(sum((t) => t.strictEqual)).toBe(cases);
    expect(sum((t) => t.permissive, inferable)).toBeGreaterThanOrEqual(0.9 * sum((t) => t.cases, inferable));
  });
});
