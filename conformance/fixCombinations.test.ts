import fs from 'node:fs';
import path from 'node:path';
import type { Engine } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { listXmlFiles } from '@einvoice/test-support/corpus/readTestSets';
import { DAMAGE_KINDS } from '@einvoice/test-support/damage/damageKinds';
import { runMutation } from '@einvoice/test-support/damage/runMutation';
import { beforeAll, describe, expect, it } from 'vitest';

const FILES = listXmlFiles(path.join(corpusDir, 'xrechnung-testsuite')).sort();
// Deterministic sample: FIX_COMBINATIONS triples of distinct kinds (stepping through the kind list with
// co-prime strides), each applied to one UBL and one CII invoice.
const COMBINATIONS = Number(process.env.FIX_COMBINATIONS ?? 16);

function triples(): [number, number, number][] {
  const n = DAMAGE_KINDS.length;
  return Array.from(
    { length: COMBINATIONS },
    (_, i) => [i % n, (i * 5 + 3) % n, (i * 11 + 7) % n] as [number, number, number],
  ).filter(([a, b, c]) => a !== b && b !== c && a !== c);
}

describe('fix: combinations of three kinds of damage', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });

  it('repairs them like single damage: strict + truthful answers equal to the original, no criticals', async () => {
    const ubl = FILES.filter((f) => f.endsWith('_ubl.xml'));
    const cii = FILES.filter((f) => !f.endsWith('_ubl.xml'));
    let cases = 0;
    let permissive = 0;
    let inferableCases = 0;
    let inferablePermissive = 0;
    let equal = 0;
    let criticals = 0;
    const failures: string[] = [];
    for (const [i, combo] of triples().entries()) {
      const kinds = combo.map((k) => DAMAGE_KINDS[k]).filter((k) => k !== undefined);
      for (const f of [ubl[(i * 3) % ubl.length], cii[(i * 5) % cii.length]] as string[]) {
        const original = fs.readFileSync(f, 'utf8');
        let damaged: string | null = original;
        for (const k of kinds) damaged = damaged === null ? null : (k.damage(damaged) ?? damaged);
        if (damaged === null || damaged === original) continue;
        cases++;
        const m = await runMutation(engine, original, damaged);
        const label = `${kinds.map((k) => k.id).join('+')} on ${path.basename(f)}`;
        if (m.permissive.outcome === 'compliant') permissive++;
        if (kinds.every((k) => !k.needsAnswer)) {
          inferableCases++;
          if (m.permissive.outcome === 'compliant') inferablePermissive++;
        }
        if (m.strict.outcome === 'compliant' && m.strictDiffs.length === 0) equal++;
        else
          failures.push(
            `${label}: ${m.strict.outcome} ${m.strict.remaining.map((x) => x.ruleId).join(',')} ${m.strictDiffs.slice(0, 3).join(' ')}`,
          );
        criticals += m.criticals;
      }
    }
    console.log(
      `combinations: cases=${cases} strict+answers equal ${equal}/${cases} permissive ${permissive}/${cases} ` +
        `(inferable-only ${inferablePermissive}/${inferableCases}) criticals ${criticals}`,
    );
    if (failures.length > 0) console.log(failures.slice(0, 10).join('\n'));
    expect(cases).toBeGreaterThan(20);
    expect(criticals).toBe(0);
    expect(equal).toBe(cases);
    expect(inferablePermissive).toBeGreaterThanOrEqual(0.9 * inferableCases);
  });
});
