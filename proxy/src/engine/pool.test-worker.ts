/**
 * Engine double for pool tests, speaking the real protocol through serveEngine. The xml field
 * scripts it: 'crash' exits the thread, 'block:<ms>' blocks it, 'fail:<CODE>' throws that
 * EngineError, 'bug' throws a plain Error, 'oom' allocates until the heap limit, 'recurse' overflows the
 * stack, 'big:<n>' answers n characters, 'churn' allocates short-lived objects as a load does (V8 grows the young
 * generation), 'thread' answers this thread's id; anything else echoes back in a result. With
 * FAKE_ENGINE_START=fail in the environment at spawn time, preparing the engine fails.
 */

import { parentPort, threadId } from 'node:worker_threads';
import { type ErrorCode, fail } from '@einvoice/engine/errors';
import type { ValidateInput, ValidateResult, Validator } from '@einvoice/validator-js/node';
import { serveEngine } from './serveEngine.ts';

const unscripted = () => Promise.reject(new Error('the pool tests script validate and inspect only'));

const fake: Validator = {
  prepare: async () => {},
  info: () => ({
    artefacts: [{ id: 'fake', name: 'Fake', authority: 'test', version: '1', ruleset: null }],
    scenarios: ['fake'],
    rulesets: [],
    releases: [],
    integrity: { algorithm: 'sha256', files: {} },
    layers: [],
  }),
  validate: async (input) => {
    // The pool sends the API's body fields.
    const xml = String((input as ValidateInput).xml);
    if (xml === 'crash') process.exit(3);
    if (xml === 'bug') throw new Error('secret /internal/path');
    if (xml.startsWith('fail:')) fail(xml.slice(5) as ErrorCode, 'scripted failure', { scripted: true });
    if (xml === 'oom') {
      const hoard: number[][] = [];
      for (;;) hoard.push(Array.from({ length: 1e5 }, (_, i) => i));
    }
    if (xml === 'recurse') {
      const down = (n: number): number => down(n + 1) + 1;
      down(0);
    }
    if (xml === 'thread') return { sha256: String(threadId) } as ValidateResult;
    if (xml === 'churn') {
      const kept: unknown[] = [];
      for (let round = 0; round < 200; round++) {
        const batch = Array.from({ length: 200_000 }, (_, i) => ({ i, s: `x${i}` }));
        kept.push(batch.slice(0, 1000));
        if (kept.length > 50) kept.shift();
      }
      return { sha256: 'churned' } as ValidateResult;
    }
    if (xml.startsWith('big:')) return { sha256: 'x'.repeat(Number(xml.slice(4))) } as ValidateResult;
    if (xml.startsWith('block:'))
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(xml.slice(6)));
    return { sha256: xml } as ValidateResult;
  },
  inspect: async (input, options) => ({
    result: await fake.validate(input, options),
    metadata: {},
    scenario: { id: 'en16931/cii', name: 'EN16931 (CII)', kosit: true },
  }),
  fix: unscripted,
  remediate: unscripted,
  convert: unscripted,
  render: unscripted,
  diff: unscripted,
  extract: unscripted,
};

if (parentPort) {
  void serveEngine(parentPort, async () => {
    if (process.env.FAKE_ENGINE_START === 'fail') throw new Error('no rulesets');
    return fake;
  });
}
