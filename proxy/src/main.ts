/** Entry point: `node --import tsx proxy/src/main.ts`. */
import { readConfig } from './config.ts';
import { startServer } from './server.ts';

const server = await startServer(readConfig(process.env)).catch((err: unknown) => {
  // A broken configuration or rulesets build stops start-up loudly, with the reason and nothing else.
  console.error(`[proxy] start-up failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
console.log(`[proxy] listening on ${server.url} (API at ${server.url}/api/v3)`);

const shutdown = (signal: string) => {
  console.log(`[proxy] ${signal}: shutting down`);
  server.close().then(
    () => process.exit(0),
    (err) => {
      console.error('[proxy] shutdown failed', err);
      process.exit(1);
    },
  );
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
