import type { Health } from '@einvoice/engine';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { EnginePool } from '../engine/pool.ts';
import { HealthSchema } from './schemas/health.ts';

/** Target ids of POST /convert (spec 4.4). */
const CONVERT_TARGETS = ['xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'en16931-ubl', 'en16931-cii'];
/** Output formats POST /render offers (spec 4.5); pdf is not one of them. */
const RENDER_FORMATS = ['html', 'json'];

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Service health (public, not enveloped)',
  responses: {
    200: { description: 'Serving', content: { 'application/json': { schema: HealthSchema } } },
    503: {
      description: 'No validator worker is ready',
      content: { 'application/json': { schema: HealthSchema } },
    },
  },
});

/** Registers GET /health: answered on the event loop from pool state, never by a worker. */
export function registerHealth(app: OpenAPIHono, pool: EnginePool, version: string): void {
  app.openapi(healthRoute, (c) => {
    const state = pool.state();
    const { artefacts, scenarios } = pool.info();
    const body: Health = {
      status: state.ready === state.workers ? 'ok' : 'degraded',
      version,
      engine: 'patch',
      llm: false,
      validator: { ...state, artefacts, scenarios },
      convertTargets: CONVERT_TARGETS,
      renderFormats: RENDER_FORMATS,
    };
    return state.ready > 0 ? c.json(body, 200) : c.json(body, 503);
  });
}
