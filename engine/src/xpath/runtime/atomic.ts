import { Decimal } from '../../decimal/Decimal.ts';
import { XPathError } from './XPathError.ts';

/** Atomic type codes. Integer subtypes are held as INTEGER, string subtypes as STRING. */
export const STRING = 1;
export const UNTYPED = 2;
export const BOOLEAN = 3;
export const INTEGER = 4;
export const DECIMAL = 5;
export const DOUBLE = 6;
export const DATE = 7;
export const DATETIME = 8;
export const ANYURI = 9;

/** A calendar value: comparable key (milliseconds, timezone applied or local) and canonical text. */
export interface Moment {
  ms: number;
  text: string;
}

/** An atomic value of the XPath data model. */
export type Atomic =
  | { t: typeof STRING | typeof UNTYPED | typeof ANYURI; v: string }
  | { t: typeof BOOLEAN; v: boolean }
  | { t: typeof INTEGER | typeof DECIMAL; v: Decimal }
  | { t: typeof DOUBLE; v: number }
  | { t: typeof DATE | typeof DATETIME; v: Moment };

/** An item: a node of the XmlTree (its id) or an atomic value. */
export type Item = number | Atomic;

/** Constructors for the common atomic values. */
export const str = (v: string): Atomic => ({ t: STRING, v });
export const untyped = (v: string): Atomic => ({ t: UNTYPED, v });
export const bool = (v: boolean): Atomic => (v ? TRUE : FALSE);
export const dbl = (v: number): Atomic => ({ t: DOUBLE, v });
export const int = (v: number): Atomic => ({ t: INTEGER, v: Decimal.of(v) });
export const TRUE: Atomic = { t: BOOLEAN, v: true };
export const FALSE: Atomic = { t: BOOLEAN, v: false };

const WS = /^[ \t\r\n]+|[ \t\r\n]+$/g;
const INTEGER_LEX = /^[+-]?\d+$/;
const DOUBLE_LEX = /^(?:[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|-?INF|NaN)$/;
const DATE_LEX = /^(-?\d{4,})-(\d{2})-(\d{2})(Z|[+-]\d{2}:\d{2})?$/;
const DATETIME_LEX = /^(-?\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)(Z|[+-]\d{2}:\d{2})?$/;

/** True for the numeric types. */
export function isNumeric(a: Atomic): boolean {
  return a.t === INTEGER || a.t === DECIMAL || a.t === DOUBLE;
}

/** XPath's canonical double text: plain notation within [1e-6, 1e6), else scientific with `E`. */
export function doubleToString(d: number): string {
  if (Number.isNaN(d)) return 'NaN';
  if (d === Number.POSITIVE_INFINITY) return 'INF';
  if (d === Number.NEGATIVE_INFINITY) return '-INF';
  if (d === 0) return Object.is(d, -0) ? '-0' : '0';
  const abs = Math.abs(d);
  if (abs >= 1e-6 && abs < 1e6) {
    const s = String(d);
    if (!s.includes('e')) return s;
    return Decimal.parse(d.toFixed(20))?.toString() ?? s;
  }
  const [mant, exp] = d.toExponential().split('e') as [string, string];
  return `${mant.includes('.') ? mant : `${mant}.0`}E${Number(exp)}`;
}

/** The string value of an atomic (xs:string cast). */
export function atomicToString(a: Atomic): string {
  switch (a.t) {
    case STRING:
    case UNTYPED:
    case ANYURI:
      return a.v;
    case BOOLEAN:
      return a.v ? 'true' : 'false';
    case INTEGER:
    case DECIMAL:
      return a.v.toString();
    case DOUBLE:
      return doubleToString(a.v);
    default:
      return a.v.text;
  }
}

/** Parses a double the way xs:double's lexical space allows; undefined when not one. */
export function parseDouble(text: string): number | undefined {
  const s = text.replace(WS, '');
  if (!DOUBLE_LEX.test(s)) return undefined;
  if (s === 'INF') return Number.POSITIVE_INFINITY;
  if (s === '-INF') return Number.NEGATIVE_INFINITY;
  return Number(s);
}

/** A double as an exact decimal through its shortest round-trip text, as Saxon converts it. */
export function doubleToDecimal(d: number): Decimal {
  if (!Number.isFinite(d)) throw new XPathError('FOCA0002', `cannot convert ${d} to xs:decimal`);
  if (Number.isInteger(d) && Math.abs(d) < 2 ** 53) return Decimal.of(d);
  const s = String(d);
  if (!s.includes('e')) return Decimal.parse(s) as Decimal;
  const [mant, exp] = s.split('e') as [string, string];
  const m = Decimal.parse(mant) as Decimal;
  const e = Number(exp);
  const scale = Decimal.of(10n ** BigInt(Math.abs(e)));
  return e >= 0 ? m.mul(scale) : m.div(scale, m.scale - e);
}

/** An exact decimal as the nearest double. */
export function decimalToDouble(d: Decimal): number {
  return Number(d.toString());
}

function moment(text: string, withTime: boolean): Moment | undefined {
  const m = (withTime ? DATETIME_LEX : DATE_LEX).exec(text);
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return undefined;
  const days = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (day > (month === 2 ? (leap ? 29 : 28) : days)) return undefined;
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  let ms = d.getTime();
  let tz = m[4];
  if (withTime) {
    const h = Number(m[4]);
    const min = Number(m[5]);
    const sec = Number(m[6]);
    if (h > 24 || min > 59 || sec >= 60 || (h === 24 && (min > 0 || sec > 0))) return undefined;
    ms += ((h * 60 + min) * 60 + sec) * 1000;
    tz = m[7];
  }
  if (tz && tz !== 'Z') {
    const sign = tz[0] === '-' ? -1 : 1;
    const tzh = Number(tz.slice(1, 3));
    const tzm = Number(tz.slice(4, 6));
    if (tzh > 14 || tzm > 59) return undefined;
    ms -= sign * (tzh * 60 + tzm) * 60000;
  }
  return { ms, text };
}

function fail(type: string, value: string): never {
  throw new XPathError('FORG0001', `cannot cast '${value}' to xs:${type}`);
}

/** Casts an atomic value to a target type by the XPath 2.0 casting rules; throws FORG0001 on failure. */
export function castAtomic(a: Atomic, type: string): Atomic {
  const s = a.t === STRING || a.t === UNTYPED || a.t === ANYURI ? a.v : null;
  switch (type) {
    case 'string':
    case 'normalizedString':
    case 'token':
      return a.t === STRING ? a : str(atomicToString(a));
    case 'untypedAtomic':
      return untyped(atomicToString(a));
    case 'anyURI':
      if (s === null) fail(type, atomicToString(a));
      return { t: ANYURI, v: s.replace(WS, '') };
    case 'anyAtomicType':
      return a;
    case 'boolean': {
      if (a.t === BOOLEAN) return a;
      if (s !== null) {
        const t = s.replace(WS, '');
        if (t === 'true' || t === '1') return TRUE;
        if (t === 'false' || t === '0') return FALSE;
        return fail(type, s);
      }
      if (a.t === INTEGER || a.t === DECIMAL) return bool(a.v.sign() !== 0);
      if (a.t === DOUBLE) return bool(a.v !== 0 && !Number.isNaN(a.v));
      return fail(type, atomicToString(a));
    }
    case 'decimal': {
      if (a.t === DECIMAL) return a;
      if (a.t === INTEGER) return { t: DECIMAL, v: a.v };
      if (a.t === DOUBLE) return { t: DECIMAL, v: doubleToDecimal(a.v) };
      if (a.t === BOOLEAN) return { t: DECIMAL, v: a.v ? Decimal.ONE : Decimal.ZERO };
      if (s !== null) {
        const d = Decimal.parse(s);
        if (d === undefined) fail(type, s);
        return { t: DECIMAL, v: d };
      }
      return fail(type, atomicToString(a));
    }
    case 'integer':
    case 'long':
    case 'int':
    case 'positiveInteger':
    case 'nonNegativeInteger':
    case 'negativeInteger':
    case 'nonPositiveInteger': {
      let v: Decimal;
      if (a.t === INTEGER) v = a.v;
      else if (a.t === DECIMAL) v = truncate(a.v);
      else if (a.t === DOUBLE) {
        if (!Number.isFinite(a.v)) throw new XPathError('FOCA0002', `cannot cast ${a.v} to xs:integer`);
        v = doubleToDecimal(Math.trunc(a.v));
      } else if (a.t === BOOLEAN) v = a.v ? Decimal.ONE : Decimal.ZERO;
      else if (s !== null) {
        const t = s.replace(WS, '');
        if (!INTEGER_LEX.test(t)) fail(type, s);
        v = Decimal.parse(t) as Decimal;
      } else return fail(type, atomicToString(a));
      const sign = v.sign();
      if (
        (type === 'positiveInteger' && sign <= 0) ||
        (type === 'nonNegativeInteger' && sign < 0) ||
        (type === 'negativeInteger' && sign >= 0) ||
        (type === 'nonPositiveInteger' && sign > 0)
      ) {
        fail(type, v.toString());
      }
      return { t: INTEGER, v };
    }
    case 'double':
    case 'float': {
      if (a.t === DOUBLE) return a;
      if (a.t === INTEGER || a.t === DECIMAL) return dbl(decimalToDouble(a.v));
      if (a.t === BOOLEAN) return dbl(a.v ? 1 : 0);
      if (s !== null) {
        const d = parseDouble(s);
        if (d === undefined) fail(type, s);
        return dbl(d);
      }
      return fail(type, atomicToString(a));
    }
    case 'date':
    case 'dateTime': {
      const want = type === 'date' ? DATE : DATETIME;
      if (a.t === want) return a;
      if (a.t === DATETIME && want === DATE) {
        const text = a.v.text.replace(/T[^Z+-]*/, '');
        return castAtomic(str(text), 'date');
      }
      if (s === null) return fail(type, atomicToString(a));
      const m = moment(s.replace(WS, ''), want === DATETIME);
      if (!m) fail(type, s);
      return { t: want, v: m } as Atomic;
    }
    default:
      throw new XPathError('XPST0051', `unsupported cast target xs:${type}`);
  }
}

/** Truncates a decimal towards zero. */
export function truncate(d: Decimal): Decimal {
  if (d.scale === 0) return d;
  const t = d.units / 10n ** BigInt(d.scale);
  return Decimal.parse(t.toString()) as Decimal;
}
