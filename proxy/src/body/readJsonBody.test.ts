import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../errors/httpError.ts';
import { readJsonBody } from './readJsonBody.ts';

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://x/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A limit of `maxBytes` for a request of a named kind. */
const limit = (maxBytes: number) => ({ maxBytes, purpose: 'a test request' });

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (isApiError(e) ? { code: e.code, details: e.details } : e),
  );

describe('readJsonBody', () => {
  it('returns the parsed object for JSON media types and a missing Content-Type', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json']) {
      expect(await readJsonBody(post('{"xml":"<a/>"}', { 'content-type': type }), limit(100))).toEqual({
        xml: '<a/>',
      });
    }
    expect(await readJsonBody(post(new Uint8Array(Buffer.from('{"a":1}')), {}), limit(100))).toEqual({
      a: 1,
    });
  });

  it('refuses a raw XML body and other non-JSON media types with INVALID_JSON', async () => {
    for (const type of ['application/xml', 'text/xml; charset=utf-8', 'text/plain', 'application/jsonx']) {
      const got = await failure(readJsonBody(post('<Invoice/>', { 'content-type': type }), limit(100)));
      expect(got).toEqual({ code: 'INVALID_JSON', details: { contentType: type } });
    }
  });

  it('refuses what is not a JSON object with INVALID_JSON', async () => {
    for (const body of ['', '{', '{"xml": "a",}', '[]', '"x"', 'null', '42']) {
      expect(await failure(readJsonBody(post(body), limit(100)))).toMatchObject({ code: 'INVALID_JSON' });
    }
  });

  it('reports the byte offset of the first invalid UTF-8 sequence', async () => {
    // {"xml":"<a>ä</a>"} with ä as ISO-8859-1 (E4): byte 11.
    const bytes = Uint8Array.from([...Buffer.from('{"xml":"<a>'), 0xe4, ...Buffer.from('</a>"}')]);
    expect(await failure(readJsonBody(post(bytes), limit(100)))).toEqual({
      code: 'INVALID_UTF8',
      details: { offset: 11 },
    });
  });

  it('accepts a body of exactly the limit and refuses one byte more', async () => {
    const body = `{"xml":"${'a'.repeat(90)}"}`;
    expect(body.length).toBe(100);
    expect(await readJsonBody(post(body), limit(100))).toEqual({ xml: 'a'.repeat(90) });
    expect(await failure(readJsonBody(post(body), limit(99)))).toMatchObject({ code: 'XML_TOO_LARGE' });
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
    expect(await readJsonBody(fromNode(body), limit(100))).toEqual({ xml: '<a>ä</a>' });
  });

  it('applies the same checks: Content-Type, UTF-8 with its offset, exact limit', async () => {
    const xmlType = fromNode(Readable.from([Buffer.from('<Invoice/>')]), {
      'content-type': 'application/xml',
    });
    expect(await failure(readJsonBody(xmlType, limit(100)))).toMatchObject({ code: 'INVALID_JSON' });
    const latin1 = Buffer.from([...Buffer.from('{"xml":"<a>'), 0xe4, ...Buffer.from('</a>"}')]);
    expect(await failure(readJsonBody(fromNode(Readable.from([latin1])), limit(100)))).toEqual({
      code: 'INVALID_UTF8',
      details: { offset: 11 },
    });
    const exact = Buffer.from(`{"xml":"${'a'.repeat(90)}"}`);
    expect(await readJsonBody(fromNode(Readable.from([exact])), limit(100))).toEqual({ xml: 'a'.repeat(90) });
    expect(await failure(readJsonBody(fromNode(Readable.from([exact])), limit(99)))).toMatchObject({
      code: 'XML_TOO_LARGE',
    });
  });
});
