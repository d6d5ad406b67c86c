import type { Expr, SeqType } from '../ir/ir.ts';
import { bool, type Item, int, STRING } from '../runtime/atomic.ts';
import { type CallSite, FUNCTIONS } from '../runtime/functions.ts';
import { XPathError } from '../runtime/XPathError.ts';
import type { Compiler } from './compiler.ts';
import type { Env, Ev } from './context.ts';
import { matchesType } from './sequenceTypes.ts';

// Function calls (built-in and user), global variables and `instance of`.

export function global(cx: Compiler, env: Env, g: number): Item[] {
  const cached = env.globals[g];
  if (cached) return cached;
  const def = cx.program.globals[g];
  if (!def) throw new XPathError('XPST0008', `unknown global #${g}`);
  const v = def.ev({ env, item: 0, pos: 1, size: 1, frame: new Array(def.frame) });
  env.globals[g] = v;
  return v;
}

export function instance(cx: Compiler, a: Expr, type: SeqType): Ev {
  const ev = cx.seq(a);
  return (c) => [bool(matchesType(c.env.tree, ev(c), type))];
}

export function call(cx: Compiler, fn: string, argExprs: Expr[]): Ev {
  const def = FUNCTIONS[fn];
  if (!def?.arity.includes(argExprs.length))
    throw new XPathError('XPST0017', `unsupported function ${fn}#${argExprs.length}`);
  const args = argExprs.map((x) => cx.seq(x));
  const impl = def.impl;
  const site: CallSite = {};
  if (fn === 'count' && argExprs.length === 1) {
    const a = args[0] as Ev;
    return (c) => [int(a(c).length)];
  }
  const hay = argExprs[0];
  if (fn === 'contains' && hay?.k === 'str') {
    // Code-list rules ask contains(' A B C … ', concat(' ', X, ' ')) of a list of thousands of codes:
    // for an X without spaces that is exactly "X is one of the space-delimited pieces", a set lookup.
    const pieces = new Set(hay.v.split(' ').slice(1, -1));
    const literal = args[0] as Ev;
    const needle = args[1] as Ev;
    return (c) => {
      const v = needle(c);
      const a = v.length === 1 ? v[0] : undefined;
      if (typeof a === 'object' && a.t === STRING) {
        const s = a.v;
        const last = s.length - 1;
        if (last > 0 && s.charCodeAt(0) === 32 && s.charCodeAt(last) === 32) {
          const inner = s.slice(1, last);
          if (inner.indexOf(' ') < 0) return [bool(pieces.has(inner))];
        }
      }
      return impl(c, [literal(c), v], site);
    };
  }
  return (c) => {
    const values: Item[][] = new Array(args.length);
    for (let i = 0; i < args.length; i++) values[i] = (args[i] as Ev)(c);
    return impl(c, values, site);
  };
}
