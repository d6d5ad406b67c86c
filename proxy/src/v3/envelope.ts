import type { z } from '@hono/zod-openapi';
import type { MetaSchema } from './schemas/envelopes.ts';

/** Success envelope of spec 2.1 with the time since `startedAt` (a performance.now() reading). */
export function success<T>(
  data: T,
  startedAt: number,
): { success: true; data: T; meta: z.infer<typeof MetaSchema> } {
  return { success: true, data, meta: { processingTimeMs: Math.round(performance.now() - startedAt) } };
}
