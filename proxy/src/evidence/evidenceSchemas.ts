import { z } from '@hono/zod-openapi';
import { TimeBoundSchema } from '../platform/schemas/timeBound.ts';
import { VERIFICATION_OUTCOMES } from './verificationOutcome.ts';

const InvoiceMetadata = z.object({ invoiceNumber: z.string().optional() }).catchall(z.string()).openapi({
  description:
    'What could be read of the invoice: invoiceNumber, sellerName, buyerName, totalAmount, currency…',
});

/**
 * A rule set the pack certifies: the release that ran, its in-force date from the release registry (as /health
 * `validator.inForce`), why it ran (as `rulesetsApplied`) and, for a national layer, its profile and country. Packs
 * made before issue 23 hold id, authority, version.
 */
const PackRulesetSchema = z
  .object({
    id: z.string(),
    authority: z.string(),
    version: z.string(),
    inForceFrom: z.string().nullable().optional(),
    reason: z.enum(['default', 'pinned', 'asOf']).optional(),
    layer: z.object({ profile: z.string(), country: z.string() }).optional().openapi({
      description:
        "A national layer's release (e.g. UBL.BE, BE): the owner's profile and the country whose rules it holds; absent for every other rule set.",
    }),
    date: z.string().optional(),
    note: z.string().optional(),
  })
  .openapi('EvidencePackRuleset');

/** Evidence pack metadata (spec 2.4, /v1/evidence-pack/{id}). */
export const EvidencePackSchema = z
  .object({
    evidencePackId: z.string(),
    validationRef: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    downloadUrl: z.string(),
    verifyUrl: z.string(),
    invoiceMetadata: InvoiceMetadata,
    isValid: z.boolean(),
    rulesets: z.array(PackRulesetSchema),
    testMode: z.boolean().optional(),
  })
  .openapi('EvidencePack');

export const EvidencePackListSchema = z
  .object({
    evidencePacks: z.array(
      z.object({
        evidencePackId: z.string(),
        validationRef: z.string(),
        createdAt: z.string(),
        invoiceMetadata: InvoiceMetadata,
        isValid: z.boolean(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .openapi('EvidencePackList');

export const EvidencePackRequestSchema = z
  .object({
    validationRef: z.string().min(1).max(64).optional(),
    language: z.enum(['de', 'fr']).optional().openapi({
      description:
        "The certificate's first language beside English: de (default) or fr. A validation has one pack: the language of its first request stays.",
    }),
  })
  .openapi('EvidencePackRequest');

export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  from: TimeBoundSchema.optional(),
  to: TimeBoundSchema.optional(),
});

export const BatchRequestSchema = z
  .object({ validationRefs: z.array(z.string().min(1).max(64)).min(1).max(100) })
  .openapi('EvidenceBatchRequest');

export const BatchResultSchema = z
  .object({ bundleId: z.string(), downloadUrl: z.string(), expiresAt: z.string(), count: z.number().int() })
  .openapi('EvidenceBatchResult');

/**
 * POST /v1/fixer/evidence-pack (spec 4.10). `flow_id` is required: the pack certifies that flow's documents.
 * applied_fixes, remaining_errors and the validations are read for compatibility and not signed (the pack
 * holds the service's own).
 */
export const FixerPackRequestSchema = z
  .object({
    original_xml: z.string().min(1),
    fixed_xml: z.string().min(1),
    file_name: z.string().max(255).optional(),
    applied_fixes: z
      .array(
        z
          .object({
            error_code: z.string(),
            success: z.boolean().optional(),
            operation: z.string().optional(),
            target_xpath: z.string().optional(),
            before_value: z.string().nullable().optional(),
            after_value: z.string().nullable().optional(),
            confidence: z.number().optional(),
          })
          .passthrough(),
      )
      .max(10_000)
      .default([]),
    remaining_errors: z.array(z.unknown()).max(10_000).default([]),
    validation_before: z.record(z.string(), z.unknown()).optional(),
    validation_after: z.record(z.string(), z.unknown()).optional(),
    flow_id: z.string().min(1).max(64),
    fixes_user_input: z.number().int().min(0).optional(),
    fixes_skipped: z.number().int().min(0).optional(),
  })
  .openapi('FixerEvidencePackRequest');

/** Remediation pack metadata (spec 2.4, /v1/fixer/evidence-pack/{id}). */
export const RemediationPackSchema = z
  .object({
    pack_id: z.string(),
    created_at: z.string(),
    original_filename: z.string().nullable(),
    original_hash: z.string(),
    fixed_hash: z.string(),
    detected_format: z.string(),
    fixes_applied: z.number().int(),
    fixes_user_input: z.number().int(),
    fixes_skipped: z.number().int(),
    final_status: z.string(),
    flow_id: z.string().optional().openapi({ description: 'The flow whose documents the pack certifies' }),
    test_mode: z
      .boolean()
      .optional()
      .openapi({ description: 'Made with a test key: not valid for compliance' }),
    caller_stated: z
      .array(z.string())
      .optional()
      .openapi({ description: 'Fields the caller stated and the service could not check' }),
  })
  .openapi('RemediationPack');

export const PublicKeysSchema = z
  .object({
    keys: z.array(
      z.object({
        kid: z.string(),
        current: z.boolean(),
        createdAt: z.string(),
        publicKeyPem: z.string(),
        certificatePem: z.string(),
        jwk: z.record(z.string(), z.unknown()),
      }),
    ),
    algorithm: z.literal('ECDSA P-256 / SHA-256'),
  })
  .openapi('EvidencePublicKeys');

export const VerificationSchema = z
  .object({
    evidencePackId: z.string(),
    exists: z.boolean(),
    authentic: z.boolean(),
    outcome: z.enum(VERIFICATION_OUTCOMES).openapi({
      description:
        'authentic, or why not, one of a closed set: unsigned, altered, signature_unreadable, unknown_key, ' +
        'other_pack, not_issued_bytes, not_a_pack (a remediation ZIP that is none); `reason` says it in English',
    }),
    reason: z.string().optional(),
    signedWithKey: z.string().optional(),
    testMode: z.boolean(),
    createdAt: z.string(),
    verificationCode: z.string(),
    certifies: z.object({
      validationRef: z.string(),
      isValid: z.boolean(),
      invoiceSha256: z.string(),
      validatedAt: z.string(),
      format: z.string(),
      rulesets: z.array(PackRulesetSchema),
    }),
  })
  .openapi('EvidenceVerification');
