import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { type BodyLimit, readBody } from '../body/readBody.ts';
import type { EvidencePacks } from '../evidence/evidencePacks.ts';
import type { EvidenceStore, StoredPack } from '../evidence/evidenceStore.ts';
import { verifyPresentedPack } from '../evidence/packVerification.ts';
import type { SigningKeyring } from '../evidence/signingIdentity.ts';
import type { Clock } from '../lib/clock.ts';
import type { Repository } from '../storage/repository.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import type { AccountStore, RecordView } from './accountStore.ts';
import { parseBody } from './authRoutes.ts';
import { requireAccount } from './keyAccess.ts';
import { invalid, notFound } from './refusals.ts';
import { type AccountEnv, COOKIE_PATH } from './session.ts';

export interface PackDeps {
  store: AccountStore;
  repository: Repository;
  clock: Clock;
  evidence: { store: EvidenceStore; keyring: SigningKeyring; packs: EvidencePacks };
}

/** The certificate's second language besides English, as through the API (German when not given). */
const PackRequest = z.object({ language: z.enum(['de', 'fr']).optional() });
/** As the public verification takes it (v1/evidenceRoutes.ts): an evidence PDF is well under this. */
const DROPPED_PACK: BodyLimit = { maxBytes: 12 * 1024 * 1024, purpose: 'an evidence pack (PDF)' };

/**
 * Evidence packs of the account's validation records: made (once, by the evidence service that v1 and v2 use),
 * downloaded, and a dropped pack verified by the same code as the public /v1/verify. A record or pack of
 * another account answers 404 like one that does not exist.
 */
export function registerPackRoutes(app: Hono<AccountEnv>, d: PackDeps): void {
  const session = requireAccount(d.store, d.repository, d.clock);
  const e = d.evidence;

  app.post('/records/:ref/pack', session, async (c) => {
    const { language } = await parseBody(c, PackRequest);
    const accountId = c.get('account').accountId;
    const ref = c.req.param('ref');
    const record = await withDatabase(() => d.store.record(accountId, ref));
    // The record names its key's mode: a session sees both, and the pack is the one the API would make.
    const pack = record ? await e.packs.packFor(accountId, record.mode, ref, language) : undefined;
    if (!pack) return notFound(c, 'No validation record with this reference in this account');
    return c.json({ success: true, data: packView(pack) });
  });

  app.get('/packs/:id/download', session, async (c) => {
    const pack = await ownPack(c, e.store, c.req.param('id'));
    if (!pack) return notFound(c, 'No evidence pack with this id in this account');
    const pdf = (await withDatabase(() => e.store.pdf(pack.id))) as Uint8Array;
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="evidence-pack-${pack.id}.pdf"`);
    return c.body(Buffer.from(pdf));
  });

  app.post('/packs/verify', session, async (c) => {
    const bytes = await readBody(c, DROPPED_PACK);
    if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-')
      invalid('Send the PDF of an evidence pack as the request body', { fields: ['body'] });
    return c.json({ success: true, data: await verifyPresentedPack(e.store, e.keyring, bytes) });
  });
}

async function ownPack(c: Context<AccountEnv>, store: EvidenceStore, id: string) {
  const pack = await withDatabase(() => store.findPack(id));
  return pack && pack.owner === c.get('account').accountId ? pack : null;
}

/** Where the session downloads a pack's PDF. */
export const packDownloadUrl = (id: string) => `${COOKIE_PATH}/packs/${encodeURIComponent(id)}/download`;

/** A record as the dashboard answers it: its evidence pack, when one was made, with the session's download. */
export function recordAnswer({ evidencePackId, ...record }: RecordView) {
  return {
    ...record,
    evidencePack: evidencePackId ? { evidencePackId, downloadUrl: packDownloadUrl(evidencePackId) } : null,
  };
}

/** A pack as the dashboard lists it; the download is the session's, the verification link is public. */
function packView(p: StoredPack) {
  return {
    evidencePackId: p.id,
    validationRef: p.validationRef,
    createdAt: p.createdAt.toISOString(),
    expiresAt: p.expiresAt.toISOString(),
    isValid: p.facts.valid,
    testMode: p.mode === 'test',
    downloadUrl: packDownloadUrl(p.id),
    verifyUrl: p.facts.verifyUrl,
  };
}
