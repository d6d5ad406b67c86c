import { TARGETS } from './convert/targets.ts';
import { RENDER_FORMATS, RENDER_LOCALES } from './render/types.ts';

/**
 * What the engine offers, as plain data with no heavy imports, for hosts that describe the service
 * (the proxy's /health) without loading the rule executors.
 */
export const CONVERT_TARGET_IDS: readonly string[] = TARGETS.map((t) => t.id);
export { RENDER_FORMATS, RENDER_LOCALES };
