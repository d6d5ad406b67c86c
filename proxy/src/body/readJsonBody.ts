import { Readable } from 'node:stream';
import { fail } from '@einvoice/engine/errors';
import { failHttp } from '../errors/httpError.ts';
import { checkJsonLimits } from './jsonLimits.ts';
import { utf8ErrorOffset } from './utf8ErrorOffset.ts';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * A request as a handler has it: its Context (`c`, whose `env.incoming` is the Node request under
 * @hono/node-server) or the Request alone.
 */
export type BodySource = Request | { req: { raw: Request }; env?: unknown };

/**
 * Reads a request body as a JSON object, refusing early: a non-JSON Content-Type (spec 4: a raw
 * XML body is not accepted) → INVALID_JSON; more than `maxBytes` → XML_TOO_LARGE, counted while
 * streaming so an oversized body is never held whole; bytes that are not UTF-8 → INVALID_UTF8
 * with details.offset; a body nested too deep or holding too many values (jsonLimits.ts), unparsable
 * JSON or a non-object → INVALID_JSON. Under @hono/node-server the bytes come from the Node request
 * itself: the Request's web stream would be built for this read alone and costs more than the read.
 */
export async function readJsonBody(source: BodySource, maxBytes: number): Promise<Record<string, unknown>> {
  const req = source instanceof Request ? source : source.req.raw;
  const contentType = req.headers.get('content-type');
  // A missing Content-Type is tolerated (bare clients); a declared non-JSON one is refused.
  if (contentType !== null && !JSON_MEDIA_TYPE.test(contentType)) {
    failHttp(
      'INVALID_JSON',
      'Send a JSON body (Content-Type: application/json) with the invoice in xml or xmlBase64',
      { contentType },
    );
  }
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) tooLarge(maxBytes);
  const incoming = source instanceof Request ? undefined : nodeRequestOf(source.env);
  const bytes = incoming ? await readNodeLimited(incoming, maxBytes) : await readLimited(req.body, maxBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    failHttp('INVALID_UTF8', 'Request body is not valid UTF-8', { offset: utf8ErrorOffset(bytes) });
  }
  checkJsonLimits(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    failHttp('INVALID_JSON', 'Request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    failHttp('INVALID_JSON', 'Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

async function readLimited(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Release, not cancel: on @hono/node-server cancelling destroys the socket before the 413
      // is written; the server drains briefly and closes the connection after answering.
      reader.releaseLock();
      tooLarge(maxBytes);
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

function nodeRequestOf(env: unknown): Readable | undefined {
  const incoming = (env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof Readable ? incoming : undefined;
}

/** readLimited for a Node request; past the limit it stops listening and leaves the rest to the server's drain. */
function readNodeLimited(incoming: Readable, maxBytes: number): Promise<Uint8Array> {
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
      if (total <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      stop();
      incoming.pause();
      try {
        tooLarge(maxBytes);
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
      reject(err);
    };
    // A client that goes away mid-body ends the read instead of leaving it waiting.
    const onClose = () => onError(new Error('request body ended early: the connection closed'));
    if (incoming.readableEnded) {
      resolve(new Uint8Array(0));
      return;
    }
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

function tooLarge(maxBytes: number): never {
  fail('XML_TOO_LARGE', `Request body exceeds ${maxBytes} bytes; the invoice may be at most 10 MB`, {
    maxBodyBytes: maxBytes,
  });
}
