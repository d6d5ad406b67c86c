import { EngineError } from '@einvoice/engine/errors';
import type { Context } from 'hono';
import { type ErrorEnvelope, NOT_FOUND_CODE } from '../platform/envelopes.ts';

/** 404 NOT_FOUND: also what another account's record, pack or webhook answers, so ids reveal nothing. */
export function notFound(c: Context, message: string): Response {
  const body: ErrorEnvelope = {
    success: false,
    error: { code: NOT_FOUND_CODE, message, requestId: c.get('requestId') },
  };
  return c.json(body, 404);
}

/** 400 INVALID_OPTION: a value of the request is not acceptable (details name the fields, never their values). */
export function invalid(message: string, details?: unknown): never {
  throw new EngineError('INVALID_OPTION', message, details);
}
