import { createHash } from 'node:crypto';
import type { RateRule } from '../auth/rateLimit.ts';

/** Sign-ins per client address in 15 minutes: a household or office behind one address can still mistype. */
export const SIGN_IN_PER_ADDRESS = 30;
/** Sign-ins per e-mail in 15 minutes, wherever they come from: what guessing one password gets. */
export const SIGN_IN_PER_EMAIL = 5;
/** New accounts per client address an hour. */
export const SIGN_UP_PER_ADDRESS = 10;

const QUARTER_HOUR = 15 * 60_000;

/** The e-mail as a bucket name: the rate table never holds addresses in clear. */
export const emailKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

export function signInRules(address: string, email: string): RateRule[] {
  return [
    { bucket: `signin-addr:${address}`, limit: SIGN_IN_PER_ADDRESS, windowMs: QUARTER_HOUR },
    { bucket: `signin-email:${email}`, limit: SIGN_IN_PER_EMAIL, windowMs: QUARTER_HOUR },
  ];
}

export function signUpRule(address: string): RateRule {
  return { bucket: `signup-addr:${address}`, limit: SIGN_UP_PER_ADDRESS, windowMs: 3_600_000 };
}

/** Key regenerations per account an hour: each issues a pair and keeps the last one working for its grace. */
export const KEY_REGENERATIONS_PER_ACCOUNT = 10;

export function keyRegenerationRule(accountId: string): RateRule {
  return { bucket: `regenerate:${accountId}`, limit: KEY_REGENERATIONS_PER_ACCOUNT, windowMs: 3_600_000 };
}

/**
 * Deliveries asked for by hand (test events and redeliveries) per account a minute: each is a request to the
 * receiver, so without a limit a session could make the service send as many as it asks for.
 */
export const MANUAL_DELIVERIES_PER_ACCOUNT = 10;

export function manualDeliveryRule(accountId: string): RateRule {
  return { bucket: `deliver:${accountId}`, limit: MANUAL_DELIVERIES_PER_ACCOUNT, windowMs: 60_000 };
}

/** Password changes per user in 15 minutes: a stolen session cannot be used to guess the current password. */
export const PASSWORD_CHANGES_PER_USER = 5;

export function passwordChangeRule(userId: string): RateRule {
  return { bucket: `password:${userId}`, limit: PASSWORD_CHANGES_PER_USER, windowMs: QUARTER_HOUR };
}
