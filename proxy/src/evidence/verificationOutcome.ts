/**
 * The closed set of outcomes of verifying an evidence pack, answered as `outcome` beside the English `reason`
 * (by /v1/verify/{id} and the dashboard's dropped pack), so a page can say it in its own language. Every check
 * that can fail (cmsSignature, verifyEvidencePdf, signedZip, packVerification) names one of these.
 */
export const VERIFICATION_OUTCOMES = [
  /** Signed with a key the service publishes, naming this pack, exactly the bytes issued. */
  'authentic',
  /** The file carries no signature at all. */
  'unsigned',
  /** Changed after signing: bytes outside or inside the signed range, the signature or its certificate. */
  'altered',
  /** The signature cannot be read as the CMS signature with a certificate the service writes. */
  'signature_unreadable',
  /** A valid signature, but made with a key the service never published. */
  'unknown_key',
  /** Signed by the service, but for another pack than the one asked about. */
  'other_pack',
  /** Signed by the service for this pack, but not the bytes it issued. */
  'not_issued_bytes',
  /** The file names no pack this service issued (only for a pack presented without its id). */
  'unknown_pack',
  /** Not a file of the pack's kind (a remediation pack that is not a ZIP archive or does not unpack). */
  'not_a_pack',
] as const;

export type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number];

/** A check's verdict: valid, or not with its outcome code and the English reason (the first found). */
export type CheckVerdict<O extends VerificationOutcome = Exclude<VerificationOutcome, 'authentic'>> =
  | { valid: true; outcome?: never; reason?: never }
  | { valid: false; outcome: O; reason: string };
