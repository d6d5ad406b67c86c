/** Writes allowed to run behind their answers before new ones wait for theirs (a slow database slows callers). */
const MAX_PENDING = 64;

/**
 * Database writes an answer does not depend on (the v3 validation record), run after the answer has gone
 * out so the caller does not wait for them; `drain()` waits for the ones still running before the database
 * closes. Once MAX_PENDING are running, the next caller waits for its own write: the backlog stays bounded.
 * A write starts on the next turn of the event loop (setImmediate), after the answer was handed to the
 * socket: PGlite runs queries on this thread, and a query started at once would run before the answer.
 */
export class WriteBehind {
  private readonly pending = new Set<Promise<void>>();

  /** Starts `write`, which handles its own failure; resolves at once, or when it is done under backlog. */
  async later(write: () => Promise<void>): Promise<void> {
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(write)
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
    if (this.pending.size > MAX_PENDING) await running;
  }

  /** Resolves once every write started so far has finished. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }
}
