import { failHttp } from '../errors/httpError.ts';
import { checkJsonLimits } from './jsonLimits.ts';
import { type BodyLimit, type BodySource, readBody } from './readBody.ts';
import { utf8ErrorOffset } from './utf8ErrorOffset.ts';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Reads a request body as a JSON object, refusing early: a non-JSON Content-Type (spec 4: a raw
 * XML body is not accepted), or none where `contentTypeRequired` → INVALID_JSON; over `limit` → XML_TOO_LARGE, counted while streaming
 * (readBody.ts); bytes that are not UTF-8 → INVALID_UTF8 with details.offset; a body nested too deep or
 * holding too many values (jsonLimits.ts), unparsable JSON or a non-object → INVALID_JSON.
 */
export async function readJsonBody(
  source: BodySource,
  limit: BodyLimit,
  options: { contentTypeRequired?: boolean } = {},
): Promise<Record<string, unknown>> {
  const req = source instanceof Request ? source : source.req.raw;
  const contentType = req.headers.get('content-type');
  // A missing Content-Type is tolerated (bare clients) unless the route's contract requires it (v1 validate,
  // spec 4.9); a declared non-JSON one is always refused.
  if (
    (contentType === null && options.contentTypeRequired) ||
    (contentType !== null && !JSON_MEDIA_TYPE.test(contentType))
  ) {
    failHttp('INVALID_JSON', `Send a JSON body (Content-Type: application/json) with ${limit.purpose}`, {
      contentType,
    });
  }
  const bytes = await readBody(source, limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    failHttp('INVALID_UTF8', 'Request body is not valid UTF-8', { offset: utf8ErrorOffset(bytes) });
  }
  checkJsonLimits(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    failHttp('INVALID_JSON', 'Request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    failHttp('INVALID_JSON', 'Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}
