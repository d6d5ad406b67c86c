import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { DAMAGE_KINDS } from '@einvoice/test-support/damage/damageKinds';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { convert } from './convert/convert.ts';
import type { Engine } from './engine.ts';
import { fix } from './fix/fix.ts';
import { createNodeEngine } from './host/node.ts';
import { renderInvoice } from './render/renderInvoice.ts';
import { parseXmlTree } from './xml/parseXmlTree.ts';

// Every call of the one XML parser, counted (the real parser runs).
vi.mock('./xml/parseXmlTree.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./xml/parseXmlTree.ts')>();
  return { ...real, parseXmlTree: vi.fn(real.parseXmlTree) };
});
const parses = vi.mocked(parseXmlTree);

const UBL = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);

describe('one parse per document', () => {
  let engine: Engine;
  // The engine with its validate() calls counted: every validation parses at most once, and only new text.
  let counted: Engine;
  let validations = 0;
  beforeAll(async () => {
    engine = await createNodeEngine();
    counted = {
      ...engine,
      validate: (input, options) => {
        validations++;
        return engine.validate(input, options);
      },
    };
  });
  beforeEach(() => {
    parses.mockClear();
    validations = 0;
  });

  it('validate parses the document once', async () => {
    expect((await engine.validate({ xml: UBL })).valid).toBe(true);
    expect(parses).toHaveBeenCalledTimes(1);
  });

  it('render parses the document once', () => {
    expect(renderInvoice({ xml: UBL }, { format: 'html' }).html).toContain('<html');
    expect(parses).toHaveBeenCalledTimes(1);
  });

  it('fix parses the document once, and each patched text once for validation and synthesizers together', async () => {
    const damaged = DAMAGE_KINDS.find((k) => k.id === 'line-total-wrong')?.damage(UBL);
    if (!damaged) throw new Error('line-total-wrong does not apply');
    parses.mockClear();
    const result = await fix(counted, { xml: damaged }, { mode: 'permissive' });
    expect(result.outcome).toBe('compliant');
    expect(result.changes.length).toBeGreaterThan(0);
    // The caller's text, then one patched round: each parsed once for validation and synthesizers together.
    expect(validations).toBe(2);
    // The money guard (issue 15) reads amount edits off the edits themselves: no trial parse for a total.
    const texts = parses.mock.calls.map((c) => c[0] as string);
    expect(texts.filter((t) => t === damaged)).toHaveLength(1);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toBe(result.xml);
  });

  it('fix of a compliant invoice parses once', async () => {
    expect((await fix(counted, { xml: UBL })).outcome).toBe('already_compliant');
    expect(parses).toHaveBeenCalledTimes(1);
  });

  it('convert parses its input once and its output once (which validation reads as parsed)', async () => {
    const result = await convert(counted, { xml: UBL }, { target: 'xrechnung-cii' });
    expect(result.target.syntax).toBe('CII');
    // The source is judged as validate judges it (issue 35.2), then the output: each from its one parse.
    expect(validations).toBe(2);
    expect(parses).toHaveBeenCalledTimes(2);
    expect(parses.mock.calls[1]?.[0]).toBe(result.xml);
  });
});
