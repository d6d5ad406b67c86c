import { badRequest } from '@einvoice/knowledge';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { BodyLimit } from '../body/readBody.ts';
import { readJsonBody } from '../body/readJsonBody.ts';
import { createKnowledge, type Knowledge } from '../knowledge/knowledge.ts';
import { boolParam, dateParam, enumParam, intParam, pageOf, paging } from '../knowledge/queryParams.ts';
import { createSamples } from '../knowledge/samples.ts';
import { legacyOk } from './envelope.ts';
import { LegacyError } from './errors.ts';
import { type KnowledgeVocabulary, registerKnowledgeDocs } from './knowledgeDocs.ts';

export interface KnowledgeDeps {
  /** The keyed routes' authentication (spec 5); /v1/rules/upcoming stays public. */
  auth: MiddlewareHandler;
  /** Rate headers for the public route. */
  publicRoute: MiddlewareHandler;
  knowledge?: Knowledge;
  /** Registers the routes' OpenAPI description for the first request of the document (LegacyTools). */
  describeOnFirstDocument: (describe: () => void) => void;
  /** Today's date (YYYY-MM-DD) for past/upcoming; tests pin it. */
  today?: () => string;
}

/** Every path this module serves, for the answer when its data is missing. */
const KNOWLEDGE_PATHS = [
  '/v1/countries',
  '/v1/countries/*',
  '/v1/rules/*',
  '/v1/deadlines',
  '/v1/requirements',
  '/v1/changes',
  '/v1/facts/*',
  '/v1/errors',
  '/v1/errors/*',
  '/v1/compliance-score',
  '/onboarding/samples',
  '/onboarding/samples/*',
];

/** A path parameter of the matched route (always present there). */
const param = (c: Context, name: string): string => c.req.param(name) ?? '';

/** The compliance-score input is a small JSON object. */
const SCORE_BODY: BodyLimit = { maxBytes: 64 * 1024, purpose: 'a compliance-score request' };

/**
 * The knowledge endpoints of the earlier interface (spec 4.12), registered on the app that serves
 * {legacy_base_url}: /v1/countries, /v1/countries/{code}, /v1/rules/upcoming (public), /v1/rules/{country},
 * /v1/deadlines, /v1/requirements, /v1/changes, /v1/facts/search, /v1/facts/{country}, /v1/errors,
 * /v1/errors/{ruleId}, POST /v1/compliance-score, /onboarding/samples and each sample's download.
 */
export function registerKnowledge(app: OpenAPIHono, deps: KnowledgeDeps): void {
  // The dataset and the error catalogue (~17 MB of heap, ~0.5 s) are read on the first request that needs them,
  // not at start: most servers validate and never serve these routes.
  let built: Knowledge | undefined;
  let missing = false;
  const tryKnowledge = (): Knowledge | undefined => {
    if (built || missing) return built;
    try {
      built = deps.knowledge ?? createKnowledge();
    } catch (err) {
      // Without the dataset (a machine without ../shared and no EU_EINVOICING_DATA) the service still
      // validates; only these endpoints say what is missing.
      missing = true;
      console.error(
        `[proxy] knowledge endpoints unavailable: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    return built;
  };
  const knowledge = (): Knowledge => {
    const k = tryKnowledge();
    if (k) return k;
    throw new LegacyError('ORACLE_UNAVAILABLE', 'The compliance dataset is not installed on this server', {
      component: 'knowledge',
    });
  };
  // Before authentication, for every method: without the data each path answers ORACLE_UNAVAILABLE.
  for (const path of KNOWLEDGE_PATHS)
    app.use(path, async (_c, next) => {
      knowledge();
      await next();
    });
  let vocabularyOfData: KnowledgeVocabulary | undefined;
  const vocabulary = (): KnowledgeVocabulary => {
    if (vocabularyOfData) return vocabularyOfData;
    const k = knowledge();
    // The values the `type` filters accept: the dataset's areas and obligations (and Peppol releases).
    const deadlineTypes = [...new Set(k.dataset.deadlines.flatMap((d) => [d.area, d.obligation]))].sort();
    const changeTypes = [
      ...new Set([
        ...deadlineTypes,
        ...k.dataset.eu.flatMap((r) => [r.id, ...(r.phases ?? []).map((p) => p.obligation)]),
        'release',
      ]),
    ].sort();
    vocabularyOfData = {
      b2bStatuses: k.dataset.meta.enums['b2b.status'] ?? [],
      deadlineTypes,
      changeTypes,
      errorRulesets: [...k.errors.families, ...k.errors.artefacts],
    };
    return vocabularyOfData;
  };
  // The document's closed values come from the data, so the description waits for the first request for it;
  // without the data the document leaves these routes out.
  deps.describeOnFirstDocument(() => {
    if (tryKnowledge()) registerKnowledgeDocs(app, vocabulary());
  });
  const today = deps.today ?? (() => new Date().toISOString().slice(0, 10));
  // The sample files (~1 MB) are read on the first request for them, like the data.
  let samplesRead: ReturnType<typeof createSamples> | undefined;
  const samples = () => {
    samplesRead ??= createSamples('/api/onboarding/samples');
    return samplesRead;
  };
  const { auth } = deps;

  /** Runs a query; its typed failures reach the earlier interface's error mapper. */
  const answer =
    (query: (c: Context) => unknown | Promise<unknown>) =>
    async (c: Context): Promise<Response> =>
      legacyOk(c, await query(c));
  const countryFilter = (name: string, value: string | undefined) => {
    if (!value) return undefined;
    if (value.toUpperCase() === 'EU') return 'EU';
    try {
      return knowledge().countries.resolve(value).code;
    } catch {
      return badRequest(`${name} must be a country code of the dataset, got '${value}'`, {
        parameter: name,
        known: [...knowledge().countries.codes, 'EU'],
      });
    }
  };

  app.get(
    '/v1/countries',
    auth,
    answer((c) =>
      knowledge().countries.list({
        membership: enumParam('membership', c.req.query('membership'), ['EU', 'EEA', 'non-EU']),
        b2bStatus: enumParam('b2bStatus', c.req.query('b2bStatus'), vocabulary().b2bStatuses),
      }),
    ),
  );
  app.get(
    '/v1/countries/:code',
    auth,
    answer((c) => knowledge().countries.detail(param(c, 'code'), today())),
  );
  // Public (spec 5.3) and registered before /v1/rules/:country, which would otherwise take "upcoming".
  app.get(
    '/v1/rules/upcoming',
    deps.publicRoute,
    answer(() => knowledge().upcoming(today())),
  );
  app.get(
    '/v1/rules/:country',
    auth,
    answer((c) => knowledge().countries.rules(param(c, 'country'), today())),
  );
  app.get(
    '/v1/deadlines',
    auth,
    answer((c) =>
      knowledge().timeline.deadlines(
        {
          country: countryFilter('country', c.req.query('country')),
          from: dateParam('from', c.req.query('from')),
          to: dateParam('to', c.req.query('to')),
          type: enumParam('type', c.req.query('type'), vocabulary().deadlineTypes),
          includePast: boolParam('past', c.req.query('past'), false),
        },
        today(),
      ),
    ),
  );
  app.get(
    '/v1/requirements',
    auth,
    answer((c) => {
      const seller = c.req.query('seller');
      const buyer = c.req.query('buyer');
      if (!seller || !buyer)
        badRequest('seller and buyer (ISO country codes) are required', { parameters: ['seller', 'buyer'] });
      const buyerType = enumParam('buyerType', c.req.query('buyerType'), ['b2b', 'b2g'] as const) ?? 'b2b';
      return knowledge().requirements(seller, buyer, buyerType);
    }),
  );
  app.get(
    '/v1/changes',
    auth,
    answer((c) => {
      // Without `since`: the twelve months before today.
      const year = new Date(Date.parse(`${today()}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
      return knowledge().timeline.changes(
        {
          since: dateParam('since', c.req.query('since')) ?? year,
          country: countryFilter('country', c.req.query('country')),
          type: enumParam('type', c.req.query('type'), vocabulary().changeTypes),
        },
        today(),
      );
    }),
  );
  app.get(
    '/v1/facts/search',
    auth,
    answer((c) => {
      const q = (c.req.query('q') ?? '').trim();
      if (!q) badRequest('q (the words to search for) is required', { parameter: 'q' });
      if (q.length > 200) badRequest('q may hold at most 200 characters', { parameter: 'q' });
      return knowledge().facts.search(q, {
        lang: enumParam('lang', c.req.query('lang'), ['de', 'en'] as const),
        country: countryFilter('country', c.req.query('country')),
        limit: intParam('limit', c.req.query('limit'), 10, 1, 50),
      });
    }),
  );
  app.get(
    '/v1/facts/:country',
    auth,
    answer((c) => {
      const code = param(c, 'country');
      return knowledge().facts.ofCountry(
        code.toUpperCase() === 'EU' ? 'EU' : knowledge().countries.resolve(code).code,
      );
    }),
  );
  app.get(
    '/v1/errors',
    auth,
    answer((c) => {
      const list = knowledge().errors.list({
        ruleset: enumParam('ruleset', c.req.query('ruleset'), vocabulary().errorRulesets),
        severity: enumParam('severity', c.req.query('severity'), ['error', 'warning', 'info'] as const),
        bt: c.req.query('bt') || undefined,
        country: countryFilter('country', c.req.query('country')),
        repair: enumParam('repair', c.req.query('repair'), ['auto', 'input', 'blocked'] as const),
        q: c.req.query('q') || undefined,
      });
      const { items, ...page } = pageOf(list, paging(c.req.query('page'), c.req.query('limit')));
      return { ...page, rulesets: knowledge().errors.rulesets, errors: items };
    }),
  );
  app.get(
    '/v1/errors/:ruleId',
    auth,
    answer((c) => knowledge().errors.get(param(c, 'ruleId'))),
  );
  app.post(
    '/v1/compliance-score',
    auth,
    answer(async (c) => knowledge().score(await readJsonBody(c, SCORE_BODY), today())),
  );
  app.get(
    '/onboarding/samples',
    auth,
    answer(() => samples().list()),
  );
  app.get('/onboarding/samples/:id/download', auth, async (c) => {
    const f = samples().file(param(c, 'id'));
    return c.body(new Uint8Array(f.bytes), 200, {
      'content-type': f.contentType,
      'content-disposition': `attachment; filename="${f.name}"`,
    });
  });
}
