import { largeUblInvoice } from '../invoices/largeInvoice.ts';

/** A hostile shape: a valid-XML invoice whose size grows with `n` in one dimension. */
export interface HostileShape {
  name: string;
  /** n at 1×. */
  base: number;
  make(n: number): string;
}

const TYPICAL = largeUblInvoice(2);

/** The shapes issue 17 names: many siblings, many attributes on one element, many lines. */
export const HOSTILE_SHAPES: readonly HostileShape[] = [
  {
    // Empty notes under the root: one finding each (empty elements), each located by its positional path.
    name: 'siblings',
    base: 1_500,
    make: (n) => TYPICAL.replace('<cbc:IssueDate>', `${'<cbc:Note/>'.repeat(n)}\n  <cbc:IssueDate>`),
  },
  {
    // Attributes on one element: the schema refuses each of them. 16× stays within the parse stage's
    // 10,000 per element (DEFAULT_INPUT_LIMITS), so every size measures the stages, not the refusal.
    name: 'attributes',
    base: 600,
    make: (n) =>
      TYPICAL.replace(
        '<cbc:IssueDate>',
        `<cbc:IssueDate${Array.from({ length: n }, (_, i) => ` a${i}="${i}"`).join('')}>`,
      ),
  },
  { name: 'lines', base: 30, make: (n) => largeUblInvoice(n) },
];
