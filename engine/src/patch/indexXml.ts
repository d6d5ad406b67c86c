import { elementPath, findElement, stepName } from '../xml/elementPath.ts';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import { ELEMENT, type XmlTree } from '../xml/XmlTree.ts';
import { ELEMENT_ORDER } from './elementOrder.ts';

/** One attribute (or namespace declaration) of a start tag, as string offsets into the indexed text. */
export interface IndexedAttr {
  name: string;
  start: number;
  end: number;
  valueStart: number;
  valueEnd: number;
}

/**
 * One element of the document tree with the source offsets a splice needs (string indices into the text),
 * read from the tree on first use and kept: one object per element, so elements compare by identity.
 */
export class IndexedElement {
  private cached: {
    children?: IndexedElement[];
    path?: string;
    type?: string | null;
    attrs?: IndexedAttr[];
  } = {};

  constructor(
    private readonly index: XmlIndex,
    /** The element's id in the tree. */
    readonly node: number,
  ) {}

  private get tree(): XmlTree {
    return this.index.tree;
  }

  /** The name as written in the document (document's own prefix). */
  get qname(): string {
    return this.tree.qname[this.node] as string;
  }

  /** The element's namespace URI ('' when none). */
  get ns(): string {
    return this.tree.nameNs[this.tree.name[this.node] as number] as string;
  }

  get local(): string {
    return this.tree.nameLocal[this.tree.name[this.node] as number] as string;
  }

  /** The name step findings use (`cac:InvoiceLine`). */
  get name(): string {
    return stepName(this.tree, this.node);
  }

  /** Positional path with the findings' canonical prefixes: `/ubl:Invoice[1]/cac:InvoiceLine[2]`. */
  get path(): string {
    this.cached.path ??= elementPath(this.tree, this.node);
    return this.cached.path;
  }

  /** The element's schema type (from ELEMENT_ORDER), null when the schema tables do not know it. */
  get type(): string | null {
    if (this.cached.type === undefined) {
      const parent = this.parent;
      const name = this.name;
      if (!parent) this.cached.type = ELEMENT_ORDER.roots[name] ?? null;
      else {
        const entry = parent.type ? ELEMENT_ORDER.types[parent.type]?.find(([n]) => n === name) : undefined;
        this.cached.type = entry?.[1] ?? null;
      }
    }
    return this.cached.type;
  }

  get start(): number {
    return this.tree.offset[this.node] as number;
  }

  /** End of the start tag (after `>` or `/>`). */
  get startTagEnd(): number {
    return this.tree.startTagEnd(this.node);
  }

  /** Start of the end tag; equals `end` for an empty-element tag. */
  get endTagStart(): number {
    return this.tree.endTagStart(this.node);
  }

  get end(): number {
    return this.tree.endOf(this.node);
  }

  get selfClosing(): boolean {
    return this.tree.isEmptyTag(this.node);
  }

  /** Attributes and namespace declarations in the order written. */
  get attrs(): IndexedAttr[] {
    if (!this.cached.attrs) {
      const tree = this.tree;
      const attrs: IndexedAttr[] = [];
      for (let a = this.node + 1; a < (tree.attrEnd[this.node] as number); a++) {
        const span = tree.attributeSpan(a);
        attrs.push({ name: tree.qname[a] as string, ...span, end: span.valueEnd + 1 });
      }
      for (const d of tree.namespaceDeclarations.get(this.node) ?? [])
        attrs.push({
          name: d.prefix === '' ? 'xmlns' : `xmlns:${d.prefix}`,
          start: d.start,
          end: d.valueEnd + 1,
          valueStart: d.valueStart,
          valueEnd: d.valueEnd,
        });
      this.cached.attrs = attrs.sort((a, b) => a.start - b.start);
    }
    return this.cached.attrs;
  }

  get children(): IndexedElement[] {
    this.cached.children ??= this.tree.elementChildren(this.node).map((c) => this.index.element(c));
    return this.cached.children;
  }

  get parent(): IndexedElement | null {
    const p = this.tree.parent[this.node] as number;
    return p > 0 && this.tree.kind[p] === ELEMENT ? this.index.element(p) : null;
  }

  /** Namespace bindings in scope: prefix ('' for the default namespace) → URI. */
  get scope(): Map<string, string> {
    return this.tree.scopeOf(this.node);
  }

  /** Character data directly inside the element, references resolved. */
  get text(): string {
    return this.tree.directText(this.node);
  }
}

/** Elements by positional path, resolved through the tree's child index (nothing built per element up front). */
export interface PathLookup {
  get(path: string): IndexedElement | undefined;
  has(path: string): boolean;
}

/** The patch engine's view of one parsed document: its text, tree, and elements by the findings' paths. */
export class XmlIndex {
  readonly text: string;
  readonly byPath: PathLookup;
  private readonly elements = new Map<number, IndexedElement>();

  constructor(readonly tree: XmlTree) {
    this.text = tree.source;
    this.byPath = {
      get: (path) => {
        const node = path.includes('/@') ? -1 : findElement(tree, path);
        return node < 0 ? undefined : this.element(node);
      },
      has: (path) => !path.includes('/@') && findElement(tree, path) >= 0,
    };
  }

  get root(): IndexedElement {
    return this.element(this.tree.root);
  }

  /** The one IndexedElement of an element id. */
  element(node: number): IndexedElement {
    let el = this.elements.get(node);
    if (!el) {
      el = new IndexedElement(this, node);
      this.elements.set(node, el);
    }
    return el;
  }
}

/** The index of a document parsed before (the request's one parse). */
export function indexTree(tree: XmlTree): XmlIndex {
  return new XmlIndex(tree);
}

/** Parses a well-formed text and indexes it (tools and tests; the repair loop indexes the tree it has). */
export function indexXml(text: string): XmlIndex {
  return new XmlIndex(parseXmlTree(text));
}
