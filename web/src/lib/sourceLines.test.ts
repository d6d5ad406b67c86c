import { describe, expect, it } from 'vitest';
import { sourceLines } from './sourceLines.ts';

const ONE_LINE =
  '<?xml version="1.0"?><Invoice xmlns="urn:x"><!-- a > b --><ID>7</ID><Note a=">">x &amp; y</Note>' +
  '<Line><Qty unit="H87">2</Qty><Empty/><Mixed>one<B>two</B> three</Mixed></Line><Pic><![CDATA[<raw>]]></Pic></Invoice>';

/** Original 1-based line and column of a character offset. */
function lineColumn(text: string, offset: number): [number, number] {
  const before = text.slice(0, offset).split('\n');
  return [before.length, (before.at(-1) as string).length + 1];
}

describe('sourceLines', () => {
  it('shows a document with ordinary lines as written', () => {
    const s = sourceLines('<a>\n  <b>1</b>\r\n</a>', 80);
    expect(s.pretty).toBe(false);
    expect([0, 1, 2].map((i) => s.line(i))).toEqual(['<a>', '  <b>1</b>', '</a>']);
    expect(s.locate(2, 3)).toEqual({ index: 1, column: 2 });
  });

  it('lays a one-line invoice out one element per line, indented, text-only elements on one line', () => {
    const s = sourceLines(ONE_LINE, 40);
    expect(s.pretty).toBe(true);
    expect(Array.from({ length: s.count }, (_, i) => s.line(i))).toEqual([
      '<?xml version="1.0"?>',
      '<Invoice xmlns="urn:x">',
      '  <!-- a > b -->',
      '  <ID>7</ID>',
      '  <Note a=">">x &amp; y</Note>',
      '  <Line>',
      '    <Qty unit="H87">2</Qty>',
      '    <Empty/>',
      '    <Mixed>',
      '      one',
      '      <B>two</B>',
      '      three',
      '    </Mixed>',
      '  </Line>',
      '  <Pic>',
      '    <![CDATA[<raw>]]>',
      '  </Pic>',
      '</Invoice>',
    ]);
  });

  it('maps every original character that is shown to the same character on the display', () => {
    // Two long lines and a short one: positions on each map back through the line starts.
    const text = `${ONE_LINE}\n<X><Y>1</Y></X>\n${ONE_LINE.replace('<?xml version="1.0"?>', '')}`;
    const s = sourceLines(text, 40);
    let checked = 0;
    for (let offset = 0; offset < text.length; offset++) {
      if (/\s/.test(text[offset] as string)) continue;
      const [line, column] = lineColumn(text, offset);
      const at = s.locate(line, column);
      expect(s.line(at.index)[at.column]).toBe(text[offset]);
      checked++;
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('keeps columns one to one where a shown slice holds a line break', () => {
    const text = `<a>${'x'.repeat(50)}<b>1\n2</b></a>`;
    const s = sourceLines(text, 40);
    const at = s.locate(2, 1);
    expect(s.line(at.index)).toBe('  <b>1 2</b>');
    expect(s.line(at.index)[at.column]).toBe('2');
  });

  it('stays bounded on hostile nesting: indentation stops growing at 40 levels', () => {
    const deep = `${'<a>'.repeat(1000)}x${'</a>'.repeat(1000)}`;
    const s = sourceLines(deep, 100);
    expect(s.count).toBe(1999);
    expect(Math.max(...Array.from({ length: s.count }, (_, i) => s.line(i).length))).toBeLessThanOrEqual(
      80 + '<a>x</a>'.length,
    );
  });
});
