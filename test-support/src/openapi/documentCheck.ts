import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** An OpenAPI 3.1 document as JSON. */
export type OpenApiDocument = {
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; deprecated?: boolean }>>;
  servers?: { url: string }[];
} & Record<string, unknown>;

/** The document's own validity against the OpenAPI meta-schema of its version (3.0, 3.1, 3.2). */
export async function metaSchemaErrors(doc: OpenApiDocument): Promise<unknown> {
  const result = await new Validator().validate(structuredClone(doc));
  return result.valid ? null : result.errors;
}

/** A JSON pointer segment (RFC 6901). */
const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The keywords OpenAPI 3.1's schema dialect adds to JSON Schema 2020-12 (annotations for validation). ajv's
 * strict mode refuses every other keyword it does not know, so a misspelt or unsupported one fails the check
 * instead of being ignored (a lax validator let `nullable`-style mistakes and null answers pass unseen).
 */
const OPENAPI_KEYWORDS = ['example', 'xml', 'externalDocs', 'discriminator'];

/** The headers whose presence on an answer the documents must declare, lower-cased (what clients act on). */
const CONTRACT_HEADER =
  /^(x-ratelimit-limit|x-ratelimit-remaining|x-ratelimit-reset|x-test-mode|retry-after|deprecation|sunset)$/;

/**
 * Checks real answers against an operation of `doc`: the status must be one the operation documents, the body
 * must match that response's schema for its content type, and each contract header the answer carries
 * (rate limits, test mode, Retry-After, deprecation) must be declared on the response, its value matching the
 * declared schema. Schemas are referenced in place (the whole document is one JSON Schema 2020-12 resource, as
 * OpenAPI 3.1 says), so components resolve as written. ajv runs in strict mode.
 */
export function responseChecker(doc: OpenApiDocument, id: string) {
  const ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true });
  addFormats.default(ajv);
  for (const keyword of OPENAPI_KEYWORDS) ajv.addKeyword(keyword);
  // The document's containers of schemas (not schemas themselves): their fragments are compiled where referenced.
  for (const container of ['components', 'paths']) ajv.addKeyword(container);
  ajv.addSchema({ components: doc.components, paths: doc.paths }, id);
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const compile = (key: string, schema: object) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  };
  /** A declared header's schema, resolved where it is a reference to components/headers. */
  const headerSchema = (header: unknown): object => {
    const ref = (header as { $ref?: string } | undefined)?.$ref;
    if (ref) return { $ref: `${id}${ref}/schema` };
    return (header as { schema?: object } | undefined)?.schema ?? {};
  };
  return (
    path: string,
    method: string,
    status: number,
    contentType: string,
    body: unknown,
    headers?: Headers,
  ): { documented: string[]; problem: string | null } => {
    const responses = doc.paths[path]?.[method]?.responses ?? {};
    const documented = Object.keys(responses);
    const response = responses[String(status)] as
      | { content?: Record<string, unknown>; headers?: Record<string, unknown> }
      | undefined;
    if (!response) return { documented, problem: `status ${status} is not documented` };
    const declared = new Map(Object.keys(response.headers ?? {}).map((h) => [h.toLowerCase(), h]));
    const sent: [string, string][] = [];
    headers?.forEach((value, name) => {
      sent.push([name, value]);
    });
    for (const [name, value] of sent) {
      if (!CONTRACT_HEADER.test(name)) continue;
      const header = declared.get(name);
      if (!header) return { documented, problem: `header ${name} is not declared` };
      const ref = `${id}#/paths/${pointer(path)}/${method}/responses/${status}/headers/${pointer(header)}`;
      const check = compile(`${ref}`, headerSchema(response.headers?.[header]));
      const typed = /^-?\d+$/.test(value) ? [value, Number(value)] : [value];
      if (!typed.some((v) => check(v)))
        return { documented, problem: `header ${name}: ${value} breaks its schema` };
    }
    const mediaType = contentType.split(';')[0]?.trim() ?? '';
    if (!response.content)
      return { documented, problem: body === null || body === '' ? null : 'the body is not documented' };
    if (!(mediaType in response.content))
      return { documented, problem: `content type ${mediaType} is not documented` };
    if (mediaType !== 'application/json') return { documented, problem: null };
    const ref = `${id}#/paths/${pointer(path)}/${method}/responses/${status}/content/${pointer(mediaType)}/schema`;
    const validate = compile(ref, { $ref: ref });
    if (validate(body)) return { documented, problem: null };
    return { documented, problem: describe(validate.errors ?? []) };
  };
}

function describe(errors: ErrorObject[]): string {
  return errors
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('; ');
}

/**
 * The operation of `doc` a request went to: its path template and method, matching the request's path (query
 * left off) against the templates under the operation's server (its own or the document's).
 */
export function operationOf(
  doc: OpenApiDocument,
  method: string,
  url: string,
): { path: string; method: string } | null {
  const requested = url.split('?')[0] ?? '';
  const base = doc.servers?.[0]?.url ?? '';
  for (const [template, item] of Object.entries(doc.paths)) {
    const op = item[method.toLowerCase()] as { servers?: { url: string }[] } | undefined;
    if (!op) continue;
    const server = op.servers?.[0]?.url ?? base;
    const pattern = new RegExp(
      `^${(server + template).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
    );
    if (pattern.test(requested)) return { path: template, method: method.toLowerCase() };
  }
  return null;
}
