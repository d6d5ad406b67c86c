/**
 * The failures of the knowledge queries: an id that names nothing (404) and a query parameter that does
 * not fit (400, the earlier interface's BAD_REQUEST of spec 7.2). The queries are host-neutral, so this is
 * a plain error: the proxy's earlier-interface error mapper turns it into the error body, the page shows it.
 */
export type KnowledgeErrorCode = 'NOT_FOUND' | 'BAD_REQUEST';

export class KnowledgeError extends Error {
  readonly code: KnowledgeErrorCode;
  readonly details: unknown;
  constructor(code: KnowledgeErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'KnowledgeError';
    this.code = code;
    this.details = details;
  }
}

export function notFound(message: string, details?: unknown): never {
  throw new KnowledgeError('NOT_FOUND', message, details);
}

export function badRequest(message: string, details?: unknown): never {
  throw new KnowledgeError('BAD_REQUEST', message, details);
}
