// BT-n / BG-n, XRechnung's extension terms BT-DEX-nnn / BG-DEX-nn, and sub-ids such as BT-29-1 (scheme of BT-29).
// Not a national extension term such as HR-CIUS's HR-BT-5 (which is not EN 16931's BT-5).
const TERM = /(?<![A-Z]-)\b(B[TG]-(?:DEX-)?\d+)(?:-\d+)?\b/g;

// A rule's message is mostly the same text request after request: its terms are read once (bounded, since
// messages may carry the document's values).
const known = new Map<string, readonly string[]>();
const KNOWN_LIMIT = 10_000;

/** The EN 16931 (and XRechnung extension) term ids a rule's message names, in order of first mention. */
export function termsOfRule(message: string): string[] {
  let terms = known.get(message);
  if (terms === undefined) {
    terms = [...new Set(Array.from(message.matchAll(TERM), (m) => m[1] as string))];
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.set(message, terms);
  }
  return [...terms];
}
