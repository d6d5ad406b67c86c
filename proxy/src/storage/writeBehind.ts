/** Writes allowed to run behind their answers before new ones wait for theirs (a slow database slows callers). */
const MAX_PENDING = 64;
/** How long after its answer a write starts, ms: past a keep-alive client's next request (see below). */
const DEFAULT_DELAY_MS = 2;

/**
 * Database writes an answer does not depend on (the v3 validation record), run after the answer has gone
 * out so the caller does not wait for them; `drain()` waits for the ones still running before the database
 * closes. Once MAX_PENDING are running, the next caller waits for its own write: the backlog stays bounded.
 * A write starts `delayMs` after the answer was handed to the socket: PGlite runs queries on this thread, so
 * a query started at once would run before the answer, and one started on the next turn (as before) would
 * hold up a keep-alive client's next request, which arrives a fraction of a millisecond later. A few
 * milliseconds on, that request is in a worker and this thread only waits for it, so the write runs beside the
 * engine instead of in front of the request (`BENCH_GAP=only npm run bench`, docs/benchmarks.md "Server-Timing gap").
 */
export class WriteBehind {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly delayMs = DEFAULT_DELAY_MS) {}

  /** Starts `write`, which handles its own failure; resolves at once, or when it is done under backlog. */
  async later(write: () => Promise<void>): Promise<void> {
    const running = new Promise<void>((resolve) => setTimeout(resolve, this.delayMs))
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
