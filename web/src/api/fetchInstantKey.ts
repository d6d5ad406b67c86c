import { dataOf } from './serverValidate.ts';

/** A one-hour test key of the service that served this page (POST {site}/api/developers/instant-key). */
export interface InstantKey {
  key: string;
  expiresAt: string;
  requestLimit: number;
}

export async function fetchInstantKey(): Promise<InstantKey> {
  const res = await fetch(new URL('api/developers/instant-key', document.baseURI).href, { method: 'POST' });
  return dataOf<InstantKey>(res);
}
