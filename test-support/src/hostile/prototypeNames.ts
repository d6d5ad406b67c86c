/**
 * The names a plain object answers without holding them (`constructor`, `toString`, `valueOf`, `__proto__`, …):
 * the hostile inputs of every table looked up by a value from a document or a request.
 */
export const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);
