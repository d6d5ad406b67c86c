import { describe, expect, it } from 'vitest';
import { utf8ErrorOffset } from './utf8ErrorOffset.ts';

/**
 * Independent oracle: the WHATWG decoder replaces the first ill-formed sequence with U+FFFD;
 * the UTF-8 length of the text before it is the byte offset of that sequence.
 */
function oracle(bytes: Uint8Array): number | null {
  const text = new TextDecoder('utf-8').decode(bytes);
  const at = text.indexOf('\uFFFD');
  return at < 0 ? null : new TextEncoder().encode(text.slice(0, at)).length;
}

const hex = (s: string) => Uint8Array.from(s.split(' ').map((h) => Number.parseInt(h, 16)));

describe('utf8ErrorOffset', () => {
  it.each([
    ['well-formed multi-byte', '41 c3 a4 e2 82 ac f0 9f 98 80', null],
    ['lone continuation byte', '41 42 80', 2],
    ['overlong two-byte', '41 c0 af', 1],
    ['overlong three-byte', 'e0 80 af', 0],
    ['UTF-16 surrogate encoded', '41 ed a0 80', 1],
    ['above U+10FFFF', 'f4 90 80 80', 0],
    ['truncated at end', '41 42 e2 82', 2],
    ['ISO-8859-1 ä after ASCII', '7b 22 78 22 3a 22 e4 22', 6],
  ])('%s', (_name, bytes, expected) => {
    expect(utf8ErrorOffset(hex(bytes))).toBe(expected);
    expect(oracle(hex(bytes))).toBe(expected);
  });

  it('agrees with the WHATWG decoder on random byte strings', () => {
    let seed = 42;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    // Mostly valid UTF-8 with sparse random bytes, so errors fall at varied offsets.
    const pieces = ['a', 'ä', '€', '😀', 'ß'].map((s) => new TextEncoder().encode(s));
    for (let n = 0; n < 3000; n++) {
      const parts: number[] = [];
      const len = rand() % 40;
      for (let i = 0; i < len; i++) {
        if (rand() % 10 === 0) parts.push(rand() % 256);
        else parts.push(...(pieces[rand() % pieces.length] as Uint8Array));
      }
      const bytes = Uint8Array.from(parts);
      expect(utf8ErrorOffset(bytes)).toBe(oracle(bytes));
    }
  });
});
