import { Decimal } from '../decimal/Decimal.ts';
import type { GroupInstance, LocatedTerm, TermValue } from '../model/types.ts';
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
  /** BT-129 × BT-146 / BT-149 + charges − allowances, rounded to cents; null when a factor is missing. */
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

function lineFacts(g: GroupInstance): LineFacts {
  const price = sub(g, 'BG-29')[0];
  const vat = sub(g, 'BG-30')[0];
  const qty = num(own(g, 'BT-129'));
  const unit = price ? num(own(price, 'BT-146')) : undefined;
  const base = (price && num(own(price, 'BT-149'))) || Decimal.ONE;
  const allowances = sum(sub(g, 'BG-27').map((s) => num(own(s, 'BT-136'))));
  const charges = sum(sub(g, 'BG-28').map((s) => num(own(s, 'BT-141'))));
  const computed =
    qty && unit && base.sign() !== 0
      ? qty.mul(unit).div(base, 10).add(charges).sub(allowances).round(2)
      : null;
  return {
    group: g,
    net: own(g, 'BT-131'),
    computed,
    vat: {
      category: (vat && own(vat, 'BT-151')?.value) ?? '',
      rate: (vat && num(own(vat, 'BT-152'))) ?? null,
    },
  };
}

/** The lines of the invoice with their computed net amounts. */
export function readLines(ctx: FixContext): LineFacts[] {
  return groupsOf(ctx, 'BG-25').map(lineFacts);
}

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
  const corrected = sum(lines.map((l) => (wrong.includes(l) ? (l.computed ?? undefined) : num(l.net))));
  return corrected.equals(lineTotal.value) ? wrong : [];
}
