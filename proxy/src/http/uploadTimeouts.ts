import type { ServerOptions } from 'node:http';

/**
 * Node's defaults keep a slow upload open up to 300 s (`requestTimeout`) and check only every 30 s, so a
 * client sending a byte now and then holds a connection and its memory for minutes (1,000 were open after
 * 91 s). The whole request — head and body — must arrive within the engine's deadline + 5 s, its head within
 * 20 s (never more than the whole), checked every 2 s; past them Node answers 408 and closes the connection.
 * The main server and the KoSIT daemon take the same.
 */
export function uploadTimeouts(engineTimeoutMs: number): ServerOptions {
  const requestTimeout = engineTimeoutMs + 5_000;
  return {
    requestTimeout,
    headersTimeout: Math.min(20_000, requestTimeout),
    connectionsCheckingInterval: 2_000,
  };
}
