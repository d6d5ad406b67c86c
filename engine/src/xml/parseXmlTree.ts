import { failMalformed, type MalformedReason } from './failMalformed.ts';
import { isXmlChar } from './isXmlChar.ts';
import { positionAt } from './positionAt.ts';
import { refuseDeclaration } from './refuseDeclaration.ts';
import type { TreeLimits } from './treeLimits.ts';
import { ATTRIBUTE, COMMENT, DOC, ELEMENT, type NamespaceDeclaration, PI, TEXT, XmlTree } from './XmlTree.ts';
import { qnameEnd } from './xmlNames.ts';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// XML 1.0 production [2] Char; with the u flag an unpaired surrogate is a code point outside it.
const NOT_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
// The same over UTF-16 code units, twice as fast: it also matches every surrogate, so where it finds nothing
// NOT_CHAR finds nothing; where it finds something (an astral character, say), NOT_CHAR decides.
const NOT_BMP_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD]/;
const REFERENCE = /&(?:#x([0-9A-Fa-f]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/y;
const XML_DECLARATION =
  /<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])1\.[0-9]+\1(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])[A-Za-z][A-Za-z0-9._-]*\2)?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(["'])(?:yes|no)\3)?[ \t\r\n]*\?>/y;
const ONLY_SPACE = /^[ \t\r\n]*$/;
const LEADING_SPACE = /^[ \t\n]+/;
const DECLARATION_NAME = /<![A-Za-z]+/y;

// XML 1.0 (2.11): CR LF and a lone CR read as LF. Offsets stay those of the caller's text; only values change.
function lineEnds(s: string): string {
  return s.indexOf('\r') < 0 ? s : s.replace(/\r\n?/g, '\n');
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13;
}

/**
 * The one XML parser of the engine: an XML document into an XmlTree in one pass, as strictly as XML 1.0
 * and Namespaces in XML define well-formedness. Anything else is MALFORMED_XML with the reason (`parser`,
 * `character`, `reference`, `cdata-end`, `namespace`, `depth`), line and column of the offending place.
 * Namespaces are resolved, references expanded, line ends normalised in values, DOCTYPE refused. Every
 * node keeps offsets into `input` itself (start and end tags, attribute values), so repairs splice the
 * caller's own text and findings name its lines.
 */
export function parseXmlTree(input: string, limits: TreeLimits = {}): XmlTree {
  const src = input;
  const {
    maxDepth = Number.POSITIVE_INFINITY,
    maxAttributes = Number.POSITIVE_INFINITY,
    maxNames = Number.POSITIVE_INFINITY,
  } = limits;
  const refuse = (
    reason: MalformedReason,
    message: string,
    at: number,
    extra?: Record<string, unknown>,
  ): never => failMalformed(reason, message, positionAt(src, at), extra);
  const bad = (message: string, at: number): never => refuse('parser', message, at);
  const badChar = NOT_BMP_CHAR.test(src) ? NOT_CHAR.exec(src) : null;
  if (badChar) {
    const cp = badChar[0].codePointAt(0) ?? 0;
    refuse(
      'character',
      `U+${cp.toString(16).toUpperCase().padStart(4, '0')} is not an XML character`,
      badChar.index,
    );
  }

  // Only the five predefined entities exist (no DTD); character references must name XML characters.
  const decodeRefs = (s: string, at: number): string => {
    let amp = s.indexOf('&');
    if (amp < 0) return s;
    let out = '';
    let from = 0;
    for (; amp >= 0; amp = s.indexOf('&', from)) {
      REFERENCE.lastIndex = amp;
      const m = REFERENCE.exec(s);
      if (m === null) {
        const entity = /^&([^\s&;<>"']*);/.exec(s.slice(amp, amp + 64))?.[1];
        return refuse(
          'reference',
          entity ? `entity &${entity}; is not defined` : "'&' must start a reference (write &amp;)",
          at + amp,
        );
      }
      let ch: string;
      if (m[3] !== undefined) ch = ENTITIES[m[3]] as string;
      else {
        const code = m[1] !== undefined ? Number.parseInt(m[1], 16) : Number.parseInt(m[2] as string, 10);
        if (!isXmlChar(code))
          return refuse('reference', `${m[0]} does not refer to an XML character`, at + amp);
        ch = String.fromCodePoint(code);
      }
      out += s.slice(from, amp) + ch;
      from = REFERENCE.lastIndex;
    }
    return out + s.slice(from);
  };
  // Attribute-value normalisation for CDATA attributes: literal tab and newline become spaces.
  // A reference error is looked for in the raw text first where line ends would shift its offset.
  const attrValue = (raw: string, at: number): string => {
    if (raw.indexOf('<') >= 0) bad("'<' in an attribute value", at + raw.indexOf('<'));
    if (raw.indexOf('&') >= 0 && raw.indexOf('\r') >= 0) decodeRefs(raw, at);
    const plain = lineEnds(raw);
    return decodeRefs(
      plain.indexOf('\t') < 0 && plain.indexOf('\n') < 0 ? plain : plain.replace(/[\t\n]/g, ' '),
      at,
    );
  };

  // Strings that repeat by the hundred thousand — element names as written, the indentation between elements,
  // short attribute values (currencyID="EUR") — are kept once: a 10 MB invoice's parse otherwise leaves some
  // 500,000 small strings for the garbage collector to copy out of the young generation.
  const copies = new Map<string, string>();
  const oneCopy = (s: string): string => {
    const known = copies.get(s);
    if (known !== undefined) return known;
    copies.set(s, s);
    return s;
  };

  // Typed columns, grown by doubling; a node costs 33 bytes plus its value string.
  let cap = Math.max(64, src.length >> 4);
  let kind = new Uint8Array(cap);
  let name = new Int32Array(cap);
  let parent = new Int32Array(cap);
  let end = new Int32Array(cap);
  let attrEnd = new Int32Array(cap);
  let offset = new Int32Array(cap);
  let spanA = new Int32Array(cap);
  let spanB = new Int32Array(cap);
  let spanC = new Int32Array(cap);
  const value: string[] = [''];
  const qnames: string[] = [''];
  let count = 1;
  kind[0] = DOC;
  name[0] = -1;
  parent[0] = -1;
  attrEnd[0] = 1;
  const namespaceDeclarations = new Map<number, NamespaceDeclaration[]>();
  const nameNs: string[] = [];
  const nameLocal: string[] = [];
  const nameIds = new Map<string, Map<string, number>>();
  const intern = (ns: string, local: string, at: number): number => {
    let locals = nameIds.get(ns);
    if (locals === undefined) {
      locals = new Map();
      nameIds.set(ns, locals);
    }
    let id = locals.get(local);
    if (id === undefined) {
      id = nameNs.length;
      if (id >= maxNames)
        refuse('names', `the document uses more than ${maxNames} distinct names`, at, { limit: maxNames });
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
  const push = (k: number, n: number, p: number, v: string, at: number, q = ''): number => {
    const id = count++;
    if (id >= cap) {
      cap *= 2;
      kind = grow(kind);
      name = grow(name);
      parent = grow(parent);
      end = grow(end);
      attrEnd = grow(attrEnd);
      offset = grow(offset);
      spanA = grow(spanA);
      spanB = grow(spanB);
      spanC = grow(spanC);
    }
    kind[id] = k;
    name[id] = n;
    parent[id] = p;
    end[id] = id + 1;
    attrEnd[id] = id + 1;
    offset[id] = at;
    value.push(v);
    qnames.push(q);
    return id;
  };

  // Adjacent character data and CDATA sections form one text node in the XPath data model.
  const pushText = (text: string, p: number, at: number, to: number): void => {
    if (text === '') return;
    const last = count - 1;
    if (kind[last] === TEXT && parent[last] === p) value[last] += text;
    else push(TEXT, -1, p, text, at);
    spanA[count - 1] = to;
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
  let rootSeen = false;
  const n = src.length;
  const resolve = (qname: string, isAttr: boolean, at: number): number => {
    const key = isAttr ? `@${qname}` : qname;
    let id = resolved.get(key);
    if (id === undefined) {
      const colon = qname.indexOf(':');
      if (colon < 0) id = intern(isAttr ? '' : (scope.get('') as string), qname, at);
      else {
        const uri = scope.get(qname.slice(0, colon));
        if (uri === undefined) return bad(`unbound prefix in ${qname}`, at);
        id = intern(uri, qname.slice(colon + 1), at);
      }
      resolved.set(key, id);
    }
    return id;
  };
  const declare = (aname: string, uri: string, at: number): void => {
    const prefix = aname === 'xmlns' ? '' : aname.slice(6);
    if (prefix === 'xmlns') refuse('namespace', 'the xmlns prefix must not be declared', at);
    if (prefix !== '' && (prefix === 'xml') !== (uri === XML_NS))
      refuse('namespace', `${aname} misbinds the xml namespace`, at);
    if (uri === XMLNS_NS || (prefix === '' && uri === XML_NS))
      refuse('namespace', `${aname} binds a reserved namespace`, at);
    if (prefix !== '' && uri === '') refuse('namespace', `${aname}="" is not allowed in XML 1.0`, at);
  };
  const nameAt = (at: number): number => {
    const e = qnameEnd(src, at);
    return e > at ? e : bad('a name is expected', at);
  };

  // Attribute names of the current start tag, as written and as resolved: linear in attributes per element.
  const seen = new Set<string>();
  const seenIds = new Set<number>();
  let i = 0;
  XML_DECLARATION.lastIndex = 0;
  if (src.startsWith('<?xml') && isSpace(src.charCodeAt(5))) {
    if (!XML_DECLARATION.test(src)) bad('malformed XML declaration', 0);
    i = XML_DECLARATION.lastIndex;
  }
  while (i < n) {
    const lt = src.indexOf('<', i);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > i) {
      const raw = src.slice(i, textEnd);
      if (current === 0) {
        if (!ONLY_SPACE.test(raw)) bad('text outside the root element', i);
      } else {
        const cdataEnd = raw.indexOf(']]>');
        if (cdataEnd >= 0) refuse('cdata-end', "']]>' is not allowed in content", i + cdataEnd);
        if (raw.indexOf('&') >= 0 && raw.indexOf('\r') >= 0) decodeRefs(raw, i);
        const text =
          isSpace(raw.charCodeAt(0)) && ONLY_SPACE.test(raw)
            ? oneCopy(lineEnds(raw))
            : decodeRefs(lineEnds(raw), i);
        pushText(text, current, i, textEnd);
      }
    }
    if (lt < 0) break;
    i = lt;
    const c = src.charCodeAt(i + 1);
    if (c === 47 /* / */) {
      const nameEnd = nameAt(i + 2);
      if (current === 0) bad(`end tag </${src.slice(i + 2, nameEnd)}> without a start tag`, i);
      // Reported where the element left open starts: that is where the caller's markup went wrong.
      const opened = qnames[current] as string;
      if (nameEnd - i - 2 !== opened.length || !src.startsWith(opened, i + 2))
        bad(
          `end tag mismatch: <${opened}> (opened here) is closed by </${src.slice(i + 2, nameEnd)}>`,
          offset[current] as number,
        );
      let gt = nameEnd;
      while (isSpace(src.charCodeAt(gt))) gt++;
      if (src.charCodeAt(gt) !== 62) bad("'>' expected", gt);
      end[current] = count;
      spanB[current] = i;
      spanC[current] = gt + 1;
      open.pop();
      current = open[open.length - 1] as number;
      scope = scopes.pop() as Map<string, string>;
      resolved = resolvedStack.pop() as Map<string, number>;
      i = gt + 1;
    } else if (c === 63 /* ? */) {
      const targetEnd = nameAt(i + 2);
      const target = src.slice(i + 2, targetEnd);
      if (target.toLowerCase() === 'xml') bad('reserved processing-instruction target', i);
      const close = src.indexOf('?>', targetEnd);
      if (close < 0) bad('unterminated processing instruction', i);
      if (close > targetEnd && !isSpace(src.charCodeAt(targetEnd)))
        bad('malformed processing instruction', i);
      const pi = push(
        PI,
        intern('', target, i),
        current,
        lineEnds(src.slice(targetEnd, close)).replace(LEADING_SPACE, ''),
        i,
      );
      spanA[pi] = close + 2;
      i = close + 2;
    } else if (c === 33 /* ! */) {
      if (src.startsWith('<!--', i)) {
        const dashes = src.indexOf('--', i + 4);
        if (dashes < 0) bad('unterminated comment', i);
        if (src.charCodeAt(dashes + 2) !== 62) bad("'--' inside a comment", dashes);
        spanA[push(COMMENT, -1, current, lineEnds(src.slice(i + 4, dashes)), i)] = dashes + 3;
        i = dashes + 3;
      } else if (src.startsWith('<![CDATA[', i) && current !== 0) {
        const close = src.indexOf(']]>', i + 9);
        if (close < 0) bad('unterminated CDATA section', i);
        pushText(lineEnds(src.slice(i + 9, close)), current, i, close + 3);
        i = close + 3;
      } else {
        DECLARATION_NAME.lastIndex = i;
        if (DECLARATION_NAME.test(src)) refuseDeclaration(src, i, DECLARATION_NAME.lastIndex);
        bad('markup declarations are refused, and CDATA belongs inside the root element', i);
      }
    } else {
      if (current === 0 && rootSeen) bad('content after the root element', i);
      const nameEnd = nameAt(i + 1);
      const qname = oneCopy(src.slice(i + 1, nameEnd));
      let j = nameEnd;
      // name, raw value, value offset, name offset, for each attribute that is not a namespace declaration
      const rawAttrs: (string | number)[] = [];
      // (Clearing an empty set still costs: most elements have no attributes.)
      if (seen.size > 0) seen.clear();
      let declared: Map<string, string> | null = null;
      let declarations: NamespaceDeclaration[] | null = null;
      let selfClosing = false;
      for (;;) {
        const spaced = isSpace(src.charCodeAt(j));
        while (isSpace(src.charCodeAt(j))) j++;
        const ch = src.charCodeAt(j);
        if (ch === 62 /* > */) {
          j++;
          break;
        }
        if (ch === 47 /* / */) {
          if (src.charCodeAt(j + 1) !== 62) bad("'>' expected", j + 1);
          selfClosing = true;
          j += 2;
          break;
        }
        if (!spaced) bad('whitespace expected before an attribute', j);
        const aStart = j;
        j = nameAt(j);
        const aname = src.slice(aStart, j);
        if (seen.has(aname)) bad(`attribute ${aname} appears twice`, aStart);
        seen.add(aname);
        if (seen.size > maxAttributes)
          refuse('attributes', `<${qname}> has more than ${maxAttributes} attributes`, aStart, {
            limit: maxAttributes,
          });
        while (isSpace(src.charCodeAt(j))) j++;
        if (src.charCodeAt(j) !== 61 /* = */) bad("'=' expected", j);
        j++;
        while (isSpace(src.charCodeAt(j))) j++;
        const quote = src.charCodeAt(j);
        if (quote !== 34 && quote !== 39) bad('attribute values must be quoted', j);
        const close = src.indexOf(quote === 34 ? '"' : "'", j + 1);
        if (close < 0) bad('unterminated attribute value', j);
        const raw = src.slice(j + 1, close);
        if (aname === 'xmlns' || aname.startsWith('xmlns:')) {
          const uri = attrValue(raw, j + 1);
          declare(aname, uri, i);
          declared ??= new Map(scope);
          declared.set(aname === 'xmlns' ? '' : aname.slice(6), uri);
          declarations ??= [];
          declarations.push({
            prefix: aname === 'xmlns' ? '' : aname.slice(6),
            uri,
            start: aStart,
            valueStart: j + 1,
            valueEnd: close,
          });
        } else rawAttrs.push(aname, raw, j + 1, aStart);
        j = close + 1;
      }
      scopes.push(scope);
      resolvedStack.push(resolved);
      if (declared) {
        scope = declared;
        resolved = new Map();
      }
      const el = push(ELEMENT, resolve(qname, false, i), current, '', i, qname);
      if (seenIds.size > 0) seenIds.clear();
      for (let a = 0; a < rawAttrs.length; a += 4) {
        const aname = rawAttrs[a] as string;
        const id = resolve(aname, true, i);
        // Namespaces in XML 1.0 (6.3): two prefixes for one namespace spell the same attribute twice.
        if (seenIds.has(id)) refuse('namespace', 'an attribute appears twice under one namespace', i);
        seenIds.add(id);
        const raw = rawAttrs[a + 1] as string;
        const at = rawAttrs[a + 2] as number;
        const v = attrValue(raw, at);
        const attr = push(ATTRIBUTE, id, el, v.length <= 16 ? oneCopy(v) : v, i, oneCopy(aname));
        spanA[attr] = at;
        spanB[attr] = at + raw.length;
        spanC[attr] = rawAttrs[a + 3] as number;
      }
      attrEnd[el] = count;
      spanA[el] = j;
      if (declarations) namespaceDeclarations.set(el, declarations);
      rootSeen = true;
      if (selfClosing) {
        end[el] = count;
        spanB[el] = j;
        spanC[el] = j;
        scope = scopes.pop() as Map<string, string>;
        resolved = resolvedStack.pop() as Map<string, number>;
      } else {
        open.push(el);
        if (open.length - 1 > maxDepth)
          refuse('depth', `elements nest deeper than ${maxDepth} levels`, i, { limit: maxDepth });
        current = el;
      }
      i = j;
    }
  }
  if (open.length !== 1) bad('unclosed element', n);
  if (!rootSeen) bad('the document has no root element', n);
  end[0] = count;
  return new XmlTree({
    kind: kind.subarray(0, count),
    name: name.subarray(0, count),
    parent: parent.subarray(0, count),
    end: end.subarray(0, count),
    attrEnd: attrEnd.subarray(0, count),
    offset: offset.subarray(0, count),
    spanA: spanA.subarray(0, count),
    spanB: spanB.subarray(0, count),
    spanC: spanC.subarray(0, count),
    source: src,
    value,
    qname: qnames,
    nameNs,
    nameLocal,
    nameIds,
    namespaceDeclarations,
  });
}
