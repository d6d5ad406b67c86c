import type { EngineErrorData } from '@einvoice/engine/errors';

/**
 * A failed task as the page shows it: an engine error, or INTERNAL for a crash or bug of the Worker (whose
 * text the page shows, as it is the user's own machine).
 */
export type Failure = Omit<EngineErrorData, 'code'> & { code: EngineErrorData['code'] | 'INTERNAL' };
