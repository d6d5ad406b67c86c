import { NS } from '../xml/namespaces.ts';
import type { XmlTree } from '../xml/XmlTree.ts';
import { ExprCompiler } from '../xpath/compile/compileExpr.ts';
import type { Ctx, Env, Ev, Program } from '../xpath/compile/context.ts';
import type { Expr } from '../xpath/ir/ir.ts';
import { parseXPath, type XPathScope } from '../xpath/parse/parseXPath.ts';
import { FUNCTIONS } from '../xpath/runtime/functions.ts';

/** What evaluating a path found (element and attribute ids), and every node its predicates read (the syntax's scaffolding). */
export interface PathResult {
  nodes: number[];
  tested: Set<number>;
}

interface CompiledPath {
  nodes: Ev;
  /** The nodes an equality predicate selects by (ChargeIndicator 'true', schemeID 'VA'); null without one. */
  tested: Ev | null;
  frame: number;
}

// One Program for every term path: the term table is fixed, so its name table and closures are built once.
const program: Program = { nameKeys: [], globals: [], functions: [], memos: 0, nameMemos: 0 };
const compiler = new ExprCompiler(program);
const COMPILED = new Map<string, CompiledPath>();

/** The term table's scope: its prefixes (NS), the standard functions, no variables of its own. */
function scopeOf(frame: { size: number }): XPathScope {
  return {
    ns(prefix) {
      const uri = NS[prefix as keyof typeof NS];
      if (uri === undefined) throw new Error(`unknown prefix ${prefix}`);
      return uri;
    },
    variable(name) {
      throw new Error(`unknown variable $${name}`);
    },
    bind: () => frame.size++,
    release() {},
    call(name, args) {
      if (!FUNCTIONS[name]?.arity.includes(args.length))
        throw new Error(`unsupported function ${name}#${args.length}`);
      return { k: 'call', fn: name, args };
    },
  };
}

/** The equality comparisons a predicate decides by, through `and`, `or` and `not()`. */
function equalities(p: Expr): { a: Expr; b: Expr }[] {
  if (p.k === 'and' || p.k === 'or') return [...equalities(p.a), ...equalities(p.b)];
  if (p.k === 'call' && p.fn === 'not') return equalities(p.args[0] as Expr);
  if (p.k === 'gcmp' && p.op === '=') return [{ a: p.a, b: p.b }];
  return [];
}

/**
 * The scaffolding of a path as one more expression of the same IR: for each step predicate `L = R`, the `L` nodes
 * of every candidate of that step (after the step's earlier predicates) whose value equals `R` seen from the
 * candidate: `for $s in Prefix/step[earlier] return $s/L[. = $s/R]`.
 */
function scaffolding(e: Expr, frame: { size: number }): Expr[] {
  if (e.k === 'union') return [...scaffolding(e.a, frame), ...scaffolding(e.b, frame)];
  const steps: Expr[] = [];
  let x = e;
  while (x.k === 'path') {
    steps.unshift(x.b);
    x = x.a;
  }
  steps.unshift(x);
  const out: Expr[] = [];
  let prefix: Expr = { k: 'ctx' };
  for (const st of steps) {
    if (st.k === 'step') {
      st.preds.forEach((p, i) => {
        for (const { a, b } of equalities(p)) {
          const slot = frame.size++;
          const candidate: Expr = { k: 'var', slot };
          const right: Expr = b.k === 'str' ? b : { k: 'path', a: candidate, b };
          out.push({
            k: 'for',
            slot,
            in: { k: 'path', a: prefix, b: { ...st, preds: st.preds.slice(0, i) } },
            ret: {
              k: 'filter',
              a: { k: 'path', a: candidate, b: a },
              preds: [{ k: 'gcmp', op: '=', a: { k: 'ctx' }, b: right }],
            },
          });
        }
      });
    }
    prefix = prefix.k === 'ctx' ? st : { k: 'path', a: prefix, b: st };
  }
  return out;
}

/** One run state per document, shared by its term paths; its name ids are resolved again when paths added names. */
const ENVS = new WeakMap<XmlTree, Env>();

function envOf(tree: XmlTree): Env {
  let env = ENVS.get(tree);
  if (env === undefined || env.names.length !== program.nameKeys.length) {
    const names = Int32Array.from(program.nameKeys, (k) => tree.nameId(k.ns, k.local));
    env = { tree, names, globals: [], program, casts: new Map(), memo: [], byName: [] };
    ENVS.set(tree, env);
  }
  return env;
}

function compile(xpath: string): CompiledPath {
  let c = COMPILED.get(xpath);
  if (c === undefined) {
    const frame = { size: 0 };
    const ir = parseXPath(xpath, scopeOf(frame));
    const scaffolds = scaffolding(ir, frame);
    const tested = scaffolds.length === 0 ? null : scaffolds.reduce((a, b): Expr => ({ k: 'union', a, b }));
    c = { nodes: compiler.seq(ir), tested: tested && compiler.seq(tested), frame: frame.size };
    COMPILED.set(xpath, c);
  }
  return c;
}

/**
 * Evaluates one binding of the term table (or a path of the same kind) against a context element through the
 * XPath toolchain's compiler, in document order, with the nodes its equality predicates select by.
 */
export function evalPath(tree: XmlTree, xpath: string, context: number): PathResult {
  const c = compile(xpath);
  const ctx: Ctx = { env: envOf(tree), item: context, pos: 1, size: 1, frame: new Array(c.frame) };
  const nodes = c.nodes(ctx) as number[];
  return { nodes, tested: new Set(c.tested ? (c.tested(ctx) as number[]) : []) };
}
