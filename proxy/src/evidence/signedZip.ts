import { unzipSync, zipSync } from 'fflate';
import { signDetached, verifyDetached } from './cmsSignature.ts';
import { keyIdOf, type SigningIdentity } from './signingIdentity.ts';
import type { CheckVerdict } from './verificationOutcome.ts';
import { derEnd } from './verifyEvidencePdf.ts';

/**
 * A ZIP whose archive comment carries a detached CMS signature over the archive itself:
 * `einvoice-check-signature:v1:<base64 DER CMS SignedData>`. The signature covers every byte of
 * the archive before the end-of-central-directory record's comment-length field, so any change to
 * a file, a name, a timestamp or the directory breaks it, while every ZIP tool still opens the
 * archive as usual.
 */
const COMMENT_PREFIX = 'einvoice-check-signature:v1:';
const EOCD = 0x06054b50;

export async function buildSignedZip(
  files: Record<string, Uint8Array>,
  identity: SigningIdentity,
  signingTime: Date,
): Promise<Buffer> {
  // Fixed timestamps: the archive is a function of its contents and the signing time alone.
  const unsigned = zipSync(files, { level: 6, mtime: signingTime });
  const eocd = findEocd(unsigned);
  const signedPart = unsigned.subarray(0, eocd + 20);
  const cms = await signDetached(signedPart, identity.privateKey, identity.certificate, signingTime);
  const comment = Buffer.from(`${COMMENT_PREFIX}${Buffer.from(cms).toString('base64')}`, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16LE(comment.length);
  return Buffer.concat([signedPart, length, comment]);
}

/** What checking a signed ZIP found. */
export type ZipVerification = CheckVerdict & {
  kid?: string;
  signingTime?: string;
  files?: Record<string, Uint8Array>;
};

export async function verifySignedZip(
  zip: Uint8Array,
  publishedKids: ReadonlySet<string>,
): Promise<ZipVerification> {
  let eocd: number;
  try {
    eocd = findEocd(zip);
  } catch {
    return { valid: false, outcome: 'not_a_pack', reason: 'not a ZIP archive' };
  }
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const commentLength = view.getUint16(eocd + 20, true);
  if (eocd + 22 + commentLength !== zip.length)
    return { valid: false, outcome: 'altered', reason: 'bytes after the archive comment' };
  const comment = Buffer.from(zip.subarray(eocd + 22)).toString('latin1');
  if (!comment.startsWith(COMMENT_PREFIX))
    return { valid: false, outcome: 'unsigned', reason: 'no signature in the archive comment' };
  const encoded = comment.slice(COMMENT_PREFIX.length);
  const cms = Buffer.from(encoded, 'base64');
  // Base64 decoders skip what they cannot read; only the exact encoding of one DER value counts.
  if (cms.toString('base64') !== encoded || derEnd(cms) !== cms.length)
    return { valid: false, outcome: 'altered', reason: 'the signature value was changed' };
  const check = await verifyDetached(cms, zip.subarray(0, eocd + 20));
  const kid = check.certificate
    ? keyIdOf(new Uint8Array(check.certificate.subjectPublicKeyInfo.toSchema().toBER(false)))
    : undefined;
  const base = { kid, signingTime: check.signingTime?.toISOString() };
  if (!check.valid) return { valid: false, reason: check.reason, outcome: check.outcome, ...base };
  if (!kid || !publishedKids.has(kid))
    return {
      valid: false,
      outcome: 'unknown_key',
      reason: 'signed with a key the service did not publish',
      ...base,
    };
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip);
  } catch {
    return { valid: false, outcome: 'not_a_pack', reason: 'the archive does not unpack', ...base };
  }
  return { valid: true, files, ...base };
}

/** Offset of the end-of-central-directory record (searched from the end: the comment may hold anything). */
function findEocd(zip: Uint8Array): number {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD && i + 22 + view.getUint16(i + 20, true) === zip.length) return i;
  }
  throw new Error('no end-of-central-directory record');
}
