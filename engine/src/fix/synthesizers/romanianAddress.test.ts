import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { RO_COUNTY_OPTIONS, RO_SECTOR_OPTIONS } from '../../codes/romanianCounties.ts';
import type { Engine } from '../../engine.ts';
import { createNodeEngine } from '../../host/node.ts';
import { fix } from '../fix.ts';

// The CIUS-RO owner's test file whose buyer is in "Sector 5" (BR-RO-111) and whose tax representative's county
// is "Sector 1" (BR-RO-170): neither is an ISO 3166-2:RO code.
const XML = fs.readFileSync(path.join(corpusDir, 'national/cius-ro-1.0.9/ubl_b2g_example6.xml'), 'utf8');
const values = (o: readonly { value: string }[] | undefined) => o?.map((x) => x.value);

describe('romanian-address: CIUS-RO county and sector codes are asked, never guessed', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });

  it('asks for the county in both modes and writes nothing unanswered', async () => {
    for (const mode of ['strict', 'permissive'] as const) {
      const r = await fix(engine, { xml: XML }, { mode });
      const asked = r.questions.filter((q) => q.codes.some((c) => c.startsWith('BR-RO-')));
      expect(
        asked.map((q) => [q.id, q.kind, q.codes]),
        mode,
      ).toEqual([
        ['BT-54', 'choice', ['BR-RO-111']],
        ['BT-68', 'choice', ['BR-RO-170']],
      ]);
      for (const q of asked) {
        expect(values(q.options)).toEqual(values(RO_COUNTY_OPTIONS));
        expect([q.label.en, q.label.de, q.label.fr].every((t) => !!t)).toBe(true);
      }
      expect(r.changes.filter((c) => ['BT-54', 'BT-68'].includes(c.field))).toEqual([]);
      expect(r.remaining.map((f) => f.ruleId)).toEqual(expect.arrayContaining(['BR-RO-111', 'BR-RO-170']));
    }
  });

  it('writes the answered codes; Bucharest then asks for its sector (BR-RO-101); money is not touched', async () => {
    const r = await fix(
      engine,
      { xml: XML },
      {
        answers: [
          { id: 'BT-54', option: 'RO-B' },
          { id: 'BT-68', option: 'RO-CJ' },
        ],
      },
    );
    expect(r.answers).toEqual({ applied: 2, rejected: [] });
    expect(r.changes.map((c) => [c.field, c.value, c.before])).toEqual([
      ['BT-54', 'RO-B', 'Sector 5'],
      ['BT-68', 'RO-CJ', 'Sector 1'],
    ]);
    const rules = r.remaining.map((f) => f.ruleId);
    expect(rules).not.toContain('BR-RO-111');
    expect(rules).not.toContain('BR-RO-170');
    const sector = r.questions.find((q) => q.id === 'BT-52');
    expect([sector?.codes, values(sector?.options)]).toEqual([['BR-RO-101'], values(RO_SECTOR_OPTIONS)]);
    // BR-S-08 (the owner's file's own sum error) stays a question: no amount changes unasked.
    expect(r.questions.some((q) => q.codes.includes('BR-S-08'))).toBe(true);
  });

  it("refuses an answer outside the owner's list", async () => {
    const r = await fix(engine, { xml: XML }, { answers: [{ id: 'BT-54', option: 'Sector 5' }] });
    expect(r.answers.applied).toBe(0);
    expect(r.answers.rejected).toEqual([{ id: 'BT-54', reason: 'option not offered' }]);
  });
});
