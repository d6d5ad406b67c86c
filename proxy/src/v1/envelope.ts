import type { Context } from 'hono';
import type { EngineJson } from '../engine/pool.ts';

/** _meta of an earlier-interface success (spec 2.1): validation endpoints and remediation endpoints differ. */
export type LegacyMeta =
  | { processingTimeMs?: number; validationRef?: string }
  | { duration_ms?: number; flow_id?: string };

/** Milliseconds since the earlier-interface request began (set by legacyAuth; 0 outside it). */
export function elapsedMs(c: Context): number {
  const started = c.get('legacyStartedAt');
  return started === undefined ? 0 : Math.round(performance.now() - started);
}

/**
 * The earlier interface's success envelope `{ success: true, data, _meta }`; `_meta.testMode: true` is
 * added for test keys only (spec 5.7). Validation endpoints pass `{ validationRef }` and get
 * processingTimeMs; remediation endpoints pass `{ flow_id }` or `{}` with `remediation` and get duration_ms.
 */
export function legacyOk<T>(
  c: Context,
  data: T,
  meta: { validationRef?: string; flow_id?: string } = {},
  kind: 'validation' | 'remediation' = 'validation',
) {
  return c.json({ success: true as const, data, _meta: legacyMeta(c, meta, kind) }, 200);
}

function legacyMeta(
  c: Context,
  meta: { validationRef?: string; flow_id?: string },
  kind: 'validation' | 'remediation',
) {
  const timing = kind === 'validation' ? { processingTimeMs: elapsedMs(c) } : { duration_ms: elapsedMs(c) };
  const testMode = c.get('apiKey')?.mode === 'test' ? { testMode: true as const } : {};
  return { ...timing, ...meta, ...testMode };
}

/**
 * legacyOk around a result that is already JSON text (from the engine pool), so the event loop neither parses
 * nor re-serializes it; the worker's time goes into Server-Timing as on v3.
 */
export function legacyOkJson(c: Context, result: EngineJson): Response {
  return c.body(
    `{"success":true,"data":${result.json},"_meta":${JSON.stringify(legacyMeta(c, {}, 'validation'))}}`,
    200,
    { 'content-type': 'application/json', 'server-timing': `engine;dur=${result.engineMs.toFixed(2)}` },
  );
}
