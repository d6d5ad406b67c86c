/** One answer as a test inspects it. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** Parsed JSON; tests check it field by field. */
  body: any;
}

/** POSTs `body` (JSON unless a string) to `url` with an optional Bearer key. */
export async function apiCall(url: string, key?: string, body: unknown = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers.authorization = `Bearer ${key}`;
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
