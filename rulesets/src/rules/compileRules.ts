import {
  ATOMIC_TYPES,
  type CheckIr,
  type Expr,
  FUNCTIONS,
  type FunctionIr,
  type MessagePart,
  type PatternIr,
  parseXPath,
  type RulesetIr,
  type SeqType,
  shareSubexpressions,
  type XPathScope,
} from '@einvoice/engine/xpath';
import type { Element, Node } from '@xmldom/xmldom';
import type { SchLet, SchMessagePart, SchPattern, SchSchema } from '../schematron/model.ts';
import { kindSeqType } from './kindSeqType.ts';

const XS = 'http://www.w3.org/2001/XMLSchema';
const FN = 'http://www.w3.org/2005/xpath-functions';
const XSL = 'http://www.w3.org/1999/XSL/Transform';
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const ROOT_DESCENDANTS: Expr = {
  k: 'path',
  a: { k: 'root' },
  b: { k: 'step', axis: 'descendant-or-self', test: { k: 'kind', kind: 'node' }, preds: [] },
};

/** Lexical variable scope with frame-slot allocation for one frame owner (rule, function, global). */
class Frame {
  private readonly bound = new Map<string, number[]>();
  size = 0;

  bind(name: string): number {
    const slot = this.size++;
    const stack = this.bound.get(name) ?? [];
    stack.push(slot);
    this.bound.set(name, stack);
    return slot;
  }

  release(name: string): void {
    this.bound.get(name)?.pop();
  }

  lookup(name: string): number | undefined {
    const stack = this.bound.get(name);
    return stack && stack.length > 0 ? stack[stack.length - 1] : undefined;
  }
}

function rooted(e: Expr): boolean {
  if (e.k === 'root') return true;
  if (e.k === 'path' || e.k === 'filter') return rooted(e.a);
  if (e.k === 'union') return rooted(e.a) && rooted(e.b);
  return false;
}

/**
 * A pattern as XSLT matches it, turned into the expression selecting every matching node: `root(.)//(P)`
 * (XSLT 3.0 §5.5.3), which for a rooted pattern is P itself. Alternatives and path chains are anchored
 * at their leftmost step, which is equivalent and lets `//name` use the element index.
 */
function anchorPattern(e: Expr): Expr {
  if (rooted(e)) return e;
  if (e.k === 'union') return { k: 'union', a: anchorPattern(e.a), b: anchorPattern(e.b) };
  if (e.k === 'path') return { k: 'path', a: anchorPattern(e.a), b: e.b };
  return { k: 'path', a: ROOT_DESCENDANTS, b: e };
}

function parseSeqType(lexical: string | null, ns: (p: string) => string): SeqType | null {
  if (lexical === null) return null;
  const m = /^\s*([\w.-]+):([\w.-]+)\s*([?*+]?)\s*$/.exec(lexical);
  if (!m || ns(m[1] as string) !== XS || !ATOMIC_TYPES.has(m[2] as string)) {
    const kind = kindSeqType(lexical);
    if (kind) return kind;
    throw new Error(`unsupported type ${lexical}`);
  }
  return { item: m[2] as string, occ: (m[3] ?? '') as SeqType['occ'] };
}

/**
 * Compiles a schematron model (readSchematron) into the rules IR the engine loads: every XPath parsed,
 * names and variables resolved, embedded `xsl:function`s translated, the subexpressions a rule's checks repeat
 * shared (sharedSubexpressions.ts; ~30 ms for EN 16931 UBL, so here and not at each load). Anything outside the
 * supported subset throws, naming the expression: the build fails, never a validation.
 */
export function compileRules(schema: SchSchema, id: string): RulesetIr {
  if (!['xslt2', 'xslt3', 'xpath2', 'xpath3'].includes(schema.queryBinding))
    throw new Error(`${id}: queryBinding ${schema.queryBinding} is not supported`);
  const phase = schema.defaultPhase ?? '#ALL';
  const activePhase = schema.phases.find((p) => p.id === phase);
  if (phase !== '#ALL' && !activePhase) throw new Error(`${id}: unknown phase ${phase}`);
  const patterns: SchPattern[] = activePhase
    ? schema.patterns.filter((p) => p.id !== null && activePhase.active.includes(p.id))
    : schema.patterns;

  const prefixes = new Map<string, string>([
    ['', ''],
    ['xs', XS],
    ['fn', FN],
  ]);
  for (const n of schema.namespaces) prefixes.set(n.prefix, n.uri);
  const ns = (prefix: string): string => {
    const uri = prefixes.get(prefix);
    if (uri === undefined) throw new Error(`unknown namespace prefix ${prefix}`);
    return uri;
  };

  const globalLets: SchLet[] = [
    ...schema.lets,
    ...(activePhase?.lets ?? []),
    ...schema.patterns.flatMap((p) => p.lets),
  ];
  const globalIndex = new Map<string, number>();
  globalLets.forEach((l, i) => {
    if (globalIndex.has(l.name)) throw new Error(`${id}: global let ${l.name} declared twice`);
    globalIndex.set(l.name, i);
  });

  const fnDecls = schema.xslDeclarations.map((el) => {
    if (el.localName !== 'function')
      throw new Error(`${id}: unsupported XSLT declaration xsl:${el.localName}`);
    const name = el.getAttribute('name') ?? '';
    const colon = name.indexOf(':');
    const params = children(el).filter((c) => c.localName === 'param');
    return { el, key: `${ns(name.slice(0, colon))}#${name.slice(colon + 1)}#${params.length}`, name };
  });
  const fnIndex = new Map(fnDecls.map((f, i) => [f.key, i]));

  const scopeFor = (frame: Frame): XPathScope => ({
    ns,
    variable(name) {
      const slot = frame.lookup(name);
      if (slot !== undefined) return { k: 'var', slot };
      const g = globalIndex.get(name);
      if (g !== undefined) return { k: 'gvar', g };
      throw new Error(`unknown variable $${name}`);
    },
    bind: (name) => frame.bind(name),
    release: (name) => frame.release(name),
    call(lexical, args): Expr {
      const colon = lexical.indexOf(':');
      const uri = colon < 0 ? FN : ns(lexical.slice(0, colon));
      const local = colon < 0 ? lexical : lexical.slice(colon + 1);
      if (uri === XS) {
        if (!ATOMIC_TYPES.has(local) || args.length !== 1)
          throw new Error(`unsupported constructor ${lexical}`);
        return { k: 'cast', a: args[0] as Expr, type: local, opt: true };
      }
      if (uri === FN) {
        const def = FUNCTIONS[local];
        if (!def?.arity.includes(args.length))
          throw new Error(`unsupported function ${lexical}#${args.length}`);
        return { k: 'call', fn: local, args };
      }
      const index = fnIndex.get(`${uri}#${local}#${args.length}`);
      if (index === undefined) throw new Error(`unknown function ${lexical}#${args.length}`);
      return { k: 'ucall', fn: index, args };
    },
  });
  const xpath = (src: string, frame: Frame, where: string): Expr => {
    try {
      return parseXPath(src, scopeFor(frame));
    } catch (e) {
      throw new Error(`${id}: ${where}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  const globals = globalLets.map((l) => {
    const frame = new Frame();
    const value = xpath(l.value, frame, `let $${l.name}`);
    const type = parseSeqType(l.as, ns);
    return { name: l.name, value: type ? { k: 'conv' as const, a: value, type } : value, frame: frame.size };
  });

  const functions: FunctionIr[] = fnDecls.map(({ el, name }) => {
    const frame = new Frame();
    const params: FunctionIr['params'] = [];
    const body = children(el);
    let i = 0;
    for (; i < body.length && (body[i] as Element).localName === 'param'; i++) {
      const p = body[i] as Element;
      frame.bind(requiredAttr(p, 'name'));
      params.push({ type: parseSeqType(p.getAttribute('as'), ns) });
    }
    const where = `function ${name}`;
    let result = sequenceConstructor(el, i, frame, (s) => xpath(s, frame, where), where);
    const type = parseSeqType(el.getAttribute('as'), ns);
    if (type) result = { k: 'conv', a: result, type };
    return { name, params, body: result, frame: frame.size };
  });

  const message = (parts: SchMessagePart[], frame: Frame, where: string): MessagePart[] =>
    parts.map((p) => {
      if (p.kind === 'text') return p.text;
      if (p.kind === 'value-of') return { v: xpath(p.select, frame, where) };
      return { n: xpath(p.path ?? '.', frame, where) };
    });

  const patternIr: PatternIr[] = patterns.map((p) => ({
    id: p.id,
    rules: p.rules.map((r) => {
      const frame = new Frame();
      const context = anchorPattern(xpath(r.context, new Frame(), `context ${r.context}`));
      const lets = r.lets.map((l) => {
        const value = xpath(l.value, frame, `let $${l.name}`);
        const type = parseSeqType(l.as, ns);
        return { slot: frame.bind(l.name), value: type ? { k: 'conv' as const, a: value, type } : value };
      });
      const checks: CheckIr[] = r.checks.map((c) => {
        const where = `${c.kind} ${c.id ?? c.test}`;
        const check: CheckIr = {
          id: c.id ?? '',
          flag: c.flag ?? r.flag,
          test: xpath(c.test, frame, where),
          message: message(c.message, frame, where),
        };
        if (c.kind === 'report') check.report = true;
        return check;
      });
      return { context, lets, checks, frame: frame.size };
    }),
  }));

  const ir: RulesetIr = { format: 'einvoice-rules/2', id, globals, functions, patterns: patternIr };
  shareSubexpressions(ir);
  return ir;
}

function children(el: Element): Element[] {
  return Array.from(el.childNodes).filter((n): n is Element => n.nodeType === ELEMENT_NODE);
}

function requiredAttr(el: Element, name: string): string {
  const v = el.getAttribute(name);
  if (v === null) throw new Error(`xsl:${el.localName} without @${name}`);
  return v;
}

/** Translates an XSLT sequence constructor (the subset embedded functions use) into one expression. */
function sequenceConstructor(
  parent: Element,
  from: number,
  frame: Frame,
  xpath: (s: string) => Expr,
  where: string,
): Expr {
  const nodes = Array.from(parent.childNodes).filter(
    (n: Node) =>
      n.nodeType === ELEMENT_NODE || (n.nodeType === TEXT_NODE && (n.nodeValue ?? '').trim() !== ''),
  );
  const elements = nodes.filter((n) => n.nodeType === ELEMENT_NODE);
  const start = from > 0 ? nodes.indexOf(elements[from] as Node) : 0;
  const items: Expr[] = [];
  for (let i = start < 0 ? nodes.length : start; i < nodes.length; i++) {
    const n = nodes[i] as Node;
    if (n.nodeType === TEXT_NODE) {
      items.push({ k: 'cast', a: { k: 'str', v: n.nodeValue ?? '' }, type: 'untypedAtomic', opt: false });
      continue;
    }
    const el = n as Element;
    if (el.namespaceURI !== XSL) throw new Error(`${where}: literal result element ${el.tagName}`);
    switch (el.localName) {
      case 'sequence':
        items.push(xpath(requiredAttr(el, 'select')));
        break;
      case 'value-of':
        items.push({ k: 'valueof', a: xpath(requiredAttr(el, 'select')) });
        break;
      case 'choose': {
        const branches = children(el);
        let result: Expr = { k: 'seq', items: [] };
        for (let b = branches.length - 1; b >= 0; b--) {
          const br = branches[b] as Element;
          const body = sequenceConstructor(br, 0, frame, xpath, where);
          if (br.localName === 'otherwise') result = body;
          else if (br.localName === 'when')
            result = { k: 'if', c: xpath(requiredAttr(br, 'test')), t: body, e: result };
          else throw new Error(`${where}: xsl:${br.localName} in xsl:choose`);
        }
        items.push(result);
        break;
      }
      case 'variable': {
        const name = requiredAttr(el, 'name');
        const select = el.getAttribute('select');
        let value = select !== null ? xpath(select) : sequenceConstructor(el, 0, frame, xpath, where);
        if (select === null && !el.hasAttribute('as')) value = { k: 'valueof', a: value };
        const type = el.getAttribute('as');
        if (type !== null) {
          const m = /^xs:(\w+)([?*+]?)$/.exec(type.trim());
          if (!m || !ATOMIC_TYPES.has(m[1] as string)) throw new Error(`${where}: unsupported type ${type}`);
          value = {
            k: 'conv',
            a: value,
            type: { item: m[1] as string, occ: (m[2] ?? '') as SeqType['occ'] },
          };
        }
        const slot = frame.bind(name);
        const rest = sequenceConstructorFrom(nodes, i + 1, frame, xpath, where);
        frame.release(name);
        items.push({ k: 'let', slot, value, ret: rest });
        return items.length === 1 ? (items[0] as Expr) : { k: 'seq', items };
      }
      default:
        throw new Error(`${where}: unsupported instruction xsl:${el.localName}`);
    }
  }
  return items.length === 1 ? (items[0] as Expr) : { k: 'seq', items };
}

function sequenceConstructorFrom(
  nodes: Node[],
  start: number,
  frame: Frame,
  xpath: (s: string) => Expr,
  where: string,
): Expr {
  const doc = (nodes[0] as Node).ownerDocument;
  if (!doc) throw new Error(`${where}: detached node`);
  const holder = doc.createElementNS(XSL, 'xsl:sequence-holder');
  for (const n of nodes.slice(start)) holder.appendChild(n.cloneNode(true));
  return sequenceConstructor(holder, 0, frame, xpath, where);
}
