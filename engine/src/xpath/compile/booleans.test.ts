/**
 * Effective boolean values compiled directly give what the sequence they stand for gives: `normalize-space()`
 * read without its normalised copy, on elements, attributes and text of generated documents with every kind
 * of XML whitespace, and on an atomic focus (the general way).
 */

import { fuzzRuns } from '@einvoice/test-support/engine/fuzzRuns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseXmlTree } from '../../xml/parseXmlTree.ts';
import type { Expr } from '../ir/ir.ts';
import { parseXPath, type XPathScope } from '../parse/parseXPath.ts';
import { str } from '../runtime/atomic.ts';
import { ebv } from '../runtime/operations.ts';
import { XPathError } from '../runtime/XPathError.ts';
import { ExprCompiler } from './compileExpr.ts';
import type { Ctx, Program } from './context.ts';

const scope: XPathScope = {
  ns: () => '',
  variable: () => ({ k: 'var', slot: 0 }),
  bind: () => 1,
  release: () => {},
  call: (name, args) => ({ k: 'call', fn: name, args }),
};

const text = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', 'x', '0'), { maxLength: 4 })
  .map((a) => a.join(''));
const doc = fc
  .array(fc.tuple(text, text, fc.boolean()), { minLength: 1, maxLength: 5 })
  .map(
    (items) =>
      `<r>${items.map(([t, a, nest]) => (nest ? `<a x="${a}"><b>${t}</b>${a}</a>` : `<a x="${a}">${t}</a>`)).join('')}</r>`,
  );
const expr = fc.constantFrom(
  'normalize-space()',
  'normalize-space(.)',
  'not(normalize-space())',
  'boolean(normalize-space(.))',
);

describe('effective boolean values compiled directly', () => {
  it('normalize-space() gives the value of its normalised string, node by node and on an atomic focus', () => {
    fc.assert(
      fc.property(doc, expr, fc.constantFrom(' ', '\t x ', ''), (xml, source, atomic) => {
        const tree = parseXmlTree(xml);
        const e: Expr = parseXPath(source, scope);
        const program: Program = { nameKeys: [], globals: [], functions: [], memos: 0, nameMemos: 0 };
        const cx = new ExprCompiler(program);
        const direct = cx.bool(e);
        const general = cx.seq(e);
        const env = {
          tree,
          names: new Int32Array(0),
          globals: [],
          program,
          casts: new Map(),
          memo: [],
          byName: [],
        };
        const held = (f: () => boolean): string => {
          try {
            return String(f());
          } catch (err) {
            if (err instanceof XPathError) return err.code;
            throw err;
          }
        };
        const foci = [...Array.from({ length: tree.size }, (_, n) => n), str(atomic), undefined];
        for (const item of foci) {
          const c: Ctx = { env, item, pos: 1, size: 1, frame: [] };
          expect(
            held(() => direct(c)),
            `${source} on ${String(item)}`,
          ).toBe(held(() => ebv(general(c))));
        }
      }),
      fuzzRuns(300),
    );
  });
});
