import { NS } from '../xml/namespaces.ts';
import { ATTRIBUTE, ELEMENT, type XmlTree } from '../xml/XmlTree.ts';

type Step =
  | { kind: 'parent' }
  | { kind: 'attr'; name: string }
  | { kind: 'child'; ns: string; local: string; predicates: Expr[] };
type Path = Step[];
type Expr =
  | { kind: 'or' | 'and'; parts: Expr[] }
  | { kind: 'not'; inner: Expr }
  | { kind: 'exists'; path: Path }
  | { kind: 'cmp'; op: '=' | '!='; left: Path; right: Path | string };

/** What evaluating a path found (element and attribute ids), and every node its predicates read (the syntax's scaffolding). */
export interface PathResult {
  nodes: number[];
  tested: Set<number>;
}

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}

  parseUnion(): Path[] {
    const alts = [this.parsePath()];
    while (this.eat('|')) alts.push(this.parsePath());
    this.ws();
    if (this.i !== this.s.length) throw new Error(`unexpected '${this.s.slice(this.i)}' in ${this.s}`);
    return alts;
  }

  private ws(): void {
    while (this.s[this.i] === ' ') this.i++;
  }

  private eat(token: string): boolean {
    this.ws();
    if (this.s.startsWith(token, this.i)) {
      this.i += token.length;
      return true;
    }
    return false;
  }

  private name(): string {
    this.ws();
    const m = /^[\w.-]+(?::[\w.-]+)?/.exec(this.s.slice(this.i));
    if (!m) throw new Error(`name expected at ${this.i} in ${this.s}`);
    this.i += m[0].length;
    return m[0];
  }

  private parsePath(): Path {
    const steps: Path = [this.parseStep()];
    while (this.eat('/')) steps.push(this.parseStep());
    return steps;
  }

  private parseStep(): Step {
    if (this.eat('..')) return { kind: 'parent' };
    if (this.eat('@')) return { kind: 'attr', name: this.name() };
    const qname = this.name();
    const [prefix, local] = qname.split(':') as [string, string];
    const ns = NS[prefix as keyof typeof NS];
    if (!ns || !local) throw new Error(`unknown prefix in ${qname}`);
    const predicates: Expr[] = [];
    while (this.eat('[')) {
      predicates.push(this.parseOr());
      if (!this.eat(']')) throw new Error(`']' expected in ${this.s}`);
    }
    return { kind: 'child', ns, local, predicates };
  }

  private parseOr(): Expr {
    const parts = [this.parseAnd()];
    while (this.eat('or ')) parts.push(this.parseAnd());
    return parts.length === 1 ? (parts[0] as Expr) : { kind: 'or', parts };
  }

  private parseAnd(): Expr {
    const parts = [this.parseUnary()];
    while (this.eat('and ')) parts.push(this.parseUnary());
    return parts.length === 1 ? (parts[0] as Expr) : { kind: 'and', parts };
  }

  private parseUnary(): Expr {
    if (this.eat('not(')) {
      const inner = this.parseOr();
      if (!this.eat(')')) throw new Error(`')' expected in ${this.s}`);
      return { kind: 'not', inner };
    }
    const left = this.parsePath();
    const op = this.eat('!=') ? '!=' : this.eat('=') ? '=' : null;
    if (!op) return { kind: 'exists', path: left };
    this.ws();
    if (this.s[this.i] === "'") {
      const end = this.s.indexOf("'", this.i + 1);
      const literal = this.s.slice(this.i + 1, end);
      this.i = end + 1;
      return { kind: 'cmp', op, left, right: literal };
    }
    return { kind: 'cmp', op, left, right: this.parsePath() };
  }
}

const COMPILED = new Map<string, Path[]>();

function compile(xpath: string): Path[] {
  let c = COMPILED.get(xpath);
  if (!c) {
    c = new Parser(xpath).parseUnion();
    COMPILED.set(xpath, c);
  }
  return c;
}

function walk(tree: XmlTree, path: Path, from: number[], tested: Set<number> | null): number[] {
  let cur = from;
  for (const step of path) {
    const next: number[] = [];
    if (step.kind === 'child') {
      const id = tree.nameId(step.ns, step.local);
      if (id < 0) return next;
      for (const n of cur) {
        if (tree.kind[n] === ATTRIBUTE) continue;
        if (step.predicates.length === 0) {
          tree.pushChildrenNamed(n, id, next);
          continue;
        }
        const children: number[] = [];
        tree.pushChildrenNamed(n, id, children);
        for (const el of children) if (step.predicates.every((p) => test(tree, p, el, tested))) next.push(el);
      }
    } else {
      for (const n of cur) {
        if (step.kind === 'parent') {
          const p = tree.parent[n] as number;
          if (p >= 0) next.push(p);
        } else {
          const a = tree.kind[n] === ELEMENT ? tree.attributeByQName(n, step.name) : -1;
          if (a >= 0) next.push(a);
        }
      }
    }
    cur = next;
  }
  return cur;
}

// XPath 1.0 general comparison: true when some pair of string values compares as asked.
function test(tree: XmlTree, e: Expr, ctx: number, tested: Set<number> | null): boolean {
  switch (e.kind) {
    case 'or':
      return e.parts.some((p) => test(tree, p, ctx, tested));
    case 'and':
      return e.parts.every((p) => test(tree, p, ctx, tested));
    case 'not':
      return !test(tree, e.inner, ctx, tested);
    case 'exists':
      return walk(tree, e.path, [ctx], tested).length > 0;
    case 'cmp': {
      const left = walk(tree, e.left, [ctx], tested);
      const rights =
        typeof e.right === 'string'
          ? [e.right]
          : walk(tree, e.right, [ctx], tested).map((n) => tree.stringValue(n));
      const eq = e.op === '=';
      const hits = left.filter((n) => rights.some((r) => (tree.stringValue(n) === r) === eq));
      // Only a node an equality test selects by is scaffolding (ChargeIndicator 'true', schemeID 'VA').
      if (eq) for (const n of hits) tested?.add(n);
      return hits.length > 0;
    }
  }
}

/**
 * Evaluates one binding of the term table (the XPath subset it uses: child and attribute steps, `..`,
 * predicates with `=`, `!=`, `not()`, `or`, `and`, unions) against a context element, in document order.
 */
export function evalPath(tree: XmlTree, xpath: string, context: number): PathResult {
  const tested = new Set<number>();
  const alts = compile(xpath);
  const only = alts[0] as Path;
  // Child and attribute steps from one node reach each node once, in document order: nothing to merge.
  if (alts.length === 1 && only.every((s) => s.kind !== 'parent'))
    return { nodes: walk(tree, only, [context], tested), tested };
  const found = new Set<number>();
  for (const alt of alts) for (const n of walk(tree, alt, [context], tested)) found.add(n);
  // Node ids are in document order (an element's attributes right after it).
  const nodes = [...found].sort((a, b) => a - b);
  return { nodes, tested };
}
