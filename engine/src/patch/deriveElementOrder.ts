import { PREFIX_OF } from '../xml/namespaces.ts';

/** Child elements of a type in XSD sequence order: [qualified child name, qualified type or null for leaves]. */
export type ElementOrder = {
  /** Root element (canonical prefix) → its qualified type. */
  roots: Record<string, string>;
  /** Qualified type → its children in the order the schema's sequence (or choice) lists them. */
  types: Record<string, [string, string | null][]>;
};

const SCHEMA_TAG = /<xsd:schema\b([^>]*)>/;
const XMLNS = /xmlns(?::([\w.-]+))?="([^"]*)"/g;
const TARGET = /targetNamespace="([^"]*)"/;
const COMPLEX = /<xsd:complexType name="([\w.-]+)"[^>]*>([\s\S]*?)<\/xsd:complexType>/g;
const ELEMENT =
  /<xsd:element\s+(?:ref="([\w.-]+):([\w.-]+)"|name="([\w.-]+)"(?:\s+type="([\w.-]+):([\w.-]+)")?)/g;
const GLOBAL = /^\s*<xsd:element name="([\w.-]+)" type="(?:([\w.-]+):)?([\w.-]+)"/gm;

interface SchemaFacts {
  target: string;
  prefixes: Map<string, string>;
  globals: Map<string, string>;
  types: Map<string, [string, string | null, string | null][]>;
}

function canonical(uri: string | undefined): string {
  return (uri && PREFIX_OF.get(uri)) ?? 'x';
}

function readSchema(xsd: string): SchemaFacts {
  const head = SCHEMA_TAG.exec(xsd)?.[1] ?? '';
  const prefixes = new Map<string, string>();
  for (const m of head.matchAll(XMLNS)) prefixes.set(m[1] ?? '', m[2] as string);
  const target = TARGET.exec(head)?.[1] ?? '';
  const facts: SchemaFacts = { target, prefixes, globals: new Map(), types: new Map() };
  for (const m of xsd.matchAll(GLOBAL)) {
    const typeNs = prefixes.get(m[2] ?? '') ?? target;
    facts.globals.set(m[1] as string, `${canonical(typeNs)}:${m[3]}`);
  }
  for (const m of xsd.matchAll(COMPLEX)) {
    const children: [string, string | null, string | null][] = [];
    for (const e of (m[2] as string).matchAll(ELEMENT)) {
      if (e[1]) children.push([canonical(prefixes.get(e[1])), e[2] as string, null]);
      else {
        const typeNs = e[4] ? prefixes.get(e[4]) : undefined;
        children.push([canonical(target), e[3] as string, e[5] ? `${canonical(typeNs)}:${e[5]}` : null]);
      }
    }
    if (children.length > 0) facts.types.set(`${canonical(target)}:${m[1]}`, children);
  }
  return facts;
}

/**
 * Reads the element order the XSD sequences prescribe from the UBL 2.1 and CII D16B schema texts: the data
 * the patch engine needs to insert an element where the schema expects it. Only types reachable from the
 * invoice roots are kept.
 */
export function deriveElementOrder(xsds: string[]): ElementOrder {
  const schemas = xsds.map(readSchema);
  // A `ref` names a global element; its type comes from the schema of the element's namespace.
  const globalType = new Map<string, string>();
  for (const s of schemas)
    for (const [name, type] of s.globals) globalType.set(`${canonical(s.target)}:${name}`, type);
  const allTypes = new Map<string, [string, string | null][]>();
  for (const s of schemas)
    for (const [type, children] of s.types)
      allTypes.set(
        type,
        children.map(([p, local, t]) => [`${p}:${local}`, t ?? globalType.get(`${p}:${local}`) ?? null]),
      );
  const roots: Record<string, string> = {};
  for (const root of ['ubl:Invoice', 'cn:CreditNote', 'rsm:CrossIndustryInvoice']) {
    const t = globalType.get(root);
    if (t) roots[root] = t;
  }
  const types: ElementOrder['types'] = {};
  const queue = Object.values(roots);
  while (queue.length > 0) {
    const t = queue.pop() as string;
    const children = allTypes.get(t);
    if (Object.hasOwn(types, t) || !children) continue;
    // Leaves keep a null type, so the table stays a map of containers only.
    const kept = children.map(([n, ct]): [string, string | null] => [n, ct && allTypes.has(ct) ? ct : null]);
    types[t] = kept;
    for (const [, ct] of kept) if (ct) queue.push(ct);
  }
  return { roots, types };
}
