import { RENDER_FORMATS, RENDER_LOCALES } from '@einvoice/engine/capabilities';
import { TARGETS } from '@einvoice/engine/catalog';
import { FIX_MODES } from '@einvoice/engine/fixOptions';
import { OpenAPIHono } from '@hono/zod-openapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { noAuth } from '../auth.ts';
import type { EnginePool } from '../engine/pool.ts';
import { API_ERROR_CODES } from '../errors/httpError.ts';
import { HTTP_STATUS } from '../errors/httpStatus.ts';
import { NOT_FOUND_CODE } from '../platform/envelopes.ts';
import { registerConvert } from './convert.ts';
import { registerFix } from './fix.ts';
import { registerOpenApi } from './openapi.ts';
import { registerRender } from './render.ts';
import { registerValidate } from './validate.ts';

type Schema = { properties?: Record<string, Schema>; enum?: unknown[]; allOf?: Schema[] };
type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
};

let doc: Doc;

beforeAll(async () => {
  // The document is generated at registration; no request reaches the pool.
  const pool = {} as EnginePool;
  const app = new OpenAPIHono();
  registerOpenApi(app);
  registerValidate(app, pool, noAuth);
  registerFix(app, pool, noAuth);
  registerConvert(app, pool, noAuth);
  registerRender(app, pool, noAuth);
  doc = (await (await app.request('/openapi.json')).json()) as Doc;
});

/** Every (status, documented error code) pair of the document. */
function documentedCodes(): [number, string][] {
  return Object.values(doc.paths).flatMap((ops) =>
    Object.values(ops).flatMap((op) =>
      Object.entries(op.responses).flatMap(([status, r]) => {
        const codes = r.content?.['application/json']?.schema.properties?.error?.properties?.code?.enum ?? [];
        return codes.map((code): [number, string] => [Number(status), String(code)]);
      }),
    ),
  );
}

/** A request member's documented schema, through the allOf of an extended request. */
function member(component: string, name: string): Schema | undefined {
  const schema = doc.components.schemas[component];
  return [schema, ...(schema?.allOf ?? [])].map((s) => s?.properties?.[name]).find(Boolean);
}

describe('the v3 document', () => {
  it('lists each error code under the status the one status table gives it', () => {
    const pairs = documentedCodes();
    expect(pairs.length).toBeGreaterThan(50);
    for (const [status, code] of pairs)
      expect([code, status]).toEqual([
        code,
        code === NOT_FOUND_CODE ? 404 : HTTP_STATUS[code as keyof typeof HTTP_STATUS],
      ]);
  });

  it('documents every code of the status table on some operation', () => {
    const documented = new Set(documentedCodes().map(([, code]) => code));
    expect(API_ERROR_CODES.filter((code) => !documented.has(code))).toEqual([]);
  });

  it('gives closed request fields the engine’s own values as enums', () => {
    expect(member('FixRequest', 'mode')?.enum).toEqual([...FIX_MODES, null]);
    expect(member('ConvertRequest', 'target')?.enum).toEqual(TARGETS.map((t) => t.id));
    expect(member('ConvertRequest', 'locale')?.enum).toEqual([...RENDER_LOCALES]);
    expect(member('RenderRequest', 'format')?.enum).toEqual([...RENDER_FORMATS, null]);
    expect(member('RenderRequest', 'locale')?.enum).toEqual([...RENDER_LOCALES, null]);
  });

  it('types answers with one Answer shape and an example', () => {
    for (const request of ['FixRequest', 'ConvertRequest']) {
      const answers = member(request, 'answers') as Schema & { items?: unknown; example?: unknown[] };
      expect([request, answers?.items]).toEqual([request, { $ref: '#/components/schemas/Answer' }]);
      expect(answers?.example?.length).toBeGreaterThan(0);
    }
    expect(Object.keys(doc.components.schemas.Answer?.properties ?? {})).toEqual([
      'id',
      'value',
      'scheme',
      'option',
    ]);
  });
});
