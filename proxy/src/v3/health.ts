import type { Health } from '@einvoice/engine';
import { CONVERT_TARGET_IDS, RENDER_FORMATS } from '@einvoice/engine/capabilities';
import { outOfDate, releasesOn, runningReleases, upcomingReleases } from '@einvoice/engine/releases';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { EnginePool } from '../engine/pool.ts';
import { HealthSchema } from '../platform/schemas/health.ts';
import type { DatabaseHealth } from '../storage/databaseHealth.ts';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  security: [],
  summary: 'Service health (public, not enveloped)',
  responses: {
    200: { description: 'Serving', content: { 'application/json': { schema: HealthSchema } } },
    503: {
      description: 'No validator worker is ready',
      content: { 'application/json': { schema: HealthSchema } },
    },
  },
});

/**
 * Registers GET /health: answered on the event loop from pool state, never by a worker. `degraded` means
 * the service cannot judge as it should: a worker not ready, or an unreachable database (keyed requests get
 * 503). A release in force that the build lacks (the registry knows it, `installed: false`) is a fact, not
 * a fault: the verdicts are those of the older release, `validator.outOfDate` says which, and `status`
 * stays `ok`; `validator.upcoming` names what comes into force next.
 */
export function registerHealth(
  app: OpenAPIHono,
  pool: EnginePool,
  version: string,
  database?: () => Promise<DatabaseHealth>,
): void {
  app.openapi(healthRoute, async (c) => {
    const db = database ? await database() : undefined;
    const state = pool.state();
    const { artefacts, scenarios, rulesets, integrity, releases: built } = pool.info();
    const releases = releasesOn(built);
    const stale = outOfDate(built);
    const inForce = runningReleases(built);
    const upcoming = upcomingReleases(built);
    const healthy = state.ready === state.workers && (db === undefined || db.state === 'ok');
    const body: Health = {
      status: healthy ? 'ok' : 'degraded',
      version,
      engine: 'patch',
      llm: false,
      validator: {
        ...state,
        artefacts,
        scenarios,
        rulesets,
        releases,
        inForce,
        outOfDate: stale,
        upcoming,
        integrity,
        ...(db ? { database: db } : {}),
      },
      convertTargets: [...CONVERT_TARGET_IDS],
      renderFormats: [...RENDER_FORMATS],
    };
    return state.ready > 0 ? c.json(body, 200) : c.json(body, 503);
  });
}
