import { z } from 'zod';
import type { AccountStore } from '../account/accountStore.ts';
import { AccountCommandSchemas, runAccountCommand } from '../account/operatorCommands.ts';
import { isPlanName, PLAN_NAMES, PLANS, quotaPeriod } from '../auth/plans.ts';
import type { Clock } from '../lib/clock.ts';
import { TimeBoundSchema } from '../platform/schemas/timeBound.ts';
import type { Repository } from '../storage/repository.ts';

/** A key-management command, as the CLI sends it (over the admin socket or run locally). */
export const KeysCommandSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('create-account'),
    name: z.string().min(1),
    plan: z.enum(PLAN_NAMES),
    expiresAt: TimeBoundSchema.optional(),
  }),
  z.object({ command: z.literal('list') }),
  z.object({
    command: z.literal('regenerate'),
    accountId: z.string().min(1),
    expiresAt: TimeBoundSchema.optional(),
  }),
  z
    .object({
      command: z.literal('deactivate'),
      keyId: z.string().min(1).optional(),
      accountId: z.string().min(1).optional(),
    })
    .refine(
      (c) => (c.keyId === undefined) !== (c.accountId === undefined),
      'deactivate takes --key or --account',
    ),
  ...AccountCommandSchemas,
]);

export type KeysCommand = z.infer<typeof KeysCommandSchema>;

/**
 * Runs one key-management command against the repository; what a dashboard would do. Issued
 * keys appear in the result once and nowhere else.
 */
export async function runKeysCommand(
  repo: Repository,
  clock: Clock,
  input: unknown,
  accounts: AccountStore,
): Promise<unknown> {
  const cmd = KeysCommandSchema.parse(input);
  const now = new Date(clock());
  switch (cmd.command) {
    case 'create-account':
      return repo.createAccount(cmd.name, cmd.plan, now, cmd.expiresAt ? new Date(cmd.expiresAt) : null);
    case 'regenerate': {
      const issued = await repo.regenerateKeys(
        cmd.accountId,
        now,
        cmd.expiresAt ? new Date(cmd.expiresAt) : null,
      );
      if (!issued) throw new Error(`no account ${cmd.accountId}`);
      return issued;
    }
    case 'deactivate':
      return {
        deactivated: await repo.deactivate(
          cmd.keyId ? { keyId: cmd.keyId } : { accountId: cmd.accountId as string },
        ),
      };
    case 'reset-password':
    case 'invite':
      return runAccountCommand(accounts, now, cmd);
    case 'list': {
      const accounts = await repo.listAccounts();
      return Promise.all(
        accounts.map(async (a) => {
          if (!isPlanName(a.plan)) return a;
          const plan = PLANS[a.plan];
          const period = quotaPeriod(plan, now.getTime());
          return { ...a, quota: { period, used: await repo.quotaUsed(a.id, period), limit: plan.quota } };
        }),
      );
    }
  }
}
