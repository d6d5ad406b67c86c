/** The signature's /Reason: ASCII, parsed back by `readSignatureReason`. */
export function signatureReason(packId: string, invoiceSha256: string): string {
  return `E-invoice validation evidence ${packId}; invoice SHA-256 ${invoiceSha256}`;
}

/** Pack id and invoice hash from a signature's /Reason. */
export function readSignatureReason(reason: string): { packId?: string; invoiceSha256?: string } {
  const m = /evidence (\S+); invoice SHA-256 ([0-9a-f]{64})/.exec(reason);
  return m ? { packId: m[1], invoiceSha256: m[2] } : {};
}
