import type { BuiltScenario } from '@einvoice/engine/manifest';
import { describe, expect, it } from 'vitest';
import { type LevelOverride, withLevelOverrides } from './levelOverrides.ts';

const scenario = (id: string, kosit: boolean, document: BuiltScenario['document'], customLevels = {}) =>
  ({ id, kosit, document, customLevels }) as BuiltScenario;

const override: LevelOverride = {
  rules: ['R-1', 'R-2'],
  level: 'information',
  document: 'cii',
  source: 'owner issue #1',
  note: { en: 'lowered', de: 'herabgestuft' },
};

describe('withLevelOverrides', () => {
  it("lowers the rules in KoSIT's scenarios of the document kind only, each with its note", () => {
    const [cii, ubl, peppol] = withLevelOverrides(
      [
        scenario('x/cii', true, 'cii'),
        scenario('x/ubl', true, 'ubl-invoice'),
        scenario('p/cii', false, 'cii'),
      ],
      [override],
    );
    expect(cii?.customLevels).toEqual({ 'R-1': 'information', 'R-2': 'information' });
    expect(cii?.levelNotes?.['R-2']).toEqual({ note: override.note, source: 'owner issue #1' });
    expect(ubl?.customLevels).toEqual({});
    expect(peppol?.customLevels).toEqual({});
    expect(ubl?.levelNotes).toBeUndefined();
  });

  it("keeps a level the KoSIT file sets itself: KoSIT's own decision", () => {
    const [s] = withLevelOverrides([scenario('x/cii', true, 'cii', { 'R-1': 'error' })], [override]);
    expect(s?.customLevels).toEqual({ 'R-1': 'error', 'R-2': 'information' });
    expect(Object.keys(s?.levelNotes ?? {})).toEqual(['R-2']);
  });
});
