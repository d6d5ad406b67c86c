import type { Expr } from '@einvoice/engine/rules';
import { describe, expect, it } from 'vitest';
import { parseXPath, type XPathScope } from './parseXPath.ts';

const scope: XPathScope = {
  ns: (p) => {
    if (p === '' || p === 'cbc') return p === '' ? '' : 'urn:cbc';
    if (p === 'xs') return 'http://www.w3.org/2001/XMLSchema';
    throw new Error(`unknown prefix ${p}`);
  },
  variable: () => ({ k: 'var', slot: 0 }),
  bind: () => 1,
  release: () => {},
  call: (name, args) => ({ k: 'call', fn: name, args }),
};
const parse = (s: string): Expr => parseXPath(s, scope);

// XPath 2.0 grammar facts (XPath 2.0 §A.1, §A.4): precedence, keywords as names, `//` and `..`.
describe('parseXPath', () => {
  it('binds comparison looser than arithmetic, and `and` tighter than `or`', () => {
    expect(parse('1 + 2 * 3 = 7 or 1 and 0')).toMatchObject({
      k: 'or',
      a: { k: 'gcmp', op: '=', a: { k: 'arith', op: '+', b: { k: 'arith', op: '*' } } },
      b: { k: 'and' },
    });
  });

  it('reads operator keywords as names in name position', () => {
    expect(parse('div div mod')).toMatchObject({
      k: 'arith',
      op: 'div',
      a: { k: 'step', test: { local: 'div' } },
      b: { k: 'step', test: { local: 'mod' } },
    });
  });

  it('expands // and .. into their axis steps', () => {
    expect(parse('//cbc:ID/..')).toMatchObject({
      k: 'path',
      a: {
        k: 'path',
        a: { k: 'path', a: { k: 'root' }, b: { axis: 'descendant-or-self' } },
        b: { axis: 'child' },
      },
      b: { k: 'step', axis: 'parent' },
    });
  });

  it('keeps unary minus distinct from subtraction, and `-x` from a name with a hyphen', () => {
    expect(parse('$a - -1')).toMatchObject({ k: 'arith', op: '-', b: { k: 'neg' } });
    expect(parse('a-b')).toMatchObject({ k: 'step', test: { local: 'a-b' } });
  });

  it('rejects what it does not support, naming the place', () => {
    expect(() => parse('namespace::*')).toThrow(/unsupported axis namespace/);
    expect(() => parse('x cast as xs:gYear')).toThrow(/unsupported type xs:gYear/);
    expect(() => parse('foo:bar')).toThrow(/unknown prefix foo/);
    expect(() => parse('(1, 2')).toThrow(/expected '\)'/);
  });
});
