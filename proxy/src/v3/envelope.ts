import type { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { EngineJson } from '../engine/pool.ts';
import { addTiming } from '../http/serverTiming.ts';
import type { MetaSchema } from '../platform/envelopes.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the authentication middleware for sk_test_ keys: meta.testMode true (spec 5.7). */
    testMode?: boolean;
    /** Set once a handler wrote meta.testMode itself, so the middleware need not rewrite the body. */
    testModeWritten?: boolean;
  }
}

/**
 * 200 with the success envelope around a result as JSON text from the engine pool: the envelope is
 * written around it, so the event loop never parses or re-serializes a result. The worker's time goes
 * into `Server-Timing: engine;dur=…` (the access log adds `total`), which shows the API's own share.
 */
export function successJson(c: Context, result: EngineJson, startedAt: number): Response {
  const meta: z.infer<typeof MetaSchema> = { processingTimeMs: Math.round(performance.now() - startedAt) };
  if (c.get('testMode')) {
    meta.testMode = true;
    c.set('testModeWritten', true);
  }
  addTiming(c, 'engine', result.engineMs);
  return c.body(`{"success":true,"data":${result.json},"meta":${JSON.stringify(meta)}}`, 200, {
    'content-type': 'application/json',
  });
}
