/**
 * SIGNUP: `open` (anyone: account sign-up and instant keys), `invite-only` (sign-up with an operator's invitation,
 * no instant keys) or `closed` (neither; accounts come from `npm run keys`).
 */
export const SIGNUP_MODES = ['open', 'invite-only', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];
