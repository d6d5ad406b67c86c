import type { FixContext } from './Synthesizer.ts';

/**
 * `read` made once per reading of the document (a FixContext's model): synthesizers ask per finding, and an
 * invoice may have thousands of findings. What it returns is shared: callers must not modify it.
 */
export function perReading<T>(read: (ctx: FixContext) => T): (ctx: FixContext) => T {
  const made = new WeakMap<FixContext['model'], T>();
  return (ctx) => {
    if (made.has(ctx.model)) return made.get(ctx.model) as T;
    const value = read(ctx);
    made.set(ctx.model, value);
    return value;
  };
}
