import type { ValidateResult } from '@einvoice/engine';
import { bytesToBase64 } from '../bytesToBase64.ts';
import type { apiOptions } from '../state/ruleSettings.ts';
import { apiUrl } from './apiBase.ts';

/** A failed call of the service: its error code and message (spec 2.1 error envelope). */
export class ApiCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The `data` of a service answer (spec 2.1 envelope), or its error as an ApiCallError. */
export async function dataOf<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as
    | { success: true; data: T }
    | { success: false; error: { code: string; message: string } }
    | null;
  if (!body) throw new ApiCallError('HTTP', `HTTP ${res.status}`);
  if (!body.success) throw new ApiCallError(body.error.code, body.error.message);
  return body.data;
}

/**
 * POST /validate on the service with the caller's key: the one call in API mode that sends the invoice. The
 * page's rule settings go as the request's `options`, as they go to the engine in the browser.
 */
export async function serverValidate(
  bytes: Uint8Array,
  key: string,
  options: ReturnType<typeof apiOptions> = {},
): Promise<ValidateResult> {
  const res = await fetch(apiUrl('validate'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({
      xmlBase64: bytesToBase64(bytes),
      ...(Object.keys(options).length > 0 ? { options } : {}),
    }),
  });
  return dataOf<ValidateResult>(res);
}
