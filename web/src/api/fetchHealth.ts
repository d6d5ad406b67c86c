import type { Health } from '@einvoice/engine';
import { apiUrl } from './apiBase.ts';

/** GET /health of the service (public, not enveloped); a 503 still carries a Health body. */
export async function fetchHealth(): Promise<Health> {
  const res = await fetch(apiUrl('health'));
  return (await res.json()) as Health;
}
