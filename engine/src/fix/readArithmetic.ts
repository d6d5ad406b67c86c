import { Decimal } from '../decimal/Decimal.ts';
import type { GroupInstance, LocatedTerm, TermValue } from '../model/types.ts';
import { decimalReader, lineAmounts, lineNetInCents } from '../oracles/lineArithmetic/lineNet.ts';
import {
  type LineFacts as LineNodes,
  readLines as readLineNodes,
} from '../oracles/lineArithmetic/readLines.ts';
import { elementPath } from '../xml/elementPath.ts';
import { perReading } from './perReading.ts';
import type { FixContext } from './Synthesizer.ts';
import { groupsOf, valuesOf } from './writeTerm.ts';

/** A VAT category and rate: the key of a VAT breakdown row. */
export interface VatKey {
  category: string;
  rate: Decimal | null;
}

/** One invoice line as its arithmetic needs it. */
export interface LineFacts {
  group: GroupInstance;
  net: TermValue | undefined;
  /**
   * BT-129 × BT-146 ÷ BT-149 + charges − allowances in cents, by the one line arithmetic (PEPPOL-EN16931-R120's
   * numbers); null when the quantity or the price is missing (a repair does not count them as R120's defaults).
   */
  computed: Decimal | null;
  vat: VatKey;
}

/** One VAT breakdown row (BG-23). */
export interface BreakdownFacts {
  group: GroupInstance;
  taxable: TermValue | undefined;
  tax: TermValue | undefined;
  vat: VatKey;
}

/** One document-level allowance (BG-20) or charge (BG-21). */
export interface AllowanceChargeFacts {
  amount: Decimal;
  vat: VatKey;
  sign: 1 | -1;
}

const own = (g: GroupInstance, bt: string) => g.terms.find((t) => t.bt === bt);
const sub = (g: GroupInstance, bg: string) => g.groups.filter((s) => s.bg === bg);
const num = (t: TermValue | undefined) => (t ? Decimal.parse(t.value) : undefined);

function sum(values: (Decimal | undefined)[]): Decimal {
  return values.reduce<Decimal>((a, v) => (v ? a.add(v) : a), Decimal.ZERO);
}

/** Whether two VAT keys name the same breakdown row (rates compared as numbers). */
export function sameVat(a: VatKey, b: VatKey): boolean {
  if (a.category.toUpperCase() !== b.category.toUpperCase()) return false;
  // A category without a rate (exempt, reverse charge …) is a zero rate.
  return (a.rate ?? Decimal.ZERO).equals(b.rate ?? Decimal.ZERO);
}

function lineFacts(
  g: GroupInstance,
  nodes: LineNodes | undefined,
  read: ReturnType<typeof decimalReader>,
): LineFacts {
  const vat = sub(g, 'BG-30')[0];
  const amounts =
    nodes && nodes.quantity !== null && nodes.netPrice !== null ? lineAmounts(read, nodes) : undefined;
  return {
    group: g,
    net: own(g, 'BT-131'),
    computed: amounts ? lineNetInCents(amounts) : null,
    vat: {
      category: (vat && own(vat, 'BT-151')?.value) ?? '',
      rate: (vat && num(own(vat, 'BT-152'))) ?? null,
    },
  };
}

/** The lines of the invoice with their computed net amounts, read once per reading (shared: do not modify). */
export const readLines: (ctx: FixContext) => readonly LineFacts[] = perReading((ctx) => {
  const tree = ctx.index.tree;
  const nodes = new Map(readLineNodes(tree, ctx.syntax).lines.map((l) => [elementPath(tree, l.line), l]));
  const read = decimalReader(tree);
  return groupsOf(ctx, 'BG-25').map((g) => lineFacts(g, g.xpath ? nodes.get(g.xpath) : undefined, read));
});

/** The VAT breakdown rows. */
export function readBreakdown(ctx: FixContext): BreakdownFacts[] {
  return groupsOf(ctx, 'BG-23').map((g) => ({
    group: g,
    taxable: own(g, 'BT-116'),
    tax: own(g, 'BT-117'),
    vat: { category: own(g, 'BT-118')?.value ?? '', rate: num(own(g, 'BT-119')) ?? null },
  }));
}

/** Document-level allowances (sign −1) and charges (sign +1). */
export function readAllowancesCharges(ctx: FixContext): AllowanceChargeFacts[] {
  const read = (bg: string, amount: string, cat: string, rate: string, sign: 1 | -1) =>
    groupsOf(ctx, bg).map((g) => ({
      amount: num(own(g, amount)) ?? Decimal.ZERO,
      vat: { category: own(g, cat)?.value ?? '', rate: num(own(g, rate)) ?? null },
      sign,
    }));
  return [...read('BG-20', 'BT-92', 'BT-95', 'BT-96', -1), ...read('BG-21', 'BT-99', 'BT-102', 'BT-103', 1)];
}

/** The first value of a document-level term with its number. */
export function total(ctx: FixContext, bt: string): { term: LocatedTerm; value: Decimal } | undefined {
  const term = valuesOf(ctx, bt)[0];
  const value = term ? Decimal.parse(term.value) : undefined;
  return term && value ? { term, value } : undefined;
}

/**
 * Lines whose net amount disagrees with quantity × price where correcting them makes the sum of lines equal
 * the invoice's BT-106: two independent relations then agree on the corrected values.
 */
export function settledLineCorrections(ctx: FixContext): LineFacts[] {
  const lines = readLines(ctx);
  const wrong = lines.filter((l) => l.computed && l.net && !Decimal.parse(l.net.value)?.equals(l.computed));
  const lineTotal = total(ctx, 'BT-106');
  if (wrong.length === 0 || !lineTotal) return [];
  const isWrong = new Set(wrong);
  const corrected = sum(lines.map((l) => (isWrong.has(l) ? (l.computed ?? undefined) : num(l.net))));
  return corrected.equals(lineTotal.value) ? wrong : [];
}
