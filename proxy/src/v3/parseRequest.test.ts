import { EngineError } from '@einvoice/engine/errors';
import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { parseRequest } from './parseRequest.ts';

const schema = z.object({
  xml: z.string().nullish(),
  xmlBase64: z.string().nullish(),
  mode: z.enum(['strict', 'permissive']).optional(),
});

function codeOf(body: unknown) {
  try {
    parseRequest(schema, body);
    return null;
  } catch (e) {
    return e instanceof EngineError ? { code: e.code, details: e.details } : e;
  }
}

describe('parseRequest', () => {
  it('returns the known fields and drops unknown ones', () => {
    expect(parseRequest(schema, { xml: '<a/>', mode: 'strict', other: 1 })).toEqual({
      xml: '<a/>',
      mode: 'strict',
    });
  });

  it('gives a mistyped invoice field its own code and any other field INVALID_OPTION', () => {
    expect(codeOf({ xml: 1 })).toEqual({ code: 'INVALID_XML', details: { field: 'xml' } });
    expect(codeOf({ xmlBase64: false })).toEqual({ code: 'INVALID_BASE64', details: { field: 'xmlBase64' } });
    expect(codeOf({ xml: '<a/>', mode: 'lenient' })).toEqual({
      code: 'INVALID_OPTION',
      details: { field: 'mode' },
    });
  });
});
