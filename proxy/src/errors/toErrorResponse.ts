import type { Context } from 'hono';
import type { ErrorEnvelope } from '../v3/schemas/envelopes.ts';
import { isApiError } from './httpError.ts';
import { HTTP_STATUS } from './httpStatus.ts';

/** Seconds a client waits before retrying after ORACLE_UNAVAILABLE (spec 8). */
const ORACLE_RETRY_AFTER_S = '60';

/**
 * The one mapping from a thrown value to an error response. Only an EngineError or HttpError reaches the
 * client with its code and message; anything else is a bug and becomes a bare 500 INTERNAL,
 * so exception text (paths, stack fragments) never leaks.
 */
export function toErrorResponse(c: Context, err: unknown): Response {
  if (!isApiError(err)) {
    console.error('[proxy] unexpected error', err);
    const body: ErrorEnvelope = { success: false, error: { code: 'INTERNAL', message: 'Internal error' } };
    return c.json(body, 500);
  }
  const status = HTTP_STATUS[err.code];
  const body: ErrorEnvelope = {
    success: false,
    error:
      err.details === undefined
        ? { code: err.code, message: err.message }
        : { code: err.code, message: err.message, details: err.details },
  };
  if (err.code === 'ORACLE_UNAVAILABLE') c.header('Retry-After', ORACLE_RETRY_AFTER_S);
  return c.json(body, status);
}
