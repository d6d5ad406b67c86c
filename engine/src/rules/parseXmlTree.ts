import { ATTRIBUTE, COMMENT, DOC, ELEMENT, PI, TEXT, XmlTree } from './XmlTree.ts';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCE = /&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g;
const NAME_END = /[\s/>=]/g;

function decodeRefs(s: string): string {
  if (s.indexOf('&') < 0) return s;
  return s.replace(REFERENCE, (m, ref: string) => {
    if (ref[0] !== '#') {
      const e = ENTITIES[ref];
      if (e === undefined) throw new Error(`undeclared entity ${m}`);
      return e;
    }
    const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

/** Attribute-value normalisation for CDATA attributes: literal tab and newline become spaces. */
function attrValue(raw: string): string {
  return decodeRefs(raw.indexOf('\t') < 0 && raw.indexOf('\n') < 0 ? raw : raw.replace(/[\t\n]/g, ' '));
}

/**
 * Parses a well-formed XML document (the pipeline has already checked it) into an XmlTree in one pass.
 * Purpose-built for the rules: namespaces resolved, entities and character references expanded,
 * line ends normalised, DOCTYPE refused (the input stage rejects it before this runs).
 */
export function parseXmlTree(input: string): XmlTree {
  const src = input.indexOf('\r') < 0 ? input : input.replace(/\r\n?/g, '\n');
  // Typed columns, grown by doubling; a node costs 17 bytes plus its value string.
  let cap = Math.max(64, src.length >> 4);
  let kind = new Uint8Array(cap);
  let name = new Int32Array(cap);
  let parent = new Int32Array(cap);
  let end = new Int32Array(cap);
  let attrEnd = new Int32Array(cap);
  const value: string[] = [''];
  const qnames: string[] = [''];
  let count = 1;
  kind[0] = DOC;
  name[0] = -1;
  parent[0] = -1;
  attrEnd[0] = 1;
  const nameNs: string[] = [];
  const nameLocal: string[] = [];
  const nameIds = new Map<string, Map<string, number>>();
  const intern = (ns: string, local: string): number => {
    let locals = nameIds.get(ns);
    if (locals === undefined) {
      locals = new Map();
      nameIds.set(ns, locals);
    }
    let id = locals.get(local);
    if (id === undefined) {
      id = nameNs.length;
      nameNs.push(ns);
      nameLocal.push(local);
      locals.set(local, id);
    }
    return id;
  };
  const grow = <T extends Uint8Array | Int32Array>(a: T): T => {
    const b = new (a.constructor as new (n: number) => T)(cap);
    b.set(a);
    return b;
  };
  const push = (k: number, n: number, p: number, v: string, q = ''): number => {
    const id = count++;
    if (id >= cap) {
      cap *= 2;
      kind = grow(kind);
      name = grow(name);
      parent = grow(parent);
      end = grow(end);
      attrEnd = grow(attrEnd);
    }
    kind[id] = k;
    name[id] = n;
    parent[id] = p;
    end[id] = id + 1;
    attrEnd[id] = id + 1;
    value.push(v);
    qnames.push(q);
    return id;
  };

  // Adjacent character data and CDATA sections form one text node in the XPath data model.
  const pushText = (text: string, p: number): void => {
    if (text === '') return;
    const last = count - 1;
    if (kind[last] === TEXT && parent[last] === p) value[last] += text;
    else push(TEXT, -1, p, text);
  };

  // Namespace scopes: a stack of prefix → URI maps, the top shared until an element declares one.
  let scope = new Map<string, string>([
    ['xml', XML_NS],
    ['', ''],
  ]);
  const scopes: Map<string, string>[] = [];
  // Name ids by lexical QName for the current namespace scope (reset when a declaration changes it).
  let resolved = new Map<string, number>();
  const resolvedStack: Map<string, number>[] = [];
  const open: number[] = [0];
  let current = 0;
  let i = 0;
  const n = src.length;
  const resolve = (qname: string, isAttr: boolean): number => {
    const key = isAttr ? `@${qname}` : qname;
    let id = resolved.get(key);
    if (id === undefined) {
      id = resolveIn(qname, isAttr);
      resolved.set(key, id);
    }
    return id;
  };
  const resolveIn = (qname: string, isAttr: boolean): number => {
    const colon = qname.indexOf(':');
    if (colon < 0) return intern(isAttr ? '' : (scope.get('') as string), qname);
    const uri = scope.get(qname.slice(0, colon));
    if (uri === undefined) throw new Error(`unbound prefix in ${qname}`);
    return intern(uri, qname.slice(colon + 1));
  };

  while (i < n) {
    const lt = src.indexOf('<', i);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > i && current !== 0) pushText(decodeRefs(src.slice(i, textEnd)), current);
    if (lt < 0) break;
    i = lt;
    const c = src.charCodeAt(i + 1);
    if (c === 47 /* / */) {
      const gt = src.indexOf('>', i);
      const el = current;
      end[el] = count;
      open.pop();
      current = open[open.length - 1] as number;
      scope = scopes.pop() as Map<string, string>;
      resolved = resolvedStack.pop() as Map<string, number>;
      i = gt + 1;
    } else if (c === 63 /* ? */) {
      const close = src.indexOf('?>', i);
      const body = src.slice(i + 2, close);
      const sp = body.search(/\s/);
      const target = sp < 0 ? body : body.slice(0, sp);
      if (target.toLowerCase() !== 'xml') {
        push(PI, intern('', target), current, sp < 0 ? '' : body.slice(sp).replace(/^\s+/, ''));
      }
      i = close + 2;
    } else if (c === 33 /* ! */) {
      if (src.startsWith('<!--', i)) {
        const close = src.indexOf('-->', i + 4);
        push(COMMENT, -1, current, src.slice(i + 4, close));
        i = close + 3;
      } else if (src.startsWith('<![CDATA[', i)) {
        const close = src.indexOf(']]>', i + 9);
        pushText(src.slice(i + 9, close), current);
        i = close + 3;
      } else {
        throw new Error('DOCTYPE declarations are not accepted');
      }
    } else {
      NAME_END.lastIndex = i + 1;
      const m = NAME_END.exec(src);
      const nameEnd = m ? m.index : n;
      const qname = src.slice(i + 1, nameEnd);
      let j = nameEnd;
      const rawAttrs: string[] = [];
      let declared: Map<string, string> | null = null;
      let selfClosing = false;
      for (;;) {
        while (j < n && src.charCodeAt(j) <= 32) j++;
        const ch = src.charCodeAt(j);
        if (ch === 62 /* > */) {
          j++;
          break;
        }
        if (ch === 47 /* / */) {
          selfClosing = true;
          j = src.indexOf('>', j) + 1;
          break;
        }
        const eq = src.indexOf('=', j);
        const aname = src.slice(j, eq).trim();
        let q = eq + 1;
        while (src.charCodeAt(q) <= 32) q++;
        const quote = src[q] as string;
        const close = src.indexOf(quote, q + 1);
        const raw = src.slice(q + 1, close);
        j = close + 1;
        if (aname === 'xmlns' || aname.startsWith('xmlns:')) {
          declared ??= new Map(scope);
          declared.set(aname === 'xmlns' ? '' : aname.slice(6), attrValue(raw));
        } else rawAttrs.push(aname, raw);
      }
      scopes.push(scope);
      resolvedStack.push(resolved);
      if (declared) {
        scope = declared;
        resolved = new Map();
      }
      const el = push(ELEMENT, resolve(qname, false), current, '', qname);
      for (let a = 0; a < rawAttrs.length; a += 2) {
        const aname = rawAttrs[a] as string;
        push(ATTRIBUTE, resolve(aname, true), el, attrValue(rawAttrs[a + 1] as string), aname);
      }
      attrEnd[el] = count;
      if (selfClosing) {
        end[el] = count;
        scope = scopes.pop() as Map<string, string>;
        resolved = resolvedStack.pop() as Map<string, number>;
      } else {
        open.push(el);
        current = el;
      }
      i = j;
    }
  }
  if (open.length !== 1) throw new Error('unclosed element');
  end[0] = count;
  return new XmlTree({
    kind: kind.subarray(0, count),
    name: name.subarray(0, count),
    parent: parent.subarray(0, count),
    end: end.subarray(0, count),
    attrEnd: attrEnd.subarray(0, count),
    value,
    qname: qnames,
    nameNs,
    nameLocal,
    nameIds,
  });
}
