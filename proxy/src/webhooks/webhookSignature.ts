import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const SIGNATURE_HEADER = 'Webhook-Signature';
/** Receivers reject signatures whose timestamp is older than this (replay window). */
export const SIGNATURE_TOLERANCE_S = 300;

/** The signature header value for one delivery attempt. */
export function signWebhook(secret: string, body: string, timestampS: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampS}.${body}`).digest('hex');
  return `t=${timestampS},v1=${mac}`;
}

/** What a receiver does with the header: true when it is ours, for this body, and fresh. */
export function verifyWebhook(secret: string, body: string, header: string, nowS: number): boolean {
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowS - t) > SIGNATURE_TOLERANCE_S || !/^[0-9a-f]{64}$/.test(v1))
    return false;
  const expected = signWebhook(secret, body, t).slice(-64);
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(v1, 'hex'));
}
