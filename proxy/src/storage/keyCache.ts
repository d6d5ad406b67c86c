import type { Clock } from '../lib/clock.ts';
import type { StoredKey } from './storedKey.ts';

/** Keys held at most; past it the oldest entry goes (a Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

/**
 * Looked-up keys by hash, trusted for `ttlMs` on `clock`: the bound on how late a deactivation or
 * regeneration made by another process (the keys CLI on PostgreSQL, another proxy) reaches this one. The
 * process that makes a change calls `clear()` and sees it at once. Unknown keys are not kept, so a new key
 * works everywhere at once; expiry is checked per request against the stored time, so it stays exact.
 */
export class KeyCache {
  private readonly entries = new Map<string, { key: StoredKey; until: number }>();
  /** Bumped by clear(), so a lookup that began before a change cannot store what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {}

  /** The key with this hash: from the cache while fresh, else from `lookup` (and kept if found). */
  async find(keyHash: string, lookup: () => Promise<StoredKey | null>): Promise<StoredKey | null> {
    const now = this.clock();
    const hit = this.entries.get(keyHash);
    if (hit && hit.until > now) return hit.key;
    const generation = this.generation;
    const key = await lookup();
    this.entries.delete(keyHash);
    if (key && this.ttlMs > 0 && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(keyHash, { key, until: now + this.ttlMs });
    }
    return key;
  }

  /** Forgets every key: called after this process changed keys. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
