/** Items allowed to wait behind their answers before new ones wait for theirs (a slow database slows callers). */
const MAX_PENDING = 64;
/** How long after an answer its batch may be written, ms: past a keep-alive client's next request (see below). */
const DEFAULT_DELAY_MS = 2;
/** How long a batch collects items before it is written, ms. */
const DEFAULT_BATCH_MS = 50;

interface Batch<T> {
  items: T[];
  openedAt: number;
  /** Settles once the batch is written; its write starts when `start` is called. */
  written: Promise<void>;
  start: () => void;
}

/**
 * Database writes an answer does not depend on (the v3 validation record), written after the answer has gone
 * out so the caller does not wait for them, and in batches: one statement stores the items of up to `batchMs`
 * (PGlite's fixed cost per statement, ~1.8 ms on this thread, is most of a single record's write). `drain()`
 * writes the open batch at once and waits for every write before the database closes. Once MAX_PENDING items
 * wait, the caller's batch is written at once and the caller waits for it: the backlog stays bounded.
 * A batch is written `delayMs` after an answer, never at once: PGlite runs queries on this thread, so a write
 * started at once would run before the answer, and one started on the next turn would hold up a keep-alive
 * client's next request, which arrives a fraction of a millisecond later. A few milliseconds on, that request
 * is in a worker and this thread only waits for it, so the write runs beside the engine instead of in front of
 * the request (`BENCH_GAP=only npm run bench`, docs/benchmarks.md "Server-Timing gap").
 */
export class WriteBehind<T> {
  private open: Batch<T> | null = null;
  private readonly running = new Set<Promise<void>>();
  private waiting = 0;
  private soon: ReturnType<typeof setTimeout> | undefined;
  private deadline: ReturnType<typeof setTimeout> | undefined;

  /** `write` stores a batch and handles its own failure. */
  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly delayMs = DEFAULT_DELAY_MS,
    private readonly batchMs = DEFAULT_BATCH_MS,
  ) {}

  /** Queues `item`; resolves at once, or once it is written under backlog. */
  async later(item: T): Promise<void> {
    const batch = this.open ?? this.openBatch();
    batch.items.push(item);
    this.waiting++;
    if (this.waiting > MAX_PENDING) {
      this.flush();
      await batch.written;
      return;
    }
    // Written just after an answer once the batch is old enough; the deadline covers a server gone quiet.
    clearTimeout(this.soon);
    this.soon = setTimeout(() => {
      if (performance.now() - batch.openedAt >= this.batchMs) this.flush();
    }, this.delayMs);
  }

  /** Writes the open batch now and resolves once every write started so far has finished. */
  async drain(): Promise<void> {
    this.flush();
    await Promise.allSettled([...this.running]);
  }

  private openBatch(): Batch<T> {
    let start = () => {};
    const items: T[] = [];
    const written = new Promise<void>((resolve) => {
      start = resolve;
    }).then(() => this.write(items));
    const batch = { items, openedAt: performance.now(), written, start };
    this.open = batch;
    this.deadline = setTimeout(() => this.flush(), 2 * this.batchMs + this.delayMs);
    return batch;
  }

  private flush(): void {
    const batch = this.open;
    if (!batch) return;
    this.open = null;
    clearTimeout(this.soon);
    clearTimeout(this.deadline);
    const running = batch.written.finally(() => {
      this.waiting -= batch.items.length;
      this.running.delete(running);
    });
    this.running.add(running);
    batch.start();
  }
}
