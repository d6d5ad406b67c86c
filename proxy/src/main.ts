/** Entry point: `node --import tsx proxy/src/main.ts`. */
import { networkInterfaces } from 'node:os';
import { enterCallerFolder } from '@einvoice/engine/commandLine';
import type { SignupMode } from './auth/signupMode.ts';
import { poolConfig, readConfig } from './config.ts';
import { createEnginePool } from './engine/pool.ts';
import { pageUrls } from './http/pageUrls.ts';
import { logger } from './log/logger.ts';
import { logReleaseCurrency } from './log/releaseCurrency.ts';
import type { RunningServer } from './server.ts';

let stopping = false;
let starting: Promise<RunningServer | undefined> | undefined;
let signup: SignupMode = 'open';

/**
 * SIGTERM/SIGINT at any moment, start-up included: stop accepting, let in-flight requests finish (each is
 * bounded by its deadline), stop the workers, close the database. A second signal exits at once.
 */
const shutdown = async (signal: string) => {
  if (stopping) {
    logger.warn({ signal }, 'second signal: exiting without draining');
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal }, 'shutting down: no new connections, draining in-flight requests');
  try {
    await (await starting)?.close();
    logger.info('stopped');
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// DATA_DIR, WEB_DIST and the other paths of the environment mean the folder `npm start` was called from.
enterCallerFolder();
logger.info('starting');

const fatal = (err: unknown) => {
  // A broken configuration or rulesets build stops start-up loudly, with the reason and nothing else.
  logger.fatal(`start-up failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
};
starting = (async () => {
  const config = readConfig(process.env);
  signup = config.signup;
  if (config.webhooks.policy.allowLoopback)
    logger.warn('WEBHOOK_ALLOW_LOOPBACK=1: webhooks may target this machine (a development setting)');
  // The engine workers start first: they prepare the rule sets on their own threads while this one loads
  // the rest of the server and opens the database.
  const pool = createEnginePool(poolConfig(config));
  pool.catch(() => {}); // reported by startServer, after the database is closed again
  const { startServer } = await import('./server.ts');
  return startServer(config, undefined, pool);
})().catch(fatal);
/** The start log's word on who reaches the server and who may sign up. */
function reachLine(address: string): string {
  const loopback = address === 'localhost' || address === '::1' || address.startsWith('127.');
  return loopback
    ? `bound to ${address}: only this machine reaches the server (HOST=0.0.0.0 or NODE_ENV=production serves the network); sign-up ${signup}`
    : `bound to ${address}: other machines reach the server; sign-up ${signup} (SIGNUP=invite-only or closed to restrict it)`;
}

const server = await starting;
if (server && !stopping) {
  // Wall and CPU time (all threads) since the process started: what a start costs, also on a busy machine.
  const { user, system } = process.cpuUsage();
  logger.info(
    `listening on ${server.url} (API at ${server.url}/api/v3), ready ${(performance.now() / 1000).toFixed(1)} s ` +
      `after the process started (${((user + system) / 1e6).toFixed(1)} s CPU)`,
  );
  const { hostname, port } = new URL(server.url);
  const address = hostname.replace(/^\[|\]$/g, '');
  logger.info(`open ${pageUrls(address, Number(port), networkInterfaces()).join(' or ')}`);
  logger.info(reachLine(address));
  logReleaseCurrency(logger, server.pool.info().releases);
}
