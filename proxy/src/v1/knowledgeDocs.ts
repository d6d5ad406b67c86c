import { createRoute, type OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import { ScoreRequest } from '../knowledge/complianceScore.ts';
import { orNull } from '../platform/schemas/orNull.ts';
import { TextSchema as ServiceText } from '../platform/schemas/validateResult.ts';
import { errorResponses } from './openapiParts.ts';

/** The closed values the knowledge queries accept, read from the dataset the routes serve. */
export interface KnowledgeVocabulary {
  b2bStatuses: readonly string[];
  deadlineTypes: readonly string[];
  changeTypes: readonly string[];
  errorRulesets: readonly string[];
}

/** A member list as an OpenAPI enum (zod needs at least one value; the dataset always has some). */
const oneOf = (values: readonly string[]) => z.enum(values as [string, ...string[]]);

// The service's Text, under the name the knowledge endpoints have always documented it by.
const TextSchema = ServiceText.openapi('KnowledgeText');

const SourceSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    publisher: z.string().nullable().optional(),
    url: z.string().nullable().optional(),
    type: z.string().nullable().optional(),
  })
  .loose()
  .openapi('KnowledgeSource', { description: 'Where a point comes from: the dataset source it cites' });

/** Every dataset answer says how current it is. */
const asOf = {
  asOf: z.string().openapi({ description: 'Date of the dataset (YYYY-MM-DD)' }),
  latestSourceDate: z.string().nullable(),
};

const CountryRefSchema = z.object({ code: z.string(), name: TextSchema });

const NationalLayerSchema = z
  .object({
    ruleset: z.string().openapi({ example: 'ublbe' }),
    profile: z.string().openapi({ example: 'UBL.BE' }),
    country: z.string().openapi({ example: 'BE' }),
    owner: z.string(),
    version: z.string(),
    published: z.string().nullable(),
    inForceFrom: z.string().nullable(),
    inForceUntil: z.string().nullable(),
    status: z.enum(['in-force', 'superseded', 'upcoming']),
    base: z
      .string()
      .openapi({ description: 'The rule sets it sits on (their scenario family): en16931 or peppol' }),
    appliesTo: z
      .object({
        documents: z.array(z.string()),
        customizationIds: z.array(z.string()),
        match: z.enum(['equals', 'text-equals', 'prefix']),
        sellerCountry: z.array(z.string()).nullable(),
        buyerCountry: z.array(z.string()).nullable(),
      })
      .openapi({
        description:
          "The selection rule: documents of these kinds whose specification identifier (BT-24) equals (equals) or starts with (prefix) one of customizationIds, and, where the owner asks, whose seller's (BT-40) or buyer's (BT-55) country is listed. Every other document is judged without the layer.",
      }),
    ruleIds: z.array(z.string()).openapi({
      description:
        "The rule ids only this layer holds (not the EN 16931 or Peppol rules its owner's file repeats)",
    }),
    catalogue: z.string(),
  })
  .openapi('NationalLayer', {
    description:
      "A national layer (issue 36): the owner's rules run on top of the base for the documents it selects; the release is the one in force today, all facts from the release registry",
  });

const CountrySummarySchema = z
  .object({
    code: z.string(),
    name: TextSchema,
    membership: z.enum(['EU', 'EEA', 'non-EU']),
    b2gStatus: z.string(),
    b2bStatus: z.string(),
    confidence: z.string(),
    sources: z.array(SourceSchema),
  })
  .loose()
  .openapi('CountrySummary');

const DatedEntrySchema = z
  .object({
    id: z.string(),
    date: z.string(),
    sortDate: z.string(),
    datePrecision: z.string(),
    country: z.string(),
    countryName: TextSchema.nullable()
      .optional()
      .openapi({ description: 'Absent or null for EU-wide entries' }),
    what: z.string(),
    confidence: z.string(),
    sources: z.array(SourceSchema),
  })
  .loose();

const FactSchema = z
  .object({
    id: z.string(),
    country: z.string(),
    title: TextSchema,
    summary: TextSchema,
    tags: z.array(z.string()),
    confidence: z.string(),
    sources: z.array(SourceSchema),
  })
  .loose()
  .openapi('Fact');

const SEVERITIES = ['error', 'warning', 'info'] as const;
const REPAIR_CLASSES = ['auto', 'input', 'blocked'] as const;

const ErrorEntrySchema = z
  .object({
    ruleId: z.string(),
    kind: z.string(),
    severity: z.enum(SEVERITIES),
    terms: z.array(z.unknown()),
    message: TextSchema,
    plain: orNull(TextSchema),
    repair: z.enum(REPAIR_CLASSES),
    countries: z.array(z.string()),
    href: z.string(),
  })
  .loose()
  .openapi('ErrorCatalogueEntry');

const SampleSchema = z
  .object({
    id: z.string(),
    title: TextSchema,
    description: TextSchema,
    syntax: z.string(),
    available: z.boolean(),
    fileName: z.string(),
    downloadUrl: z.string(),
    expected: z.object({ valid: z.boolean() }).loose(),
    unavailableReason: z.string().nullable(),
  })
  .loose()
  .openapi('OnboardingSample');

const ScorePartSchema = z.object({
  part: z.enum(['deadlines', 'formats', 'channels', 'errors']),
  maxPoints: z.number(),
  points: z.number(),
  label: TextSchema,
  items: z
    .array(z.object({}).loose())
    .openapi({ description: 'Each deduction with the source or rule it rests on' }),
});

const ScoreResultSchema = z
  .object({
    ...asOf,
    today: z.string(),
    score: z.int().min(0).max(100),
    parts: z.array(ScorePartSchema),
    lanes: z.array(
      z.object({ from: z.string(), to: z.string(), buyerType: z.enum(['b2b', 'b2g']), share: z.number() }),
    ),
    formula: TextSchema,
  })
  .openapi('ComplianceScore');

const SCORE_EXAMPLE = {
  lanes: [
    {
      from: 'DE',
      to: 'DE',
      buyerType: 'b2g',
      monthlyVolume: 200,
      formats: ['XRechnung'],
      channels: ['Peppol'],
    },
    { from: 'DE', to: 'FR', buyerType: 'b2b', monthlyVolume: 50 },
  ],
  formats: ['PDF'],
  recentValidations: { total: 120, invalid: 6, byRule: { 'BR-DE-15': 4, 'BR-CO-10': 2 } },
};

/** The success envelope of the earlier interface (`_meta` of a validation endpoint). */
const envelope = (data: z.ZodType, name: string) =>
  z
    .object({
      success: z.literal(true),
      data,
      _meta: z.object({ processingTimeMs: z.int().nonnegative(), testMode: z.literal(true).optional() }),
    })
    .openapi(name);

const country = z.string().openapi({ description: 'ISO 3166 alpha-2 code (or EU)', example: 'DE' });
const date = z.string().openapi({ description: 'YYYY-MM-DD' });

/** A GET route of the knowledge endpoints, keyed unless `public`. */
function get(
  path: string,
  summary: string,
  data: z.ZodType,
  name: string,
  options: { query?: z.ZodObject; params?: z.ZodObject; notFound?: string; public?: boolean } = {},
): RouteConfig {
  return createRoute({
    method: 'get',
    path,
    summary,
    ...(options.public ? { security: [] } : {}),
    request: {
      ...(options.query ? { query: options.query } : {}),
      ...(options.params ? { params: options.params } : {}),
    },
    responses: {
      200: { description: summary, content: { 'application/json': { schema: envelope(data, name) } } },
      ...errorResponses(
        {
          ...(options.query ? { 400: 'BAD_REQUEST (a parameter out of its range; details.parameter)' } : {}),
          ...(options.notFound ? { 404: `NOT_FOUND (${options.notFound})` } : {}),
          ...(options.public
            ? { 429: 'RATE_LIMIT_EXCEEDED (60 requests per minute per address)', 500: 'INTERNAL' }
            : {}),
          // Without the dataset the knowledge endpoints answer ORACLE_UNAVAILABLE (details.component knowledge).
          503: 'ORACLE_UNAVAILABLE (the compliance dataset is not installed, or the database does not answer)',
        },
        { keyed: !options.public },
      ),
    },
  });
}

/**
 * The knowledge endpoints of spec 4.12 in the earlier interface's document: their parameters with the closed
 * values the dataset allows, their answers, and POST /v1/compliance-score with its request schema and an example.
 */
export function registerKnowledgeDocs(app: OpenAPIHono, vocabulary: KnowledgeVocabulary): void {
  const paging = {
    page: z.int().min(1).optional(),
    limit: z.int().min(1).max(100).optional().openapi({ description: 'Default 20' }),
  };
  const routes: RouteConfig[] = [
    get(
      '/v1/countries',
      'Countries of the dataset with their mandates',
      z.object({ ...asOf, total: z.int(), countries: z.array(CountrySummarySchema) }),
      'CountriesSuccess',
      {
        query: z.object({
          membership: z.enum(['EU', 'EEA', 'non-EU']).optional(),
          b2bStatus: oneOf(vocabulary.b2bStatuses).optional(),
        }),
      },
    ),
    get(
      '/v1/countries/{code}',
      'One country: mandates, formats, platforms, sources, and the national layer that judges its invoices',
      CountrySummarySchema.extend({ ...asOf, nationalLayers: z.array(NationalLayerSchema) }),
      'CountrySuccess',
      { params: z.object({ code: country }), notFound: 'no such country in the dataset' },
    ),
    get(
      '/v1/rules/upcoming',
      'Rule set releases announced, deprecated and shipped (public)',
      z
        .object({
          asOf: z.string(),
          upcoming: z.array(
            z
              .object({
                ruleset: z.string(),
                currentVersion: z.string().nullable(),
                upcomingVersion: z.string(),
                expectedDate: z.string().nullable(),
                breakingChanges: z.boolean().nullable(),
                changelog: z.string().nullable(),
              })
              .loose(),
          ),
          deprecations: z.array(z.object({ ruleset: z.string(), version: z.string() }).loose()),
          shipped: z.array(z.object({ ruleset: z.string(), currentVersion: z.string() }).loose()),
        })
        .loose(),
      'UpcomingRulesSuccess',
      { public: true },
    ),
    get(
      '/v1/rules/{country}',
      'The rule sets, national CIUS and identifiers a country uses, and the national layer that applies',
      z
        .object({
          ...asOf,
          country: z.string(),
          name: TextSchema,
          nationalLayers: z.array(NationalLayerSchema),
          rulesets: z.array(
            z
              .object({
                ruleset: z.string(),
                versions: z.array(z.string()),
                appliesAs: z.enum(['core', 'national-cius', 'national-layer', 'peppol']),
              })
              .loose(),
          ),
          sources: z.array(SourceSchema),
        })
        .loose(),
      'CountryRulesSuccess',
      { params: z.object({ country }), notFound: 'no such country in the dataset' },
    ),
    get(
      '/v1/deadlines',
      'Deadlines by date',
      z.object({
        ...asOf,
        today: z.string(),
        includePast: z.boolean(),
        total: z.int(),
        deadlines: z.array(DatedEntrySchema.extend({ area: z.string(), obligation: z.string() })),
      }),
      'DeadlinesSuccess',
      {
        query: z.object({
          country: country.optional(),
          from: date.optional(),
          to: date.optional(),
          type: oneOf(vocabulary.deadlineTypes).optional(),
          past: z
            .boolean()
            .optional()
            .openapi({ description: 'Also deadlines before today (default false)' }),
        }),
      },
    ),
    get(
      '/v1/requirements',
      'What an invoice from one country to another must meet',
      z
        .object({
          ...asOf,
          seller: CountryRefSchema,
          buyer: CountryRefSchema,
          buyerType: z.enum(['b2b', 'b2g']),
          domestic: z.boolean(),
          requirements: z.array(
            z.object({ topic: z.string(), value: z.string(), sources: z.array(SourceSchema) }).loose(),
          ),
          sources: z.array(SourceSchema),
        })
        .loose(),
      'RequirementsSuccess',
      {
        query: z.object({
          seller: country,
          buyer: country,
          buyerType: z.enum(['b2b', 'b2g']).optional().openapi({ description: 'Default b2b' }),
        }),
        notFound: 'no such country in the dataset',
      },
    ),
    get(
      '/v1/changes',
      'Changes since a date',
      z.object({
        ...asOf,
        since: z.string(),
        total: z.int(),
        changes: z.array(DatedEntrySchema.extend({ type: z.string() })),
      }),
      'ChangesSuccess',
      {
        query: z.object({
          since: date.optional().openapi({ description: 'Default: twelve months before today' }),
          country: country.optional(),
          type: oneOf(vocabulary.changeTypes).optional(),
        }),
      },
    ),
    get(
      '/v1/facts/search',
      'Full-text search over the facts',
      z.object({
        ...asOf,
        query: z.string(),
        lang: z.enum(['de', 'en']).nullable(),
        total: z.int(),
        results: z.array(FactSchema.extend({ score: z.number(), matchedIn: z.string() })),
      }),
      'FactSearchSuccess',
      {
        query: z.object({
          q: z.string().max(200),
          lang: z.enum(['de', 'en']).optional(),
          country: country.optional(),
          limit: z.int().min(1).max(50).optional().openapi({ description: 'Default 10' }),
        }),
      },
    ),
    get(
      '/v1/facts/{country}',
      'The facts of one country (or EU)',
      z.object({ ...asOf, country: z.string(), total: z.int(), facts: z.array(FactSchema) }),
      'CountryFactsSuccess',
      { params: z.object({ country }), notFound: 'no such country in the dataset' },
    ),
    get(
      '/v1/errors',
      'The rule catalogue: every rule with its plain text and repair class',
      z.object({
        total: z.int(),
        page: z.int(),
        limit: z.int(),
        rulesets: z.array(z.object({ ruleset: z.string(), artefact: z.string() }).loose()),
        errors: z.array(ErrorEntrySchema),
      }),
      'ErrorCatalogueSuccess',
      {
        query: z.object({
          ruleset: oneOf(vocabulary.errorRulesets).optional(),
          severity: z.enum(SEVERITIES).optional(),
          bt: z.string().optional().openapi({ example: 'BT-10' }),
          country: country.optional(),
          repair: z.enum(REPAIR_CLASSES).optional(),
          q: z.string().optional(),
          ...paging,
        }),
      },
    ),
    get(
      '/v1/errors/{ruleId}',
      'One rule: where it appears, its terms, plain text, how to fix it, examples',
      ErrorEntrySchema.omit({ terms: true }).extend({
        terms: z.array(z.object({ id: z.string(), name: TextSchema })),
        appearances: z.array(
          z.object({ artefact: z.string(), ruleset: z.string(), version: z.string() }).loose(),
        ),
      }),
      'ErrorCatalogueRuleSuccess',
      { params: z.object({ ruleId: z.string().openapi({ example: 'BR-01' }) }), notFound: 'no such rule' },
    ),
    createRoute({
      method: 'post',
      path: '/v1/compliance-score',
      summary: 'A 0–100 score of how ready a business is for its e-invoicing obligations',
      description:
        'score = 100 − deadlines (≤ 40) − formats (≤ 30) − channels (≤ 10) − errors (≤ 20); each lane counts with its share of the monthly volume (equal shares without volumes). Each deduction names the dataset source or rule it rests on.',
      request: {
        body: {
          required: true,
          content: { 'application/json': { schema: ScoreRequest, example: SCORE_EXAMPLE } },
        },
      },
      responses: {
        200: {
          description: 'The score, its parts and the formula',
          content: { 'application/json': { schema: envelope(ScoreResultSchema, 'ComplianceScoreSuccess') } },
        },
        ...errorResponses({
          400: 'BAD_REQUEST (body not JSON, a member outside the schema, neither lanes nor recentValidations)',
          503: 'ORACLE_UNAVAILABLE (the compliance dataset is not installed, or the database does not answer)',
        }),
      },
    }),
    get(
      '/onboarding/samples',
      'Sample invoices to try the service with, and the findings each gives',
      z.object({ total: z.int(), samples: z.array(SampleSchema) }),
      'OnboardingSamplesSuccess',
    ),
    createRoute({
      method: 'get',
      path: '/onboarding/samples/{id}/download',
      summary: 'The sample file itself',
      request: { params: z.object({ id: z.string().openapi({ example: 'valid-en16931-ubl' }) }) },
      responses: {
        200: {
          description: 'The file (content-disposition: attachment)',
          content: {
            'application/xml': { schema: z.string() },
            'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
          },
        },
        ...errorResponses({ 404: 'NOT_FOUND (no such sample, or not available on this server)' }),
      },
    }),
  ];
  for (const route of routes) app.openAPIRegistry.registerPath(route);
}
