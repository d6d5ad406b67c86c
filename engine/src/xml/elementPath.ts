import { NS, PREFIX_OF } from './namespaces.ts';
import { ATTRIBUTE, ELEMENT, type XmlTree } from './XmlTree.ts';

// Step names by name id, per tree: spelled once per name, not once per element.
const STEP_NAMES = new WeakMap<XmlTree, (string | undefined)[]>();

/** The name step of an element: the findings' prefix (`cac:InvoiceLine`), or `Q{uri}local` for other namespaces. */
export function stepName(tree: XmlTree, el: number): string {
  const id = tree.name[el] as number;
  let names = STEP_NAMES.get(tree);
  if (names === undefined) {
    names = [];
    STEP_NAMES.set(tree, names);
  }
  const known = names[id];
  if (known !== undefined) return known;
  const ns = tree.nameNs[id] as string;
  const prefix = PREFIX_OF.get(ns);
  const step = prefix ? `${prefix}:${tree.nameLocal[id]}` : `Q{${ns}}${tree.nameLocal[id]}`;
  names[id] = step;
  return step;
}

// Last steps (`/cbc:ID[1]`) by name id and position, per tree: most repeat thousands of times, and a path built
// as one concatenation of its parent's and a shared tail is one string object, not one per piece.
const TAILS = new WeakMap<XmlTree, string[][]>();

function stepTail(tree: XmlTree, el: number): string {
  let tails = TAILS.get(tree);
  if (tails === undefined) {
    tails = [];
    TAILS.set(tree, tails);
  }
  const id = tree.name[el] as number;
  const at = tree.sameNameIndex(el);
  let byPosition = tails[id];
  if (byPosition === undefined) {
    byPosition = [];
    tails[id] = byPosition;
  }
  let tail = byPosition[at];
  if (tail === undefined) {
    tail = `/${stepName(tree, el)}[${at}]`;
    byPosition[at] = tail;
  }
  return tail;
}

// Paths of elements already asked for, per tree: a reading asks for the path of every value, and siblings
// share their parent's path (built once, not once per descendant).
const PATHS = new WeakMap<XmlTree, (string | undefined)[]>();

/**
 * The location of an element (or attribute) as an XPath with positional predicates, in the form the official
 * reports use: `/ubl:Invoice[1]/cac:InvoiceLine[2]/cbc:ID[1]`, `…/@schemeID`. Linear in the depth the first
 * time, then a look-up.
 */
export function elementPath(tree: XmlTree, node: number): string {
  if (tree.kind[node] === ATTRIBUTE)
    return `${elementPath(tree, tree.parent[node] as number)}/@${tree.qname[node]}`;
  if (node <= 0 || tree.kind[node] !== ELEMENT) return '/';
  let paths = PATHS.get(tree);
  if (paths === undefined) {
    paths = new Array<string | undefined>(tree.size);
    PATHS.set(tree, paths);
  }
  const known = paths[node];
  if (known !== undefined) return known;
  const parent = tree.parent[node] as number;
  const above = parent > 0 && tree.kind[parent] === ELEMENT ? elementPath(tree, parent) : '';
  const path = above + stepTail(tree, node);
  paths[node] = path;
  return path;
}

// prefix:local[n], Q{uri}local[n] or *:local[namespace-uri()='uri'][n] (the schematron skeleton's form).
// Names are XML names, not ASCII words: any character but the path's own punctuation.
const STEP =
  /^(?:Q\{([^}]*)\}([^\s/[\]:{}]+)|\*:([^\s/[\]:{}]+)\[namespace-uri\(\)='([^']*)'\]|(?:([^\s/[\]:{}*]+):)?([^\s/[\]:{}]+))(?:\[(\d+)\])?$/u;

/** Splits a location at the slashes outside brackets, quotes and braces (namespace URIs hold slashes). */
function splitSteps(path: string): string[] {
  const steps: string[] = [];
  let depth = 0;
  let quote = false;
  let from = 1;
  for (let i = 1; i < path.length; i++) {
    const c = path[i];
    if (c === "'") quote = !quote;
    else if (!quote && (c === '[' || c === '{')) depth++;
    else if (!quote && (c === ']' || c === '}')) depth--;
    else if (c === '/' && depth === 0 && !quote) {
      steps.push(path.slice(from, i));
      from = i + 1;
    }
  }
  steps.push(path.slice(from));
  return steps;
}

/**
 * The element a positional location names (elementPath's form, a finding's), or -1 when a step does not
 * resolve. An attribute step resolves to its element. Each step is one look-up in the tree's per-parent
 * child index, so resolving costs the depth, however wide the document.
 */
export function findElement(tree: XmlTree, path: string): number {
  if (!path.startsWith('/')) return -1;
  let node = 0;
  for (const step of splitSteps(path)) {
    if (step.startsWith('@')) return node === 0 ? -1 : node;
    const m = STEP.exec(step);
    if (!m) return -1;
    const uri =
      m[1] ?? m[4] ?? (m[5] ? (Object.hasOwn(NS, m[5]) ? NS[m[5] as keyof typeof NS] : undefined) : '');
    if (uri === undefined) return -1;
    const id = tree.nameId(uri, (m[2] ?? m[3] ?? m[6]) as string);
    if (id < 0) return -1;
    const found = tree.childrenNamed(node, id)[Number(m[7] ?? '1') - 1];
    if (found === undefined) return -1;
    node = found;
  }
  return node === 0 ? -1 : node;
}
