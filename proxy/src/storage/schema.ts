import type { Generated } from 'kysely';

/** Tables of the proxy's database, as Kysely sees them (created by migrations.ts). */
export interface Database {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  quota_usage: QuotaUsageTable;
  rate_windows: RateWindowsTable;
}

export interface AccountsTable {
  id: string;
  name: string;
  plan: string;
  created_at: Date;
}

export interface ApiKeysTable {
  id: string;
  /** Null for instant keys, which belong to no account. */
  account_id: string | null;
  /** Hex SHA-256 of the whole key; the key itself is never stored. */
  key_hash: string;
  mode: 'live' | 'test';
  active: boolean;
  expires_at: Date | null;
  /** Lifetime request allowance (instant keys); null means none beyond the plan. */
  request_cap: number | null;
  requests_used: Generated<number>;
  created_at: Date;
}

export interface QuotaUsageTable {
  account_id: string;
  /** YYYY-MM (UTC) for monthly plans, `lifetime` for Free Trial. */
  period: string;
  used: number;
}

export interface RateWindowsTable {
  bucket: string;
  window_start: Date;
  count: number;
}
