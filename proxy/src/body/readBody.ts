import { Readable } from 'node:stream';
import { fail } from '@einvoice/engine/errors';
import type { Context } from 'hono';
import { logger } from '../log/logger.ts';

/**
 * A request as a handler has it: its Context (`c`, whose `env.incoming` is the Node request under
 * @hono/node-server) or the Request alone.
 */
export type BodySource = Request | { req: { raw: Request }; env?: unknown };

/** What one route accepts: its byte limit and what that limit is for, both said when a body passes it. */
export interface BodyLimit {
  readonly maxBytes: number;
  /** Ends the refusal's message: "…, the limit of this endpoint for <purpose>". */
  readonly purpose: string;
}

/**
 * The one reader of request bodies: the bytes of the body, refusing with XML_TOO_LARGE (details.maxBodyBytes,
 * the message naming the limit and its purpose) a declared Content-Length over the limit before reading any
 * of it, and an undeclared (chunked) body as soon as the running count passes the limit, so an oversized body
 * is never held whole. Past the limit it stops listening: @hono/node-server answers, drains at most briefly
 * and closes the connection. Under @hono/node-server the bytes come from the Node request itself: the
 * Request's web stream would be built for this read alone and costs more than the read.
 */
export async function readBody(source: BodySource, limit: BodyLimit): Promise<Uint8Array> {
  const req = source instanceof Request ? source : source.req.raw;
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (declared > limit.maxBytes) tooLarge(limit);
  const incoming = source instanceof Request ? undefined : nodeRequestOf(source.env);
  return incoming ? readNodeLimited(incoming, limit) : readLimited(req.body, limit);
}

async function readLimited(body: ReadableStream<Uint8Array> | null, limit: BodyLimit): Promise<Uint8Array> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit.maxBytes) {
      // Release, not cancel: on @hono/node-server cancelling destroys the socket before the 413
      // is written; the server drains briefly and closes the connection after answering.
      reader.releaseLock();
      tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * The client closed the connection before its body was complete: its own doing, not a fault of the service.
 * The error handlers log it once at warn, without a stack (2,000 aborted uploads had written 2,000 stack
 * traces at error level), and answer 400 with no body, which nobody is left to read.
 */
export class UploadAborted extends Error {
  constructor(readonly received: number) {
    super('request body ended early: the connection closed');
  }
}

/** The answer to an aborted upload, from either interface's error handler. */
export function abortedUpload(c: Context, err: UploadAborted): Response {
  logger.warn(
    { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, received: err.received },
    'upload aborted by the client',
  );
  return c.body(null, 400);
}

/** The Node request under @hono/node-server (`c.env.incoming`); undefined elsewhere. */
export function nodeRequestOf(env: unknown): Readable | undefined {
  const incoming = (env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof Readable ? incoming : undefined;
}

/** readLimited for a Node request; past the limit it stops listening and leaves the rest to the server's drain. */
function readNodeLimited(incoming: Readable, limit: BodyLimit): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total <= limit.maxBytes) {
        chunks.push(chunk);
        return;
      }
      stop();
      incoming.pause();
      try {
        tooLarge(limit);
      } catch (err) {
        reject(err);
      }
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (err: Error) => {
      stop();
      // Node reports a client gone mid-body as an 'aborted' ECONNRESET on the request.
      reject((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? new UploadAborted(total) : err);
    };
    // A client that goes away mid-body ends the read instead of leaving it waiting.
    const onClose = () => onError(new UploadAborted(total));
    if (incoming.readableEnded) {
      resolve(new Uint8Array(0));
      return;
    }
    // Gone before the handler came to read: no event will come.
    if (incoming.destroyed) {
      reject(new UploadAborted(0));
      return;
    }
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

function tooLarge(limit: BodyLimit): never {
  fail(
    'XML_TOO_LARGE',
    `Request body exceeds ${byteSize(limit.maxBytes)}, the limit of this endpoint for ${limit.purpose}`,
    { maxBodyBytes: limit.maxBytes },
  );
}

/** 16384 → "16 KB", 14745600 → "14.06 MB": the unit a reader expects, exact bytes stay in details. */
function byteSize(bytes: number): string {
  const [unit, size] =
    bytes >= 1024 * 1024
      ? ['MB', bytes / 1024 / 1024]
      : bytes >= 1024
        ? ['KB', bytes / 1024]
        : ['bytes', bytes];
  return `${Number(size.toFixed(2))} ${unit}`;
}
