import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import type { EvidenceFacts } from './evidencePdf.ts';

/** A stored evidence certificate. */
export interface StoredPack {
  id: string;
  owner: string;
  validationRef: string;
  mode: 'live' | 'test';
  kid: string;
  facts: EvidenceFacts;
  pdfSha256: string;
  createdAt: Date;
  expiresAt: Date;
}

/** `ep_` and 96 random bits: unguessable, since /v1/verify/{id} is public. */
export const newPackId = (prefix = 'ep') => `${prefix}_${randomBytes(12).toString('hex')}`;

const toPack = (r: Database['evidence_packs'] extends infer T ? Omit<T, 'pdf'> : never): StoredPack => ({
  id: r.id,
  owner: r.owner,
  validationRef: r.validation_ref,
  mode: r.mode,
  kid: r.kid,
  facts: JSON.parse(r.facts) as EvidenceFacts,
  pdfSha256: r.pdf_sha256,
  createdAt: new Date(r.created_at),
  expiresAt: new Date(r.expires_at),
});

const PACK_COLUMNS = [
  'id',
  'owner',
  'validation_ref',
  'mode',
  'kid',
  'facts',
  'pdf_sha256',
  'created_at',
  'expires_at',
] as const;

/** Every SQL statement of evidence packs, batch bundles and remediation pack metadata. */
export class EvidenceStore {
  constructor(private readonly db: Kysely<Database>) {}

  async insertPack(p: StoredPack, pdf: Uint8Array): Promise<void> {
    await this.db
      .insertInto('evidence_packs')
      .values({
        id: p.id,
        owner: p.owner,
        validation_ref: p.validationRef,
        mode: p.mode,
        kid: p.kid,
        facts: JSON.stringify(p.facts),
        pdf_sha256: p.pdfSha256,
        pdf,
        created_at: p.createdAt,
        expires_at: p.expiresAt,
      })
      .execute();
  }

  async findPack(id: string): Promise<StoredPack | null> {
    const row = await this.db
      .selectFrom('evidence_packs')
      .select(PACK_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toPack(row) : null;
  }

  async packForValidation(validationRef: string): Promise<StoredPack | null> {
    const row = await this.db
      .selectFrom('evidence_packs')
      .select(PACK_COLUMNS)
      .where('validation_ref', '=', validationRef)
      .orderBy('created_at')
      .executeTakeFirst();
    return row ? toPack(row) : null;
  }

  async pdf(id: string): Promise<Uint8Array | null> {
    const row = await this.db
      .selectFrom('evidence_packs')
      .select('pdf')
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? new Uint8Array(row.pdf) : null;
  }

  /** One page of an account's packs (of one key mode), newest first, with the total that matches. */
  async listPacks(
    owner: string,
    mode: 'live' | 'test',
    q: { page: number; limit: number; from?: Date; to?: Date },
  ): Promise<{ packs: StoredPack[]; total: number }> {
    let base = this.db.selectFrom('evidence_packs').where('owner', '=', owner).where('mode', '=', mode);
    if (q.from) base = base.where('created_at', '>=', q.from);
    if (q.to) base = base.where('created_at', '<=', q.to);
    const [rows, count] = await Promise.all([
      base
        .select(PACK_COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { packs: rows.map(toPack), total: Number(count.n) };
  }

  async insertBundle(b: {
    id: string;
    owner: string;
    mode: 'live' | 'test';
    zip: Uint8Array;
    count: number;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db
      .insertInto('evidence_bundles')
      .values({
        id: b.id,
        owner: b.owner,
        key_mode: b.mode,
        zip: b.zip,
        count: b.count,
        created_at: b.createdAt,
        expires_at: b.expiresAt,
      })
      .execute();
  }

  async findBundle(id: string) {
    return this.db.selectFrom('evidence_bundles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Removes expired bundles' bytes; the row stays so a late download learns it expired (410). */
  async pruneBundles(now: Date): Promise<void> {
    await this.db
      .updateTable('evidence_bundles')
      .set({ zip: new Uint8Array() })
      .where('expires_at', '<=', now)
      .execute();
  }

  async insertRemediationPack(id: string, owner: string, metadata: object, zipSha256: string, now: Date) {
    await this.db
      .insertInto('remediation_packs')
      .values({ id, owner, metadata: JSON.stringify(metadata), zip_sha256: zipSha256, created_at: now })
      .execute();
  }

  async findRemediationPack(id: string) {
    return this.db.selectFrom('remediation_packs').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
