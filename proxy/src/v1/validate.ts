import type { InspectResult } from '@einvoice/engine';
import { createRoute, type OpenAPIHono, type z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { BodyLimit } from '../body/readBody.ts';
import { readJsonBody } from '../body/readJsonBody.ts';
import { INVOICE_BODY } from '../platform/invoiceBody.ts';
import { newValidationRef, recordValidation } from '../platform/validationRecords.ts';
import { holdQuota, takeInstantRequests, withOneUnit } from './access.ts';
import type { LegacyDeps } from './deps.ts';
import { legacyOk } from './envelope.ts';
import { legacyFail, toLegacyError } from './errors.ts';
import { errorResponses } from './openapiParts.ts';
import { invoiceOf, parseLegacy } from './parse.ts';
import {
  legacyEnvelope,
  MAX_BATCH,
  V1BatchRequestSchema,
  V1BatchResultSchema,
  V1ResultSchema,
  V1ValidateRequestSchema,
} from './schemas.ts';
import { type V1Result, v1Result } from './v1Result.ts';

type V1Options = z.infer<typeof V1ValidateRequestSchema>['options'];

/** A batch body may hold 100 invoices; beyond 50 MB it is refused while streaming (each invoice ≤ 10 MB). */
const BATCH_BODY: BodyLimit = { maxBytes: 50 * 1024 * 1024, purpose: 'a batch of up to 100 invoices' };

export const v1ValidateRoute = createRoute({
  method: 'post',
  path: '/v1/validate',
  summary: 'Validate one invoice (v1 result), optionally pinning rule set versions',
  request: { body: { required: true, content: { 'application/json': { schema: V1ValidateRequestSchema } } } },
  responses: {
    200: {
      description: 'v1 validation result; an invalid invoice is still 200 with isValid false',
      content: { 'application/json': { schema: legacyEnvelope(V1ResultSchema, 'V1ValidateSuccess') } },
    },
    ...errorResponses({
      400: 'BAD_REQUEST (body not JSON, xml not XML or not an invoice, unknown rule set version; details.cause), XML_TOO_LARGE (over 10 MB)',
      402: 'QUOTA_EXCEEDED',
      422: 'NOT_EVALUABLE',
    }),
  },
});

export const v1BatchRoute = createRoute({
  method: 'post',
  path: '/v1/validate/batch',
  summary: 'Validate up to 100 invoices; per-item results in input order',
  request: { body: { required: true, content: { 'application/json': { schema: V1BatchRequestSchema } } } },
  responses: {
    200: {
      description: 'One result or one error per invoice, in input order; one bad item never fails the batch',
      content: { 'application/json': { schema: legacyEnvelope(V1BatchResultSchema, 'V1BatchSuccess') } },
    },
    ...errorResponses({
      400: 'BAD_REQUEST (no invoices, more than 100, body not JSON)',
      402: 'QUOTA_EXCEEDED (no invoice of the batch fits the remaining quota)',
    }),
  },
});

/** Validates one invoice on a worker and stores its record; the v1 result. */
async function validateOne(
  c: Context,
  deps: LegacyDeps,
  input: { xml?: string; xmlBase64?: string; fileName?: string | undefined },
  options: V1Options,
  api: 'v1' | 'v1-batch',
  deadlineFrom?: number,
): Promise<V1Result> {
  const inspected: InspectResult = await deps.pool.inspect(
    invoiceOf(input),
    {
      rulesetVersions: options?.ruleset_versions ?? {},
      ...(options?.asOf === undefined ? {} : { asOf: options.asOf }),
    },
    deadlineFrom,
  );
  const validationRef = newValidationRef();
  const result = v1Result(validationRef, inspected);
  await recordValidation(c, deps.store, deps.clock, {
    validationRef,
    api,
    inspected,
    rulesets: result.rulesetsApplied,
    fileName: input.fileName ?? null,
  });
  return result;
}

/** POST /v1/validate and POST /v1/validate/batch (spec 4.9, 4.12). */
export function registerV1Validate(app: OpenAPIHono, deps: LegacyDeps, auth: MiddlewareHandler): void {
  app.openAPIRegistry.registerPath(v1ValidateRoute);
  app.post(v1ValidateRoute.path, auth, async (c) => {
    // Spec 4.9: Content-Type: application/json is a required header of v1 validate.
    const json = await readJsonBody(c, INVOICE_BODY, { contentTypeRequired: true });
    const body = parseLegacy(V1ValidateRequestSchema, json);
    const result = await withOneUnit(c, deps, () => validateOne(c, deps, body, body.options, 'v1'));
    return legacyOk(c, result, { validationRef: result.validationRef });
  });

  app.openAPIRegistry.registerPath(v1BatchRoute);
  app.post(v1BatchRoute.path, auth, async (c) => {
    const raw = await readJsonBody(c, BATCH_BODY);
    // One deadline for all its invoices, from here: a batch holds a worker no longer than one request does.
    const deadlineFrom = Date.now();
    if (Array.isArray(raw.invoices) && raw.invoices.length > MAX_BATCH) {
      legacyFail(
        'BAD_REQUEST',
        `A batch carries at most ${MAX_BATCH} invoices; this one has ${raw.invoices.length}.`,
        {
          cause: 'BATCH_TOO_LARGE',
          limit: MAX_BATCH,
          count: raw.invoices.length,
        },
      );
    }
    const body = parseLegacy(V1BatchRequestSchema, raw);
    const { invoices, options } = body;
    // Reserved up front: as many invoices as the quota (an instant key: its requests) still allows; the rest
    // are refused item by item.
    const hold = await holdQuota(c, deps, await takeInstantRequests(c, deps, invoices.length), false);
    type Item = (typeof V1BatchResultSchema)['_output']['results'][number];
    const results: Item[] = new Array(invoices.length);
    const label = (i: number) => {
      const fileName = invoices[i]?.fileName;
      return fileName === undefined ? { index: i } : { index: i, fileName };
    };
    for (let i = hold.granted; i < invoices.length; i++) {
      results[i] = {
        ...label(i),
        success: false,
        error: { code: 'QUOTA_EXCEEDED', message: 'The quota was used up before this invoice' },
      };
    }
    // A few at a time, so the batch shares the workers with other requests instead of filling the queue.
    const lanes = Math.max(1, Math.floor(deps.pool.state().workers / 2));
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < hold.granted; i = next++) {
        const invoice = invoices[i] as (typeof invoices)[number];
        try {
          const data = await validateOne(c, deps, invoice, options, 'v1-batch', deadlineFrom);
          results[i] = { ...label(i), success: true, data, _meta: { validationRef: data.validationRef } };
        } catch (err) {
          await hold.release(1);
          const e = toLegacyError(err, false);
          results[i] = {
            ...label(i),
            success: false,
            error:
              e.details === undefined
                ? { code: e.code, message: e.message }
                : { code: e.code, message: e.message, details: e.details },
          };
        }
      }
    };
    await Promise.all(Array.from({ length: lanes }, lane));
    const data = results.filter((r) => r.success).map((r) => r.data as V1Result);
    return legacyOk(c, {
      results,
      summary: {
        total: invoices.length,
        valid: data.filter((d) => d.isValid).length,
        invalid: data.filter((d) => !d.isValid).length,
        failed: results.filter((r) => !r.success).length,
      },
    });
  });
}
