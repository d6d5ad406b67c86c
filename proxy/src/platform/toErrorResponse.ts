import type { Context } from 'hono';
import { abortedUpload, UploadAborted } from '../body/readBody.ts';
import { isApiError } from '../errors/httpError.ts';
import { HTTP_STATUS } from '../errors/httpStatus.ts';
import { logger } from '../log/logger.ts';
import type { ErrorEnvelope } from './envelopes.ts';

/** Seconds a client waits before retrying after ORACLE_UNAVAILABLE (spec 8). */
const ORACLE_RETRY_AFTER_S = '60';

/**
 * The one mapping from a thrown value to an error response. Only EngineError reaches the
 * client with its code and message; anything else is a bug and becomes a bare 500 INTERNAL whose
 * only detail is the request id, so exception text (paths, stack fragments) never leaks while the
 * log line with the stack can be found by that id. Every error carries `error.requestId`.
 */
export function toErrorResponse(c: Context, err: unknown): Response {
  if (err instanceof UploadAborted) return abortedUpload(c, err);
  const requestId = c.get('requestId');
  if (!isApiError(err)) {
    logger.error({ err, requestId, method: c.req.method, path: c.req.path }, 'unexpected error');
    const body: ErrorEnvelope = {
      success: false,
      error: { code: 'INTERNAL', message: `Internal error (request ${requestId})`, requestId },
    };
    return c.json(body, 500);
  }
  const status = HTTP_STATUS[err.code];
  const body: ErrorEnvelope = {
    success: false,
    error:
      err.details === undefined
        ? { code: err.code, message: err.message, requestId }
        : { code: err.code, message: err.message, details: err.details, requestId },
  };
  if (err.code === 'ORACLE_UNAVAILABLE') c.header('Retry-After', ORACLE_RETRY_AFTER_S);
  return c.json(body, status);
}
