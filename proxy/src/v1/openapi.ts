import type { OpenAPIHono } from '@hono/zod-openapi';
import { LEGACY_BASE } from './deps.ts';

/** Version of the earlier interface's description. */
export const LEGACY_API_VERSION = '1.0.0';

/** GET /v1/openapi.json: OpenAPI 3.1 of v1/v2, generated from the schemas that check the requests. */
export function registerLegacyOpenApi(app: OpenAPIHono): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'sk_live_… or sk_test_… (spec 5)',
  });
  app.doc31('/v1/openapi.json', {
    security: [{ apiKey: [] }],
    openapi: '3.1.0',
    info: {
      title: 'E-invoice validation API — earlier interface (v1, v2)',
      version: LEGACY_API_VERSION,
      description:
        'The earlier interface on the same engine as v3: identical verdicts and rule ids. Every answer carries ' +
        'X-RateLimit-Limit/Remaining/Reset; success envelopes are {success, data, _meta}; errors {success: false, error: {code, message, details?}}.',
    },
    servers: [{ url: LEGACY_BASE }],
  });
}
