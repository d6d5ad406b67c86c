import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AccountStore } from './accountStore.ts';
import { hashPassword } from './passwords.ts';

/** How long an operator's invitation can be taken. */
export const INVITE_TTL_MS = 7 * 24 * 3_600_000;

const Email = z
  .email()
  .max(254)
  .transform((e) => e.toLowerCase());

/** The keys CLI's account commands: there is no mail server, so resets and invitations go through the operator. */
export const AccountCommandSchemas = [
  z.object({ command: z.literal('reset-password'), email: Email }),
  z.object({ command: z.literal('invite'), accountId: z.string().min(1), email: Email }),
] as const;

export type AccountCommand = z.infer<(typeof AccountCommandSchemas)[number]>;

/**
 * reset-password: a new random password, printed once, and every session of the user ended; the user signs in
 * with it and changes it. invite: a one-time token with which the e-mail signs up into the existing account.
 */
export async function runAccountCommand(
  store: AccountStore,
  now: Date,
  cmd: AccountCommand,
): Promise<unknown> {
  const user = await store.findUserByEmail(cmd.email);
  if (cmd.command === 'reset-password') {
    if (!user) throw new Error(`no user ${cmd.email}`);
    const password = randomBytes(15).toString('base64url');
    await store.setPassword(user.id, await hashPassword(password), now);
    return { email: cmd.email, temporaryPassword: password };
  }
  if (user) throw new Error(`${cmd.email} already has a user (of account ${user.account_id})`);
  const token = await store.invite(cmd.accountId, cmd.email, now, INVITE_TTL_MS);
  if (!token) throw new Error(`no account ${cmd.accountId}`);
  return {
    accountId: cmd.accountId,
    email: cmd.email,
    invite: token,
    expiresAt: new Date(now.getTime() + INVITE_TTL_MS).toISOString(),
  };
}
