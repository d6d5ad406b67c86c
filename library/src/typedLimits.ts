import { asComplexityLimit } from '@einvoice/engine/errors';

/**
 * Runs one engine call; a V8 resource limit it meets is thrown as the engine's 413 XML_TOO_LARGE
 * (`details.limit: 'complexity'`), the typed error the server answers for it, never a bare RangeError.
 */
export async function typedLimits<T>(call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw asComplexityLimit(e);
  }
}
