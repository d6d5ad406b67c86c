import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { DAMAGE_KINDS } from '@einvoice/test-support/damage/damageKinds';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../engine.ts';
import { createNodeEngine } from '../host/node.ts';
import { applyPatches, PatchError } from '../patch/applyPatches.ts';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import { buildContext } from './buildContext.ts';
import { isEditedBy, moneyChanges, moneyChangesOfEdits, termsByPath } from './moneyChanges.ts';
import { SYNTHESIZERS } from './synthesizers/allSynthesizers.ts';
import { termsOf } from './writeTerm.ts';

const BUSINESS_CASES = path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard');
const FILES = [
  '01.01a-INVOICE_ubl.xml',
  '01.01a-INVOICE_uncefact.xml',
  '01.13a-INVOICE_ubl.xml',
  '01.13a-INVOICE_uncefact.xml',
];

const key = (c: { bt: string; from: string | null; to: string | null }) => `${c.bt} ${c.from} → ${c.to}`;

/**
 * The money guard reads most edits' money changes off the edits (no parse per proposal). The truth is the
 * reading of the patched document: for every proposal every synthesizer makes on every damage kind of these
 * invoices, whenever the edits alone give an answer it must equal the reading's.
 */
describe('money changes read off the edits', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });

  it('equal the changes between the readings before and after, wherever the edits alone can tell', async () => {
    let compared = 0;
    let withMoney = 0;
    let deferred = 0;
    for (const file of FILES) {
      const original = fs.readFileSync(path.join(BUSINESS_CASES, file), 'utf8');
      for (const kind of DAMAGE_KINDS) {
        const text = kind.damage(original);
        if (!text) continue;
        const findings = (
          await engine.validate({ xml: text }, { maxLocationsPerRule: Number.POSITIVE_INFINITY })
        ).findings;
        const ctx = buildContext(parseXmlTree(text), findings);
        const places = termsByPath(termsOf(ctx));
        for (const s of SYNTHESIZERS) {
          const mine = s.anyRule ? ctx.findings : ctx.findings.filter((f) => s.rules.includes(f.ruleId));
          if (mine.length === 0) continue;
          for (const p of s.propose(ctx, mine)) {
            if (p.patches.length === 0) continue;
            let patched: string;
            try {
              patched = applyPatches(ctx.index, p.patches, 'UTF-8');
            } catch (e) {
              if (e instanceof PatchError) continue;
              throw e;
            }
            const read = moneyChanges(ctx.model, buildContext(parseXmlTree(patched), []).model).filter((c) =>
              c.paths.some((x) => p.patches.some((q) => isEditedBy(q, x))),
            );
            const fromEdits = moneyChangesOfEdits(p.patches, places);
            if (fromEdits === null) {
              deferred++;
              continue;
            }
            compared++;
            if (read.length > 0) withMoney++;
            expect(fromEdits.map(key).sort(), `${file} ${kind.id} ${s.id} ${p.field}`).toEqual(
              read.map(key).sort(),
            );
          }
        }
      }
    }
    console.log(
      `[money] ${compared} proposals compared (${withMoney} change money), ${deferred} left to a reading`,
    );
    expect(compared).toBeGreaterThan(100);
    expect(withMoney).toBeGreaterThan(10);
  }, 120_000);
});
