/** One XPath 2.0 token: a name (QName or wildcard), literal, number, variable marker or symbol. */
export interface Token {
  t: 'name' | 'str' | 'int' | 'dec' | 'dbl' | 'sym' | 'end';
  v: string;
  /** Offset in the expression, for error messages. */
  at: number;
}

const SYMBOLS = [
  '//',
  '::',
  '..',
  '!=',
  '<=',
  '>=',
  '<<',
  '>>',
  ':=',
  '(',
  ')',
  '[',
  ']',
  ',',
  '/',
  '@',
  '.',
];
const SINGLE = new Set(['=', '<', '>', '|', '+', '-', '*', '$', '?', '{', '}']);
const NAME_START =
  /[A-Za-z_\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F]/;
const NAME_CHAR =
  /[-.0-9A-Za-z_\u00B7\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u037D\u037F-\u1FFF\u200C-\u200D\u203F\u2040\u2070-\u218F]/;

/** Splits an XPath 2.0 expression into tokens (comments dropped); throws on characters XPath has no use for. */
export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const ncname = (from: number): number => {
    let j = from;
    if (!NAME_START.test(src[j] ?? '')) return from;
    while (j < src.length && NAME_CHAR.test(src[j] as string)) j++;
    return j;
  };
  while (i < src.length) {
    const c = src[i] as string;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    if (c === '(' && src[i + 1] === ':') {
      let depth = 1;
      i += 2;
      while (i < src.length && depth > 0) {
        if (src.startsWith('(:', i)) {
          depth++;
          i += 2;
        } else if (src.startsWith(':)', i)) {
          depth--;
          i += 2;
        } else i++;
      }
      if (depth > 0) throw new Error(`unterminated comment in ${src}`);
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      let v = '';
      for (;;) {
        const k = src.indexOf(c, j);
        if (k < 0) throw new Error(`unterminated string literal at ${i} in ${src}`);
        v += src.slice(j, k);
        if (src[k + 1] === c) {
          v += c;
          j = k + 2;
        } else {
          j = k + 1;
          break;
        }
      }
      out.push({ t: 'str', v, at: i });
      i = j;
      continue;
    }
    const num = /^(?:\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/.exec(src.slice(i, i + 64));
    if (num && !(c === '.' && !/\d/.test(src[i + 1] ?? ''))) {
      const text = num[0];
      const t = num[2] ? 'dbl' : text.includes('.') ? 'dec' : 'int';
      out.push({ t, v: text, at: i });
      i += text.length;
      if (NAME_START.test(src[i] ?? '')) throw new Error(`number followed by a name at ${i} in ${src}`);
      continue;
    }
    if (c === '*' && src[i + 1] === ':' && NAME_START.test(src[i + 2] ?? '')) {
      const e = ncname(i + 2);
      out.push({ t: 'name', v: src.slice(i, e), at: i });
      i = e;
      continue;
    }
    const e = ncname(i);
    if (e > i) {
      let end = e;
      if (src[e] === ':' && src[e + 1] === '*') end = e + 2;
      else if (src[e] === ':' && NAME_START.test(src[e + 1] ?? '')) end = ncname(e + 1);
      out.push({ t: 'name', v: src.slice(i, end), at: i });
      i = end;
      continue;
    }
    const sym = SYMBOLS.find((s) => src.startsWith(s, i));
    if (sym) {
      out.push({ t: 'sym', v: sym, at: i });
      i += sym.length;
      continue;
    }
    if (SINGLE.has(c)) {
      out.push({ t: 'sym', v: c, at: i });
      i++;
      continue;
    }
    throw new Error(`unexpected character '${c}' at ${i} in ${src}`);
  }
  out.push({ t: 'end', v: '', at: src.length });
  return out;
}
