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
 * Checks real answers against an operation of `doc`: the status must be one the operation documents and the
 * body must match that response's schema for its content type. Schemas are referenced in place (the whole
 * document is one JSON Schema 2020-12 resource, as OpenAPI 3.1 says), so components resolve as written.
 */
export function responseChecker(doc: OpenApiDocument, id: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(doc, id);
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (
    path: string,
    method: string,
    status: number,
    contentType: string,
    body: unknown,
  ): { documented: string[]; problem: string | null } => {
    const responses = doc.paths[path]?.[method]?.responses ?? {};
    const documented = Object.keys(responses);
    const response = responses[String(status)] as { content?: Record<string, unknown> } | undefined;
    if (!response) return { documented, problem: `status ${status} is not documented` };
    const mediaType = contentType.split(';')[0]?.trim() ?? '';
    if (!response.content) return { documented, problem: null };
    if (!(mediaType in response.content))
      return { documented, problem: `content type ${mediaType} is not documented` };
    if (mediaType !== 'application/json') return { documented, problem: null };
    const ref = `${id}#/paths/${pointer(path)}/${method}/responses/${status}/content/${pointer(mediaType)}/schema`;
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(ref, validate);
    }
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
