import type { PageEngine } from './pageEngine.ts';

/** The job was cancelled by the user; its Worker (if it had started) was terminated and replaced. */
export class CancelledError extends Error {
  override name = 'CancelledError';
}

export const isCancelled = (e: unknown): e is CancelledError => e instanceof CancelledError;

/** Inputs above this size are long jobs: they run one at a time and never hold up short ones. */
export const LARGE_INPUT_BYTES = 512 * 1024;

interface Job {
  key: string;
  large: boolean;
  run: (engine: PageEngine) => Promise<unknown>;
  onStart: () => void;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** One engine Worker with its queue; cancelling the running job terminates the Worker and starts a new one. */
function createLane(start: () => Promise<PageEngine>) {
  let engine = start();
  const queue: Job[] = [];
  let current: { job: Job; abort: (reason: unknown) => void } | null = null;

  const pump = async () => {
    if (current) return;
    const job = queue.shift();
    if (!job) return;
    let abort: (reason: unknown) => void = () => {};
    const aborted = new Promise<never>((_, reject) => {
      abort = reject;
    });
    current = { job, abort };
    job.onStart();
    try {
      job.resolve(await Promise.race([engine.then(job.run), aborted]));
    } catch (e) {
      job.reject(e);
    } finally {
      current = null;
      void pump();
    }
  };

  return {
    engine: () => engine,
    busyWithLarge: () => current?.job.large ?? false,
    enqueue(job: Job) {
      // A short job passes every long one still waiting.
      const firstLarge = job.large ? -1 : queue.findIndex((j) => j.large);
      if (firstLarge < 0) queue.push(job);
      else queue.splice(firstLarge, 0, job);
      void pump();
    },
    cancel(key: string): boolean {
      const i = queue.findIndex((j) => j.key === key);
      if (i >= 0) {
        queue.splice(i, 1)[0]?.reject(new CancelledError());
        return true;
      }
      if (current?.job.key !== key) return false;
      // A Worker cannot be interrupted mid-call: it is ended, and the jobs behind run on a fresh one.
      const old = engine;
      void old.then(
        (e) => e.terminate(),
        () => {},
      );
      engine = start();
      current.abort(new CancelledError());
      return true;
    },
  };
}

/** Engine Workers for the page: a main one, and a second one started when a short job would wait behind a long one. */
export interface EnginePool {
  /** The main Worker's engine as first started (for its info). */
  first: Promise<PageEngine>;
  /**
   * Runs `job` on an engine. `key` names it for cancel(); `bytes` (the input size) makes it long or
   * short; `onStart` is called when it leaves the queue. Rejects with CancelledError when cancelled.
   */
  run<T>(
    key: string,
    bytes: number,
    job: (engine: PageEngine) => Promise<T>,
    onStart?: () => void,
  ): Promise<T>;
  /** Cancels the job of that key, waiting or running; false when there is none. */
  cancel(key: string): boolean;
}

export function createEnginePool(start: () => Promise<PageEngine>): EnginePool {
  const main = createLane(start);
  let spare: ReturnType<typeof createLane> | null = null;
  return {
    first: main.engine(),
    run<T>(key: string, bytes: number, run: (engine: PageEngine) => Promise<T>, onStart = () => {}) {
      return new Promise<T>((resolve, reject) => {
        const job: Job = {
          key,
          large: bytes > LARGE_INPUT_BYTES,
          run,
          onStart,
          resolve: resolve as (value: unknown) => void,
          reject,
        };
        if (!job.large && main.busyWithLarge()) {
          spare ??= createLane(start);
          spare.enqueue(job);
        } else main.enqueue(job);
      });
    },
    cancel: (key) => main.cancel(key) || (spare?.cancel(key) ?? false),
  };
}
