import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { instantKeyRoute } from '../developers/instantKeyDoc.ts';
import { serveOpenApi } from '../platform/answerHeaders.ts';
import { AnswerSchema } from '../platform/schemas/answers.ts';
import { LEGACY_BASE } from './deps.ts';
import { errorResponses } from './openapiParts.ts';

/** Version of the earlier interface's description. */
export const LEGACY_API_VERSION = '1.0.0';

const openApiRoute = createRoute({
  method: 'get',
  path: '/v1/openapi.json',
  security: [],
  summary: 'This document (OpenAPI 3.1)',
  responses: {
    200: {
      description: 'The OpenAPI 3.1 description of v1 and v2',
      content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
    },
    ...errorResponses(
      {
        429: 'RATE_LIMIT_EXCEEDED (60 requests per minute per address)',
        500: 'INTERNAL',
        503: 'ORACLE_UNAVAILABLE',
      },
      { keyed: false },
    ),
  },
});

/**
 * GET /v1/openapi.json: OpenAPI 3.1 of v1/v2, generated from the schemas that check the requests, with the
 * instant key a first request needs ({site_url}/api/developers, beside both interfaces).
 */
export function registerLegacyOpenApi(app: OpenAPIHono): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'sk_live_… or sk_test_… (spec 5)',
  });
  // /v1/convert takes v3's convert request, whose `answers` reference it by name.
  app.openAPIRegistry.register('Answer', AnswerSchema);
  app.openAPIRegistry.registerPath(openApiRoute);
  app.openAPIRegistry.registerPath(instantKeyRoute);
  serveOpenApi(app, '/v1/openapi.json', {
    security: [{ apiKey: [] }],
    openapi: '3.1.0',
    info: {
      title: 'E-invoice validation API — earlier interface (v1, v2)',
      version: LEGACY_API_VERSION,
      description:
        'The earlier interface on the same engine as v3: identical verdicts and rule ids. Every keyed answer carries ' +
        'X-RateLimit-Limit/Remaining/Reset; success envelopes are {success, data, _meta}; errors {success: false, error: {code, message, details?}}, ' +
        'each operation listing its statuses with their codes. v2 is deprecated (Deprecation and Sunset headers on every v2 answer); v3 is described at /api/v3/openapi.json.',
    },
    servers: [{ url: LEGACY_BASE }],
  });
}
