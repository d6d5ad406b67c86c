import type { ValidateResult } from '@einvoice/engine';
import { z } from '@hono/zod-openapi';
import { additionsNote } from '../specAdditions.ts';
import { LifecycleReadingSchema } from './lifecycleReading.ts';
import { orNull } from './orNull.ts';

/** A text in English, German and (where the service has it) French, as every answer gives one. */
export const TextSchema = z
  .object({
    en: z.string(),
    de: z.string().nullable(),
    fr: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'French; absent or null where the service has none (read en)' }),
  })
  .openapi('Text');

const OptionSchema = z.object({ value: z.string(), label: TextSchema });

const FieldSchema = z
  .object({
    id: z.string(),
    label: TextSchema,
    help: orNull(TextSchema),
    examples: z.array(z.string()),
    pattern: z.string().nullable(),
    xpath: z.string().nullable(),
    scheme: z.object({ attr: z.string(), label: TextSchema, options: z.array(OptionSchema) }).nullable(),
  })
  .openapi('Field');

const ActionSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('ask'), fields: z.array(FieldSchema) }),
    z.object({
      kind: z.literal('choose'),
      choice: z.object({ id: z.string(), label: TextSchema, options: z.array(OptionSchema) }),
    }),
    z.object({ kind: z.literal('explain'), reason: TextSchema }),
  ])
  .openapi('Action');

const FindingSchema = z
  .object({
    ruleId: z.string(),
    severity: z.enum(['error', 'warning', 'info']),
    oracle: z.string(),
    bt: z.array(z.string()),
    xpath: z.string().nullable(),
    message: TextSchema,
    plain: orNull(TextSchema),
    action: ActionSchema.nullable(),
    line: z.int().nullable().optional(),
    column: z.int().nullable().optional(),
    offset: z.int().nullable().optional(),
    values: z
      .object({
        term: z.string(),
        stated: z.string(),
        computed: z.string(),
        parts: z.record(z.string(), z.string()),
      })
      .optional(),
    levelNote: TextSchema.optional(),
    offer: z
      .object({ options: z.object({ rulesets: z.record(z.string(), z.string()) }) })
      .optional()
      .openapi({
        description:
          'A further check the caller may ask for: send these options to run it (FR-CTC-OFFER: the French reform rules, for an invoice whose seller and buyer are both in France).',
      }),
  })
  .openapi('Finding');

const VerdictSchema = z
  .object({
    state: z.enum(['valid', 'invalid']),
    valid: z.boolean(),
    kositVerified: z.boolean().openapi({
      description:
        "true when the document matched a scenario of KoSIT's XRechnung validator configuration (its XRechnung scenarios and its plain EN 16931 ones: UBL Invoice, CreditNote, CII with the identifier urn:cen.eu:en16931:2017 exactly) and is valid, so KoSIT's validator would accept it. false for every other valid document, Peppol BIS included: KoSIT's Peppol configuration is not among the artefacts this service runs (valid, oracles and format say what ran).",
    }),
    format: z.object({
      key: z.string(),
      family: z.string().nullable(),
      profile: z.string().nullable(),
      country: z.string().nullable(),
    }),
    oracles: z.array(
      z.object({
        id: z.string(),
        name: z.string().nullable(),
        authority: z.string().nullable(),
        version: z.string(),
        verdict: z.enum(['pass', 'fail', 'error']),
        reason: z.string().optional(),
      }),
    ),
  })
  .openapi('Verdict');

const LineArithmeticWarningSchema = z
  .object({
    rule: z.enum(['EN16931-CALC-131', 'EN16931-CALC-146']),
    officialRule: z.enum(['PEPPOL-EN16931-R120', 'PEPPOL-EN16931-R046']),
    term: z.enum(['BT-131', 'BT-146']),
    bts: z.array(z.string()),
    line: z.object({ position: z.int(), id: z.string().nullable() }),
    expected: z.string(),
    actual: z.string(),
    difference: z.string(),
    xpath: z.string(),
    message: TextSchema,
  })
  .openapi('LineArithmeticWarning');

const RuleActionSchema = z
  .object({ ruleId: z.string(), bt: z.array(z.string()), count: z.int(), action: ActionSchema })
  .openapi('RuleAction');

const RuleTallySchema = z
  .object({
    ruleId: z.string(),
    oracle: z.string(),
    severity: z.enum(['error', 'warning', 'info']),
    count: z.int(),
    shown: z.int(),
    truncated: z.boolean(),
  })
  .openapi('RuleTally', {
    description:
      'A rule that fired: count = every location, shown = how many `findings` lists (at most 100).',
  });
const ResultNoteSchema = z.object({ id: z.string(), message: TextSchema }).openapi('ResultNote');

/** The PDF an invoice came in (xmlBase64 may carry a Factur-X / ZUGFeRD / XRechnung-in-PDF file). */
export const PdfContainerSchema = z
  .object({
    kind: z.literal('pdf'),
    pdfVersion: z.string().nullable(),
    pages: z.int(),
    attachment: z.object({
      name: z.string(),
      selectedBy: z.enum(['xmpDocumentFileName', 'knownName', 'onlyXml']),
      mimeType: z.string().nullable(),
      description: z.string().nullable(),
      bytes: z.int(),
      sha256: z.string(),
    }),
    afRelationship: z.string().nullable(),
    xmp: z
      .object({
        namespace: z.string(),
        documentType: z.string().nullable(),
        documentFileName: z.string().nullable(),
        version: z.string().nullable(),
        conformanceLevel: z.string().nullable(),
      })
      .nullable(),
    pdfa: z.object({ part: z.string(), conformance: z.string().nullable() }).nullable(),
    attachments: z.array(
      z.object({
        name: z.string(),
        afRelationship: z.string().nullable(),
        mimeType: z.string().nullable(),
        bytes: z.int().nullable().openapi({
          description:
            'Decoded size of an XML attachment (one that could be the invoice); for others the size the PDF declares, null if none (they are not decoded)',
        }),
      }),
    ),
    notes: z.array(ResultNoteSchema).optional().openapi({
      description:
        'What the reader worked around: `pdf-xref-rebuilt` when the cross-reference data is damaged and the objects were read by scanning the file',
    }),
  })
  .openapi('PdfContainer');

const AppliedReleaseSchema = z
  .object({
    ruleset: z.string(),
    version: z.string(),
    reason: z.enum(['default', 'pinned', 'asOf']).openapi({
      description:
        'default: the release in force today; pinned: options.rulesets named it; asOf: the release in force on options.asOf',
    }),
    date: z.string().optional().openapi({ description: 'The date whose releases were chosen (YYYY-MM-DD)' }),
    note: z.string().optional(),
  })
  .openapi('AppliedRelease');

const ReleasePreviewSchema = z
  .object({
    rulesets: z.array(AppliedReleaseSchema),
    valid: z.boolean(),
    verdictChanged: z.boolean(),
    added: z
      .array(z.string())
      .openapi({ description: 'Rule ids (id:severity) that fire only under the next releases' }),
    removed: z
      .array(z.string())
      .openapi({ description: 'Rule ids (id:severity) that no longer fire under them' }),
  })
  .openapi('ReleasePreview', {
    description:
      'The verdict under the next release of each rule set (options.preview, or while a release is published but not yet in force)',
  });

/** The syntaxes validate reports (the spec's UBL and CII, and France's lifecycle messages). */
const SYNTAXES = ['UBL', 'CII', 'CDAR'] as const;

/** ValidateResult of spec 2.3; `satisfies` ties the documented shape to the engine's wire type. */
export const ValidateResultSchema = z
  .object({
    valid: z.boolean(),
    syntax: z
      .enum(SYNTAXES)
      .nullable()
      .openapi({ description: `null when not an e-invoice. ${additionsNote('syntax', SYNTAXES)}` }),
    verdict: VerdictSchema,
    counts: z.object({ errors: z.int(), warnings: z.int(), info: z.int() }),
    findings: z.array(FindingSchema),
    lineArithmetic: z.array(LineArithmeticWarningSchema),
    actions: z.array(RuleActionSchema),
    rules: z.array(RuleTallySchema),
    truncated: z.boolean(),
    sha256: z.string().openapi({ description: 'SHA-256 of the bytes sent (for a PDF: of the PDF)' }),
    container: PdfContainerSchema.optional(),
    notes: z.array(ResultNoteSchema).optional(),
    rulesets: z.array(AppliedReleaseSchema).openapi({
      description: 'Which release of each rule set judged the document, and why (release registry)',
    }),
    preview: ReleasePreviewSchema.optional(),
    lifecycle: LifecycleReadingSchema.optional(),
  })
  .openapi('ValidateResult') satisfies z.ZodType<ValidateResult>;
