import { type ErrorCode, fail } from '@einvoice/engine/errors';
import type { z } from '@hono/zod-openapi';

// A mistyped invoice field has its own code; any other field is an option (spec 7.1 "invalid option").
const FIELD_CODES: Record<string, ErrorCode> = { xml: 'INVALID_XML', xmlBase64: 'INVALID_BASE64' };

/** Checks a parsed JSON body against a request schema; the first problem becomes a 400 EngineError. */
export function parseRequest<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const code = FIELD_CODES[field] ?? 'INVALID_OPTION';
  fail(code, `Invalid value for ${field || 'the request'}: ${issue?.message ?? 'invalid'}`, { field });
}
