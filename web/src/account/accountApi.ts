/** The account API (/api/account) of the server that served this page; the session is its HttpOnly cookie. */

export interface Session {
  email: string;
  accountId: string;
  plan: string;
  csrfToken: string;
}
export interface KeyView {
  id: string;
  mode: 'live' | 'test';
  prefix: string | null;
  active: boolean;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  requestsThisPeriod: number;
}
export interface Usage {
  plan: string;
  period: string;
  periodStart: string;
  used: number;
  quota: number;
  overage: { units: number; amountEur: number; eurPer1000: number } | null;
  rateLimit: { livePerMinute: number; testPerHour: number };
  days: { day: string; api: string; valid: number; invalid: number }[];
}
export interface RecordView {
  validationRef: string;
  createdAt: string;
  api: string;
  mode: 'live' | 'test';
  fileName: string | null;
  format: string | null;
  isValid: boolean;
  errorCount: number;
  warningCount: number;
  /** The record's evidence pack once it was made (then the page offers its download, also after a reload). */
  evidencePack: { evidencePackId: string; downloadUrl: string } | null;
}
export interface PackView {
  evidencePackId: string;
  validationRef: string;
  createdAt: string;
  isValid: boolean;
  testMode: boolean;
  verifyUrl: string;
}
/**
 * How a pack's verification came out: the server's closed set (proxy/src/evidence/verificationOutcome.ts, listed
 * in the account OpenAPI), which the page says in its language.
 */
export const PACK_OUTCOMES = [
  'authentic',
  'unsigned',
  'altered',
  'signature_unreadable',
  'unknown_key',
  'other_pack',
  'not_issued_bytes',
  'unknown_pack',
  'not_a_pack',
] as const;
export type PackOutcome = (typeof PACK_OUTCOMES)[number];

/** What the server says of a dropped pack (the public verification's answer, or exists: false). */
export interface PackCheck {
  exists: boolean;
  authentic: boolean;
  outcome: PackOutcome;
  /** The server's English detail; the page shows `outcome` in its own language instead. */
  reason?: string;
  evidencePackId?: string;
  testMode?: boolean;
  verificationCode?: string;
  certifies?: { validationRef: string; isValid: boolean; validatedAt: string; format: string };
}
export interface IssuedKeys {
  live: { id: string; key: string };
  test: { id: string; key: string };
  oldKeysUntil?: string;
}

/** A refusal of the account API: status and the envelope's code; status 0 when the server was not reached. */
export class AccountApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

export function accountUrl(path: string): string {
  return new URL(`api/account${path}`, document.baseURI).href;
}

let csrfToken: string | null = null;

/**
 * One call; the CSRF token of the latest answer that carried one is sent with every later state change. A
 * Blob (a dropped file) is sent as its bytes, any other body as JSON.
 */
export async function accountCall<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  const raw = body instanceof Blob;
  if (body !== undefined) headers['content-type'] = raw ? 'application/pdf' : 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let res: Response;
  try {
    res = await fetch(accountUrl(path), {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: raw ? body : JSON.stringify(body) } : {}),
    });
  } catch {
    throw new AccountApiError(0, 'OFFLINE');
  }
  if (res.status === 204) return undefined as T;
  const json = (await res.json().catch(() => null)) as {
    data?: T & { csrfToken?: string };
    error?: { code: string };
  } | null;
  if (!res.ok || !json?.data) throw new AccountApiError(res.status, json?.error?.code ?? 'INTERNAL');
  if (typeof json.data.csrfToken === 'string') csrfToken = json.data.csrfToken;
  return json.data;
}

export function forgetSession(): void {
  csrfToken = null;
}
