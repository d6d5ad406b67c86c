import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { nodeRequestOf } from './readBody.ts';

/**
 * Unread body bytes discarded after an answer before the connection is closed: more than a whole
 * invoice body (14 MB + 64 KB), so a client that sent one to a route that refused it early (a wrong
 * key) can finish sending and read the answer (fetch fails with EPIPE when the connection is closed
 * under a body it is still writing).
 */
const LINGER_BYTES = 16 * 1024 * 1024;
/** How long after the answer such bytes are discarded before the connection is closed (as @hono/node-server). */
const LINGER_MS = 500;

/**
 * After the answer, the part of a request body no handler read — a route that takes none, a refusal
 * before the body (401, 404) or the rest past a route's limit — is discarded for at most LINGER_MS and
 * LINGER_BYTES, then the connection is closed. Left alone, Node reads such a body to its end (of any
 * size on GET, which @hono/node-server does not drain; up to 64 MB or 500 ms otherwise, hundreds of MB
 * on loopback). The short linger lets a client that is still sending receive the answer before the
 * close, and keeps the connection of a client whose small body ends within it.
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
    incoming.pause();
    // Only once the answer is out: closing earlier would lose it.
    const cut = () => incoming.socket?.destroySoon();
    if (!outgoing || outgoing.writableFinished) cut();
    else outgoing.once('finish', cut).once('close', cut);
  };
  const onData = (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > LINGER_BYTES) close();
  };
  const timer = setTimeout(close, LINGER_MS).unref();
  incoming.on('data', onData).once('end', stop).once('close', stop).once('error', stop);
  incoming.resume();
};
