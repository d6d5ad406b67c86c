/**
 * The national layers in the library (issue 36 point 3): the packed tarball's default entry, installed offline
 * outside the workspace, judges every owner test file of UBL.BE 1.31 (and each with its UBL.BE reference removed),
 * CIUS-RO 1.0.9 and SI-UBL 2.0.3.13 with the layer (`verdict.format.key`), and its findings — rule id and flag,
 * per oracle, as multisets — are those of Saxon-HE 9.9 (JVM) on the owner's compiled XSLT (the layer's oracle) and
 * on CEN's official XSLT (EN 16931). The layers are in the default rules: no option or other entry is needed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  NOT_SELECTED,
  OWNER_LAYERS,
  type OwnerCase,
  ownerCases,
} from '@einvoice/test-support/corpus/nationalReference';
import { packedLibrary } from '@einvoice/test-support/library/packedLibrary';
import { createScratchProject, type ScratchProject } from '@einvoice/test-support/library/scratchProject';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Outcome {
  id: string;
  result: {
    valid: boolean;
    verdict: { format: { key: string; family: string } };
    findings: { ruleId: string; severity: 'error' | 'warning' | 'info'; oracle: string }[];
  } | null;
  errorCode: string | null;
}

/** A Saxon SVRL flag as the engine's severity. */
const severity = (flag: string) =>
  flag === 'warning' ? 'warning' : flag === 'information' || flag === 'info' ? 'info' : 'error';
const theirs = (items: readonly string[]) =>
  items.map((t) => `${t.split('|')[0]} ${severity(t.split('|')[1] ?? '')}`).sort();
const ours = (o: Outcome, oracle: string) =>
  (o.result?.findings ?? [])
    .filter((f) => f.oracle === oracle)
    .map((f) => `${f.ruleId} ${f.severity}`)
    .sort();

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'library-national-'));
let cases = new Map<string, OwnerCase[]>();
let project: ScratchProject | undefined;
let outcomes = new Map<string, Outcome>();
const idOf = (layer: string, c: OwnerCase) => `${layer}/${c.key}`;

beforeAll(async () => {
  cases = await ownerCases(tmp);
  const all = [...cases].flatMap(([layer, cs]) => cs.map((c) => ({ id: idOf(layer, c), xml: c.xml })));
  project = createScratchProject(all, packedLibrary());
  const answered = JSON.parse(
    execFileSync(process.execPath, ['main.mjs'], {
      cwd: project.dir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    }),
  ) as Outcome[];
  outcomes = new Map(answered.map((o) => [o.id, o]));
}, 1_200_000);
afterAll(() => {
  project?.remove();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("the packed library's default entry judges the national layers as their owners", () => {
  for (const l of OWNER_LAYERS) {
    it(`${l.layer}: every owner file has the layer and Saxon-HE's rule ids and flags`, () => {
      const diffs: string[] = [];
      let layerFindings = 0;
      for (const c of cases.get(l.layer) ?? []) {
        const o = outcomes.get(idOf(l.layer, c));
        if (!o) throw new Error(`${c.owner}: the library answered nothing`);
        if (c.layerItems === null || c.cenItems === null) {
          // Saxon-HE stops on a dynamic error (SI-UBL UBL-SR-09/15): no verdict there, none here.
          expect([c.owner, o.errorCode]).toEqual([c.owner, 'NOT_EVALUABLE']);
          continue;
        }
        if (NOT_SELECTED.has(c.owner)) {
          expect([c.owner, o.result?.verdict.format.family, o.result?.valid]).toEqual([
            c.owner,
            'en16931',
            false,
          ]);
          continue;
        }
        expect([c.owner, o.errorCode, o.result?.verdict.format.key]).toEqual([c.owner, null, l.layer]);
        for (const [oracle, items] of [
          [l.oracle, c.layerItems],
          ['en16931-ubl', c.cenItems],
        ] as const) {
          const mine = ours(o, oracle);
          const reference = theirs(items);
          if (mine.join('\n') !== reference.join('\n'))
            diffs.push(
              `${c.owner} ${oracle}: ${JSON.stringify(mine)} ≠ Saxon-HE ${JSON.stringify(reference)}`,
            );
        }
        layerFindings += c.layerItems.length;
        const fatal = [...c.layerItems, ...c.cenItems].some(
          (t) => severity(t.split('|')[1] ?? '') === 'error',
        );
        if (fatal) expect([c.owner, o.result?.valid]).toEqual([c.owner, false]);
      }
      expect(diffs).toEqual([]);
      expect(layerFindings).toBeGreaterThan(0);
    });
  }
});
