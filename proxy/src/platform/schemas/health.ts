import type { Health } from '@einvoice/engine';
import { z } from '@hono/zod-openapi';

/** Body of GET /health (spec 2.3); not enveloped. */
export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    engine: z.literal('patch'),
    llm: z.literal(false),
    validator: z.record(z.string(), z.unknown()).openapi({
      description: 'Worker pool state (workers, busy, queue) and the loaded artefacts with their versions.',
    }),
    convertTargets: z.array(z.string()),
    renderFormats: z.array(z.string()),
  })
  .openapi('Health') satisfies z.ZodType<Health>;
