import type { Generated } from 'kysely';

/** Tables of the proxy's database, as Kysely sees them (created by migrations.ts). */
export interface Database {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  quota_usage: QuotaUsageTable;
  rate_windows: RateWindowsTable;
  validation_records: ValidationRecordsTable;
  fix_flows: FixFlowsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  webhook_counts: WebhookCountsTable;
  evidence_packs: EvidencePacksTable;
  evidence_bundles: EvidenceBundlesTable;
  remediation_packs: RemediationPacksTable;
  users: UsersTable;
  sessions: SessionsTable;
  account_invites: AccountInvitesTable;
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
  /** The key's first characters, shown to its owner; null for keys issued before migration 0020. */
  key_prefix: Generated<string | null>;
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

/** One validation of any interface version: who, when, which invoice (hash only), what verdict. */
export interface ValidationRecordsTable {
  validation_ref: string;
  /** Null for instant keys, which belong to no account. */
  account_id: string | null;
  key_id: string;
  key_mode: 'live' | 'test';
  /** v1, v1-batch, v2 or v3. */
  api: string;
  created_at: Date;
  /** Hex SHA-256 of the invoice bytes; the invoice itself is never stored. */
  sha256: string;
  format: string | null;
  is_valid: boolean;
  /** JSON text on insert, parsed on read: [{id, version, pinned}]. */
  rulesets: unknown;
  error_count: number;
  warning_count: number;
  /** JSON text on insert, parsed on read: the spec 2.4 metadata members that could be read. */
  metadata: unknown;
  file_name: string | null;
  /** JSON: [{ruleId, count}] of the error findings (what an evidence certificate lists). */
  error_rules: Generated<unknown>;
  /** The verdict's format key (e.g. xrechnung-3.0, peppol-bis-3, en16931). */
  format_name: string | null;
}

/** A remediation flow (spec 3 rule 3): opened by fix or validate-and-fix, continued by fix-with-input. */
export interface FixFlowsTable {
  /** UUID. */
  id: string;
  /** The account id, or `key:<id>` for a key without account; only the owner may continue the flow. */
  owner: string;
  key_id: string;
  created_at: Date;
  updated_at: Date;
  validation_ref: string | null;
  original_sha256: string;
  fixed_sha256: string | null;
  /** JSON: {auto, input, blocked} error codes. */
  categorized: unknown;
  /** JSON: error codes the caller chose to skip. */
  skipped: unknown;
  steps: number;
}

export interface WebhooksTable {
  id: string;
  account_id: string;
  /** Events of keys of this mode only: a test key's webhook hears test validations, a live key's live ones. */
  mode: 'live' | 'test';
  url: string;
  /** The URL's host and port, by which deliveries are spread (per-host concurrency, circuit breaker). */
  host: string;
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

/** Registrations per account and key mode, kept beside them so the cap is taken in one statement. */
export interface WebhookCountsTable {
  account_id: string;
  mode: 'live' | 'test';
  count: number;
}

export interface EvidencePacksTable {
  id: string;
  /** The account, or `key:<id>` for an instant key. */
  owner: string;
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

export interface EvidenceBundlesTable {
  id: string;
  owner: string;
  key_mode: 'live' | 'test';
  zip: Uint8Array;
  count: number;
  created_at: Date;
  expires_at: Date;
}

/** A remediation ZIP's metadata (spec 2.4); the ZIP itself, holding the invoices, is not kept. */
export interface RemediationPacksTable {
  id: string;
  owner: string;
  metadata: string;
  zip_sha256: string;
  created_at: Date;
}

/** A person who signs in to an account's dashboard (issue 29). */
export interface UsersTable {
  id: string;
  account_id: string;
  /** Lower case. */
  email: string;
  /** scrypt$N$r$p$salt$hash (account/passwords.ts). */
  password_hash: string;
  created_at: Date;
  password_changed_at: Date;
}

/** A signed-in browser; the session id itself is only in its cookie. */
export interface SessionsTable {
  /** Hex SHA-256 of the session id. */
  id_hash: string;
  user_id: string;
  /** Sent back in X-CSRF-Token on every state change. */
  csrf_token: string;
  created_at: Date;
  expires_at: Date;
}

/** An e-mail invited by the operator to join an existing account; the token is shown once. */
export interface AccountInvitesTable {
  /** Hex SHA-256 of the invitation token. */
  token_hash: string;
  account_id: string;
  email: string;
  created_at: Date;
  expires_at: Date;
}
