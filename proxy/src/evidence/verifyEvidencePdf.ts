import * as asn1js from 'asn1js';
import { verifyDetached } from './cmsSignature.ts';
import { readSignatureReason } from './signatureReason.ts';
import { keyIdOf } from './signingIdentity.ts';
import type { CheckVerdict } from './verificationOutcome.ts';

/** The outcome of checking an evidence PDF against the published keys. */
export type PdfVerification = CheckVerdict & {
  /** Key id of the signing certificate's public key. */
  kid?: string;
  signingTime?: string;
  packId?: string;
  invoiceSha256?: string;
  /** The signed /Reason marks a test-key pack. */
  testMode?: boolean;
};

const latin1 = new TextDecoder('latin1');

/**
 * Checks an evidence PDF: exactly one signature, whose /ByteRange covers the whole file except
 * the /Contents hex string, a CMS signature valid over those bytes, made with one of the
 * published keys (`publishedKids`). Reads the pack id, invoice hash and test mark the signed bytes state.
 */
export async function verifyEvidencePdf(
  pdf: Uint8Array,
  publishedKids: ReadonlySet<string>,
): Promise<PdfVerification> {
  const text = latin1.decode(pdf);
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  if (ranges.length === 0) return { valid: false, outcome: 'unsigned', reason: 'no signature' };
  // The pack the file names, read before any check: a tampered copy of a genuine pack is "altered" for that
  // pack wherever it is verified (the dashboard's dropped file has no id but this one).
  const facts = readSignatureReason(/\/Reason\s*\(([^)]*)\)/.exec(text)?.[1] ?? '');
  if (ranges.length > 1)
    // A second signature is a change made after the service signed (an incremental update).
    return { valid: false, outcome: 'altered', reason: 'more than one signature', ...facts };
  const [a, b, c, d] = (ranges[0] as RegExpMatchArray).slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (a !== 0 || c + d !== pdf.length || b >= c)
    return {
      valid: false,
      outcome: 'altered',
      reason: 'the signature does not cover the whole file',
      ...facts,
    };
  const hole = text.slice(b, c);
  if (!/^<[0-9a-fA-F]+>$/.test(hole))
    return {
      valid: false,
      outcome: 'altered',
      reason: 'the signature value is not where the byte range says',
      ...facts,
    };
  const signed = new Uint8Array(b + d);
  signed.set(pdf.subarray(0, b), 0);
  signed.set(pdf.subarray(c, c + d), b);
  // The value is the DER and then zero padding up to the reserved size; anything else (a changed
  // padding byte included) is not the signature the service wrote.
  const value = Buffer.from(hole.slice(1, -1), 'hex');
  const derLength = derEnd(value);
  if (derLength === null || value.subarray(derLength).some((byte) => byte !== 0))
    return { valid: false, outcome: 'altered', reason: 'the signature value was changed', ...facts };
  const cms = value.subarray(0, derLength);
  const check = await verifyDetached(cms, signed);
  const kid = check.certificate
    ? keyIdOf(new Uint8Array(check.certificate.subjectPublicKeyInfo.toSchema().toBER(false)))
    : undefined;
  const base = { kid, signingTime: check.signingTime?.toISOString(), ...facts };
  if (!check.valid) return { valid: false, reason: check.reason, outcome: check.outcome, ...base };
  if (!kid || !publishedKids.has(kid))
    return {
      valid: false,
      outcome: 'unknown_key',
      reason: 'signed with a key the service did not publish',
      ...base,
    };
  return { valid: true, ...base };
}

/** Length of the one DER value at the start of `bytes`, or null when none can be read. */
export function derEnd(bytes: Uint8Array): number | null {
  try {
    const parsed = asn1js.fromBER(bytes);
    return parsed.offset > 0 && parsed.result.error === '' ? parsed.offset : null;
  } catch {
    return null;
  }
}
