import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../errors/httpError.ts';
import { readBody } from './readBody.ts';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://x/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

const limit = (maxBytes: number) => ({ maxBytes, purpose: 'a test request' });

/** A body produced lazily in `chunk`-byte pieces, counting what the reader actually pulled. */
function lazyBody(total: number, chunk: number) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += chunk;
        controller.enqueue(new Uint8Array(chunk).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (isApiError(e) ? { code: e.code, message: e.message, details: e.details } : e),
  );

/** A handler's context whose Node request streams `body`; the Request carries only the headers. */
const fromNode = (body: Readable, headers: Record<string, string> = {}) => ({
  req: { raw: new Request('http://x/', { method: 'POST', headers }) },
  env: { incoming: body },
});

describe('readBody', () => {
  it('returns the bytes as sent, and no bytes for a request without a body', async () => {
    const bytes = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    expect(await readBody(post(bytes), limit(6))).toEqual(bytes);
    expect(await readBody(post(null), limit(6))).toEqual(new Uint8Array(0));
    const split = Readable.from([Buffer.from(bytes.subarray(0, 2)), Buffer.from(bytes.subarray(2))]);
    expect(new Uint8Array(await readBody(fromNode(split), limit(6)))).toEqual(bytes);
  });

  it('names the route’s own limit and its purpose in the message and details', async () => {
    const cases = [
      [16 * 1024, '16 KB'],
      [14 * 1024 * 1024 + 64 * 1024, '14.06 MB'],
      [12 * 1024 * 1024, '12 MB'],
      [100, '100 bytes'],
    ] as const;
    for (const [maxBytes, said] of cases) {
      const refused = await failure(
        readBody(post(new Uint8Array(maxBytes + 1)), { maxBytes, purpose: 'a webhook registration' }),
      );
      expect(refused).toEqual({
        code: 'XML_TOO_LARGE',
        message: `Request body exceeds ${said}, the limit of this endpoint for a webhook registration`,
        details: { maxBodyBytes: maxBytes },
      });
    }
  });

  it('refuses a declared oversized body before reading any of it', async () => {
    const { stream, counter } = lazyBody(10_000, 1000);
    const req = post(stream, { 'content-length': '10000' });
    expect(await failure(readBody(req, limit(5000)))).toMatchObject({ code: 'XML_TOO_LARGE' });
    expect(counter.pulled).toBe(0);
  });

  it('stops reading an undeclared body as soon as it passes the limit', async () => {
    const { stream, counter } = lazyBody(50 * 1024 * 1024, 64 * 1024);
    expect(await failure(readBody(post(stream), limit(1024 * 1024)))).toMatchObject({
      code: 'XML_TOO_LARGE',
      details: { maxBodyBytes: 1024 * 1024 },
    });
    // At most one chunk past the limit (plus the stream's own read-ahead) was ever pulled.
    expect(counter.pulled).toBeLessThanOrEqual(1024 * 1024 + 3 * 64 * 1024);
  });

  it('accepts a body of exactly the limit and refuses one byte more, from either source', async () => {
    const body = new Uint8Array(100).fill(0x61);
    expect((await readBody(post(body), limit(100))).byteLength).toBe(100);
    expect(await failure(readBody(post(body), limit(99)))).toMatchObject({ code: 'XML_TOO_LARGE' });
    expect((await readBody(fromNode(Readable.from([Buffer.from(body)])), limit(100))).byteLength).toBe(100);
    expect(await failure(readBody(fromNode(Readable.from([Buffer.from(body)])), limit(99)))).toMatchObject({
      code: 'XML_TOO_LARGE',
    });
  });
});

describe('readBody from the Node request under @hono/node-server', () => {
  it('stops taking chunks as soon as the body passes the limit', async () => {
    const counter = { pulled: 0 };
    const chunks = function* () {
      for (let i = 0; i < 800; i++) {
        counter.pulled++;
        yield Buffer.alloc(64 * 1024, 0x20);
      }
    };
    expect(await failure(readBody(fromNode(Readable.from(chunks())), limit(1024 * 1024)))).toMatchObject({
      code: 'XML_TOO_LARGE',
      details: { maxBodyBytes: 1024 * 1024 },
    });
    await new Promise((r) => setTimeout(r, 20));
    // 17 chunks pass the limit; the stream reads ahead by at most its high-water mark (16 chunks).
    expect(counter.pulled).toBeLessThanOrEqual(17 + 16);
  });

  it('fails instead of waiting when the connection closes mid-body', async () => {
    const body = new Readable({ read() {} });
    body.push('{"xml": "<a');
    setTimeout(() => body.destroy(), 10);
    await expect(readBody(fromNode(body), limit(100))).rejects.toThrow(/closed/);
  });
});
