import type { OpenAPIHono } from '@hono/zod-openapi';

type Document = ReturnType<OpenAPIHono['getOpenAPI31Document']>;
type Config = Parameters<OpenAPIHono['getOpenAPI31Document']>[0];

const integer = { type: 'integer', minimum: 0 };

type HeaderName =
  | 'X-RateLimit-Limit'
  | 'X-RateLimit-Remaining'
  | 'X-RateLimit-Reset'
  | 'X-Test-Mode'
  | 'Deprecation'
  | 'Sunset'
  | 'Link';

/**
 * The headers the service adds to answers across operations (auth/rateLimit.ts, auth/createAuth.ts,
 * v1/access.ts, v1/deprecation.ts), each described once under components/headers.
 */
const HEADERS: Record<HeaderName, { description: string; schema: Record<string, unknown> }> = {
  'X-RateLimit-Limit': {
    description:
      "Requests the key's (or, on public routes, the address's) current window allows; for an instant key its lifetime cap (10)",
    schema: integer,
  },
  'X-RateLimit-Remaining': { description: 'Requests left in that window or cap', schema: integer },
  'X-RateLimit-Reset': {
    description: 'When the window resets (an instant key: when it expires), in epoch seconds',
    schema: integer,
  },
  'X-Test-Mode': {
    description: 'true on every answer to a test key (sk_test_); absent for live keys',
    schema: { type: 'string', enum: ['true'] },
  },
  Deprecation: {
    description: 'RFC 9745: the date v2 was deprecated, as @epoch-seconds',
    schema: { type: 'string', pattern: '^@\\d+$' },
  },
  Sunset: {
    description: 'RFC 8594: the earliest date v2 may be switched off (an HTTP date)',
    schema: { type: 'string' },
  },
  Link: {
    description: 'The successor interface\'s description: </api/v3/openapi.json>; rel="successor-version"',
    schema: { type: 'string' },
  },
};

const RATE: readonly HeaderName[] = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
const DEPRECATED: readonly HeaderName[] = ['Deprecation', 'Sunset', 'Link'];

/**
 * Which of those headers a response of an operation may carry: the rate headers on all (keyed routes count per
 * key, public ones per address), X-Test-Mode where a key is read, the deprecation headers on deprecated ones.
 */
function headersOf(operation: { security?: unknown[]; deprecated?: boolean }, keyedByDefault: boolean) {
  const keyed = operation.security ? operation.security.length > 0 : keyedByDefault;
  return [...RATE, ...(keyed ? (['X-Test-Mode'] as const) : []), ...(operation.deprecated ? DEPRECATED : [])];
}

/** The generated document with the answer headers each response may carry declared (as references). */
export function withAnswerHeaders(doc: Document): Document {
  const keyedByDefault = (doc.security ?? []).length > 0;
  for (const item of Object.values(doc.paths ?? {}))
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = operation as { security?: unknown[]; deprecated?: boolean; responses?: object };
      const names = headersOf(op, keyedByDefault);
      for (const response of Object.values(op.responses ?? {}) as { headers?: Record<string, unknown> }[])
        response.headers = {
          ...response.headers,
          ...Object.fromEntries(names.map((n) => [n, { $ref: `#/components/headers/${n}` }])),
        };
    }
  doc.components = { ...doc.components, headers: { ...doc.components?.headers, ...HEADERS } };
  return doc;
}

/** Serves the app's OpenAPI 3.1 document at `path`, its answer headers declared; a failure is the app's 500. */
export function serveOpenApi(app: OpenAPIHono, path: string, config: Config): void {
  app.get(path, (c) => c.json(withAnswerHeaders(app.getOpenAPI31Document(config))));
}
