import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { nodeRequestOf } from './readBody.ts';

/**
 * Unread body bytes discarded after an answer; past them the rest is no longer read. More than a whole
 * invoice body (14 MB + 64 KB): fetch fails with "other side closed" when the connection closes before
 * it has written a declared body, even with the answer in hand, so a client that sent a full invoice to
 * a route that refused it early (a wrong key) must be able to finish.
 */
const LINGER_BYTES = 16 * 1024 * 1024;
/** How long after the answer the connection of a body still unread stays open (as @hono/node-server). */
const LINGER_MS = 500;

/**
 * After the answer, the part of a request body no handler read — a route that takes none, a refusal
 * before the body (401, 404) or the rest past a route's limit — is discarded up to LINGER_BYTES and
 * then no longer read; LINGER_MS after the answer the connection is closed. Left alone, Node reads such
 * a body to its end (of any size on GET, which @hono/node-server does not drain; up to 64 MB otherwise,
 * at loopback speed). Holding the connection open unread for a moment instead of closing it at once lets
 * a client that is still sending read the answer (fetch fails with EPIPE when the connection closes under
 * a body it is writing before it has the answer); a body that ends within the bytes keeps its connection.
 */
export const lingerUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const incoming = nodeRequestOf(c.env) as IncomingMessage | undefined;
  // complete: the whole message has arrived (every bodiless request, every body read to its end).
  if (!incoming || incoming.complete || incoming.destroyed) return;
  const outgoing = (c.env as { outgoing?: ServerResponse }).outgoing;
  let discarded = 0;
  const stop = () => {
    clearTimeout(timer);
    incoming.off('data', onData).off('end', stop).off('close', stop).off('error', stop);
  };
  const close = () => {
    stop();
    // Only once the answer is out: closing earlier would lose it.
    const cut = () => incoming.socket?.destroySoon();
    if (!outgoing || outgoing.writableFinished) cut();
    else outgoing.once('finish', cut).once('close', cut);
  };
  const onData = (chunk: Buffer) => {
    discarded += chunk.byteLength;
    // Again on every chunk past the bytes: @hono/node-server's own drain resumes the request when the answer is out.
    if (discarded > LINGER_BYTES) incoming.pause();
  };
  const timer = setTimeout(close, LINGER_MS).unref();
  incoming.on('data', onData).once('end', stop).once('close', stop).once('error', stop);
  incoming.resume();
};
