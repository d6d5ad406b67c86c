import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../engine.ts';
import { EngineError } from '../errors.ts';
import { createNodeEngine } from '../host/node.ts';
import { ParsedDocument } from '../parsedDocument.ts';
import type { Finding } from '../types.ts';
import { convert } from './convert.ts';

const VALID = fs.readFileSync(path.join(repoRoot, 'fixtures/real-world/valid-cii.xml'), 'utf8');

// A converter gap no corpus document shows any more (the writers were fixed): the output is judged by an
// engine whose verdict on the output carries one error that no source value explains.
function rejectingOutputs(real: Engine): Engine {
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
      const r = await real.validate(input, options);
      if ((input instanceof ParsedDocument ? input.decoded.text : input.xml) === VALID) return r;
      const verdict = { ...r.verdict, valid: false, state: 'invalid' as const };
      return { ...r, valid: false, verdict, findings: [...r.findings, gap] };
    },
  };
}

describe('convert: a valid source whose output the target rejects', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });

  it('is the converted output as it stands: valid', async () => {
    const r = await convert(engine, { xml: VALID }, { target: 'xrechnung-ubl' });
    expect(r.verdict.valid).toBe(true);
  });

  it.each([false, true])(
    'is refused with a reason of its own, never 200 (allowLoss %s)',
    async (allowLoss) => {
      let error: unknown;
      try {
        await convert(rejectingOutputs(engine), { xml: VALID }, { target: 'xrechnung-ubl', allowLoss });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(EngineError);
      const refused = error as EngineError;
      expect(refused.code).toBe('CONVERSION_LOSSY');
      expect(refused.message).toMatch(/UBL-SR-99/);
      const d = refused.details as {
        reason: { code: string; rules: string[]; message: { de: string } };
        xml?: string;
      };
      expect(d.reason).toMatchObject({ code: 'output-invalid', rules: ['UBL-SR-99'] });
      expect(d.reason.message.de).toMatch(/UBL-SR-99/);
      expect(d.xml).toBeUndefined();
    },
  );
});
