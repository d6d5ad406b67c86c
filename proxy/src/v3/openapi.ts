import type { OpenAPIHono } from '@hono/zod-openapi';

/** Version of the v3 interface description (spec 9.1). */
export const API_VERSION = '3.0.0';

/** Registers GET /openapi.json: OpenAPI 3.1 generated from the same schemas that check requests. */
export function registerOpenApi(app: OpenAPIHono): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'sk_live_… or sk_test_… (spec 5); /health and /openapi.json need none',
  });
  app.doc31('/openapi.json', {
    security: [{ apiKey: [] }],
    openapi: '3.1.0',
    info: {
      title: 'E-invoice validation API',
      version: API_VERSION,
      description: 'Validates EU e-invoices (UBL 2.1, UN/CEFACT CII D16B) against the official rules.',
    },
    servers: [{ url: '/api/v3' }],
  });
}
