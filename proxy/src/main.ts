/** Entry point: `node --import tsx proxy/src/main.ts`. */
import { readConfig } from './config.ts';
import { logger } from './log/logger.ts';
import { type RunningServer, startServer } from './server.ts';

let stopping = false;
let starting: Promise<RunningServer | undefined> | undefined;

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
logger.info('starting');

starting = startServer(readConfig(process.env)).catch((err: unknown) => {
  // A broken configuration or rulesets build stops start-up loudly, with the reason and nothing else.
  logger.fatal(`start-up failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
const server = await starting;
if (server && !stopping) logger.info(`listening on ${server.url} (API at ${server.url}/api/v3)`);
