import { describe, expect, it } from 'vitest';
import { TERM_NAMES_FR, termNameFr } from './termNamesFr.ts';
import { TERMS } from './terms.ts';

describe('French term names', () => {
  it('names every term and group of the model, and nothing else', () => {
    expect(Object.keys(TERM_NAMES_FR).sort()).toEqual(TERMS.map((t) => t.id).sort());
  });

  it('keeps the groups upper case as the standard writes them', () => {
    for (const t of TERMS.filter((x) => x.kind === 'BG')) {
      expect(termNameFr(t.id, t.name.en), t.id).toBe(termNameFr(t.id, t.name.en).toUpperCase());
    }
  });

  it('falls back to the English name for an unknown id', () => {
    expect(termNameFr('BT-999', 'Something')).toBe('Something');
  });
});
