import type { Generated } from 'kysely';

/** Tables of the proxy's database, as Kysely sees them (created by migrations.ts). */
export interface Database {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  quota_usage: QuotaUsageTable;
  rate_windows: RateWindowsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  evidence_packs: EvidencePacksTable;
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

export interface WebhooksTable {
  id: string;
  account_id: string;
  /** Events of keys of this mode only: a test key's webhook hears test validations, a live key's live ones. */
  mode: 'live' | 'test';
  url: string;
  /** JSON array of event names. */
  events: string;
  description: string | null;
  /** HMAC secret; stored because every delivery is signed with it. */
  secret: string;
  created_at: Date;
}

export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event_id: string;
  /** The exact JSON body sent on every attempt. */
  body: string;
  status: 'pending' | 'delivered' | 'dead';
  attempts: Generated<number>;
  next_attempt_at: Date;
  /** While set in the future, one proxy holds this delivery. */
  lease_until: Date | null;
  last_status: number | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
}

export interface WebhookAttemptsTable {
  delivery_id: string;
  attempt: number;
  started_at: Date;
  status_code: number | null;
  error: string | null;
  duration_ms: number | null;
}

export interface EvidencePacksTable {
  id: string;
  account_id: string | null;
  validation_ref: string;
  mode: 'live' | 'test';
  /** Key id of the signing key. */
  kid: string;
  /** JSON of the EvidenceFacts the PDF states. */
  facts: string;
  pdf_sha256: string;
  pdf: Uint8Array;
  created_at: Date;
  expires_at: Date;
}
