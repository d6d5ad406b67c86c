import { fail } from '../errors.ts';
import type { Position } from './positionAt.ts';

/**
 * Which check refused the document: `parser` is the grammar; `character`, `reference`, `cdata-end` and
 * `namespace` the rules of XML 1.0 and Namespaces beyond it; `depth`, `attributes` and `names` the bounds of
 * TreeLimits.
 */
export type MalformedReason =
  | 'parser'
  | 'character'
  | 'reference'
  | 'cdata-end'
  | 'namespace'
  | 'depth'
  | 'attributes'
  | 'names';

/** Refuses the document with MALFORMED_XML, details {reason, line, column, message, ...extra}. */
export function failMalformed(
  reason: MalformedReason,
  message: string,
  at: Position | null,
  extra: Record<string, unknown> = {},
): never {
  return fail('MALFORMED_XML', message, {
    reason,
    line: at?.line ?? null,
    column: at?.column ?? null,
    message,
    ...extra,
  });
}
