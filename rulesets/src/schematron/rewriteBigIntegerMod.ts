/** Largest divisor rewritten: the chunked remainder stays below 2^53 (divisor * 10^7 + 10^7). */
const MAX_DIVISOR = 1_000_000;
/** Tokens after which `xs:integer(E) mod N` is a whole operand (nothing binds tighter on its left). */
const SAFE_BEFORE_KEYWORDS = new Set([
  'and',
  'or',
  'then',
  'else',
  'return',
  'satisfies',
  'in',
  'to',
  'eq',
  'ne',
  'lt',
  'le',
  'gt',
  'ge',
  'is',
]);
/** Tokens after `mod N` that would bind N tighter than `mod` does. */
const UNSAFE_AFTER =
  /^\s*(?:\[|\||!(?!=)|=>|(?:union|intersect|except|instance|treat|castable|cast)(?![\w.-]))/;
const CAST = /(?<![\w.:-])xs:(integer|decimal)\s*\(/g;
const MOD_LITERAL = /^\s*mod\s+(\d+)(?![\d.eE\w])/;

/** Index just past the `)` matching the `(` at `open`, skipping string literals and comments; -1 if none. */
function closingParen(expr: string, open: number): number {
  let depth = 0;
  for (let i = open; i < expr.length; i++) {
    const c = expr[i];
    if (c === '"' || c === "'") {
      const end = expr.indexOf(c, i + 1);
      if (end < 0) return -1;
      i = end;
    } else if (c === '(' && expr[i + 1] === ':') {
      const end = expr.indexOf(':)', i + 2);
      if (end < 0) return -1;
      i = end + 1;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

function safeBefore(prefix: string): boolean {
  const trimmed = prefix.trimEnd();
  if (trimmed === '') return true;
  const last = trimmed[trimmed.length - 1] ?? '';
  if ('([,{=<>'.includes(last)) return !trimmed.endsWith('=>');
  const word = /([\w-]+)$/.exec(trimmed)?.[1] ?? '';
  return SAFE_BEFORE_KEYWORDS.has(word) && !/[\w.:-]/.test(trimmed[trimmed.length - word.length - 1] ?? '');
}

/** True when `position` in `expr` lies outside string literals (quotes balance before it). */
function outsideLiteral(expr: string, position: number): boolean {
  let quote: string | null = null;
  for (let i = 0; i < position; i++) {
    const c = expr[i];
    if (quote === null && (c === '"' || c === "'")) quote = c;
    else if (c === quote) quote = null;
  }
  return quote === null;
}

/**
 * Rewrites `xs:integer(E) mod N` and `xs:decimal(E) mod N` (N an integer literal) in an XPath to
 * `P:integer-mod(E, N)` / `P:decimal-mod(E, N)`, the exact helpers of exactModFunctions. Only where
 * the rewrite is provably the same operand (no operator binding tighter on either side); anything
 * else is left as written.
 */
export function rewriteBigIntegerMod(expr: string, prefix: string): string {
  let out = '';
  let from = 0;
  CAST.lastIndex = 0;
  for (let m = CAST.exec(expr); m; m = CAST.exec(expr)) {
    const start = m.index;
    if (start < from || !outsideLiteral(expr, start)) continue;
    const open = start + m[0].length - 1;
    const close = closingParen(expr, open);
    if (close < 0) break;
    const mod = MOD_LITERAL.exec(expr.slice(close));
    const divisor = Number(mod?.[1]);
    if (
      !mod ||
      divisor < 1 ||
      divisor > MAX_DIVISOR ||
      UNSAFE_AFTER.test(expr.slice(close + mod[0].length)) ||
      !safeBefore(expr.slice(0, start))
    ) {
      continue;
    }
    const inner = rewriteBigIntegerMod(expr.slice(open + 1, close - 1), prefix);
    out += `${expr.slice(from, start)}${prefix}:${m[1]}-mod(${inner}, ${divisor})`;
    from = close + mod[0].length;
    CAST.lastIndex = from;
  }
  return out + expr.slice(from);
}
