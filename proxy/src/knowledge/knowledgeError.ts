/**
 * The failures of the knowledge endpoints: an id that names nothing (404) and a query parameter that
 * does not fit (400, the earlier interface's BAD_REQUEST of spec 7.2). Pure modules throw these; the
 * earlier interface's error mapper turns them into the error body.
 */
import { LegacyError } from '../legacy/errors.ts';

export type KnowledgeErrorCode = 'NOT_FOUND' | 'BAD_REQUEST';

/** An earlier-interface error, so the earlier interface's one error mapper answers it. */
export class KnowledgeError extends LegacyError {
  constructor(code: KnowledgeErrorCode, message: string, details?: unknown) {
    super(code, message, details);
    this.name = 'KnowledgeError';
  }
}

export function notFound(message: string, details?: unknown): never {
  throw new KnowledgeError('NOT_FOUND', message, details);
}

export function badRequest(message: string, details?: unknown): never {
  throw new KnowledgeError('BAD_REQUEST', message, details);
}
