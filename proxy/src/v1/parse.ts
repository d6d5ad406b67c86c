import type { ValidateInput } from '@einvoice/engine';
import type { z } from '@hono/zod-openapi';
import { legacyFail } from './errors.ts';

/** Checks a parsed JSON body against a request schema; the first problem is 400 BAD_REQUEST naming the field. */
export function parseLegacy<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  legacyFail('BAD_REQUEST', `Invalid value for ${field || 'the request'}: ${issue?.message ?? 'invalid'}`, {
    cause: 'INVALID_OPTION',
    field,
  });
}

/** The invoice of a request as the engine takes it (it refuses both or neither with MISSING_XML). */
export function invoiceOf(body: { xml?: string | undefined; xmlBase64?: string | undefined }): ValidateInput {
  return {
    ...(body.xml !== undefined ? { xml: body.xml } : {}),
    ...(body.xmlBase64 !== undefined ? { xmlBase64: body.xmlBase64 } : {}),
  };
}
