import type { DocumentEncoding } from '../input/documentEncoding.ts';
import { NS } from '../xml/namespaces.ts';
import { referenceUnrepresentable } from './encodeText.ts';
import { escapeAttr, escapeText } from './escapeXml.ts';
import type { NewElement } from './Patch.ts';

/** Escapes character data and writes what the encoding cannot hold as character references. */
export function writeText(value: string, encoding: DocumentEncoding): string {
  return referenceUnrepresentable(escapeText(value), encoding);
}

function uriOf(prefix: string): string {
  return Object.hasOwn(NS, prefix) ? NS[prefix as keyof typeof NS] : '';
}

/**
 * Writes a new element with the document's own prefixes for the namespaces in scope; a namespace the
 * document never bound is declared on the new element. Children go one indentation level deeper.
 */
export function serializeTree(
  tree: NewElement,
  scope: ReadonlyMap<string, string>,
  encoding: DocumentEncoding,
  nl: string,
  indent: string,
  unit: string,
): string {
  const local = new Map(scope);
  const declared: string[] = [];
  const qualify = (name: string): string => {
    const [p, l] = name.includes(':') ? (name.split(':') as [string, string]) : ['', name];
    const uri = uriOf(p);
    if (local.get(p) === uri) return p ? `${p}:${l}` : l;
    for (const [prefix, u] of local) if (u === uri) return prefix ? `${prefix}:${l}` : l;
    let fresh = p;
    for (let i = 1; local.has(fresh); i++) fresh = `${p}${i}`;
    local.set(fresh, uri);
    declared.push(` xmlns:${fresh}="${uri}"`);
    return `${fresh}:${l}`;
  };
  // Names are resolved first, so every declaration a descendant needs lands on the new top element.
  const names = new Map<NewElement, string>();
  const resolve = (el: NewElement): void => {
    names.set(el, qualify(el.name));
    for (const c of el.children ?? []) resolve(c);
  };
  resolve(tree);
  const write = (el: NewElement, depth: string): string => {
    const q = names.get(el) as string;
    const attrs = Object.entries(el.attrs ?? {})
      .map(([k, v]) => ` ${k}="${referenceUnrepresentable(escapeAttr(v), encoding)}"`)
      .join('');
    const open = `<${q}${el === tree ? declared.join('') : ''}${attrs}`;
    if (el.children && el.children.length > 0) {
      const inner = el.children.map((c) => `${nl}${depth}${unit}${write(c, depth + unit)}`).join('');
      return `${open}>${inner}${nl}${depth}</${q}>`;
    }
    if (el.text === undefined) return `${open}/>`;
    return `${open}>${writeText(el.text, encoding)}</${q}>`;
  };
  return write(tree, indent);
}
