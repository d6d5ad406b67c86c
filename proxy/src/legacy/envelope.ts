import type { Context } from 'hono';

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
  const timing = kind === 'validation' ? { processingTimeMs: elapsedMs(c) } : { duration_ms: elapsedMs(c) };
  const testMode = c.get('apiKey')?.mode === 'test' ? { testMode: true as const } : {};
  return c.json({ success: true as const, data, _meta: { ...timing, ...meta, ...testMode } }, 200);
}
