import { EngineError } from '@einvoice/engine/errors';
import { isApiError } from '../errors/httpError.ts';
import { throttledLog } from '../log/logger.ts';

/** An outage is logged once per minute with the number of failures folded in, not once per request. */
export const databaseOutageLog = throttledLog('database', 60_000);

/**
 * Runs a database call for a request. A database that is down or too slow becomes 503
 * ORACLE_UNAVAILABLE (the spec's one 503 code: a dependency the answer needs did not answer,
 * nothing was changed, retry later) instead of a 500 or a hang; the driver's timeouts bound the wait.
 */
export async function withDatabase<T>(call: () => Promise<T>): Promise<T> {
  try {
    const result = await call();
    databaseOutageLog.recovered();
    return result;
  } catch (err) {
    if (isApiError(err)) throw err;
    databaseOutageLog.failed(`database unavailable: ${err instanceof Error ? err.message : String(err)}`);
    throw new EngineError(
      'ORACLE_UNAVAILABLE',
      'The database is unavailable; nothing was changed. Retry later.',
      {
        component: 'database',
      },
    );
  }
}
