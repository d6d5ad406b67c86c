import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../errors/httpError.ts';
import { readJsonBody } from './readJsonBody.ts';

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://x/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

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
    (e: unknown) => (isApiError(e) ? { code: e.code, details: e.details } : e),
  );

describe('readJsonBody', () => {
  it('returns the parsed object for JSON media types and a missing Content-Type', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json']) {
      expect(await readJsonBody(post('{"xml":"<a/>"}', { 'content-type': type }), 100)).toEqual({
        xml: '<a/>',
      });
    }
    expect(await readJsonBody(post(new Uint8Array(Buffer.from('{"a":1}')), {}), 100)).toEqual({ a: 1 });
  });

  it('refuses a raw XML body and other non-JSON media types with INVALID_JSON', async () => {
    for (const type of ['application/xml', 'text/xml; charset=utf-8', 'text/plain', 'application/jsonx']) {
      const got = await failure(readJsonBody(post('<Invoice/>', { 'content-type': type }), 100));
      expect(got).toEqual({ code: 'INVALID_JSON', details: { contentType: type } });
    }
  });

  it('refuses what is not a JSON object with INVALID_JSON', async () => {
    for (const body of ['', '{', '{"xml": "a",}', '[]', '"x"', 'null', '42']) {
      expect(await failure(readJsonBody(post(body), 100))).toMatchObject({ code: 'INVALID_JSON' });
    }
  });

  it('reports the byte offset of the first invalid UTF-8 sequence', async () => {
    // {"xml":"<a>ä</a>"} with ä as ISO-8859-1 (E4): byte 11.
    const bytes = Uint8Array.from([...Buffer.from('{"xml":"<a>'), 0xe4, ...Buffer.from('</a>"}')]);
    expect(await failure(readJsonBody(post(bytes), 100))).toEqual({
      code: 'INVALID_UTF8',
      details: { offset: 11 },
    });
  });

  it('refuses a declared oversized body before reading any of it', async () => {
    const { stream, counter } = lazyBody(10_000, 1000);
    const req = post(stream, { 'content-type': 'application/json', 'content-length': '10000' });
    expect(await failure(readJsonBody(req, 5000))).toMatchObject({ code: 'XML_TOO_LARGE' });
    expect(counter.pulled).toBe(0);
  });

  it('stops reading an undeclared body as soon as it passes the limit', async () => {
    const { stream, counter } = lazyBody(50 * 1024 * 1024, 64 * 1024);
    expect(await failure(readJsonBody(post(stream), 1024 * 1024))).toEqual({
      code: 'XML_TOO_LARGE',
      details: { maxBodyBytes: 1024 * 1024 },
    });
    // At most one chunk past the limit (plus the stream's own read-ahead) was ever pulled.
    expect(counter.pulled).toBeLessThanOrEqual(1024 * 1024 + 3 * 64 * 1024);
  });

  it('accepts a body of exactly the limit and refuses one byte more', async () => {
    const body = `{"xml":"${'a'.repeat(90)}"}`;
    expect(body.length).toBe(100);
    expect(await readJsonBody(post(body), 100)).toEqual({ xml: 'a'.repeat(90) });
    expect(await failure(readJsonBody(post(body), 99))).toMatchObject({ code: 'XML_TOO_LARGE' });
  });
});

describe('readJsonBody from the Node request under @hono/node-server', () => {
  /** A handler's context whose Node request streams `body`; the Request carries only the headers. */
  const fromNode = (
    body: Readable,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) => ({
    req: { raw: new Request('http://x/', { method: 'POST', headers }) },
    env: { incoming: body },
  });

  it('parses the bytes of the Node request, also with a character split across chunks', async () => {
    const bytes = Buffer.from('{"xml":"<a>ä</a>"}');
    const split = bytes.indexOf(0xc3) + 1;
    const body = Readable.from([bytes.subarray(0, split), bytes.subarray(split)]);
    expect(await readJsonBody(fromNode(body), 100)).toEqual({ xml: '<a>ä</a>' });
  });

  it('applies the same checks: Content-Type, UTF-8 with its offset, exact limit', async () => {
    const xmlType = fromNode(Readable.from([Buffer.from('<Invoice/>')]), {
      'content-type': 'application/xml',
    });
    expect(await failure(readJsonBody(xmlType, 100))).toMatchObject({ code: 'INVALID_JSON' });
    const latin1 = Buffer.from([...Buffer.from('{"xml":"<a>'), 0xe4, ...Buffer.from('</a>"}')]);
    expect(await failure(readJsonBody(fromNode(Readable.from([latin1])), 100))).toEqual({
      code: 'INVALID_UTF8',
      details: { offset: 11 },
    });
    const exact = Buffer.from(`{"xml":"${'a'.repeat(90)}"}`);
    expect(await readJsonBody(fromNode(Readable.from([exact])), 100)).toEqual({ xml: 'a'.repeat(90) });
    expect(await failure(readJsonBody(fromNode(Readable.from([exact])), 99))).toMatchObject({
      code: 'XML_TOO_LARGE',
    });
  });

  it('stops taking chunks as soon as the body passes the limit', async () => {
    const counter = { pulled: 0 };
    const chunks = function* () {
      for (let i = 0; i < 800; i++) {
        counter.pulled++;
        yield Buffer.alloc(64 * 1024, 0x20);
      }
    };
    expect(await failure(readJsonBody(fromNode(Readable.from(chunks())), 1024 * 1024))).toEqual({
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
    await expect(readJsonBody(fromNode(body), 100)).rejects.toThrow(/closed/);
  });
});
