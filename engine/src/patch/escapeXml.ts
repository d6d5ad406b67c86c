import { ownTable } from '../ownTable.ts';

const PREDEFINED: Readonly<Record<string, string>> = ownTable({
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
});

/** Character data as XML text content: `&`, `<` and the `>` of `]]>` escaped. */
export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value for the given quote character; tabs and newlines as references so they survive. */
export function escapeAttr(value: string, quote: '"' | "'" = '"'): string {
  return escapeText(value)
    .replace(quote === '"' ? /"/g : /'/g, quote === '"' ? '&quot;' : '&apos;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/** Resolves the predefined entities and character references of XML text (a well-formed document has no others). */
export function unescapeXml(raw: string): string {
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|\w+);/g, (m, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return PREDEFINED[ref] ?? m;
  });
}
