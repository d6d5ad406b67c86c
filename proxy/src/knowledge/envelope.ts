/**
 * The earlier interface's envelope (spec 2.1: `{ success, data, _meta }`) for the knowledge endpoints.
 * A stand-in kept in this one file: at merge it gives way to the earlier interface's own envelope.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { KnowledgeError, KnowledgeErrorCode } from './knowledgeError.ts';

const STATUS: Record<KnowledgeErrorCode, ContentfulStatusCode> = { BAD_REQUEST: 400, NOT_FOUND: 404 };

/** Test keys are `sk_test_…` (spec 5.7): their answers carry `_meta.testMode: true`. */
function testMode(c: Context): boolean {
  return /^Bearer\s+sk_test_/i.test(c.req.header('authorization') ?? '');
}

export function legacySuccess<T>(c: Context, data: T, startedAt: number): Response {
  const meta = {
    processingTimeMs: Math.round(performance.now() - startedAt),
    ...(testMode(c) ? { testMode: true as const } : {}),
  };
  return c.json({ success: true, data, _meta: meta });
}

export function legacyError(c: Context, err: KnowledgeError): Response {
  const error =
    err.details === undefined
      ? { code: err.code, message: err.message }
      : { code: err.code, message: err.message, details: err.details };
  return c.json({ success: false, error }, STATUS[err.code]);
}
