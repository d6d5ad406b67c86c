import { describe, expect, it } from 'vitest';
import { diffLines } from './diffLines.ts';

// Applying a diff must give back both texts: the old from same+del lines, the new from same+add lines.
function sides(oldText: string, newText: string) {
  const d = diffLines(oldText, newText);
  if (!d) throw new Error('no diff');
  return {
    d,
    old: d.filter((l) => l.kind !== 'add').map((l) => l.text),
    new: d.filter((l) => l.kind !== 'del').map((l) => l.text),
  };
}

describe('diffLines', () => {
  it('reconstructs both texts and numbers each side', () => {
    const a = ['<a>', '  <b>1</b>', '  <c>2</c>', '</a>'].join('\n');
    const b = ['<a>', '  <x/>', '  <b>1</b>', '  <c>3</c>', '</a>'].join('\n');
    const { d, old, new: neu } = sides(a, b);
    expect(old.join('\n')).toBe(a);
    expect(neu.join('\n')).toBe(b);
    expect(d.filter((l) => l.kind !== 'same').map((l) => [l.kind, l.text])).toEqual([
      ['add', '  <x/>'],
      ['del', '  <c>2</c>'],
      ['add', '  <c>3</c>'],
    ]);
    expect(d.find((l) => l.text === '</a>')).toMatchObject({ oldLine: 4, newLine: 5 });
  });

  it('finds the one changed line of a large text quickly', () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => `<l n="${i}"/>`);
    const changed = [...lines];
    changed[123_456] = '<l n="changed"/>';
    const t0 = performance.now();
    const d = diffLines(lines.join('\n'), changed.join('\n'));
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(d?.filter((l) => l.kind !== 'same')).toEqual([
      { kind: 'del', text: '<l n="123456"/>', oldLine: 123_457, newLine: null },
      { kind: 'add', text: '<l n="changed"/>', oldLine: null, newLine: 123_457 },
    ]);
  });

  it('gives up (null) beyond the edit budget', () => {
    expect(diffLines('a\nb\nc', 'x\ny\nz', 2)).toBeNull();
  });
});
