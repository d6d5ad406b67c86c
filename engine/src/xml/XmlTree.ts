/** Node kinds, as the DOM numbers them. */
export const DOC = 0;
export const ELEMENT = 1;
export const ATTRIBUTE = 2;
export const TEXT = 3;
export const PI = 7;
export const COMMENT = 8;

/** A namespace declaration (`xmlns`, `xmlns:p`) as written on an element, with its source offsets. */
export interface NamespaceDeclaration {
  /** '' for the default namespace. */
  prefix: string;
  uri: string;
  /** Offset of the attribute name; the value lies in [valueStart, valueEnd), between the quotes. */
  start: number;
  valueStart: number;
  valueEnd: number;
}

/**
 * The engine's one document model, built by parseXmlTree: a parsed document as flat arrays in document order: node `i` has a kind, an interned name, a parent, and
 * its subtree is the id range `[i, end[i])` (attributes first, right after their element). Descendant
 * lookups use per-name element lists and that range, so no rule rescans the document per context node.
 */
export class XmlTree {
  readonly kind: Uint8Array;
  readonly name: Int32Array;
  readonly parent: Int32Array;
  readonly end: Int32Array;
  /** For elements: the first id after the attributes (where children start). */
  readonly attrEnd: Int32Array;
  /** Source offset (in `source`) of each node's markup; attributes share their element's. */
  readonly offset: Int32Array;
  /**
   * Further source offsets, by kind. Element: A = end of the start tag (after `>`), B = start of the end tag,
   * C = end of the element (B = C = A for an empty-element tag). Attribute: A and B = the value between the
   * quotes, C = the name. Text, comment, PI: A = where its markup ends.
   */
  private readonly spanA: Int32Array;
  private readonly spanB: Int32Array;
  private readonly spanC: Int32Array;
  /** The text as parsed (the caller's own, line ends as written: values are normalised, offsets are not). */
  readonly source: string;
  /** Namespace declarations by element id (only elements that declare one). */
  readonly namespaceDeclarations: ReadonlyMap<number, readonly NamespaceDeclaration[]>;
  /** Value of attribute, text, comment and PI nodes ('' for others). */
  readonly value: string[];
  /** Lexical QName of elements and attributes as written (for `name()`). */
  readonly qname: string[];
  /** Interned names: namespace URI and local part by name id. */
  readonly nameNs: string[];
  readonly nameLocal: string[];
  readonly size: number;
  /** Name ids by namespace URI, then local name (no key strings built per lookup). */
  private readonly nameIds: Map<string, Map<string, number>>;
  private qnameOfName: (string | null | undefined)[] | null = null;
  private byNameCache: Map<number, Int32Array> | null = null;
  private attrByNameCache: Map<number, Int32Array> | null = null;
  private wideChildren = new Map<number, Map<number, number[]>>();
  private stringCache = new Map<number, string>();
  private siblingIndex: Int32Array | null = null;
  private children: Int32Array | null = null;
  private lineStarts: Int32Array | null = null;

  constructor(parts: {
    kind: Uint8Array;
    name: Int32Array;
    parent: Int32Array;
    end: Int32Array;
    attrEnd: Int32Array;
    offset: Int32Array;
    spanA: Int32Array;
    spanB: Int32Array;
    spanC: Int32Array;
    source: string;
    value: string[];
    qname: string[];
    nameNs: string[];
    nameLocal: string[];
    nameIds: Map<string, Map<string, number>>;
    namespaceDeclarations: Map<number, NamespaceDeclaration[]>;
  }) {
    this.kind = parts.kind;
    this.name = parts.name;
    this.parent = parts.parent;
    this.end = parts.end;
    this.attrEnd = parts.attrEnd;
    this.offset = parts.offset;
    this.spanA = parts.spanA;
    this.spanB = parts.spanB;
    this.spanC = parts.spanC;
    this.namespaceDeclarations = parts.namespaceDeclarations;
    this.source = parts.source;
    this.value = parts.value;
    this.qname = parts.qname;
    this.nameNs = parts.nameNs;
    this.nameLocal = parts.nameLocal;
    this.nameIds = parts.nameIds;
    this.size = parts.kind.length;
  }

  /** The document element. */
  get root(): number {
    let c = this.attrEnd[0] as number;
    while (this.kind[c] !== ELEMENT) c = this.end[c] as number;
    return c;
  }

  /** End of an element's start tag (after its `>` or `/>`). */
  startTagEnd(el: number): number {
    return this.spanA[el] as number;
  }

  /** Start of an element's end tag; its startTagEnd for an empty-element tag. */
  endTagStart(el: number): number {
    return this.spanB[el] as number;
  }

  /** Offset just after an element's end tag (or its empty-element tag). */
  endOf(el: number): number {
    return this.spanC[el] as number;
  }

  /** Whether an element is written as an empty-element tag (`<a/>`). */
  isEmptyTag(el: number): boolean {
    return this.spanC[el] === this.spanA[el];
  }

  /** Source offsets of an attribute: its name and the value between the quotes. */
  attributeSpan(attr: number): { start: number; valueStart: number; valueEnd: number } {
    return {
      start: this.spanC[attr] as number,
      valueStart: this.spanA[attr] as number,
      valueEnd: this.spanB[attr] as number,
    };
  }

  /** The attribute of an element with this name as written (`schemeID`, `xml:lang`), or -1. */
  attributeByQName(el: number, qname: string): number {
    const to = this.attrEnd[el] as number;
    for (let a = el + 1; a < to; a++) if (this.qname[a] === qname) return a;
    return -1;
  }

  /** Namespace bindings in scope at an element: prefix ('' for the default namespace) → URI. */
  scopeOf(el: number): Map<string, string> {
    const scope = new Map<string, string>();
    for (let n = el; n > 0; n = this.parent[n] as number)
      for (const d of this.namespaceDeclarations.get(n) ?? [])
        if (!scope.has(d.prefix)) scope.set(d.prefix, d.uri);
    if (scope.get('') === '') scope.delete('');
    return scope;
  }

  /** Element children of a node, in document order. */
  elementChildren(node: number): number[] {
    const out: number[] = [];
    const end = this.end[node] as number;
    for (let c = this.attrEnd[node] as number; c < end; c = this.end[c] as number)
      if (this.kind[c] === ELEMENT) out.push(c);
    return out;
  }

  /** The character data directly inside an element (its text children, not its descendants'). */
  directText(el: number): string {
    let s = '';
    const end = this.end[el] as number;
    for (let c = this.attrEnd[el] as number; c < end; c = this.end[c] as number)
      if (this.kind[c] === TEXT) s += this.value[c];
    return s;
  }

  /** Whether an element has a text child. */
  hasText(el: number): boolean {
    const end = this.end[el] as number;
    for (let c = this.attrEnd[el] as number; c < end; c = this.end[c] as number)
      if (this.kind[c] === TEXT) return true;
    return false;
  }

  /** The id of an expanded name in this document, or -1 when no node carries it. */
  nameId(ns: string, local: string): number {
    return this.nameIds.get(ns)?.get(local) ?? -1;
  }

  /** Elements with the given name id, in document order (built once for all names, on first use). */
  elementsNamed(id: number): Int32Array {
    if (this.byNameCache === null) this.byNameCache = this.indexByName(ELEMENT);
    return this.byNameCache.get(id) ?? EMPTY;
  }

  /** Attributes with the given name id, in document order (built once for all names, on first use). */
  attributesNamed(id: number): Int32Array {
    if (this.attrByNameCache === null) this.attrByNameCache = this.indexByName(ATTRIBUTE);
    return this.attrByNameCache.get(id) ?? EMPTY;
  }

  /** Index range `[from, to)` in `elementsNamed(id)` of the elements inside `node`'s subtree. */
  namedRange(id: number, node: number): [list: Int32Array, from: number, to: number] {
    return this.rangeWithin(this.elementsNamed(id), node);
  }

  /** Index range `[from, to)` in `attributesNamed(id)` of the attributes of `node` and its descendants. */
  attributeRange(id: number, node: number): [list: Int32Array, from: number, to: number] {
    return this.rangeWithin(this.attributesNamed(id), node);
  }

  private rangeWithin(list: Int32Array, node: number): [list: Int32Array, from: number, to: number] {
    const end = this.end[node] as number;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid] as number) <= node) lo = mid + 1;
      else hi = mid;
    }
    let to = lo;
    hi = list.length;
    while (to < hi) {
      const mid = (to + hi) >> 1;
      if ((list[mid] as number) < end) to = mid + 1;
      else hi = mid;
    }
    return [list, lo, to];
  }

  private indexByName(kind: number): Map<number, Int32Array> {
    const counts = new Map<number, number>();
    for (let i = 0; i < this.size; i++) {
      if (this.kind[i] === kind) {
        const n = this.name[i] as number;
        counts.set(n, (counts.get(n) ?? 0) + 1);
      }
    }
    const lists = new Map<number, Int32Array>();
    const fill = new Map<number, number>();
    for (const [n, c] of counts) {
      lists.set(n, new Int32Array(c));
      fill.set(n, 0);
    }
    for (let i = 0; i < this.size; i++) {
      if (this.kind[i] === kind) {
        const n = this.name[i] as number;
        const at = fill.get(n) as number;
        (lists.get(n) as Int32Array)[at] = i;
        fill.set(n, at + 1);
      }
    }
    return lists;
  }

  /**
   * Element children of `node` with name id `id`, grouped in one pass per parent and kept: under the
   * invoice root (thousands of lines) per-line rules asking for a header element must not walk every line.
   * The array is shared: callers must not modify it.
   */
  childrenNamed(node: number, id: number): readonly number[] {
    let byName = this.wideChildren.get(node);
    if (byName === undefined) {
      byName = new Map();
      const end = this.end[node] as number;
      for (let ch = this.attrEnd[node] as number; ch < end; ch = this.end[ch] as number) {
        if (this.kind[ch] !== ELEMENT) continue;
        const n = this.name[ch] as number;
        const list = byName.get(n);
        if (list === undefined) byName.set(n, [ch]);
        else list.push(ch);
      }
      this.wideChildren.set(node, byName);
    }
    return byName.get(id) ?? NONE;
  }

  /**
   * Appends `node`'s element children with name id `id` to `out`: from the shared per-parent index under a
   * wide parent, by walking the few children otherwise (no index built, nothing allocated per parent).
   */
  pushChildrenNamed<T>(node: number, id: number, out: (number | T)[]): void {
    const k = this.kind[node];
    if (k !== ELEMENT && k !== DOC) return;
    if (this.childCount(node) > 64) {
      for (const ch of this.childrenNamed(node, id)) out.push(ch);
      return;
    }
    const end = this.end[node] as number;
    for (let ch = this.attrEnd[node] as number; ch < end; ch = this.end[ch] as number)
      if (this.name[ch] === id && this.kind[ch] === ELEMENT) out.push(ch);
  }

  /**
   * The lexical name (`ram:ID`) every element of name id `id` is written with; null when the document writes
   * that name with more than one prefix, undefined when no element has it. Made once for all names.
   */
  elementQName(id: number): string | null | undefined {
    if (this.qnameOfName === null) {
      const q: (string | null | undefined)[] = new Array(this.nameLocal.length);
      for (let i = 0; i < this.size; i++) {
        if (this.kind[i] !== ELEMENT) continue;
        const n = this.name[i] as number;
        const seen = q[n];
        if (seen === undefined) q[n] = this.qname[i] as string;
        else if (seen !== null && seen !== this.qname[i]) q[n] = null;
      }
      this.qnameOfName = q;
    }
    return this.qnameOfName[id];
  }

  /** Number of child nodes (elements, text, comments, PIs), counted once for all nodes on first use. */
  childCount(node: number): number {
    if (this.children === null) {
      const counts = new Int32Array(this.size);
      for (let i = 1; i < this.size; i++)
        if (this.kind[i] !== ATTRIBUTE) (counts[this.parent[i] as number] as number)++;
      this.children = counts;
    }
    return this.children[node] as number;
  }

  /** The XPath string value: own value, or the concatenated descendant text of an element or document. */
  stringValue(node: number): string {
    const k = this.kind[node];
    if (k !== ELEMENT && k !== DOC) return this.value[node] as string;
    const cached = this.stringCache.get(node);
    if (cached !== undefined) return cached;
    const end = this.end[node] as number;
    let s = '';
    for (let i = node + 1; i < end; i++) if (this.kind[i] === TEXT) s += this.value[i];
    if (end - node > 64) this.stringCache.set(node, s);
    return s;
  }

  /** Offsets in `source` where its lines start (CR LF, CR and LF each end a line; XML 1.0 2.11), made once. */
  lineStartOffsets(): Int32Array {
    if (this.lineStarts === null) {
      const starts = [0];
      const s = this.source;
      if (s.indexOf('\r') < 0) {
        for (let at = s.indexOf('\n'); at >= 0; at = s.indexOf('\n', at + 1)) starts.push(at + 1);
      } else {
        for (let at = 0; at < s.length; at++) {
          const c = s.charCodeAt(at);
          if (c === 10 || (c === 13 && s.charCodeAt(at + 1) !== 10)) starts.push(at + 1);
        }
      }
      this.lineStarts = Int32Array.from(starts);
    }
    return this.lineStarts;
  }

  /** The 1-based source line a node's markup starts on. */
  lineOf(node: number): number {
    const starts = this.lineStartOffsets();
    const at = this.offset[node] as number;
    let lo = 0;
    let hi = starts.length;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if ((starts[mid] as number) <= at) lo = mid;
      else hi = mid;
    }
    return lo + 1;
  }

  /** The 1-based position among preceding element siblings of the same name (the SVRL location index). */
  sameNameIndex(node: number): number {
    if (this.siblingIndex === null) {
      // One pass over every element's children: linear, however many findings ask.
      const index = new Int32Array(this.size);
      const seen = new Map<number, number>();
      for (let p = 0; p < this.size; p++) {
        if (this.kind[p] !== ELEMENT && this.kind[p] !== DOC) continue;
        if (seen.size > 0) seen.clear();
        const end = this.end[p] as number;
        for (let c = this.attrEnd[p] as number; c < end; c = this.end[c] as number) {
          if (this.kind[c] !== ELEMENT) continue;
          const n = this.name[c] as number;
          const k = (seen.get(n) ?? 0) + 1;
          seen.set(n, k);
          index[c] = k;
        }
      }
      this.siblingIndex = index;
    }
    return this.siblingIndex[node] as number;
  }
}

const EMPTY = new Int32Array(0);
const NONE: readonly number[] = [];
