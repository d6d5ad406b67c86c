import type { Attr, Element, Node } from '@xmldom/xmldom';
import { NS } from '../detect/namespaces.ts';

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

/** What evaluating a path found, and every node its predicates read (the syntax's scaffolding). */
export interface PathResult {
  nodes: (Element | Attr)[];
  tested: Set<Node>;
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

function stringValue(n: Node): string {
  return n.nodeType === 2 ? ((n as Attr).value ?? '') : (n.textContent ?? '');
}

function walk(path: Path, from: Node[], tested: Set<Node> | null): Node[] {
  let cur = from;
  for (const step of path) {
    const next: Node[] = [];
    for (const n of cur) {
      if (step.kind === 'parent') {
        if (n.parentNode) next.push(n.parentNode);
      } else if (step.kind === 'attr') {
        const a = n.nodeType === 1 ? (n as Element).getAttributeNode(step.name) : null;
        if (a) next.push(a);
      } else {
        for (let c = n.firstChild; c; c = c.nextSibling) {
          if (c.nodeType !== 1) continue;
          const el = c as Element;
          if (el.localName !== step.local || el.namespaceURI !== step.ns) continue;
          if (step.predicates.every((p) => test(p, el, tested))) next.push(el);
        }
      }
    }
    cur = next;
  }
  return cur;
}

// XPath 1.0 general comparison: true when some pair of string values compares as asked.
function test(e: Expr, ctx: Node, tested: Set<Node> | null): boolean {
  switch (e.kind) {
    case 'or':
      return e.parts.some((p) => test(p, ctx, tested));
    case 'and':
      return e.parts.every((p) => test(p, ctx, tested));
    case 'not':
      return !test(e.inner, ctx, tested);
    case 'exists':
      return walk(e.path, [ctx], tested).length > 0;
    case 'cmp': {
      const left = walk(e.left, [ctx], tested);
      const rights = typeof e.right === 'string' ? [e.right] : walk(e.right, [ctx], tested).map(stringValue);
      const eq = e.op === '=';
      const hits = left.filter((n) => rights.some((r) => (stringValue(n) === r) === eq));
      // Only a node an equality test selects by is scaffolding (ChargeIndicator 'true', schemeID 'VA').
      if (eq) for (const n of hits) tested?.add(n);
      return hits.length > 0;
    }
  }
}

function documentOrder(a: Node, b: Node): number {
  if (a === b) return 0;
  // xmldom implements compareDocumentPosition; DOCUMENT_POSITION_FOLLOWING = 4.
  return a.compareDocumentPosition(b) & 4 ? -1 : 1;
}

/**
 * Evaluates one binding of the term table (the XPath subset it uses: child and attribute steps, `..`,
 * predicates with `=`, `!=`, `not()`, `or`, `and`, unions) against a context element, in document order.
 */
export function evalPath(xpath: string, context: Element): PathResult {
  const tested = new Set<Node>();
  const found = new Set<Node>();
  for (const alt of compile(xpath)) for (const n of walk(alt, [context], tested)) found.add(n);
  const nodes = [...found].sort(documentOrder) as (Element | Attr)[];
  return { nodes, tested };
}
