/** A code as the page shows it: its meaning with the raw code beside it, or the raw code alone. */
export function codeText(code: string, meaning: string | null): string {
  return meaning ? `${meaning} (${code})` : code;
}
