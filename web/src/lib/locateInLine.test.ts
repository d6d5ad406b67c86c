import { describe, expect, it } from 'vitest';
import { locateInLine } from './locateInLine.ts';

describe('locateInLine', () => {
  const line = '    <cbc:InvoicedQuantity unitCode="H87">1</cbc:InvoicedQuantity><cbc:ID>7</cbc:ID>';
  const at = (xpath: string) => {
    const span = locateInLine(line, xpath);
    return span && line.slice(span.start, span.end);
  };

  it('finds the start tag an element step names, whatever the prefix', () => {
    expect(at('/ubl:Invoice[1]/cac:InvoiceLine[2]/cbc:ID[1]')).toBe('<cbc:ID>');
    expect(at('/x/ram:InvoicedQuantity[1]')).toBe('<cbc:InvoicedQuantity unitCode="H87">');
  });

  it('finds an attribute with its value, and nothing for names not on the line', () => {
    expect(at('/x/cbc:InvoicedQuantity[1]/@unitCode')).toBe('unitCode="H87"');
    expect(at('/x/cbc:Note[1]')).toBeNull();
    expect(locateInLine(line, null)).toBeNull();
    // A longer name that starts like the step is not a match.
    expect(locateInLine('<cbc:IDX>1</cbc:IDX>', '/a/cbc:ID[1]')).toBeNull();
  });
});
