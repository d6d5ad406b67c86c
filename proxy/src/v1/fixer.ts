import type { Answer, Question, Remediation } from '@einvoice/engine';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { planOf } from '../auth/createAuth.ts';
import { INSTANT_KEY, overageOf, PLAN_NAMES, quotaPeriod } from '../auth/plans.ts';
import { readJsonBody } from '../body/readJsonBody.ts';
import { INVOICE_BODY } from '../platform/invoiceBody.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import { holdQuota, planNameOf, requirePlan } from './access.ts';
import type { LegacyDeps } from './deps.ts';
import { legacyOk } from './envelope.ts';
import { legacyFail } from './errors.ts';
import { errorResponses } from './openapiParts.ts';
import { parseLegacy } from './parse.ts';
import { appliedFixes, categorize, flowOwner, inputsOf, remainingCodes } from './remediation.ts';
import { repairClass } from './repairClasses.ts';
import {
  CategorizeRequestSchema,
  CategorizeResultSchema,
  FixerFixRequestSchema,
  FixerFixResultSchema,
  FixWithInputRequestSchema,
  FixWithInputResultSchema,
  legacyEnvelope,
  UsageSchema,
} from './schemas.ts';

const REMEDIATION = 'The remediation engine (/v1/fixer)';

const route = (
  path: string,
  summary: string,
  request: unknown,
  result: unknown,
  name: string,
  own: Record<number, string>,
) =>
  createRoute({
    method: path.endsWith('/usage') ? 'get' : 'post',
    path,
    summary,
    ...(request
      ? {
          request: {
            body: { required: true, content: { 'application/json': { schema: request as never } } },
          },
        }
      : {}),
    responses: {
      200: {
        description: 'Success',
        content: { 'application/json': { schema: legacyEnvelope(result as never, name, true) } },
      },
      ...errorResponses(own),
    },
  });

export const categorizeRoute = route(
  '/v1/fixer/categorize',
  'Sort error codes into auto, input and blocked (financial) classes',
  CategorizeRequestSchema,
  CategorizeResultSchema,
  'FixerCategorizeSuccess',
  { 400: 'BAD_REQUEST (error_codes missing or not an array of strings)' },
);
export const fixRoute = route(
  '/v1/fixer/fix',
  'Repair what the engine is sure of; financial fields are blocked; opens a flow',
  FixerFixRequestSchema,
  FixerFixResultSchema,
  'FixerFixSuccess',
  {
    400: 'BAD_REQUEST (invalid XML, missing fields), XML_TOO_LARGE',
    402: 'QUOTA_EXCEEDED',
    422: 'NO_FIXABLE_ERRORS (none of error_codes is fixable)',
  },
);
export const fixWithInputRoute = route(
  '/v1/fixer/fix-with-input',
  'Continue a flow with the values only the caller knows',
  FixWithInputRequestSchema,
  FixWithInputResultSchema,
  'FixerFixWithInputSuccess',
  {
    400: 'BAD_REQUEST (invalid XML, missing xml or flow_id)',
    402: 'QUOTA_EXCEEDED',
    404: 'NOT_FOUND (no flow with this id for this account)',
    422: 'NO_FIXABLE_ERRORS',
  },
);
export const usageRoute = route(
  '/v1/fixer/usage',
  'Quota use of the account in the current period',
  null,
  UsageSchema,
  'FixerUsageSuccess',
  {},
);

/** The question data a needsInput item carries: names fix-with-input's `values` use. */
const inputOf = (q: Question) => ({
  name: q.id,
  label: q.label.en,
  kind: q.kind,
  ...(q.options ? { options: q.options.map((o) => o.value) } : {}),
});

/** Takes one unit, runs the repair, gives the unit back unless something was fixed with a live key. */
async function billedRemediation(c: Context, deps: LegacyDeps, xml: string, answers: Answer[]) {
  const hold = await holdQuota(c, deps, 1);
  let remediation: Remediation;
  try {
    remediation = await deps.pool.remediate({ xml }, answers);
  } catch (err) {
    await hold.release(1);
    throw err;
  }
  const billable = c.get('apiKey').mode === 'live' && remediation.fixed.changes.length > 0;
  if (!billable) await hold.release(1);
  return { remediation, billable };
}

function refuseUnfixable(codes: string[]): void {
  const categorized = categorize(codes);
  if (categorized.auto.length === 0 && categorized.input.length === 0) {
    legacyFail(
      'NO_FIXABLE_ERRORS',
      'None of the supplied error codes can be fixed: all concern financial fields, which only the issuer may change.',
      {
        categorized,
      },
    );
  }
}

/** POST /v1/fixer/categorize, /fix, /fix-with-input and GET /v1/fixer/usage (spec 4.10, 2.4). */
export function registerFixer(app: OpenAPIHono, deps: LegacyDeps, auth: MiddlewareHandler): void {
  const body = async (c: Context) => readJsonBody(c, INVOICE_BODY);

  app.openAPIRegistry.registerPath(categorizeRoute);
  app.post(categorizeRoute.path, auth, async (c) => {
    requirePlan(c, 'Starter', REMEDIATION, deps.upgradeUrl);
    const { error_codes } = parseLegacy(CategorizeRequestSchema, await body(c));
    const { auto, input, blocked } = categorize(error_codes);
    return legacyOk(
      c,
      {
        categorized: { auto, input, blocked },
        stats: { auto: auto.length, input: input.length, blocked: blocked.length },
      },
      {},
      'remediation',
    );
  });

  app.openAPIRegistry.registerPath(fixRoute);
  app.post(fixRoute.path, auth, async (c) => {
    requirePlan(c, 'Starter', REMEDIATION, deps.upgradeUrl);
    const req = parseLegacy(FixerFixRequestSchema, await body(c));
    refuseUnfixable(req.error_codes);
    const { remediation: r, billable } = await billedRemediation(c, deps, req.xml, []);
    const supplied = new Set(req.error_codes);
    const originalCodes = new Set(
      r.original.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId),
    );
    const remaining = remainingCodes(r);
    const questionsFor = (code: string) =>
      r.fixed.questions.filter((q) => q.codes.includes(code)).map(inputOf);
    const inputs = inputsOf(r.fixed.questions);
    const flowId = await withDatabase(() =>
      deps.store.openFlow({
        owner: flowOwner(c),
        keyId: c.get('apiKey').id,
        createdAt: new Date(deps.clock()),
        validationRef: null,
        originalSha256: r.original.sha256,
        fixedSha256: r.fixed.sha256,
        categorized: { ...categorize([...originalCodes]), inputs },
        skipped: [],
      }),
    );
    const data = {
      fixed_xml: r.fixed.xml,
      applied_fixes: appliedFixes(r),
      failed_fixes: [...supplied]
        .filter((code) => repairClass(code) === 'auto' && remaining.includes(code))
        .map((error_code) => ({ error_code, reason: 'Still reported after the repair' })),
      remaining_errors: {
        needsInput: remaining
          .filter((code) => repairClass(code) === 'input')
          .map((error_code) => ({
            error_code,
            reason: 'Needs a value only the issuer knows; send it to /v1/fixer/fix-with-input under values',
            inputs: questionsFor(error_code),
          })),
        blocked: remaining
          .filter((code) => repairClass(code) === 'blocked')
          .map((error_code) => ({ error_code, reason: 'Financial field: only the issuer may change it' })),
        unknown: [...supplied]
          .filter((code) => !originalCodes.has(code))
          .map((error_code) => ({ error_code, reason: 'Not reported for this document' })),
      },
      is_compliant: r.fixed.valid,
      is_billable: billable,
    };
    return legacyOk(c, data, { flow_id: flowId }, 'remediation');
  });

  app.openAPIRegistry.registerPath(fixWithInputRoute);
  app.post(fixWithInputRoute.path, auth, async (c) => {
    requirePlan(c, 'Starter', REMEDIATION, deps.upgradeUrl);
    const raw = await body(c);
    const req = parseLegacy(FixWithInputRequestSchema, { flow_id: c.req.query('flow_id'), ...raw });
    const owner = flowOwner(c);
    const flow = await withDatabase(() => deps.store.findFlow(req.flow_id, owner));
    if (!flow)
      legacyFail('NOT_FOUND', `No remediation flow ${req.flow_id} for this account`, {
        flow_id: req.flow_id,
      });
    if (req.error_codes) refuseUnfixable(req.error_codes);
    const skipped = [...new Set([...flow.skipped, ...(req.skipped ?? [])])];
    const inputs = flow.categorized.inputs ?? {};
    const values = req.values ?? {};
    const isSkipped = (name: string) => {
      const codes = inputs[name] ?? [];
      return skipped.includes(name) || (codes.length > 0 && codes.every((code) => skipped.includes(code)));
    };
    const answers: Answer[] = Object.entries(values)
      .filter(([name]) => !name.endsWith('#scheme') && !isSkipped(name))
      .map(([id, value]) => {
        const scheme = values[`${id}#scheme`];
        return { id, value, option: value, ...(scheme !== undefined ? { scheme } : {}) };
      });
    const { remediation: r, billable } = await billedRemediation(c, deps, req.xml, answers);
    const allInputs = { ...inputs, ...inputsOf(r.fixed.questions) };
    // The flow's document stays one the service derived from its original: a repair of any other XML leaves
    // the flow without one, so a remediation pack can never present it as this flow's outcome.
    const ofThisFlow = r.original.sha256 === flow.originalSha256 || r.original.sha256 === flow.fixedSha256;
    await withDatabase(() =>
      deps.store.continueFlow(
        flow.id,
        owner,
        ofThisFlow ? r.fixed.sha256 : null,
        skipped,
        new Date(deps.clock()),
      ),
    );
    const applied = appliedFixes(r, allInputs);
    const failed = r.fixed.answers.rejected.map((a) => ({
      error_code: inputs[a.id]?.[0] ?? a.id,
      reason: `Value for ${a.id} not used: ${a.reason}`,
    }));
    const data = {
      fixed_xml: r.fixed.xml,
      applied_fixes: applied,
      failed_fixes: failed,
      remaining_errors: remainingCodes(r),
      stats: { applied: applied.length, failed: failed.length, skipped: skipped.length },
      is_compliant: r.fixed.valid,
      is_billable: billable,
    };
    return legacyOk(c, data, { flow_id: flow.id }, 'remediation');
  });

  app.openAPIRegistry.registerPath(usageRoute);
  app.get(usageRoute.path, auth, async (c) => legacyOk(c, await usage(c, deps), {}, 'remediation'));
}

const tierOf = (plan: string) => plan.toLowerCase().replace(/\s+/g, '_');

/**
 * `end` and `resets_at` of a period that never ends (the Free Trial's lifetime quota): the latest instant
 * ISO 8601 writes in four digits, which every client parses and compares as "after any date", where a null
 * would break clients that read the spec's timestamp.
 */
export const NEVER = '9999-12-31T23:59:59.999Z';

/**
 * The usage object (spec 2.4) of the key's account in the current quota period, with `overage`: the invoices
 * past the quota and their price on plans billed for them (spec 8), null where the quota is a hard stop.
 * An instant key's period is its life: it ends, and its allowance is gone, when the key expires.
 */
async function usage(c: Context, deps: LegacyDeps) {
  const key = c.get('apiKey');
  const now = deps.clock();
  const planName = planNameOf(key);
  if (planName === null) {
    const limit = key.requestCap ?? 0;
    const used = await withDatabase(() => deps.store.keyRequestsUsed(key.id));
    const expires = key.expiresAt?.getTime() ?? now;
    const end = new Date(expires).toISOString();
    return usageObject('test', 'Instant test key', used, limit, {
      start: new Date(expires - INSTANT_KEY.ttlMs).toISOString(),
      end,
      resetsAt: end,
      evidencePack: 'not_included',
      overage: null,
    });
  }
  const plan = planOf(key);
  const period = quotaPeriod(plan, now);
  const used = key.accountId
    ? await withDatabase(() => deps.repository.quotaUsed(key.accountId as string, period))
    : 0;
  const evidencePack =
    PLAN_NAMES.indexOf(planName) >= PLAN_NAMES.indexOf('Starter') ? 'included' : 'not_included';
  const overage = overageOf(plan, used);
  const billed = overage && {
    units: overage.units,
    amount_eur: overage.amountEur,
    eur_per_1000: overage.eurPer1000,
  };
  if (plan.period === 'lifetime') {
    const created = key.accountId
      ? await withDatabase(() => deps.store.accountCreatedAt(key.accountId as string))
      : null;
    return usageObject(tierOf(planName), planName, used, plan.quota, {
      start: (created ?? new Date(now)).toISOString(),
      end: NEVER,
      resetsAt: NEVER,
      evidencePack,
      overage: billed,
    });
  }
  const d = new Date(now);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString();
  return usageObject(tierOf(planName), planName, used, plan.quota, {
    start: new Date(start).toISOString(),
    end: next,
    resetsAt: next,
    evidencePack,
    overage: billed,
  });
}

function usageObject(
  tier: string,
  planName: string,
  used: number,
  limit: number,
  at: {
    start: string;
    end: string;
    resetsAt: string;
    evidencePack: string;
    overage: { units: number; amount_eur: number; eur_per_1000: number } | null;
  },
) {
  return {
    period: { start: at.start, end: at.end },
    usage: {
      flows_used: used,
      flows_limit: limit,
      flows_remaining: Math.max(0, limit - used),
      percentage: limit === 0 ? 100 : Math.min(100, Math.round((used / limit) * 100)),
    },
    subscription: { tier, status: 'active' as const, plan_name: planName, evidence_pack: at.evidencePack },
    tier,
    resets_at: at.resetsAt,
    overage: at.overage,
  };
}
