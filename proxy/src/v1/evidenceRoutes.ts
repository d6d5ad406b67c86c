import { createHash } from 'node:crypto';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { BUSINESS_OR_HIGHER } from '../auth/plans.ts';
import { type BodyLimit, readBody } from '../body/readBody.ts';
import { readJsonBody } from '../body/readJsonBody.ts';
import type { EnginePool } from '../engine/pool.ts';
import { type EvidencePacks, ownerOfRecord } from '../evidence/evidencePacks.ts';
import type { EvidenceFacts } from '../evidence/evidencePdf.ts';
import {
  BatchRequestSchema,
  BatchResultSchema,
  EvidencePackListSchema,
  EvidencePackRequestSchema,
  EvidencePackSchema,
  FixerPackRequestSchema,
  ListQuerySchema,
  PublicKeysSchema,
  RemediationPackSchema,
  VerificationSchema,
} from '../evidence/evidenceSchemas.ts';
import { type EvidenceStore, newPackId, type StoredPack } from '../evidence/evidenceStore.ts';
import { NOT_ISSUED_BYTES, publishedKids, verifyIssuedPack } from '../evidence/packVerification.ts';
import { buildSignedZip, verifySignedZip } from '../evidence/signedZip.ts';
import type { SigningKeyring } from '../evidence/signingIdentity.ts';
import type { Clock } from '../lib/clock.ts';
import type { LegacyStore } from '../storage/legacyStore.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import { requirePlan, withOneUnit } from './access.ts';
import { LEGACY_BASE } from './deps.ts';
import { legacyOk } from './envelope.ts';
import { legacyFail } from './errors.ts';
import { errorResponses } from './openapiParts.ts';
import { parseLegacy } from './parse.ts';
import { flowOwner } from './remediation.ts';
import { isTestPack, remediationZip, requireFlowDocuments } from './remediationZip.ts';
import { legacyEnvelope } from './schemas.ts';

export interface EvidenceDeps {
  app: OpenAPIHono;
  auth: MiddlewareHandler;
  publicRoute: MiddlewareHandler;
  store: EvidenceStore;
  records: LegacyStore;
  keyring: SigningKeyring;
  pool: EnginePool;
  clock: Clock;
  upgradeUrl: string;
  /**
   * Absolute base of the links signed into packs and answered with them: PUBLIC_BASE_URL, or in development the
   * server's own address. Never taken from a request, whose Host header the client chooses.
   */
  baseUrl: () => string;
  /** Makes and finds the signed pack of a validation (shared with v2 `generate_evidence_pack`). */
  packs: EvidencePacks;
}

const DAY_MS = 86_400_000;
const BUNDLE_DAYS = 7;
const VERIFY_BODY: BodyLimit = { maxBytes: 12 * 1024 * 1024, purpose: 'an evidence pack (PDF or ZIP)' };
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

const packRoute = (method: 'get' | 'post') =>
  createRoute({
    method,
    path: '/v1/evidence-pack',
    summary: 'The signed evidence pack of one validation (made on first request, the same pack afterwards)',
    request: {
      query: EvidencePackRequestSchema,
      ...(method === 'post'
        ? {
            body: { required: false, content: { 'application/json': { schema: EvidencePackRequestSchema } } },
          }
        : {}),
    },
    responses: {
      200: {
        description: 'Pack metadata',
        content: {
          'application/json': { schema: legacyEnvelope(EvidencePackSchema, `EvidencePack_${method}`) },
        },
      },
      ...errorResponses({
        400: 'BAD_REQUEST (no validationRef)',
        404: 'NOT_FOUND (no such validation of this account)',
      }),
    },
  });

const metaRoute = createRoute({
  method: 'get',
  path: '/v1/evidence-pack/{id}',
  summary: 'Evidence pack metadata (Starter and above)',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: {
      description: 'Pack metadata',
      content: { 'application/json': { schema: legacyEnvelope(EvidencePackSchema, 'EvidencePackMeta') } },
    },
    ...errorResponses({ 404: 'NOT_FOUND' }),
  },
});

const downloadRoute = createRoute({
  method: 'get',
  path: '/v1/evidence-pack/{id}/download',
  summary: 'The signed PDF certificate (Starter and above)',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: {
      description: 'application/pdf; Content-Disposition: attachment; filename="evidence-pack-<id>.pdf"',
    },
    ...errorResponses({ 404: 'NOT_FOUND' }),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/v1/evidence-packs',
  summary: "The account's evidence packs, newest first (Starter and above)",
  request: { query: ListQuerySchema },
  responses: {
    200: {
      description: 'One page',
      content: {
        'application/json': { schema: legacyEnvelope(EvidencePackListSchema, 'EvidencePackListing') },
      },
    },
    ...errorResponses({ 400: 'BAD_REQUEST (page, limit ≤ 100, from/to ISO 8601)' }),
  },
});

const batchRoute = createRoute({
  method: 'post',
  path: '/v1/evidence-pack/batch',
  summary:
    'A signed ZIP of up to 100 evidence PDFs with a manifest (the spec\'s "Business or higher": Scale and Business); kept 7 days',
  request: { body: { required: true, content: { 'application/json': { schema: BatchRequestSchema } } } },
  responses: {
    200: {
      description: 'Where to download the bundle',
      content: { 'application/json': { schema: legacyEnvelope(BatchResultSchema, 'EvidenceBatch') } },
    },
    ...errorResponses({
      400: 'BAD_REQUEST (none or more than 100)',
      404: 'NOT_FOUND (details.unknown: refs not of this account)',
    }),
  },
});

const bundleRoute = createRoute({
  method: 'get',
  path: '/v1/evidence-pack/batch/{id}/download',
  summary: 'The batch bundle ZIP; 410 GONE once expired',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: { description: 'application/zip' },
    ...errorResponses({ 404: 'NOT_FOUND', 410: 'GONE (expired)' }),
  },
});

const fixerPackRoute = createRoute({
  method: 'post',
  path: '/v1/fixer/evidence-pack',
  summary:
    "ZIP of a flow's remediation: the seven files of spec 2.4 as the service saw them, signed as a whole in the archive comment; one quota unit",
  request: { body: { required: true, content: { 'application/json': { schema: FixerPackRequestSchema } } } },
  responses: {
    200: {
      description:
        'application/zip; X-Pack-ID; Content-Disposition attachment; filename="evidence-pack-<pack_id>.zip"',
    },
    ...errorResponses({
      400: "BAD_REQUEST (missing fields or flow_id, documents that are not the flow's, XML not readable)",
      402: 'QUOTA_EXCEEDED',
      404: 'NOT_FOUND (flow_id of another account)',
    }),
  },
});

const fixerMetaRoute = createRoute({
  method: 'get',
  path: '/v1/fixer/evidence-pack/{id}',
  summary: 'Remediation pack metadata (spec 2.4)',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: {
      description: 'Pack metadata',
      content: {
        'application/json': { schema: legacyEnvelope(RemediationPackSchema, 'RemediationPackMeta', true) },
      },
    },
    ...errorResponses({ 404: 'NOT_FOUND' }),
  },
});

const verifyRoute = (method: 'get' | 'post') =>
  createRoute({
    method,
    path: '/v1/verify/{id}',
    summary:
      method === 'get'
        ? 'Public: does this pack exist, did we sign it, and what does it certify (never the invoice)'
        : 'Public: verify the bytes of a pack (the PDF or remediation ZIP, as the request body) against our keys and records',
    security: [],
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: {
        description: 'Verification',
        content: {
          'application/json': {
            schema: legacyEnvelope(VerificationSchema, `EvidenceVerification_${method}`),
          },
        },
      },
      ...errorResponses({ 404: 'NOT_FOUND: no pack with this id' }, { keyed: false }),
    },
  });

const publicKeyRoute = createRoute({
  method: 'get',
  path: '/v1/evidence/public-key',
  summary: 'Public: the evidence-signing keys (current and retired), PEM, X.509 certificate and JWK',
  security: [],
  responses: {
    200: {
      description: 'Keys',
      content: { 'application/json': { schema: legacyEnvelope(PublicKeysSchema, 'EvidenceKeys') } },
    },
  },
});

/** Mounts evidence packs, their verification and the public keys on the earlier interface (spec 4.10, 4.11). */
export function registerEvidence(d: EvidenceDeps): void {
  const { app, auth, store } = d;
  for (const route of [
    packRoute('get'),
    packRoute('post'),
    metaRoute,
    downloadRoute,
    listRoute,
    batchRoute,
    bundleRoute,
    fixerPackRoute,
    fixerMetaRoute,
    verifyRoute('get'),
    verifyRoute('post'),
    publicKeyRoute,
  ])
    app.openAPIRegistry.registerPath(route);
  // A key sees the packs and bundles of its own mode only: a test key reads no live pack by id, nor the reverse.
  const ofKeyMode = (c: Context, mode: 'live' | 'test') => c.get('apiKey').mode === mode;
  const quota = { store: d.records, clock: d.clock, upgradeUrl: d.upgradeUrl };

  const packFor = async (c: Context, validationRef: string, language?: 'de' | 'fr'): Promise<StoredPack> => {
    const pack = await d.packs.packFor(flowOwner(c), c.get('apiKey').mode, validationRef, language);
    if (!pack) legacyFail('NOT_FOUND', `No validation ${validationRef} of this account`);
    return pack;
  };
  const meta = (p: StoredPack) => ({
    evidencePackId: p.id,
    validationRef: p.validationRef,
    createdAt: p.createdAt.toISOString(),
    expiresAt: p.expiresAt.toISOString(),
    downloadUrl: `${d.baseUrl()}${LEGACY_BASE}/v1/evidence-pack/${p.id}/download`,
    verifyUrl: `${d.baseUrl()}${LEGACY_BASE}/v1/verify/${p.id}`,
    invoiceMetadata: invoiceMetadataOf(p.facts),
    isValid: p.facts.valid,
    rulesets: p.facts.rulesets ?? [],
    ...(p.mode === 'test' ? { testMode: true } : {}),
  });
  const ownPack = async (c: Context, id: string) => {
    const p = await withDatabase(() => store.findPack(id));
    if (!p || p.owner !== flowOwner(c) || !ofKeyMode(c, p.mode))
      legacyFail('NOT_FOUND', `No evidence pack ${id} of this account`);
    return p;
  };

  const create = async (c: Context) => {
    let ref = c.req.query('validationRef');
    let { language } = parseLegacy(EvidencePackRequestSchema, { language: c.req.query('language') });
    if (c.req.method === 'POST' && !ref) {
      const body = parseLegacy(
        EvidencePackRequestSchema,
        await readJsonBody(c, { maxBytes: 64 * 1024, purpose: 'an evidence-pack request' }),
      );
      ref = body.validationRef;
      language ??= body.language;
    }
    if (!ref) legacyFail('BAD_REQUEST', 'Name the validation: validationRef in the body or the query');
    const pack = await packFor(c, ref, language);
    return legacyOk(c, meta(pack), { validationRef: ref });
  };
  app.get('/v1/evidence-pack', auth, create);
  app.post('/v1/evidence-pack', auth, create);

  app.get('/v1/evidence-packs', auth, async (c) => {
    requirePlan(c, 'Starter', 'Listing evidence packs', d.upgradeUrl);
    const q = parseLegacy(ListQuerySchema, c.req.query());
    const { packs, total } = await withDatabase(() =>
      store.listPacks(flowOwner(c), c.get('apiKey').mode, {
        page: q.page,
        limit: q.limit,
        ...(q.from ? { from: new Date(q.from) } : {}),
        ...(q.to ? { to: new Date(q.to) } : {}),
      }),
    );
    return legacyOk(c, {
      evidencePacks: packs.map((p) => ({
        evidencePackId: p.id,
        validationRef: p.validationRef,
        createdAt: p.createdAt.toISOString(),
        invoiceMetadata: invoiceMetadataOf(p.facts),
        isValid: p.facts.valid,
      })),
      total,
      page: q.page,
      limit: q.limit,
    });
  });

  app.post('/v1/evidence-pack/batch', auth, async (c) => {
    requirePlan(c, BUSINESS_OR_HIGHER, 'Evidence-pack batch bundles', d.upgradeUrl);
    const body = parseLegacy(
      BatchRequestSchema,
      await readJsonBody(c, { maxBytes: 64 * 1024, purpose: 'an evidence-pack batch request' }),
    );
    const refs = [...new Set(body.validationRefs)];
    const owner = flowOwner(c);
    const records = await Promise.all(refs.map((r) => withDatabase(() => d.records.findValidation(r))));
    const unknown = refs.filter((_, i) => {
      const r = records[i];
      return !r || ownerOfRecord(r) !== owner || !ofKeyMode(c, r.keyMode);
    });
    if (unknown.length > 0)
      legacyFail('NOT_FOUND', `${unknown.length} validation(s) are not of this account`, { unknown });
    const files: Record<string, Uint8Array> = {};
    const manifest = [];
    for (const ref of refs) {
      const pack = await packFor(c, ref);
      const pdf = (await withDatabase(() => store.pdf(pack.id))) as Uint8Array;
      const name = `evidence-pack-${pack.id}.pdf`;
      files[name] = pdf;
      manifest.push({
        file: name,
        evidencePackId: pack.id,
        validationRef: ref,
        sha256: `sha256:${sha256(pdf)}`,
        isValid: pack.facts.valid,
      });
    }
    const now = new Date(d.clock());
    files['manifest.json'] = new TextEncoder().encode(
      JSON.stringify({ createdAt: now.toISOString(), count: manifest.length, packs: manifest }, null, 2),
    );
    const id = newPackId('eb');
    const expiresAt = new Date(now.getTime() + BUNDLE_DAYS * DAY_MS);
    const zip = await buildSignedZip(files, d.keyring.current, now);
    await withDatabase(() =>
      store.insertBundle({
        id,
        owner,
        mode: c.get('apiKey').mode,
        zip,
        count: manifest.length,
        createdAt: now,
        expiresAt,
      }),
    );
    return legacyOk(c, {
      bundleId: id,
      downloadUrl: `${d.baseUrl()}${LEGACY_BASE}/v1/evidence-pack/batch/${id}/download`,
      expiresAt: expiresAt.toISOString(),
      count: manifest.length,
    });
  });

  app.get('/v1/evidence-pack/batch/:id/download', auth, async (c) => {
    requirePlan(c, BUSINESS_OR_HIGHER, 'Evidence-pack batch bundles', d.upgradeUrl);
    const bundle = await withDatabase(() => store.findBundle(c.req.param('id')));
    if (!bundle || bundle.owner !== flowOwner(c) || !ofKeyMode(c, bundle.key_mode))
      legacyFail('NOT_FOUND', 'No such bundle of this account');
    if (new Date(bundle.expires_at).getTime() <= d.clock())
      legacyFail(
        'GONE',
        `This bundle expired at ${new Date(bundle.expires_at).toISOString()}; request a new one`,
      );
    return binary(c, new Uint8Array(bundle.zip), 'application/zip', `evidence-bundle-${bundle.id}.zip`);
  });

  app.get('/v1/evidence-pack/:id', auth, async (c) => {
    requirePlan(c, 'Starter', 'Evidence-pack retrieval', d.upgradeUrl);
    const pack = meta(await ownPack(c, c.req.param('id')));
    return legacyOk(c, pack, { validationRef: pack.validationRef });
  });

  app.get('/v1/evidence-pack/:id/download', auth, async (c) => {
    requirePlan(c, 'Starter', 'Evidence-pack download', d.upgradeUrl);
    const pack = await ownPack(c, c.req.param('id'));
    const pdf = (await withDatabase(() => store.pdf(pack.id))) as Uint8Array;
    return binary(c, pdf, 'application/pdf', `evidence-pack-${pack.id}.pdf`);
  });

  app.post('/v1/fixer/evidence-pack', auth, async (c) => {
    requirePlan(c, 'Starter', 'The remediation engine', d.upgradeUrl);
    const req = parseLegacy(
      FixerPackRequestSchema,
      await readJsonBody(c, { maxBytes: 25 * 1024 * 1024, purpose: 'a remediation evidence-pack request' }),
    );
    const flow = await withDatabase(() => d.records.findFlow(req.flow_id, flowOwner(c)));
    if (!flow) legacyFail('NOT_FOUND', `No flow ${req.flow_id} of this account`, { flow_id: req.flow_id });
    requireFlowDocuments(req, flow);
    const id = newPackId('rp');
    const zip = await withOneUnit(c, quota, async () => {
      const now = new Date(d.clock());
      const testMode = c.get('apiKey').mode === 'test';
      const { files, metadata } = await remediationZip(d.pool, { req, flow, packId: id, now, testMode });
      const signed = await buildSignedZip(files, d.keyring.current, now);
      await withDatabase(() => store.insertRemediationPack(id, flowOwner(c), metadata, sha256(signed), now));
      return signed;
    });
    c.header('X-Pack-ID', id);
    return binary(c, zip, 'application/zip', `evidence-pack-${id}.zip`);
  });

  app.get('/v1/fixer/evidence-pack/:id', auth, async (c) => {
    requirePlan(c, 'Starter', 'The remediation engine', d.upgradeUrl);
    const row = await withDatabase(() => store.findRemediationPack(c.req.param('id')));
    if (!row || row.owner !== flowOwner(c) || !ofKeyMode(c, isTestPack(row) ? 'test' : 'live'))
      legacyFail('NOT_FOUND', 'No such remediation pack of this account');
    return legacyOk(c, JSON.parse(row.metadata), {}, 'remediation');
  });

  app.get('/v1/evidence/public-key', d.publicRoute, (c) =>
    legacyOk(c, { keys: d.keyring.published, algorithm: 'ECDSA P-256 / SHA-256' as const }),
  );

  const verification = async (c: Context, pack: StoredPack, bytes?: Uint8Array) =>
    legacyOk(c, await verifyIssuedPack(store, d.keyring, pack, bytes));
  const publicPack = async (c: Context) => {
    const pack = await withDatabase(() => store.findPack(c.req.param('id') ?? ''));
    if (!pack) legacyFail('NOT_FOUND', 'No evidence pack with this id was issued by this service');
    return pack;
  };
  app.get('/v1/verify/:id', d.publicRoute, async (c) => verification(c, await publicPack(c)));
  app.post('/v1/verify/:id', d.publicRoute, async (c) => {
    // The pack is looked up before its body is read: an unknown id costs no upload.
    const id = c.req.param('id');
    const pack = await withDatabase(() => store.findPack(id));
    if (pack) return verification(c, pack, await readBytes(c));
    const row = await withDatabase(() => store.findRemediationPack(id));
    if (!row) legacyFail('NOT_FOUND', 'No evidence pack with this id was issued by this service');
    const bytes = await readBytes(c);
    // A remediation ZIP: signature over the archive, and the archive the service issued under that id.
    const check = await verifySignedZip(bytes, publishedKids(d.keyring));
    const failure = !check.valid
      ? { outcome: check.outcome, reason: check.reason }
      : sha256(bytes) !== row.zip_sha256
        ? { outcome: 'not_issued_bytes' as const, reason: NOT_ISSUED_BYTES }
        : null;
    return legacyOk(c, {
      evidencePackId: row.id,
      exists: true,
      authentic: failure === null,
      ...(failure ?? { outcome: 'authentic' as const }),
      ...(check.kid ? { signedWithKey: check.kid } : {}),
      testMode: isTestPack(row),
      createdAt: new Date(row.created_at).toISOString(),
    });
  });
}

function invoiceMetadataOf(f: EvidenceFacts): Record<string, string> {
  const m: Record<string, string> = {};
  if (f.invoice.number) m.invoiceNumber = f.invoice.number;
  if (f.invoice.seller) m.sellerName = f.invoice.seller;
  if (f.invoice.buyer) m.buyerName = f.invoice.buyer;
  if (f.invoice.amount) m.totalAmount = f.invoice.amount;
  if (f.invoice.currency) m.currency = f.invoice.currency;
  return m;
}

function binary(c: Context, bytes: Uint8Array, type: string, fileName: string): Response {
  c.header('Content-Type', type);
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'no-store');
  return c.body(Buffer.from(bytes));
}

async function readBytes(c: Context): Promise<Buffer> {
  const bytes = Buffer.from(await readBody(c, VERIFY_BODY));
  if (bytes.length === 0) legacyFail('BAD_REQUEST', 'Send the pack (PDF or ZIP) as the request body');
  return bytes;
}
