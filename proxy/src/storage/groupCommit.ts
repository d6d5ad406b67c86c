/** Items a single statement takes at most; more wait for the next one. */
const MAX_BATCH = 64;

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

/**
 * Runs database calls one statement at a time, joining calls into batches (group commit): the calls made in one
 * turn of the event loop, and those made while a statement runs, go into one statement. PGlite runs its
 * statements synchronously on this thread, so nothing arrives while one runs; under load, though, one turn
 * handles several requests, and their calls are written together just after it (setImmediate), a few
 * microseconds later for a lone call. `run` answers its batch in order; a batch that fails rejects its own
 * callers only.
 */
export class GroupCommit<T, R> {
  private readonly waiting: Waiting<T, R>[] = [];
  private busy = false;

  constructor(private readonly run: (batch: T[]) => Promise<R[]>) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.busy) return;
      this.busy = true;
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        const results = await this.run(batch.map((w) => w.item));
        batch.forEach((w, i) => {
          w.resolve(results[i] as R);
        });
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    this.busy = false;
  }
}
