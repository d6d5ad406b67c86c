/** The answer pattern of a question as a RegExp matching the whole value, or null if it cannot compile. */
export function compilePattern(pattern: string | null | undefined): RegExp | null {
  if (!pattern) return null;
  try {
    // XSD and schematron patterns match the whole value; anchoring twice is harmless.
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return null;
  }
}
