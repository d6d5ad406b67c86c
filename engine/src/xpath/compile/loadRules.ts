import type { SchematronRun, SvrlItem } from '../../oracles/schematron/runSchematron.ts';
import { locationOf } from '../../xml/location.ts';
import type { XmlTree } from '../../xml/XmlTree.ts';
import type { RulesetIr } from '../ir/ir.ts';
import type { Item } from '../runtime/atomic.ts';
import { XPathError } from '../runtime/XPathError.ts';
import { markBooleanPredicates } from './booleanPredicates.ts';
import { ExprCompiler } from './compileExpr.ts';
import type { Bool, Ctx, Env, Ev, Program, Slot } from './context.ts';
import { contextWalk } from './contextMatch.ts';
import { valueOfSequence } from './sequenceTypes.ts';

interface CompiledCheck {
  report: boolean;
  id: string;
  flag: string | null;
  test: Bool;
  message: (string | { v: Ev } | { n: Ev })[];
}

interface CompiledRule {
  /** Null where the context walk finds the rule's nodes. */
  context: Ev | null;
  lets: { slot: number; value: Ev }[];
  checks: CompiledCheck[];
  frame: number;
}

/** A schematron compiled to closures: run it over a parsed document to get its SVRL items. */
export interface CompiledRules {
  id: string;
  run(tree: XmlTree): SchematronRun;
}

/**
 * Turns a compiled-rules IR into closures (no eval, so a strict CSP allows it). Any expression the
 * runtime does not support throws here, which the rules build uses as its final check.
 */
export function loadRules(ir: RulesetIr): CompiledRules {
  if (ir.format !== 'einvoice-rules/2') throw new Error(`rules ${ir.id}: unknown format ${ir.format}`);
  markBooleanPredicates(ir);
  const program: Program = { nameKeys: [], globals: [], functions: [], memos: 0, nameMemos: 0 };
  const compiler = new ExprCompiler(program);
  for (const g of ir.globals) program.globals.push({ ev: compiler.seq(g.value), frame: g.frame });
  for (const f of ir.functions)
    program.functions.push({ ev: compiler.seq(f.body), params: f.params.map((p) => p.type), frame: f.frame });
  const walk = contextWalk(
    compiler,
    ir.patterns.map((p) => p.rules.map((r) => r.context)),
  );
  const patterns = ir.patterns.map((p, i) =>
    p.rules.map(
      (r): CompiledRule =>
        compiler.forRule(r.shared, () => ({
          context: walk.walked[i] ? null : compiler.pattern(r.context),
          lets: r.lets.map((l) => ({ slot: l.slot, value: compiler.seq(l.value) })),
          frame: r.frame,
          checks: r.checks.map((c) => ({
            report: c.report === true,
            id: c.id,
            flag: c.flag,
            test: compiler.bool(c.test),
            message: c.message.map((m) =>
              typeof m === 'string' ? m : 'v' in m ? { v: compiler.seq(m.v) } : { n: compiler.seq(m.n) },
            ),
          })),
        })),
    ),
  );

  // The rules name many more elements than a document holds: a run resolves the document's names (a few
  // hundred) against this index instead of looking up each of the rules' (thousands) in the document. By local
  // name first: the document's names are fresh strings, and hashing its namespace URIs (long) cost more than
  // comparing the few that share a local name.
  const nameIndex = new Map<string, { ns: string; i: number }[]>();
  program.nameKeys.forEach((k, i) => {
    const same = nameIndex.get(k.local);
    if (same) same.push({ ns: k.ns, i });
    else nameIndex.set(k.local, [{ ns: k.ns, i }]);
  });

  const run = (tree: XmlTree): SchematronRun => {
    const names = new Int32Array(program.nameKeys.length).fill(-1);
    const refs = new Int32Array(tree.nameNs.length).fill(-1);
    for (let id = 0; id < tree.nameNs.length; id++) {
      const ns = tree.nameNs[id] as string;
      for (const k of nameIndex.get(tree.nameLocal[id] as string) ?? []) {
        if (k.ns !== ns) continue;
        names[k.i] = id;
        refs[id] = k.i;
        break;
      }
    }
    const env: Env = { tree, names, globals: [], program, casts: new Map(), memo: [], byName: [] };
    const root: Ctx = { env, item: 0, pos: 1, size: 1, frame: [] };
    const claimed = new Int32Array(tree.size);
    const items: SvrlItem[] = [];
    try {
      const walked = walk.run(env, refs);
      patterns.forEach((rules, p) => {
        // First match per node within a pattern (the skeleton's template priorities), in document order.
        const stamp = p + 1;
        const fires: number[] = walked[p] ?? [];
        rules.forEach((rule, r) => {
          if (rule.context === null) return;
          for (const n of rule.context(root)) {
            if (typeof n !== 'number' || claimed[n] === stamp) continue;
            claimed[n] = stamp;
            fires.push(n, r);
          }
        });
        // Usually already in document order (one rule, or rules matching in turn): sorted only when not.
        let ordered = true;
        for (let i = 2; i < fires.length && ordered; i += 2)
          ordered = (fires[i] as number) > (fires[i - 2] as number);
        if (ordered) {
          for (let i = 0; i < fires.length; i += 2)
            fire(env, rules[fires[i + 1] as number] as CompiledRule, fires[i] as number, items);
          return;
        }
        const order = Array.from({ length: fires.length / 2 }, (_, i) => i);
        order.sort((a, b) => (fires[2 * a] as number) - (fires[2 * b] as number));
        for (const i of order)
          fire(env, rules[fires[2 * i + 1] as number] as CompiledRule, fires[2 * i] as number, items);
      });
    } catch (e) {
      if (e instanceof XPathError) return { ok: false, message: e.message };
      throw e;
    }
    return { ok: true, items };
  };
  return { id: ir.id, run };
}

function fire(env: Env, rule: CompiledRule, node: number, items: SvrlItem[]): void {
  const frame: Slot[] = new Array(rule.frame);
  const c: Ctx = { env, item: node, pos: 1, size: 1, frame };
  // Lets are lazy in XSLT: an error in one that no check reads must not stop the run.
  for (const l of rule.lets) {
    try {
      frame[l.slot] = l.value(c);
    } catch (e) {
      if (!(e instanceof XPathError)) throw e;
      frame[l.slot] = e;
    }
  }
  for (const check of rule.checks) {
    if (check.test(c) === check.report) {
      items.push({
        id: check.id,
        flag: check.flag,
        location: locationOf(env.tree, node),
        text: messageText(c, check.message),
        kind: check.report ? 'report' : 'assert',
      });
    }
  }
}

function messageText(c: Ctx, parts: CompiledCheck['message']): string {
  let s = '';
  for (const p of parts) {
    if (typeof p === 'string') s += p;
    else if ('v' in p) s += valueOfSequence(c.env.tree, p.v(c));
    else {
      const n: Item | undefined = p.n(c)[0];
      s += typeof n === 'number' ? (c.env.tree.qname[n] ?? '') : '';
    }
  }
  return s.trim().replace(/\s+/g, ' ');
}
