import type { KeyMode } from '../lib/apiKey.ts';

/** A key as the authentication middleware needs it; never the key itself. */
export interface StoredKey {
  id: string;
  accountId: string | null;
  plan: string | null;
  mode: KeyMode;
  active: boolean;
  expiresAt: Date | null;
  requestCap: number | null;
}
