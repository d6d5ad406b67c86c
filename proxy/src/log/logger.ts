import { pino } from 'pino';

/**
 * The one structured logger (JSON lines on stdout): the server, its engine workers and the database
 * layer log through it, each error with the request id it belongs to where there is one. LOG_LEVEL
 * (default `info`) sets the threshold; `silent` turns it off.
 */
export const logger = pino({ level: process.env.LOG_LEVEL || 'info' });

/**
 * Logs a recurring failure once per `intervalMs` (an outage would otherwise log once per request): the
 * first occurrence at once, later ones folded into the next line as `suppressed`. `recovered()` logs
 * the end of an outage once.
 */
export function throttledLog(topic: string, intervalMs: number) {
  let lastAt = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  let failing = false;
  return {
    failed(message: string, clock: () => number = Date.now): void {
      failing = true;
      const now = clock();
      if (now - lastAt < intervalMs) {
        suppressed++;
        return;
      }
      logger.error({ topic, suppressed }, message);
      lastAt = now;
      suppressed = 0;
    },
    recovered(): void {
      if (!failing) return;
      failing = false;
      logger.info({ topic, suppressed }, `${topic}: available again`);
      lastAt = Number.NEGATIVE_INFINITY;
      suppressed = 0;
    },
  };
}
