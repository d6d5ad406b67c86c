import { createHash } from 'node:crypto';
import { withDatabase } from '../storage/withDatabase.ts';
import type { EvidenceStore, StoredPack } from './evidenceStore.ts';
import type { SigningKeyring } from './signingIdentity.ts';
import type { VerificationOutcome } from './verificationOutcome.ts';
import { verifyEvidencePdf } from './verifyEvidencePdf.ts';

/** The PDF writer (pdfkit, signpdf, qrcode) loads on the first pack, not with the server (README start time). */
const evidencePdf = () => import('./evidencePdf.ts');
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
/** Also what the remediation ZIP's verification says of a signed archive that is not the one issued. */
export const NOT_ISSUED_BYTES = 'these are not the bytes the service issued for this pack';

/** What a verification answers (spec 4.11 /v1/verify/{id}; evidenceSchemas.ts VerificationSchema). */
export interface PackVerification {
  evidencePackId: string;
  exists: true;
  authentic: boolean;
  /** `authentic`, or why not (the closed set of verificationOutcome.ts); `reason` says it in English. */
  outcome: VerificationOutcome;
  reason?: string;
  signedWithKey?: string;
  testMode: boolean;
  createdAt: string;
  verificationCode: string;
  certifies: {
    validationRef: string;
    isValid: boolean;
    invoiceSha256: string;
    validatedAt: string;
    format: string;
    rulesets: NonNullable<StoredPack['facts']['rulesets']>;
  };
}

/** The ids of the keys the service publishes (current and retired): a pack signed with another is not ours. */
export const publishedKids = (keyring: SigningKeyring) => new Set(keyring.published.map((k) => k.kid));

/**
 * Verifies an evidence PDF the service issued: its stored bytes, or `bytes` presented for it, which must be
 * signed with a published key, name this pack and be exactly the bytes issued. Both the public
 * `/v1/verify/{id}` and the dashboard's dropped pack answer this.
 */
export async function verifyIssuedPack(
  store: EvidenceStore,
  keyring: SigningKeyring,
  pack: StoredPack,
  bytes?: Uint8Array,
): Promise<PackVerification> {
  const stored = (await withDatabase(() => store.pdf(pack.id))) as Uint8Array;
  const check = await verifyEvidencePdf(bytes ?? stored, publishedKids(keyring));
  const sameBytes = bytes === undefined || sha256(bytes) === pack.pdfSha256;
  const failure = !check.valid
    ? { outcome: check.outcome, reason: check.reason }
    : check.packId !== pack.id
      ? { outcome: 'other_pack' as const, reason: 'signed by the service for another pack' }
      : !sameBytes
        ? { outcome: 'not_issued_bytes' as const, reason: NOT_ISSUED_BYTES }
        : null;
  const f = pack.facts;
  return {
    evidencePackId: pack.id,
    exists: true,
    authentic: failure === null,
    ...(failure ?? { outcome: 'authentic' as const }),
    ...(check.kid ? { signedWithKey: check.kid } : {}),
    testMode: pack.mode === 'test',
    createdAt: pack.createdAt.toISOString(),
    verificationCode: (await evidencePdf()).verificationCode(f.packId, f.invoiceSha256, f.validatedAt),
    certifies: {
      validationRef: f.validationRef,
      isValid: f.valid,
      invoiceSha256: f.invoiceSha256,
      validatedAt: f.validatedAt,
      format: f.format.name,
      rulesets: f.rulesets ?? [],
    },
  };
}

/** A presented PDF that names no pack of this service: unsigned, or its signature names none we issued. */
export interface UnknownPack {
  exists: false;
  authentic: false;
  outcome: Extract<VerificationOutcome, 'unsigned' | 'unknown_pack'>;
  reason: string;
}

/**
 * Verifies a PDF presented without its id: the id is read from the signed /Reason (also of a tampered copy,
 * which then fails the checks of verifyIssuedPack).
 */
export async function verifyPresentedPack(
  store: EvidenceStore,
  keyring: SigningKeyring,
  bytes: Uint8Array,
): Promise<PackVerification | UnknownPack> {
  const check = await verifyEvidencePdf(bytes, publishedKids(keyring));
  const { packId } = check;
  const pack = packId ? await withDatabase(() => store.findPack(packId)) : null;
  if (pack) return verifyIssuedPack(store, keyring, pack, bytes);
  return check.outcome === 'unsigned'
    ? { exists: false, authentic: false, outcome: 'unsigned', reason: 'the PDF carries no signature' }
    : {
        exists: false,
        authentic: false,
        outcome: 'unknown_pack',
        reason: 'this PDF names no evidence pack this service issued',
      };
}
