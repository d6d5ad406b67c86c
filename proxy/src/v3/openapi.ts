import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { instantKeyRoute } from '../developers/instantKeyDoc.ts';
import { serveOpenApi } from '../platform/answerHeaders.ts';
import { AnswerSchema } from '../platform/schemas/answers.ts';

/** Version of the v3 interface description (spec 9.1). */
export const API_VERSION = '3.0.0';

const openApiRoute = createRoute({
  method: 'get',
  path: '/openapi.json',
  security: [],
  summary: 'This document (OpenAPI 3.1)',
  responses: {
    200: {
      description: 'The OpenAPI 3.1 description of v3',
      content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
    },
  },
});

/**
 * Registers GET /openapi.json: OpenAPI 3.1 generated from the same schemas that check requests. It also
 * describes the instant key a first request needs, which lives beside the interface at {site_url}/api/developers.
 */
export function registerOpenApi(app: OpenAPIHono): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'sk_live_… or sk_test_… (spec 5); /health and /openapi.json need none',
  });
  // /fix and /convert reference it by name: their `answers` member is documented, the engine checks it.
  app.openAPIRegistry.register('Answer', AnswerSchema);
  app.openAPIRegistry.registerPath(openApiRoute);
  app.openAPIRegistry.registerPath({ ...instantKeyRoute, servers: [{ url: '/api' }] });
  serveOpenApi(app, '/openapi.json', {
    security: [{ apiKey: [] }],
    openapi: '3.1.0',
    info: {
      title: 'E-invoice validation API',
      version: API_VERSION,
      description:
        'Validates EU e-invoices (UBL 2.1, UN/CEFACT CII D16B) against the official rules. Every error answer is ' +
        '{success: false, error: {code, message, details?, requestId}}; each operation lists its statuses with their codes. ' +
        'Keyed answers carry X-RateLimit-Limit/Remaining/Reset. The earlier interface (v1, v2) is described at /api/v1/openapi.json.',
    },
    servers: [{ url: '/api/v3' }],
  });
}
