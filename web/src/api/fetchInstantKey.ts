import { ApiCallError } from './serverValidate.ts';

/** A one-hour test key of the service that served this page (POST {site}/api/developers/instant-key). */
export interface InstantKey {
  key: string;
  expiresAt: string;
  requestLimit: number;
}

export async function fetchInstantKey(): Promise<InstantKey> {
  const res = await fetch(new URL('api/developers/instant-key', document.baseURI).href, { method: 'POST' });
  const body = (await res.json().catch(() => null)) as
    | { success: true; data: InstantKey }
    | { success: false; error: { code: string; message: string } }
    | null;
  if (!body) throw new ApiCallError('HTTP', `HTTP ${res.status}`);
  if (!body.success) throw new ApiCallError(body.error.code, body.error.message);
  return body.data;
}
