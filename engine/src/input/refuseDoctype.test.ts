import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import { decodeInput } from './decodeInput.ts';

const HOSTILE = new URL('../../../fixtures/hostile/', import.meta.url);
const names = readdirSync(HOSTILE).filter((n) => n.endsWith('.xml'));
const refusedNames = names.filter((n) => n.startsWith('refused-'));
const read = (name: string) => readFileSync(new URL(name, HOSTILE), 'utf8');

// The first declaration in these files is real markup, so a plain search finds where it starts.
function firstDeclaration(text: string) {
  const m = /<!(DOCTYPE|ENTITY)/i.exec(text);
  if (!m) throw new Error('fixture without a declaration');
  const before = text.slice(0, m.index).split('\n');
  return { declaration: m[1]?.toUpperCase(), line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
const refused = (details: Record<string, unknown>) =>
  expect.objectContaining({ code: 'XML_DOCTYPE_REFUSED', details });

describe('hostile fixtures', () => {
  test('every fixture is named by its outcome', () => {
    expect(refusedNames.length).toBeGreaterThanOrEqual(8);
    expect(names.every((n) => n.startsWith('refused-') || n.startsWith('accepted-'))).toBe(true);
  });

  test.each(refusedNames)('%s is refused as text and as bytes, at its declaration', (name) => {
    const text = read(name);
    const expected = refused(firstDeclaration(text));
    expect(() => decodeInput({ xml: text })).toThrow(expected);
    expect(() => decodeInput({ xmlBase64: Buffer.from(text).toString('base64') })).toThrow(expected);
    // The parse stage refuses on its own too, for callers that skip the input stage.
    expect(() => parseXmlTree(text)).toThrow(expected);
  });

  test.each([
    ['UTF-16LE', (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')])],
    [
      'UTF-16BE',
      (s: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(s, 'utf16le').swap16()]),
    ],
  ])('a DOCTYPE in %s bytes is found after decoding', (_name, encode) => {
    const text = read('refused-xxe-external-entity.xml').replace('encoding="UTF-8"', 'encoding="UTF-16"');
    const bytes = encode(text);
    expect(bytes.includes('<!DOCTYPE')).toBe(false);
    expect(() => decodeInput({ xmlBase64: bytes.toString('base64') })).toThrow(
      refused(firstDeclaration(text)),
    );
  });

  test('declarations quoted in comments, PIs, CDATA and escaped text are data, not refused', () => {
    const text = read('accepted-declarations-as-text.xml');
    const tree = parseXmlTree(decodeInput({ xml: text }).text);
    expect(tree.stringValue(tree.root)).toContain('<!DOCTYPE html><!ENTITY x "y">');
    expect(tree.stringValue(tree.root)).toContain('<!DOCTYPE escaped>');
  });
});
