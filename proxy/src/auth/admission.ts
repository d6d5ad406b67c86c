import { setTimeout as sleep } from 'node:timers/promises';
import type { Context, MiddlewareHandler } from 'hono';
import type { EngineJson, EnginePool } from '../engine/pool.ts';
import type { EngineCall } from '../engine/protocol.ts';
import { timed } from '../http/serverTiming.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by admitBesideEngine: the route runs its admission beside its engine call. */
    admitBeside?: boolean;
    /**
     * Set by the authentication middleware when the admission (rate window, allowance) was left to the
     * route: settles it (once, however often called) and rejects with its refusal.
     */
    admission?: () => Promise<void>;
    /**
     * Set by a route whose answer other than 200 still completes the request (KoSIT's 406, a rejected document):
     * its admission is kept, as a v3 validation's is for an invalid invoice.
     */
    completed?: boolean;
  }
}

/**
 * Route middleware, placed before the authentication middleware: lets the route run the request's admission
 * beside its engine call (answerBesideAdmission) instead of before its handler. The route must answer through
 * answerBesideAdmission; the authentication middleware settles an admission the route left unsettled.
 */
export const admitBesideEngine: MiddlewareHandler = async (c, next) => {
  c.set('admitBeside', true);
  await next();
};

/**
 * Reads a request's engine call (`read`: body and checks), hands it to a worker, and settles the admission
 * while the worker runs, so the database round trip (and PGlite's query on this thread) costs no time of
 * its own. The answer still waits for the admission: a refusal (429, 402, 503) answers instead of the result,
 * and of a malformed body too, as when the admission came first; the refused call is withdrawn if no worker
 * took it yet. Without a pending admission (none, or settled before the handler) it is read, then answered.
 */
export async function answerBesideAdmission(
  c: Context,
  pool: EnginePool,
  read: () => Promise<EngineCall>,
): Promise<EngineJson> {
  const admission = c.get('admission');
  let call: EngineCall;
  try {
    call = await timed(c, 'body', read);
  } catch (err) {
    await admission?.();
    throw err;
  }
  const withdraw = new AbortController();
  const answered = timed(c, 'pool', () => pool.json(call, withdraw.signal));
  // Its failure is the caller's once admitted; until then it must not count as unhandled.
  answered.catch(() => {});
  try {
    if (admission) {
      // One timer turn first: this thread sleeps, so the worker gets a core to take the call before PGlite's
      // query (which runs on this thread) competes for it; measured, the hand-off halves on a busy machine.
      await sleep(0);
      await admission();
    }
  } catch (refusal) {
    withdraw.abort();
    throw refusal;
  }
  return answered;
}
