import { z } from '@hono/zod-openapi';
import { AsOfSchema } from '../platform/schemas/validateRequest.ts';
import { LEGACY_CODES } from './errors.ts';

/** Rule set → version, e.g. {"xrechnung": "3.0.2", "en16931": "1.3.15"} (spec 9.5). */
const RulesetVersionsSchema = z.record(z.string(), z.string()).openapi({
  description:
    'Pins rule sets to versions, e.g. {"en16931": "1.3.15"}. Every version the service ships is addressable; an unknown rule set or version is 400 BAD_REQUEST listing the available versions.',
  example: { en16931: '1.3.15' },
});

const OptionsSchema = z
  .object({
    ruleset_versions: RulesetVersionsSchema.optional(),
    asOf: AsOfSchema.optional(),
  })
  .optional();

const InvoiceText = z.string().openapi({ description: 'Invoice XML as text; at most 10 MB.' });
const InvoiceBytes = z.string().openapi({
  description:
    'Alternative to xml: the invoice file bytes, base64 (keeps ISO-8859-1 or UTF-16 files intact).',
});
const FileName = z
  .string()
  .max(255)
  .openapi({ description: 'Original file name: a label for the audit trail, never a path.' });

/** POST /v1/validate (spec 4.9). */
export const V1ValidateRequestSchema = z
  .object({
    xml: InvoiceText.optional(),
    xmlBase64: InvoiceBytes.optional(),
    fileName: FileName.optional(),
    options: OptionsSchema,
  })
  .openapi('V1ValidateRequest', { description: 'xml (required by the specification) or xmlBase64.' });

/** Most invoices one batch may carry (spec 8). */
export const MAX_BATCH = 100;

/** POST /v1/validate/batch (spec 4.12). */
export const V1BatchRequestSchema = z
  .object({
    invoices: z
      .array(
        z.object({
          xml: InvoiceText.optional(),
          xmlBase64: InvoiceBytes.optional(),
          fileName: FileName.optional(),
        }),
      )
      .min(1)
      .max(MAX_BATCH),
    options: OptionsSchema,
  })
  .openapi('V1BatchRequest', { description: 'Up to 100 invoices; 101 or more is 400 BAD_REQUEST.' });

/** POST /v2/validate-and-fix (spec 4.9). */
export const V2ValidateAndFixRequestSchema = z
  .object({
    xml: InvoiceText.optional(),
    xmlBase64: InvoiceBytes.optional(),
    fileName: FileName.optional(),
    remediation_policy: z
      .enum(['safe', 'none'])
      .optional()
      .openapi({ description: 'safe (default) or none.' }),
    generate_evidence_pack: z.boolean().optional().openapi({
      description: 'true: the signed evidence pack is made at once; _links.evidencePack answers it.',
    }),
    autoFix: z.boolean().optional().openapi({ description: 'Alias: false equals remediation_policy none.' }),
  })
  .openapi('V2ValidateAndFixRequest');

const ErrorCodes = z.array(z.string().max(100)).max(500);

/** POST /v1/fixer/categorize (spec 4.10). */
export const CategorizeRequestSchema = z
  .object({ error_codes: ErrorCodes })
  .openapi('FixerCategorizeRequest');

/** POST /v1/fixer/fix (spec 4.10). */
export const FixerFixRequestSchema = z
  .object({ xml: InvoiceText, error_codes: ErrorCodes })
  .openapi('FixerFixRequest');

/** POST /v1/fixer/fix-with-input (spec 4.10). */
export const FixWithInputRequestSchema = z
  .object({
    xml: InvoiceText,
    flow_id: z
      .string()
      .max(100)
      .openapi({ description: 'From an earlier fix or validate-and-fix of the same account.' }),
    values: z.record(z.string(), z.string().max(500)).optional().openapi({
      description:
        'Input name → value. Names are the question ids of needsInput[].inputs (a term such as BT-10, BT-x@BG-25[2]); a scheme is sent as "<name>#scheme".',
    }),
    skipped: z.array(z.string().max(100)).max(500).optional(),
    error_codes: ErrorCodes.optional(),
  })
  .openapi('FixerFixWithInputRequest');

// ---- responses ----

const MetadataSchema = z
  .object({
    invoiceNumber: z.string(),
    issueDate: z.string(),
    currency: z.string(),
    sellerName: z.string(),
    sellerCountry: z.string(),
    buyerName: z.string(),
    buyerCountry: z.string(),
    totalAmount: z.string(),
  })
  .partial()
  .openapi('InvoiceMetadata', { description: 'The members that could be read.' });

const IssueSchema = z
  .object({ code: z.string(), message: z.string(), location: z.string(), suggestion: z.string().optional() })
  .openapi('V1Issue');

export const V1ResultSchema = z
  .object({
    validationRef: z.string(),
    isValid: z.boolean(),
    format: z.string().openapi({ example: 'ubl' }),
    formatVersion: z.string().openapi({ example: '2.1' }),
    rulesetsApplied: z.array(
      z.object({
        id: z.string(),
        version: z.string(),
        pinned: z.boolean(),
        reason: z.enum(['default', 'pinned', 'asOf']),
        date: z.string().optional(),
        note: z.string().optional(),
      }),
    ),
    errors: z.array(IssueSchema),
    warnings: z.array(IssueSchema),
    metadata: MetadataSchema,
  })
  .openapi('V1ValidationResult');

const ItemErrorSchema = z.object({
  code: z.enum(LEGACY_CODES),
  message: z.string(),
  details: z.unknown().optional(),
});

export const V1BatchResultSchema = z
  .object({
    results: z.array(
      z.object({
        index: z.int().nonnegative(),
        fileName: z.string().optional(),
        success: z.boolean(),
        data: V1ResultSchema.optional(),
        _meta: z.object({ validationRef: z.string() }).optional().openapi({
          description:
            "A validated item's envelope meta, as spec 2.1's _meta of one validation: its validationRef (absent on failed items).",
        }),
        error: ItemErrorSchema.optional(),
      }),
    ),
    summary: z.object({ total: z.int(), valid: z.int(), invalid: z.int(), failed: z.int() }),
  })
  .openapi('V1BatchResult');

const RemainingIssueSchema = IssueSchema.extend({ class: z.enum(['auto', 'input', 'blocked']) }).openapi(
  'V2RemainingIssue',
);

export const V2ResultSchema = z
  .object({
    validationRef: z.string(),
    originalValid: z.boolean(),
    fixedValid: z.boolean().optional().openapi({ description: 'Present only when fixes were attempted.' }),
    engine: z.enum(['orchestrator', 'safe-fixer', 'hybrid']).openapi({
      description:
        'orchestrator: validated only (remediation_policy none); safe-fixer: the strict repair settled what it could ' +
        'without asking; hybrid: the strict repair plus questions, answered through _links.fixWithInput.',
    }),
    fixesApplied: z.int().nonnegative(),
    fixSummary: z.object({
      totalIssues: z.int(),
      autoFixable: z.int(),
      needsInput: z.int(),
      blocked: z.int(),
      canAutoFixAll: z.boolean(),
    }),
    remainingIssues: z.array(RemainingIssueSchema),
    fixedXml: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'The repaired document when fixes were applied.' }),
    metadata: MetadataSchema,
    flowId: z.uuid(),
    evidencePackUrl: z.string(),
    _links: z.object({ self: z.string(), fixWithInput: z.string(), evidencePack: z.string() }),
  })
  .openapi('V2ValidateAndFixResult');

const Categorized = z.object({
  auto: z.array(z.string()),
  input: z.array(z.string()),
  blocked: z.array(z.string()),
});

export const CategorizeResultSchema = z
  .object({ categorized: Categorized, stats: z.object({ auto: z.int(), input: z.int(), blocked: z.int() }) })
  .openapi('FixerCategorizeResult');

const AppliedFixSchema = z
  .object({
    error_code: z.string(),
    success: z.boolean(),
    operation: z.string(),
    target_xpath: z.string(),
    before_value: z.string(),
    after_value: z.string(),
    confidence: z.number(),
  })
  .openapi('AppliedFix');

const FailedFixSchema = z.object({ error_code: z.string(), reason: z.string() }).openapi('FailedFix');
const InputSchema = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.enum(['field', 'choice']),
  options: z.array(z.string()).optional(),
});

export const FixerFixResultSchema = z
  .object({
    fixed_xml: z.string().nullable(),
    applied_fixes: z.array(AppliedFixSchema),
    failed_fixes: z.array(FailedFixSchema),
    remaining_errors: z.object({
      needsInput: z.array(
        z.object({ error_code: z.string(), reason: z.string(), inputs: z.array(InputSchema) }),
      ),
      blocked: z.array(FailedFixSchema),
      unknown: z.array(FailedFixSchema),
    }),
    is_compliant: z.boolean(),
    is_billable: z.boolean(),
  })
  .openapi('FixerFixResult');

export const FixWithInputResultSchema = z
  .object({
    fixed_xml: z.string().nullable(),
    applied_fixes: z.array(AppliedFixSchema),
    failed_fixes: z.array(FailedFixSchema),
    remaining_errors: z.array(z.string()),
    stats: z.object({ applied: z.int(), failed: z.int(), skipped: z.int() }),
    is_compliant: z.boolean(),
    is_billable: z.boolean(),
  })
  .openapi('FixerFixWithInputResult');

export const UsageSchema = z
  .object({
    period: z.object({
      start: z.string(),
      end: z.string().openapi({
        description:
          "The period's end: the next UTC month's start; an instant key's expiry; 9999-12-31T23:59:59.999Z for the Free Trial's lifetime quota, which never ends",
      }),
    }),
    usage: z.object({
      flows_used: z.int(),
      flows_limit: z.int(),
      flows_remaining: z.int(),
      percentage: z.int(),
    }),
    subscription: z.object({
      tier: z.string(),
      status: z.literal('active'),
      plan_name: z.string(),
      evidence_pack: z.string(),
    }),
    tier: z.string(),
    resets_at: z.string().openapi({ description: 'Equal to period.end' }),
    overage: z
      .object({ units: z.int(), amount_eur: z.number(), eur_per_1000: z.number() })
      .nullable()
      .openapi({
        description:
          'Invoices past flows_limit this period and their price, prorated to the cent (Starter, Pro, Scale, Business: never refused at the quota); null where the quota is a hard stop (Free Trial, instant keys: 402 QUOTA_EXCEEDED)',
      }),
  })
  .openapi('FixerUsage');

const ValidationMeta = z.object({
  processingTimeMs: z.int().nonnegative(),
  validationRef: z.string().optional().openapi({
    description:
      'The validation the answer is about (spec 2.1): on validate, validate-and-fix, evidence-pack creation and metadata. Answers about several validations (batch: on each item; evidence-pack listing: on each pack) or none (convert, knowledge, webhooks, keys) carry none here.',
  }),
  testMode: z.literal(true).optional(),
});
const RemediationMeta = z.object({
  duration_ms: z.int().nonnegative(),
  flow_id: z.string().optional(),
  testMode: z.literal(true).optional(),
});

/** `{ success: true, data, _meta }` around a result schema. */
export function legacyEnvelope<T extends z.ZodType>(data: T, name: string, remediation = false) {
  return z
    .object({ success: z.literal(true), data, _meta: remediation ? RemediationMeta : ValidationMeta })
    .openapi(name);
}
