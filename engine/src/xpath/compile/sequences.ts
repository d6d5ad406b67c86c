import type { Decimal } from '../../decimal/Decimal.ts';
import { Decimal as Dec } from '../../decimal/Decimal.ts';
import type { Expr } from '../ir/ir.ts';
import {
  type Atomic,
  bool,
  castAtomic,
  DECIMAL,
  dbl,
  INTEGER,
  type Item,
  int,
  str,
  untyped,
} from '../runtime/atomic.ts';
import { numericValue } from '../runtime/functions.ts';
import { arithmetic, atomize, negate, optionalAtomic, valueCompare } from '../runtime/operations.ts';
import { XPathError } from '../runtime/XPathError.ts';
import type { Compiler } from './compiler.ts';
import { EMPTY, type Ev, freshScope, type Slot } from './context.ts';
import { allNodes, sortNodes, unionNodes } from './nodeOrder.ts';
import { convert, valueOfSequence } from './sequenceTypes.ts';

// Sequence-valued expressions: literals, variables, operators, casts, conditionals and bindings.

export function seqUnmemoised(cx: Compiler, e: Expr): Ev {
  switch (e.k) {
    case 'str': {
      const v = [str(e.v)];
      return () => v;
    }
    case 'int': {
      const v = [{ t: INTEGER, v: Dec.parse(e.v) as Decimal } as Atomic];
      return () => v;
    }
    case 'dec': {
      const v = [{ t: DECIMAL, v: Dec.parse(e.v) as Decimal } as Atomic];
      return () => v;
    }
    case 'dbl': {
      const v = [dbl(Number(e.v))];
      return () => v;
    }
    case 'ctx':
      return (c) => {
        if (c.item === undefined) throw new XPathError('XPDY0002', 'no context item');
        return [c.item];
      };
    case 'root':
      return (c) => {
        if (typeof c.item !== 'number') throw new XPathError('XPDY0050', 'root of a non-node');
        return [0];
      };
    case 'var': {
      const slot = e.slot;
      return (c) => {
        const v = c.frame[slot];
        if (v instanceof XPathError) throw v;
        if (v === undefined) throw new XPathError('XPST0008', `unbound variable slot ${slot}`);
        return v;
      };
    }
    case 'gvar': {
      const g = e.g;
      return (c) => cx.global(c.env, g);
    }
    case 'seq': {
      const items = e.items.map((x) => cx.seq(x));
      if (items.length === 0) return () => EMPTY;
      if (items.length === 1) return items[0] as Ev;
      return (c) => {
        const out: Item[] = [];
        for (const f of items) for (const i of f(c)) out.push(i);
        return out;
      };
    }
    case 'and':
    case 'or':
    case 'gcmp':
    case 'instance':
    case 'castable': {
      if (e.k === 'instance') return cx.instance(e.a, e.type);
      if (e.k === 'castable') {
        const a = cx.seq(e.a);
        const { type, opt } = e;
        return (c) => {
          const v = a(c);
          if (v.length === 0) return [bool(opt)];
          if (v.length > 1) return [bool(false)];
          try {
            castAtomic(atomize(c.env.tree, v[0] as Item), type);
            return [bool(true)];
          } catch (err) {
            if (err instanceof XPathError) return [bool(false)];
            throw err;
          }
        };
      }
      const b = cx.bool(e);
      return (c) => [bool(b(c))];
    }
    case 'vcmp': {
      const a = cx.seq(e.a);
      const b = cx.seq(e.b);
      const op = e.op;
      return (c) => {
        const r = valueCompare(c.env.tree, op, a(c), b(c));
        return r === null ? EMPTY : [bool(r)];
      };
    }
    case 'ncmp': {
      const a = cx.seq(e.a);
      const b = cx.seq(e.b);
      const op = e.op;
      return (c) => {
        const x = a(c);
        const y = b(c);
        if (x.length === 0 || y.length === 0) return EMPTY;
        const p = x[0];
        const q = y[0];
        if (x.length > 1 || y.length > 1 || typeof p !== 'number' || typeof q !== 'number')
          throw new XPathError('XPTY0004', 'node comparison of non-nodes');
        return [bool(op === 'is' ? p === q : op === '<<' ? p < q : p > q)];
      };
    }
    case 'arith': {
      const a = cx.seq(e.a);
      const b = cx.seq(e.b);
      const op = e.op;
      return (c) => {
        const x = optionalAtomic(c.env.tree, a(c), op);
        if (x === null) return EMPTY;
        const y = optionalAtomic(c.env.tree, b(c), op);
        if (y === null) return EMPTY;
        return [arithmetic(op, x, y)];
      };
    }
    case 'neg': {
      const a = cx.seq(e.a);
      return (c) => {
        const x = optionalAtomic(c.env.tree, a(c), 'unary minus');
        return x === null ? EMPTY : [negate(x)];
      };
    }
    case 'range': {
      const a = cx.seq(e.a);
      const b = cx.seq(e.b);
      return (c) => {
        const x = optionalAtomic(c.env.tree, a(c), 'to');
        const y = optionalAtomic(c.env.tree, b(c), 'to');
        if (x === null || y === null) return EMPTY;
        const from = numericValue(castAtomic(x, 'integer'));
        const to = numericValue(castAtomic(y, 'integer'));
        const out: Item[] = [];
        for (let i = from; i <= to; i++) out.push(int(i));
        return out;
      };
    }
    case 'union':
    case 'intersect':
    case 'except': {
      const a = cx.seq(e.a);
      const b = cx.seq(e.b);
      const k = e.k;
      return (c) => {
        const x = allNodes(a(c), k);
        const y = allNodes(b(c), k);
        if (k === 'union') return unionNodes(x, y);
        const set = new Set(y);
        return sortNodes(x.filter((n) => (k === 'intersect' ? set.has(n) : !set.has(n))));
      };
    }
    case 'treat':
      return cx.seq(e.a);
    case 'cast': {
      const a = cx.seq(e.a);
      const { type, opt } = e;
      return (c) => {
        const v = a(c);
        if (v.length === 0) {
          if (opt) return EMPTY;
          throw new XPathError('XPTY0004', `cast of an empty sequence to xs:${type}`);
        }
        if (v.length > 1) throw new XPathError('XPTY0004', `cast of a sequence to xs:${type}`);
        const item = v[0] as Item;
        if (typeof item !== 'number') return [castAtomic(item, type)];
        // Rules cast the same amount nodes again and again (line sums, breakdown checks): memoise per run.
        let byNode = c.env.casts.get(type);
        if (byNode === undefined) {
          byNode = new Map();
          c.env.casts.set(type, byNode);
        }
        const memo = byNode.get(item);
        if (memo) return memo;
        const out = [castAtomic(atomize(c.env.tree, item), type)];
        byNode.set(item, out);
        return out;
      };
    }
    case 'if': {
      const cond = cx.bool(e.c);
      const t = cx.seq(e.t);
      const f = cx.seq(e.e);
      return (c) => (cond(c) ? t(c) : f(c));
    }
    case 'for': {
      const inE = cx.seq(e.in);
      const ret = cx.seq(e.ret);
      const slot = e.slot;
      return (c) => {
        const out: Item[] = [];
        for (const i of inE(c)) {
          c.frame[slot] = [i];
          for (const r of ret(c)) out.push(r);
        }
        return out;
      };
    }
    case 'some':
    case 'every': {
      const inE = cx.seq(e.in);
      const sat = cx.bool(e.sat);
      const slot = e.slot;
      const every = e.k === 'every';
      return (c) => {
        for (const i of inE(c)) {
          c.frame[slot] = [i];
          if (sat(c) !== every) return [bool(!every)];
        }
        return [bool(every)];
      };
    }
    case 'let': {
      const value = cx.seq(e.value);
      const ret = cx.seq(e.ret);
      const slot = e.slot;
      return (c) => {
        c.frame[slot] = value(c);
        return ret(c);
      };
    }
    case 'conv': {
      const a = cx.seq(e.a);
      const type = e.type;
      return (c) => convert(c.env.tree, a(c), type);
    }
    case 'valueof': {
      const a = cx.seq(e.a);
      return (c) => [untyped(valueOfSequence(c.env.tree, a(c)))];
    }
    case 'shared':
      return cx.shared(e.slot);
    case 'fresh':
      return freshScope(e.slots, cx.seq(e.a));
    case 'call':
      return cx.call(e.fn, e.args);
    case 'ucall': {
      const args = e.args.map((x) => cx.seq(x));
      const index = e.fn;
      return (c) => {
        const f = c.env.program.functions[index];
        if (!f) throw new XPathError('XPST0017', `unknown function #${index}`);
        const frame: Slot[] = new Array(f.frame);
        for (let i = 0; i < args.length; i++) {
          const t = f.params[i];
          const v = (args[i] as Ev)(c);
          frame[i] = t ? convert(c.env.tree, v, t) : v;
        }
        return f.ev({ env: c.env, item: undefined, pos: 0, size: 0, frame });
      };
    }
    case 'path':
      return cx.fastPath(e) ?? cx.path(e.a, e.b);
    case 'step':
      return cx.step(e.axis, e.test, e.preds);
    case 'filter': {
      const a = cx.seq(e.a);
      const preds = e.preds.map((p) => cx.predicate(p));
      return (c) => {
        let v = a(c);
        for (const p of preds) v = p(c, v);
        return v;
      };
    }
  }
}
