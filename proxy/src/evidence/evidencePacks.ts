import { createHash } from 'node:crypto';
import type { EnginePool } from '../engine/pool.ts';
import type { KeyMode } from '../lib/apiKey.ts';
import type { Clock } from '../lib/clock.ts';
import type { LegacyStore, ValidationRecord } from '../storage/legacyStore.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import type { EvidenceFacts } from './evidencePdf.ts';
import { type EvidenceStore, newPackId, type StoredPack } from './evidenceStore.ts';
import { packRulesets } from './releaseFacts.ts';
import type { SigningKeyring } from './signingIdentity.ts';

/** The PDF writer (pdfkit, signpdf, qrcode) loads on the first pack, not with the server (README start time). */
const evidencePdf = () => import('./evidencePdf.ts');

const DAY_MS = 86_400_000;
/** How long a pack's metadata and PDF stay retrievable; the signature itself never expires. */
const PACK_RETENTION_DAYS = 3_650;
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** The signed evidence pack of a validation: made once, on the first request for it, the same pack afterwards. */
export interface EvidencePacks {
  /**
   * The pack of a validation of `owner` (account, or `key:` id) made with a key of `mode`; undefined if none.
   * `language` sets the certificate's second language (German by default) when the pack is made.
   */
  packFor(
    owner: string,
    mode: KeyMode,
    validationRef: string,
    language?: 'de' | 'fr',
  ): Promise<StoredPack | undefined>;
}

export interface EvidencePacksDeps {
  store: EvidenceStore;
  records: LegacyStore;
  keyring: SigningKeyring;
  pool: EnginePool;
  clock: Clock;
  /** The public verification link of a pack, signed into it. */
  verifyUrl(packId: string): string;
}

export function evidencePacks(d: EvidencePacksDeps): EvidencePacks {
  return {
    async packFor(owner, mode, validationRef, language) {
      const record = await withDatabase(() => d.records.findValidation(validationRef));
      if (!record || ownerOfRecord(record) !== owner || record.keyMode !== mode) return undefined;
      const existing = await withDatabase(() => d.store.packForValidation(validationRef));
      if (existing) return existing;
      const id = newPackId();
      const now = new Date(d.clock());
      const facts = {
        ...factsOf(d.pool, record, id, now, d.verifyUrl(id)),
        ...(language === 'fr' ? { language } : {}),
      };
      const pdf = await (await evidencePdf()).buildEvidencePdf(facts, d.keyring.current);
      const pack: StoredPack = {
        id,
        owner,
        validationRef,
        mode: record.keyMode,
        kid: d.keyring.current.kid,
        facts,
        pdfSha256: sha256(pdf),
        createdAt: now,
        expiresAt: new Date(now.getTime() + PACK_RETENTION_DAYS * DAY_MS),
      };
      await withDatabase(() => d.store.insertPack(pack, pdf));
      return pack;
    },
  };
}

/** Who owns a validation record: its account, or for a key without one the key itself. */
export function ownerOfRecord(r: ValidationRecord): string {
  return r.accountId ?? `key:${r.keyId}`;
}

function factsOf(
  pool: EnginePool,
  r: ValidationRecord,
  packId: string,
  now: Date,
  verifyUrl: string,
): EvidenceFacts {
  const m = r.metadata;
  return {
    packId,
    validationRef: r.validationRef,
    validatedAt: r.createdAt.toISOString(),
    createdAt: now.toISOString(),
    invoiceSha256: r.sha256,
    invoice: {
      ...(m.invoiceNumber ? { number: m.invoiceNumber } : {}),
      ...(m.sellerName ? { seller: m.sellerName } : {}),
      ...(m.buyerName ? { buyer: m.buyerName } : {}),
      ...(m.totalAmount ? { amount: m.totalAmount } : {}),
      ...(m.paidAmount ? { paid: m.paidAmount } : {}),
      ...(m.payableAmount ? { due: m.payableAmount } : {}),
      ...(m.currency ? { currency: m.currency } : {}),
    },
    format: { syntax: (r.format ?? 'unknown').toUpperCase(), name: r.formatName ?? 'unknown' },
    valid: r.isValid,
    rulesets: packRulesets(r.rulesets, pool.info()),
    counts: { errors: r.errorCount, warnings: r.warningCount },
    errorRules: r.errorRules,
    verifyUrl,
    testMode: r.keyMode === 'test',
  };
}
