import { createHash, randomBytes } from 'node:crypto';

/** Whether a key serves production (counts against the quota) or test mode (spec 5.7). */
export type KeyMode = 'live' | 'test';

/** Shape of a key as sent in `Authorization: Bearer`; anything else is refused before a lookup. */
const KEY_PATTERN = /^sk_(live|test)_[A-Za-z0-9_-]{16,200}$/;

/** A new key: prefix plus 192 random bits, far beyond any guessing. */
export function newApiKey(mode: KeyMode): string {
  return `sk_${mode}_${randomBytes(24).toString('base64url')}`;
}

/** The mode a well-formed key declares by its prefix, or null for anything that is not a key. */
export function modeOfKey(key: string): KeyMode | null {
  const m = KEY_PATTERN.exec(key);
  return m ? (m[1] as KeyMode) : null;
}

/**
 * What the database stores instead of the key. A plain SHA-256 suffices, unlike for passwords:
 * the key is 192 random bits, so there is nothing to brute-force, and an unsalted digest can be
 * looked up by index in one query, where bcrypt would need a key id beside the secret and
 * ~100 ms of CPU on every request.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
