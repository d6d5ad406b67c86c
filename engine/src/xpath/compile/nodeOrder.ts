import type { Item } from '../runtime/atomic.ts';
import { XPathError } from '../runtime/XPathError.ts';

// Node ids are document order: node sequences are kept sorted and duplicate-free by these helpers.

export function sortNodes(seq: Item[]): Item[] {
  // Node ids are document order: sort numerically and drop duplicates.
  (seq as number[]).sort((a, b) => a - b);
  let w = 0;
  for (let r = 0; r < seq.length; r++) if (r === 0 || seq[r] !== seq[w - 1]) seq[w++] = seq[r] as Item;
  seq.length = w;
  return seq;
}

/** Two node sequences united in document order: merged when both already are (path results are), sorted otherwise. */
export function unionNodes(x: number[], y: number[]): Item[] {
  if (!ascending(x) || !ascending(y)) return sortNodes([...x, ...y]);
  const out: Item[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const a = x[i] as number;
    const b = y[j] as number;
    if (a <= b) {
      out.push(a);
      i++;
      if (a === b) j++;
    } else {
      out.push(b);
      j++;
    }
  }
  while (i < x.length) out.push(x[i++] as number);
  while (j < y.length) out.push(y[j++] as number);
  return out;
}

export function ascending(seq: number[]): boolean {
  for (let i = 1; i < seq.length; i++) if ((seq[i] as number) <= (seq[i - 1] as number)) return false;
  return true;
}

export function allNodes(seq: Item[], what: string): number[] {
  for (const i of seq) if (typeof i !== 'number') throw new XPathError('XPTY0004', `${what} of non-nodes`);
  return seq as number[];
}
