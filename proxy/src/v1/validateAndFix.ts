import type { Finding, Remediation } from '@einvoice/engine';
import { isEngineError } from '@einvoice/engine/errors';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { readJsonBody } from '../body/readJsonBody.ts';
import { INVOICE_BODY } from '../platform/invoiceBody.ts';
import { newValidationRef, recordValidation, rulesetsApplied } from '../platform/validationRecords.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import { requirePlan, withOneUnit } from './access.ts';
import { LEGACY_BASE, type LegacyDeps } from './deps.ts';
import { legacyOk } from './envelope.ts';
import { legacyFail } from './errors.ts';
import { errorResponses } from './openapiParts.ts';
import { invoiceOf, parseLegacy } from './parse.ts';
import { categorize, flowOwner, inputsOf } from './remediation.ts';
import { repairClass } from './repairClasses.ts';
import { legacyEnvelope, V2ResultSchema, V2ValidateAndFixRequestSchema } from './schemas.ts';
import { v1Issue } from './v1Result.ts';

export const v2Route = createRoute({
  method: 'post',
  path: '/v2/validate-and-fix',
  deprecated: true,
  summary:
    'Validate, remediate safely (strict repair: never amounts or payment data), revalidate; opens a flow',
  description:
    'Deprecated for new integrations (spec 9.3): every answer carries Deprecation (RFC 9745) and Sunset (RFC 8594) ' +
    'headers and a successor-version link to the v3 description. Runs the same engine as v3, so verdicts and rule ids are identical. ' +
    'remediation_policy safe needs the Starter plan or higher; none (or autoFix false) validates only.',
  request: {
    body: { required: true, content: { 'application/json': { schema: V2ValidateAndFixRequestSchema } } },
  },
  responses: {
    200: {
      description: 'Result with flow id and follow-up links',
      content: { 'application/json': { schema: legacyEnvelope(V2ResultSchema, 'V2ValidateAndFixSuccess') } },
    },
    ...errorResponses({ 400: 'BAD_REQUEST, XML_TOO_LARGE', 402: 'QUOTA_EXCEEDED', 422: 'NOT_EVALUABLE' }),
  },
});

const issueWithClass = (f: Finding) => ({ ...v1Issue(f), class: repairClass(f.ruleId) });

/**
 * Which pipeline served a v2 request: validation only, the strict repair alone, or the hybrid pipeline of
 * spec 4.9 (the strict repair plus the questions its flow answers through fix-with-input).
 */
function pipelineOf(policy: string, fixed: Remediation['fixed'] | null) {
  if (policy !== 'safe') return 'orchestrator' as const;
  return fixed && fixed.questions.length > 0 ? ('hybrid' as const) : ('safe-fixer' as const);
}

/** POST /v2/validate-and-fix (spec 4.9). */
export function registerV2(app: OpenAPIHono, deps: LegacyDeps, auth: MiddlewareHandler): void {
  app.openAPIRegistry.registerPath(v2Route);
  app.post(v2Route.path, auth, async (c) => {
    const body = parseLegacy(V2ValidateAndFixRequestSchema, await readJsonBody(c, INVOICE_BODY));
    const policy = body.autoFix === false ? 'none' : (body.remediation_policy ?? 'safe');
    if (policy === 'safe')
      requirePlan(
        c,
        'Starter',
        'Remediation (POST /v2/validate-and-fix, remediation_policy safe)',
        deps.upgradeUrl,
      );
    const input = invoiceOf(body);
    const data = await withOneUnit(c, deps, async () => {
      const inspected = await deps.pool.inspect(input);
      const { result, metadata } = inspected;
      const validationRef = newValidationRef();
      await recordValidation(c, deps.store, deps.clock, {
        validationRef,
        api: 'v2',
        inspected,
        rulesets: rulesetsApplied(result),
        fileName: body.fileName ?? null,
      });
      const errors = result.findings.filter((f) => f.severity === 'error');
      const classes = errors.map((f) => repairClass(f.ruleId));
      const count = (k: string) => classes.filter((x) => x === k).length;
      let remediation: Remediation | null = null;
      if (policy === 'safe' && !result.valid) {
        try {
          remediation = await deps.pool.remediate(input, []);
        } catch (err) {
          // The verdict stands; a document the repair cannot read simply gets no fixes.
          if (!isEngineError(err) || err.code === 'ORACLE_UNAVAILABLE') throw err;
        }
      }
      const fixed = remediation?.fixed ?? null;
      const remaining = fixed ? fixed.remaining.filter((f) => f.severity === 'error') : errors;
      const flowId = await withDatabase(() =>
        deps.store.openFlow({
          owner: flowOwner(c),
          keyId: c.get('apiKey').id,
          createdAt: new Date(deps.clock()),
          validationRef,
          originalSha256: result.sha256,
          fixedSha256: fixed?.sha256 ?? null,
          categorized: {
            ...categorize(errors.map((f) => f.ruleId)),
            inputs: inputsOf(fixed?.questions ?? []),
          },
          skipped: [],
        }),
      );
      const evidencePack = `${LEGACY_BASE}/v1/evidence-pack?validationRef=${encodeURIComponent(validationRef)}`;
      // Generated inline when asked (spec 4.9); the link answers the same pack either way.
      if (
        body.generate_evidence_pack &&
        deps.evidencePacks &&
        !(await deps.evidencePacks.packFor(flowOwner(c), c.get('apiKey').mode, validationRef))
      )
        legacyFail('NOT_FOUND', `No validation ${validationRef} of this account`);
      return {
        validationRef,
        originalValid: result.valid,
        ...(policy === 'safe' && !result.valid ? { fixedValid: fixed?.valid ?? false } : {}),
        engine: pipelineOf(policy, fixed),
        fixesApplied: fixed?.changes.length ?? 0,
        fixSummary: {
          totalIssues: errors.length,
          autoFixable: count('auto'),
          needsInput: count('input'),
          blocked: count('blocked'),
          canAutoFixAll: count('input') === 0 && count('blocked') === 0,
        },
        remainingIssues: remaining.map(issueWithClass),
        ...(fixed && fixed.changes.length > 0 ? { fixedXml: fixed.xml } : {}),
        metadata: Object.fromEntries(
          (['invoiceNumber', 'currency', 'totalAmount'] as const)
            .filter((k) => metadata[k] !== undefined)
            .map((k) => [k, metadata[k] as string]),
        ),
        flowId,
        evidencePackUrl: evidencePack,
        _links: {
          self: `${LEGACY_BASE}/v2/validate-and-fix`,
          fixWithInput: `${LEGACY_BASE}/v1/fixer/fix-with-input?flow_id=${flowId}`,
          evidencePack,
        },
      };
    });
    return legacyOk(c, data, { validationRef: data.validationRef });
  });
}
