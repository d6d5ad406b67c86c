/** Limits remembered at most; past it the oldest goes (a Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

/**
 * The limits this process last saw used up, each with the span it was full in (a rate window's start, a quota
 * period, `lifetime`). A hint for scheduling only, never for a decision, which the database makes for every
 * request: a request whose limit was full when last seen waits for its admission before any engine work, so a
 * caller beyond its limit cannot keep the workers busy with work that would be thrown away; every other request
 * is admitted beside its engine call. Another proxy's use is not seen here, so a limit it filled costs at most one
 * call per span and process before this one knows.
 */
export class FullLimits {
  private readonly full = new Map<string, string>();

  /** Whether `limit` was last seen full in `span`. */
  isFull(limit: string, span: string): boolean {
    return this.full.get(limit) === span;
  }

  /** Records what an admission (or a given-back unit) showed of `limit` in `span`. */
  note(limit: string, span: string, full: boolean): void {
    this.full.delete(limit);
    if (!full) return;
    if (this.full.size >= MAX_ENTRIES) this.full.delete(this.full.keys().next().value as string);
    this.full.set(limit, span);
  }
}
