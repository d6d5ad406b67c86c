/** Decoded byte length of base64 text (whitespace ignored), without decoding it. */
export function base64Size(text: string): number {
  const compact = text.replace(/[\s]/g, '');
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((compact.length * 3) / 4) - padding);
}
