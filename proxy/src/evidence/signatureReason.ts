/** What a test-key pack's signed /Reason says after the pack id and invoice hash. */
const TEST_MARK = '; TEST MODE, not valid for compliance';

/** The signature's /Reason: ASCII, parsed back by `readSignatureReason`; a test-key pack says so, signed. */
export function signatureReason(packId: string, invoiceSha256: string, testMode: boolean): string {
  return `E-invoice validation evidence ${packId}; invoice SHA-256 ${invoiceSha256}${testMode ? TEST_MARK : ''}`;
}

/** Pack id, invoice hash and test mark from a signature's /Reason. */
export function readSignatureReason(reason: string): {
  packId?: string;
  invoiceSha256?: string;
  testMode?: boolean;
} {
  const m = /evidence (\S+); invoice SHA-256 ([0-9a-f]{64})/.exec(reason);
  return m ? { packId: m[1], invoiceSha256: m[2], testMode: reason.endsWith(TEST_MARK) } : {};
}
