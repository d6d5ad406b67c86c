import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LayerScenario, LocalEngine } from '../engine.ts';
import { isEngineError } from '../errors.ts';
import { createNodeEngine } from '../host/node.ts';
import { convertDocument } from './convert.ts';
import { PLANNED_TARGETS, TARGETS, targetById, withLayerIdentity } from './targets.ts';

// The release registry as the rules build reads it: the layers' own selection identifiers.
const registry = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'rulesets/src/releases/registry.json'), 'utf8'),
) as { releases: { ruleset: string; layer?: { select: { customizationIds: string[] } } }[] };
const selects = (ruleset: string) =>
  registry.releases.find((r) => r.ruleset === ruleset && r.layer)?.layer?.select.customizationIds ?? [];

function refusal(run: () => unknown) {
  try {
    run();
  } catch (e) {
    if (isEngineError(e)) return { code: e.code, details: e.details as Record<string, string[]> };
    throw e;
  }
  throw new Error('no refusal');
}

const NATIONAL = ['cius-ro', 'nl-si-ubl', 'ublbe', 'hr-cius'];

describe('national layer targets', () => {
  let engine: LocalEngine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });

  it("UNSUPPORTED_TARGET's planned list names only what is still planned, none of the supported targets", () => {
    const e = refusal(() => convertDocument({ xml: '<x/>' }, { target: 'fatturapa' }));
    expect(e.code).toBe('UNSUPPORTED_TARGET');
    expect(e.details.planned).toEqual(['fatturapa', 'ksef-fa3']);
    expect(e.details.supported).toEqual(expect.arrayContaining(NATIONAL));
    expect(PLANNED_TARGETS.filter((id) => targetById(id))).toEqual([]);
    for (const id of NATIONAL) expect(e.details.planned).not.toContain(id);
  });

  it("declares the identifier the layer's registry entry selects by, as the build carries it", () => {
    const layers = engine.info().layers;
    for (const t of TARGETS.filter((x) => x.layer)) {
      const ids = selects(t.layer as string);
      expect(ids.length, t.id).toBeGreaterThan(0);
      expect(withLayerIdentity(t, layers).customizationId, t.id).toBe(ids[0]);
    }
  });

  it("refuses a layer's target (UNSUPPORTED_TARGET) when the build lacks the layer, never judging it by other rules", () => {
    const ro = targetById('cius-ro');
    if (!ro) throw new Error('cius-ro is a target');
    const others: LayerScenario[] = engine.info().layers.filter((l) => l.ruleset !== 'cius-ro');
    const e = refusal(() => withLayerIdentity(ro, others));
    expect(e.code).toBe('UNSUPPORTED_TARGET');
    expect(e.details.supported).not.toContain('cius-ro');
    expect(e.details.supported).toContain('ublbe');
  });
});
