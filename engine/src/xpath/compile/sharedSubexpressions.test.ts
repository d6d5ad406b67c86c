/**
 * Subexpressions written more than once in a rule's checks are evaluated once (sharedSubexpressions.ts) without
 * changing any verdict: each test below, run through loadRules (shared), fires exactly when the same test
 * compiled directly (unshared) is false, including where the repeated part raises an error under a
 * short-circuit, depends on a quantifier's variable, or sits in predicates with another focus. The rules build
 * shares the official rules' own repetitions (BR-S-08, BR-DE-19).
 */

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseXmlTree } from '../../xml/parseXmlTree.ts';
import type { CheckIr, Expr, RuleIr, RulesetIr } from '../ir/ir.ts';
import { parseXPath, type XPathScope } from '../parse/parseXPath.ts';
import { XPathError } from '../runtime/XPathError.ts';
import { ExprCompiler } from './compileExpr.ts';
import type { Ctx, Program } from './context.ts';
import { loadRules } from './loadRules.ts';
import { shareSubexpressions, writtenTest } from './sharedSubexpressions.ts';

const XS = 'http://www.w3.org/2001/XMLSchema';

function parser() {
  const slots = new Map<string, number>();
  let next = 0;
  const scope: XPathScope = {
    ns: (prefix) => (prefix === 'xs' ? XS : ''),
    variable: (name) => {
      const slot = slots.get(name);
      if (slot === undefined) throw new Error(`unknown variable $${name}`);
      return { k: 'var', slot };
    },
    bind: (name) => {
      const slot = next++;
      slots.set(name, slot);
      return slot;
    },
    release: (name) => slots.delete(name),
    call: (name, args) =>
      name.startsWith('xs:')
        ? { k: 'cast', a: args[0] as Expr, type: name.slice(3), opt: true }
        : { k: 'call', fn: name, args },
  };
  return { parse: (s: string) => parseXPath(s, scope), frame: () => next };
}

const XML =
  '<r><code>58</code><iban> DE79 0000 0000 1234 5678 90 </iban>' +
  '<line><rate>19</rate><amount>10.00</amount></line><line><rate>7</rate><amount>5.50</amount></line>' +
  '<line><rate>19</rate><amount>2.25</amount></line><total rate="19">12.25</total><total rate="7">5.60</total></r>';

// Each test repeats a part of itself; `holds`: whether the assert holds on XML, or that its evaluation fails.
const CASES: { test: string; holds: boolean | 'error' }[] = [
  // BR-DE-19's shape: one normalised value read four times.
  {
    test: "matches(normalize-space(replace(iban, '\\s', '')), '^[A-Z]{2}') and string-length(normalize-space(replace(iban, '\\s', ''))) = 22 and substring(normalize-space(replace(iban, '\\s', '')), 1, 2) = 'DE'",
    holds: true,
  },
  // BR-S-08's shape: a sum per rate, under a quantifier, read for both bounds.
  {
    test: 'every $rate in total/xs:decimal(@rate) satisfies (total[xs:decimal(@rate) = $rate] - 0.5 < sum(line[xs:decimal(rate) = $rate]/xs:decimal(amount)) and total[xs:decimal(@rate) = $rate] + 0.5 > sum(line[xs:decimal(rate) = $rate]/xs:decimal(amount)))',
    holds: true,
  },
  {
    test: 'every $rate in total/xs:decimal(@rate) satisfies (total[xs:decimal(@rate) = $rate] - 0.01 < sum(line[xs:decimal(rate) = $rate]/xs:decimal(amount)) and total[xs:decimal(@rate) = $rate] + 0.01 > sum(line[xs:decimal(rate) = $rate]/xs:decimal(amount)))',
    holds: false,
  },
  // A value that changes with the loop variable: a value kept across iterations would read (22, 22).
  {
    test: "string-join(for $i in (1, 2) return string(($i * 10 + 1) + ($i * 10 + 1)), ',') = '22,42'",
    holds: true,
  },
  {
    test: "some $i in (1, 2) satisfies (concat($i, '-', $i * 3 + 1) = '2-7' and string-length(concat($i, '-', $i * 3 + 1)) = 3)",
    holds: true,
  },
  // An error in the repeated part: neither occurrence evaluated, or only the second one, or both.
  { test: "code = '58' or (xs:integer(iban) + 1 = 2 and xs:integer(iban) + 1 = 2)", holds: true },
  {
    test: "(code = '99' and xs:integer(iban) + 1 = 2) or (code = '58' and xs:integer(iban) + 1 = 2)",
    holds: 'error',
  },
  {
    test: 'xs:integer(code) + 1 = 59 and (xs:integer(iban) + 1 = 2 or xs:integer(iban) + 1 = 3)',
    holds: 'error',
  },
  // The same text inside predicates, with another focus each time, and outside them.
  {
    test: 'count(line[xs:decimal(amount) * 2 > 5]) = 2 and count(line[xs:decimal(amount) * 2 > 5]) + 1 = 3',
    holds: true,
  },
  { test: 'sum(line/(xs:decimal(amount) * 2 + 1)) = sum(line/(xs:decimal(amount) * 2 + 1))', holds: true },
];

function directHolds(test: Expr, frame: number, xml: string): boolean {
  const tree = parseXmlTree(xml);
  const program: Program = { nameKeys: [], globals: [], functions: [], memos: 0, nameMemos: 0 };
  const cx = new ExprCompiler(program);
  const bool = cx.bool(test);
  const names = new Int32Array(program.nameKeys.length).fill(-1);
  program.nameKeys.forEach((k, i) => {
    names[i] = tree.nameLocal.findIndex((local, id) => local === k.local && tree.nameNs[id] === k.ns);
  });
  const env = { tree, names, globals: [], program, casts: new Map(), memo: [], byName: [] };
  // The rule's context: the document element, node 1 after the document node.
  const c: Ctx = { env, item: 1, pos: 1, size: 1, frame: new Array(frame) };
  return bool(c);
}

function ruleset(checks: CheckIr[], frame: number): RulesetIr {
  return {
    format: 'einvoice-rules/2',
    id: 'shared-test',
    globals: [],
    functions: [],
    patterns: [{ id: null, rules: [{ context: parser().parse('/r'), lets: [], checks, frame }] }],
  };
}

describe('shared subexpressions', () => {
  it('fire exactly as the unshared tests decide', () => {
    for (const { test, holds } of CASES) {
      const { parse, frame } = parser();
      const expr = parse(test);
      let direct: boolean | XPathError;
      try {
        direct = directHolds(structuredClone(expr), frame(), XML);
      } catch (e) {
        if (!(e instanceof XPathError)) throw e;
        direct = e;
      }
      const ir = ruleset([{ id: 'T', flag: 'fatal', test: expr, message: ['m'] }], frame());
      shareSubexpressions(ir);
      const rules = loadRules(ir);
      const run = rules.run(parseXmlTree(XML));
      if (holds === 'error') {
        expect(direct, test).toBeInstanceOf(XPathError);
        expect(run, test).toEqual({ ok: false, message: (direct as XPathError).message });
        continue;
      }
      expect(direct, test).toBe(holds);
      expect(run, test).toEqual({
        ok: true,
        items: holds ? [] : [expect.objectContaining({ id: 'T', kind: 'assert' })],
      });
    }
  });

  it('fire as the unshared tests decide when the checks of one rule share parts', () => {
    const { parse, frame } = parser();
    const cases = CASES.filter((c) => c.holds !== 'error');
    const checks: CheckIr[] = cases.map((c, i) => ({
      id: `T${i}`,
      flag: null,
      test: parse(c.test),
      message: [],
    }));
    const direct = checks.map((c) => directHolds(structuredClone(c.test), frame(), XML));
    const ir = ruleset(checks, frame());
    shareSubexpressions(ir);
    const run = loadRules(ir).run(parseXmlTree(XML));
    expect(direct).toEqual(cases.map((c) => c.holds));
    expect(run.ok && run.items.map((i) => i.id)).toEqual(
      checks.filter((_, i) => !direct[i]).map((c) => c.id),
    );
  });

  it('share the repeated focus-preserving parts only, in slots past the variables, the quantifier bodies cleared', () => {
    const { parse, frame } = parser();
    const checks: CheckIr[] = CASES.map((c, i) => ({
      id: `T${i}`,
      flag: null,
      test: parse(c.test),
      message: [],
    }));
    const written = structuredClone(checks.map((c) => c.test));
    const ir = ruleset(checks, frame());
    shareSubexpressions(ir);
    const rule = ir.patterns[0]?.rules[0] as RuleIr;
    // Read back as written (what the catalogue's test hashes compare between releases): the IR before.
    expect(rule.checks.map((c) => writtenTest(rule, c.test))).toEqual(written);
    const found = (e: unknown, k: string): Expr[] =>
      typeof e !== 'object' || e === null
        ? []
        : [...((e as Expr).k === k ? [e as Expr] : []), ...Object.values(e).flatMap((v) => found(v, k))];
    // The references in a test, each with the subexpression the rule keeps for it, and theirs (in order).
    const expand = (e: unknown): { slot: number; a: Expr }[] =>
      (found(e, 'shared') as { slot: number }[]).flatMap(({ slot }) => {
        const a = rule?.shared?.find((s) => s.slot === slot)?.value as Expr;
        return [{ slot, a }, ...expand(a)];
      });
    const sharedIn = (i: number) => expand(rule?.checks[i]?.test);
    // Four reads of the IBAN, one slot (the normalised string; the replace inside it is evaluated with it).
    expect(new Set(sharedIn(0).map((s) => s.slot)).size).toBeGreaterThanOrEqual(1);
    expect(
      sharedIn(0).filter((s) => s.a.k === 'call' && (s.a as { fn: string }).fn === 'normalize-space'),
    ).toHaveLength(3);
    // The sums and the totals per rate, inside the quantifier: its body clears their slots at each rate.
    const fresh = found(rule?.checks[1]?.test, 'fresh') as { slots: number[] }[];
    expect(fresh).toHaveLength(1);
    expect(fresh[0]?.slots.length).toBeGreaterThanOrEqual(2);
    const slots1 = new Set(sharedIn(1).map((s) => s.slot));
    for (const slot of fresh[0]?.slots ?? []) expect(slots1.has(slot)).toBe(true);
    // The checks of a rule are one scope: the rates both quantifiers range over are read once.
    const outside = [...slots1].filter((slot) => !fresh[0]?.slots.includes(slot));
    expect(outside).toHaveLength(1);
    expect(sharedIn(2).map((s) => s.slot)).toContain(outside[0]);
    // Predicates run with another focus: nothing inside them is shared; the count and its nodes are.
    expect(sharedIn(8).map((s) => s.a.k)).toEqual(['call', 'call']);
    const inPredicates = rule?.checks.flatMap((c) => found(c.test, 'step').concat(found(c.test, 'filter')));
    expect(inPredicates?.flatMap((x) => found((x as { preds: Expr[] }).preds, 'shared'))).toEqual([]);
    // A path's step too: `line/(… * 2 + 1)` is shared whole, what its step computes never alone.
    expect(sharedIn(9).map((s) => s.a.k)).toEqual(['call', 'path', 'call', 'path']);
    // Every slot is the rule's own, past the variables'.
    const all = rule?.checks.flatMap((_, i) => sharedIn(i).map((s) => s.slot)) ?? [];
    expect(rule?.shared?.map((s) => s.slot)).toEqual([...new Set(all)].sort((a, b) => a - b));
    expect(Math.min(...all)).toBeGreaterThanOrEqual(frame());
    expect(rule?.frame).toBe(Math.max(...all) + 1);
  });

  it('are found in the official rules by the rules build', () => {
    const built = path.resolve(import.meta.dirname, '../../../../rulesets/build/rules');
    const shared = (file: string, id: string) => {
      const ir = JSON.parse(fs.readFileSync(path.join(built, file), 'utf8')) as RulesetIr;
      const check = ir.patterns.flatMap((p) => p.rules.flatMap((r) => r.checks)).find((c) => c.id === id);
      return JSON.stringify(check?.test).split('"k":"shared"').length - 1;
    };
    expect(shared('en16931-ubl.json', 'BR-S-08')).toBeGreaterThan(0);
    expect(shared('xrechnung-ubl.json', 'BR-DE-19')).toBeGreaterThan(0);
  });
});
