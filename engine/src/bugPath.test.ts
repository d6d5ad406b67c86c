import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { convert } from './convert/convert.ts';
import type { Engine } from './engine.ts';
import { EngineError, isEngineError } from './errors.ts';
import { fix } from './fix/fix.ts';
import { createNodeEngine } from './host/node.ts';
import { readInvoice } from './model/readInvoice.ts';
import { ParsedDocument } from './parsedDocument.ts';
import type { Finding } from './types.ts';

// readInvoice as it is, or failing as a bug would (a plain Error) while `broken` is set.
let broken = false;
vi.mock('./model/readInvoice.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./model/readInvoice.ts')>();
  return {
    ...real,
    readInvoice: vi.fn((...args: Parameters<typeof real.readInvoice>) => {
      if (broken) throw new TypeError('a bug while reading');
      return real.readInvoice(...args);
    }),
  };
});

const VALID = fs.readFileSync(path.join(repoRoot, 'fixtures/real-world/valid-cii.xml'), 'utf8');

/** What a promise rejects with (undefined when it resolves). */
async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
    return undefined;
  } catch (e) {
    return e;
  }
}

// An engine whose verdict on every converted output carries one error the source does not explain (as in
// convert/refuseInvalidOutput.test.ts), and whose validation of the source itself fails with `sourceFailure`.
function judging(real: Engine, sourceFailure: () => Error): Engine {
  const gap: Finding = {
    ruleId: 'UBL-SR-99',
    severity: 'error',
    oracle: 'en16931-ubl',
    bt: [],
    xpath: '/ubl:Invoice[1]',
    message: { en: 'a rule the converter breaks', de: null },
    plain: null,
    action: null,
  };
  return {
    ...real,
    validate: async (input, options) => {
      if ((input instanceof ParsedDocument ? input.decoded.text : input.xml) === VALID) throw sourceFailure();
      const r = await real.validate(input, options);
      const verdict = { ...r.verdict, valid: false, state: 'invalid' as const };
      return { ...r, valid: false, verdict, findings: [...r.findings, gap] };
    },
  };
}

describe('unexpected failures take the bug path, never a text about the invoice', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });
  beforeEach(() => {
    broken = false;
    vi.mocked(readInvoice).mockClear();
  });

  it('convert: a failure while reading the source is that failure, not UNPARSEABLE with its message', async () => {
    broken = true;
    const e = await rejection(convert(engine, { xml: VALID }, { target: 'xrechnung-ubl' }));
    expect(vi.mocked(readInvoice)).toHaveBeenCalled();
    expect(isEngineError(e)).toBe(false);
    expect(e).toBeInstanceOf(TypeError);
    expect((e as Error).message).toBe('a bug while reading');
  });

  it('fix: a failure while reading the invoice is that failure, not UNPARSEABLE with its text', async () => {
    broken = true;
    const e = await rejection(fix(engine, { xml: VALID }));
    expect(vi.mocked(readInvoice)).toHaveBeenCalled();
    expect(isEngineError(e)).toBe(false);
    expect(e).toBeInstanceOf(TypeError);
  });

  it('convert: a bug while validating the source propagates instead of counting as "cannot be judged"', async () => {
    const e = await rejection(
      convert(
        judging(engine, () => new RangeError('worker crashed')),
        { xml: VALID },
        { target: 'xrechnung-ubl' },
      ),
    );
    expect(e).toBeInstanceOf(RangeError);
  });

  it("convert: the engine's own refusal of the source still means no verdict to compare with", async () => {
    const e = await rejection(
      convert(
        judging(engine, () => new EngineError('NOT_EVALUABLE', 'refused')),
        { xml: VALID },
        { target: 'xrechnung-ubl', allowLoss: true },
      ),
    );
    // Convert judges its source as validate does (issue 35.2): a source the engine cannot evaluate is refused
    // with that refusal, not converted.
    expect(e).toMatchObject({ code: 'NOT_EVALUABLE' });
  });
});
