import type { Context } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** Server-Timing metrics of this request so far, `name;dur=ms`; the access log writes them with `total`. */
    timings?: string[];
  }
}

/**
 * Adds a part of the request's time to its `Server-Timing` header, so a client (and `npm run bench`) sees
 * where the API's own share goes: `key` lookup, `admit` (rate window and allowance), `body` (read and checks),
 * `pool` (hand-off to a worker and back, `engine` included), `engine` (inside the worker), `record`. A part
 * that ran beside another one says so in `description` (`admit;dur=0.80;desc="beside pool"`).
 */
export function addTiming(c: Context, name: string, ms: number, description?: string): void {
  const metric = `${name};dur=${ms.toFixed(2)}${description ? `;desc="${description}"` : ''}`;
  const timings = c.get('timings');
  if (timings) timings.push(metric);
  else c.set('timings', [metric]);
}

/** Runs `work` and adds its duration under `name`, also when it fails. */
export async function timed<T>(
  c: Context,
  name: string,
  work: () => Promise<T>,
  description?: string,
): Promise<T> {
  const startedAt = performance.now();
  try {
    return await work();
  } finally {
    addTiming(c, name, performance.now() - startedAt, description);
  }
}
