import { bug } from '../errors.ts';

/**
 * How a value is rounded to a given scale. Ties only: `half-up` rounds away from zero (commercial rounding),
 * `half-even` to the even neighbour (banker's rounding), `half-ceiling` towards +∞ as XPath `fn:round` does.
 */
export type RoundingMode = 'half-up' | 'half-even' | 'half-ceiling';

// xs:decimal lexical space (XSD 1.1 Part 2, 3.3.3): optional sign, digits with an optional point, no exponent.
const LEXICAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
// xs:decimal has whiteSpace="collapse", so only XML whitespace around the value is allowed.
const XML_SPACE = /^[ \t\r\n]+|[ \t\r\n]+$/g;

// Scales of invoice amounts are small: their powers of ten are made once (BigInt exponentiation is not cheap).
const POW10: bigint[] = Array.from({ length: 64 }, (_, i) => 10n ** BigInt(i));

function pow10(n: number): bigint {
  return POW10[n] ?? 10n ** BigInt(n);
}

/** Divides with the quotient rounded to an integer by `mode`; `d` must be positive. */
function divRound(n: bigint, d: bigint, mode: RoundingMode): bigint {
  const q = n / d; // truncates towards zero
  const r = n % d;
  if (r === 0n) return q;
  const twice = 2n * (r < 0n ? -r : r);
  const negative = n < 0n;
  const away = negative ? q - 1n : q + 1n;
  if (twice > d) return away;
  if (twice < d) return q;
  if (mode === 'half-up') return away;
  if (mode === 'half-ceiling') return negative ? q : away;
  return q % 2n === 0n ? q : away;
}

/**
 * An exact xs:decimal value: `units × 10^-scale`. Money and quantities go through this type, never through
 * binary floating point, so sums and products agree with the XPath evaluation of the official rules.
 */
export class Decimal {
  /** The integer coefficient. */
  readonly units: bigint;
  /** Number of fraction digits the coefficient carries (never negative). */
  readonly scale: number;

  private constructor(units: bigint, scale: number) {
    this.units = units;
    this.scale = scale;
  }

  /** Zero. */
  static readonly ZERO = new Decimal(0n, 0);
  /** One. */
  static readonly ONE = new Decimal(1n, 0);

  /** Parses an xs:decimal lexical value (surrounding XML whitespace allowed); undefined when not one. */
  static parse(text: string): Decimal | undefined {
    const m = LEXICAL.exec(text.replace(XML_SPACE, ''));
    if (!m) return undefined;
    const [, sign = '', int = '', frac = ''] = m;
    if (int === '' && frac === '') return undefined;
    const units = BigInt(`${int}${frac}` || '0');
    return new Decimal(sign === '-' ? -units : units, frac.length);
  }

  /**
   * The canonical lexical form of a decimal text (`30`, `30.000` and `+030.0` are all `30`; `-0` is `0`), or
   * undefined when `parse` would refuse it: a key for comparing values without BigInt arithmetic.
   */
  static canonical(text: string): string | undefined {
    const m = LEXICAL.exec(text.replace(XML_SPACE, ''));
    if (!m) return undefined;
    const [, sign = '', int = '', frac = ''] = m;
    if (int === '' && frac === '') return undefined;
    const i = int.replace(/^0+/, '');
    const f = frac.replace(/0+$/, '');
    if (i === '' && f === '') return '0';
    return `${sign === '-' ? '-' : ''}${i || '0'}${f ? `.${f}` : ''}`;
  }

  /** An integer value. */
  static of(n: bigint | number): Decimal {
    if (typeof n === 'number' && !Number.isSafeInteger(n)) bug(`Decimal.of needs an integer: ${n}`);
    return new Decimal(BigInt(n), 0);
  }

  private atScale(scale: number): bigint {
    return this.units * pow10(scale - this.scale);
  }

  /** this + other, exact. */
  add(other: Decimal): Decimal {
    const scale = Math.max(this.scale, other.scale);
    return new Decimal(this.atScale(scale) + other.atScale(scale), scale);
  }

  /** this − other, exact. */
  sub(other: Decimal): Decimal {
    const scale = Math.max(this.scale, other.scale);
    return new Decimal(this.atScale(scale) - other.atScale(scale), scale);
  }

  /** this × other, exact. */
  mul(other: Decimal): Decimal {
    return new Decimal(this.units * other.units, this.scale + other.scale);
  }

  /** this ÷ other, rounded to `scale` fraction digits by `mode`; dividing by zero is a caller bug. */
  div(other: Decimal, scale: number, mode: RoundingMode = 'half-even'): Decimal {
    if (other.units === 0n) bug('Decimal division by zero');
    // this/other = (tu·10^-ts)/(ou·10^-os); scaled by 10^scale gives tu·10^(scale+os-ts)/ou.
    const shift = scale + other.scale - this.scale;
    let n = shift >= 0 ? this.units * pow10(shift) : this.units;
    let d = shift >= 0 ? other.units : other.units * pow10(-shift);
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    return new Decimal(divRound(n, d, mode), scale);
  }

  /** −this. */
  neg(): Decimal {
    return new Decimal(-this.units, this.scale);
  }

  /** |this|. */
  abs(): Decimal {
    return this.units < 0n ? this.neg() : this;
  }

  /** Rounds to `scale` fraction digits (a scale at or above the current one keeps the value). */
  round(scale: number, mode: RoundingMode = 'half-up'): Decimal {
    if (scale >= this.scale) return this;
    return new Decimal(divRound(this.units, pow10(this.scale - scale), mode), scale);
  }

  /** −1, 0 or 1 as this is less than, equal to or greater than other (by value, whatever the scales). */
  compare(other: Decimal): -1 | 0 | 1 {
    const scale = Math.max(this.scale, other.scale);
    const a = this.atScale(scale);
    const b = other.atScale(scale);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /** Equality by value: 1.50 equals 1.5. */
  equals(other: Decimal): boolean {
    return this.compare(other) === 0;
  }

  /** −1, 0 or 1 by the sign of the value. */
  sign(): -1 | 0 | 1 {
    return this.units < 0n ? -1 : this.units > 0n ? 1 : 0;
  }

  /** Fixed-point text with exactly `scale` fraction digits, rounding by `mode` when digits are dropped. */
  toFixed(scale: number, mode: RoundingMode = 'half-up'): string {
    const r = this.round(scale, mode);
    const units = r.atScale(scale);
    const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
    const int = digits.slice(0, digits.length - scale);
    const body = scale > 0 ? `${int}.${digits.slice(digits.length - scale)}` : int;
    return units < 0n ? `-${body}` : body;
  }

  /** The same value without trailing fraction zeros (xs:decimal's canonical scale). */
  stripped(): Decimal {
    if (this.scale === 0) return this;
    if (this.units === 0n) return Decimal.ZERO;
    // Counted on the digits: a BigInt division per zero costs microseconds where a quotient has 18 of them.
    const digits = this.units.toString();
    let zeros = 0;
    while (zeros < this.scale && digits.charCodeAt(digits.length - 1 - zeros) === 48) zeros++;
    return zeros === 0 ? this : new Decimal(this.units / pow10(zeros), this.scale - zeros);
  }

  /** Canonical xs:decimal text as XPath casts it to string: no trailing fraction zeros, no '.' for integers. */
  toString(): string {
    const d = this.stripped();
    return d.toFixed(d.scale);
  }
}
