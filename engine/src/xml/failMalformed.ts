import { fail } from '../errors.ts';
import type { Position } from './positionAt.ts';

/**
 * Which check found the document not well-formed: `parser` is xmldom's own verdict; the others are
 * checks this stage adds where xmldom is lax, and `depth` the nesting bound.
 */
export type MalformedReason = 'parser' | 'character' | 'reference' | 'cdata-end' | 'namespace' | 'depth';

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
