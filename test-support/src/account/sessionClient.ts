/** One answer of the account API as a test inspects it. */
export interface AccountAnswer {
  status: number;
  headers: Headers;
  /** Parsed JSON, the bytes of a PDF, or the text of any other answer. */
  body: any;
  /** The raw session cookie set by this answer, if any. */
  setCookie: string | null;
}

/**
 * A browser-like client of /api/account on one server: keeps the session cookie it was given and sends the
 * CSRF token it last received on every state change (`csrf: false` leaves it out, to show the refusal).
 * A body of bytes is sent as it is (application/pdf unless the headers say otherwise), anything else as JSON.
 */
export class SessionClient {
  cookie: string | null = null;
  csrfToken: string | null = null;

  constructor(private readonly base: string) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<AccountAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    const raw = body instanceof Uint8Array;
    if (body !== undefined) headers['content-type'] ??= raw ? 'application/pdf' : 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    if (options.csrf !== false && this.csrfToken && method !== 'GET')
      headers['x-csrf-token'] = this.csrfToken;
    const res = await fetch(`${this.base}/api/account${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: raw ? new Uint8Array(body) : JSON.stringify(body) } : {}),
    });
    const setCookie = res.headers.get('set-cookie');
    const session = setCookie ? /einvoice_session=([^;]*)/.exec(setCookie)?.[1] : undefined;
    if (session !== undefined) this.cookie = session ? `einvoice_session=${session}` : null;
    const type = res.headers.get('content-type') ?? '';
    let parsed: unknown;
    if (type.startsWith('application/pdf')) parsed = new Uint8Array(await res.arrayBuffer());
    else {
      const text = await res.text();
      parsed = type.includes('json') ? JSON.parse(text) : text;
    }
    const token = (parsed as { data?: { csrfToken?: unknown } } | null)?.data?.csrfToken;
    if (typeof token === 'string') this.csrfToken = token;
    return { status: res.status, headers: res.headers, body: parsed, setCookie };
  }

  signUp(email: string, password: string) {
    return this.call('POST', '/signup', { email, password });
  }

  signIn(email: string, password: string) {
    return this.call('POST', '/signin', { email, password });
  }
}
