/** Base64 of a file's bytes, so the engine decodes them exactly as a strict XML parser would. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode below the engine's argument-count limit for multi-MB files.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
