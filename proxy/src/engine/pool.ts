import { Worker } from 'node:worker_threads';
import type {
  Answer,
  ConvertOptions,
  ConvertResult,
  EngineInfo,
  FixOptions,
  FixResult,
  InspectResult,
  Remediation,
  RenderOptions,
  RenderResult,
  ValidateInput,
  ValidateOptions,
  ValidateResult,
} from '@einvoice/engine';
// Value imports come from the errors module alone so the main thread never loads the engine.
import { EngineError, fromErrorData } from '@einvoice/engine/errors';
import { logger } from '../log/logger.ts';
import type { EngineCall, EngineResults, WorkerReply, WorkerRequest } from './protocol.ts';

/** What /health reports about the pool. */
export interface PoolState {
  workers: number;
  ready: number;
  busy: number;
  queue: number;
  maxQueue: number;
  restarts: number;
}

/** Engine calls run on worker threads so the event loop stays free for I/O and /health. */
export interface EnginePool {
  validate(input: ValidateInput, options?: ValidateOptions): Promise<ValidateResult>;
  /**
   * Validates and reads the invoice's metadata (earlier interface, spec 2.4) in one worker call.
   * `deadlineFrom` (Date.now() ms, in the past) starts the call's deadline then instead of at queueing: the
   * invoices of a batch share the deadline of one request.
   */
  inspect(input: ValidateInput, options?: ValidateOptions, deadlineFrom?: number): Promise<InspectResult>;
  /** The earlier interface's remediation (validate, strict repair with answers, replaced values) on a worker. */
  remediate(input: ValidateInput, answers: Answer[]): Promise<Remediation>;
  /** Repairs an invoice (spec 4.3) on a worker, like validate. */
  fix(input: ValidateInput, options: FixOptions): Promise<FixResult>;
  /** Converts an invoice (spec 4.4) on a worker: the conversion validates its output. */
  convert(input: ValidateInput, options: ConvertOptions): Promise<ConvertResult>;
  /** Renders an invoice (spec 4.5) on a worker, under the same deadline as every engine call. */
  render(input: ValidateInput, options: RenderOptions): Promise<RenderResult>;
  /**
   * Any call, answered as the JSON text of its result: serialized on the worker and refused there with
   * 413 XML_TOO_LARGE beyond the response limit, so the event loop only copies a string. Aborting `withdraw`
   * takes the call out of the queue if no worker has taken it yet (it then rejects); a running call finishes.
   */
  json(call: EngineCall, withdraw?: AbortSignal): Promise<EngineJson>;
  /** Artefacts and scenarios of the engine, as the first worker reported them at start-up. */
  info(): EngineInfo;
  state(): PoolState;
  /** Fails queued calls with ORACLE_UNAVAILABLE and stops all workers. */
  close(): Promise<void>;
}

/** A result as JSON text, with the time the worker spent on the call (engine and serialization), ms. */
export interface EngineJson {
  json: string;
  engineMs: number;
  /** For `inspect`: the metadata and the result without its finding lists, for the validation record. */
  extra?: InspectResult;
}

export interface PoolConfig {
  size: number;
  /** Calls waiting for a worker beyond this are refused with 503 instead of piling up. */
  maxQueue: number;
  /**
   * Deadline of a call from the moment it is queued: past it the caller gets 503 and, if the call
   * runs, its worker is replaced.
   */
  timeoutMs: number;
  /** V8 heap limit of each worker (resourceLimits.maxOldGenerationSizeMb); a worker over it is replaced. */
  maxHeapMb?: number;
  /** Longest JSON answer of `json()` calls, in bytes. */
  maxResponseBytes?: number;
  /** Worker entry; tests substitute a double that speaks the same protocol. */
  workerUrl?: URL;
  /** How long a worker must have been idle, and how many calls it must have answered, to be renewed (below). */
  renew?: { idleMs: number; afterCalls: number };
}

type AnyResult = EngineResults[EngineCall['type']] | EngineJson;

interface Job {
  id: number;
  request: WorkerRequest;
  /** Fires at the deadline, queued or running. */
  deadline: NodeJS.Timeout;
  /** Stops listening for the caller's withdrawal. */
  unlisten: () => void;
  resolve: (r: AnyResult) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  /** starting → ready; retiring once it is being terminated (deadline, broken channel), never used again. */
  phase: 'starting' | 'ready' | 'retiring';
  job: Job | null;
  /** Whether it ever reported ready: one that never did is restarted only after a back-off. */
  started: boolean;
  /** Why the worker is going away, when the pool knows better than its exit code. */
  exitReason: 'memory' | null;
  /** Its young generation once ready and after its last answer, MB (WorkerReply). */
  youngMb: { ready: number; now: number };
  /** Calls it answered. */
  answered: number;
  /** Fires once it has been idle for the renewal's idleMs. */
  idle: NodeJS.Timeout | undefined;
}

// From the server bundle (proxy/dist/, `npm start`) the worker is the bundled entry beside this code; from the
// TypeScript sources (tests, tsx) it is the source, which boots through tsx.
const DEFAULT_WORKER = import.meta.url.endsWith('.ts')
  ? new URL('./engineWorker.ts', import.meta.url)
  : new URL('./engineWorker.mjs', import.meta.url);
const TS_BOOT = new URL('./tsWorkerBoot.mjs', import.meta.url);
const RESTART_DELAY_MS = 2000;
/**
 * A worker that served a load — idle for 10 s after at least 1,000 calls, its young generation RENEW_YOUNG_MB
 * larger than when it was ready — is replaced by a fresh one. V8 grows the young generation under a load up to
 * its limit (3 × 32 MB, below) and keeps it, so two workers held ~190 MB more a minute after a load than after
 * start (`BENCH_MEMORY=only npm run bench`); smaller semi-spaces gave it back but made 10 MB invoices 10 %
 * slower (docs/benchmarks.md). A fresh worker gives it all back and loads its rules again on its first document
 * (the first worker prepares the common one again): a cost of a few hundred milliseconds once per 1,000 calls at
 * most, which one-off growth (a first document's rules) never triggers.
 */
const DEFAULT_RENEW = { idleMs: 10_000, afterCalls: 1000 };
const RENEW_YOUNG_MB = 32;
/** Default worker heap: a 10 MB invoice peaks near 0.5 GB; twice that leaves room for fix and convert. */
export const DEFAULT_MAX_HEAP_MB = 1024;
/**
 * V8 limits of an engine worker: the old generation bounded by the configured heap; a young generation of
 * 32 MB semi-spaces (V8's default is 16 MB): a reading of a 10 MB invoice allocates hundreds of thousands of
 * short-lived objects, and with the default they are copied out of the young generation several times over.
 * 32 MB is as fast as 64 MB at 10 MB since the parser keeps one copy of repeated strings (A/B in fresh processes,
 * 2026-11-26: fix 3.36–3.44 s against 3.45–3.59 s) with ~115 MB lower peaks and a lower steady RSS per worker;
 * 16 MB was slower (3.79–3.93 s). `npm run cli` and `npm run bench` give their own process the same semi-spaces
 * (`--max-semi-space-size=32` in package.json), so their figures are the server's.
 */
export function engineResourceLimits(maxHeapMb: number) {
  return { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB };
}
const YOUNG_GENERATION_MB = 3 * 32;

/** Default response limit (README "API"): room for a 10 MB invoice's structured rendering. */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

const unavailable = (message: string, details?: Record<string, unknown>) =>
  new EngineError('ORACLE_UNAVAILABLE', message, details);

/**
 * Starts `size` workers and resolves once every one has prepared its engine; rejects (and
 * stops them) if any fails, so a broken ruleset build stops start-up loudly.
 *
 * Robustness rules: a job always ends (result, error, deadline or worker exit), whatever fails — posting,
 * cloning, receiving — and the failure stays with that job: no listener throws, a slot is never left
 * holding a finished job, and a worker that is being terminated takes no new work.
 */
export async function createEnginePool(config: PoolConfig): Promise<EnginePool> {
  const workerUrl = config.workerUrl ?? DEFAULT_WORKER;
  const maxHeapMb = config.maxHeapMb ?? DEFAULT_MAX_HEAP_MB;
  const maxJsonBytes = config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const renewal = config.renew ?? DEFAULT_RENEW;
  const grown = (slot: Slot) =>
    slot.answered >= renewal.afterCalls && slot.youngMb.now - slot.youngMb.ready >= RENEW_YOUNG_MB;
  const slots: (Slot | null)[] = Array.from({ length: config.size }, () => null);
  const queue: Job[] = [];
  let info: EngineInfo | null = null;
  let nextId = 1;
  let restarts = 0;
  let closing = false;

  /** Ends a job once; later attempts (a reply racing its deadline) find it gone. */
  const finish = (job: Job, outcome: { result: AnyResult } | { error: Error }) => {
    clearTimeout(job.deadline);
    job.unlisten();
    for (const slot of slots) if (slot?.job === job) slot.job = null;
    const queued = queue.indexOf(job);
    if (queued >= 0) queue.splice(queued, 1);
    if ('result' in outcome) job.resolve(outcome.result);
    else job.reject(outcome.error);
  };

  /** Takes a worker out of service for good; its exit handler starts the replacement. */
  const retire = (slot: Slot) => {
    slot.phase = 'retiring';
    slot.worker.terminate().catch((err: unknown) => logger.error({ err }, 'engine worker did not terminate'));
  };

  const dispatch = () => {
    for (const slot of slots) {
      // A slot whose hand-off failed is free again and takes the next job.
      while (queue.length > 0 && slot?.phase === 'ready' && !slot.job) {
        const job = queue.shift() as Job;
        slot.job = job;
        try {
          slot.worker.postMessage(job.request);
        } catch (err) {
          // Nothing reached the worker (the request could not be cloned): the slot is free again.
          slot.job = null;
          logger.error({ err, call: job.request.type }, 'engine request could not be handed to a worker');
          finish(job, { error: new Error('engine request could not be posted') });
        }
      }
    }
  };

  const onReply = (slot: Slot, reply: WorkerReply) => {
    if (reply.type === 'ready' || reply.type === 'startFailed') return;
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    slot.youngMb.now = reply.youngMb ?? 0;
    slot.answered++;
    if (reply.type === 'result') finish(job, { result: reply.result });
    else if (reply.type === 'json')
      finish(job, {
        result: { json: reply.json, engineMs: reply.ms, ...(reply.extra ? { extra: reply.extra } : {}) },
      });
    else finish(job, { error: reply.error ? fromErrorData(reply.error) : new Error('engine worker failed') });
    dispatch();
    clearTimeout(slot.idle);
    if (!slot.job && grown(slot)) slot.idle = setTimeout(() => renew(slot), renewal.idleMs).unref();
  };

  /**
   * Replaces a worker that has been idle since its idle timer was set, one at a time: while another worker
   * starts, it waits for a later turn; a worker that took a job meanwhile is left alone (its next answer
   * sets the timer again). Not a restart: `restarts` counts failures.
   */
  const renew = (slot: Slot) => {
    const index = slots.indexOf(slot);
    if (closing || index < 0 || slot.phase !== 'ready' || slot.job || !grown(slot)) return;
    if (slots.some((s) => s?.phase === 'starting')) {
      slot.idle = setTimeout(() => renew(slot), renewal.idleMs).unref();
      return;
    }
    slot.phase = 'retiring';
    logger.info(
      { worker: index, youngMb: Math.round(slot.youngMb.now), calls: slot.answered },
      'engine worker renewed: a load left its young generation grown',
    );
    spawn(index, { renewing: true }).catch((err: unknown) => {
      logger.error({ err }, 'engine worker renewal failed');
      if (slots[index] === null) setTimeout(() => restart(index), RESTART_DELAY_MS).unref();
    });
    slot.worker.terminate().catch((err: unknown) => logger.error({ err }, 'engine worker did not terminate'));
  };

  const spawn = (index: number, { renewing = false }: { renewing?: boolean } = {}): Promise<void> =>
    new Promise((resolveStart, rejectStart) => {
      let worker: Worker;
      try {
        // One worker checks every file of the rules build against the manifest (issue 17: refuse to start on a
        // swapped file); the others check only what they read, instead of hashing ~80 MB each. A renewal does
        // not hash it again: every file a worker reads is still checked.
        const verifyAll = index === 0 && !renewing;
        // Only the first prepares the common document at start (serveEngine: PREPARED_AT_START); dispatch takes
        // the first free slot, so the others serve only while it is busy.
        const prepare = index === 0;
        const resourceLimits = engineResourceLimits(maxHeapMb);
        // A TypeScript entry boots through tsx; execArgv [] so a parent's `--import tsx` is not inherited on
        // top of the boot's own registration.
        worker = workerUrl.pathname.endsWith('.ts')
          ? new Worker(TS_BOOT, {
              execArgv: [],
              workerData: { entry: workerUrl.href, verifyAll, prepare },
              resourceLimits,
            })
          : new Worker(workerUrl, { workerData: { verifyAll, prepare }, resourceLimits });
      } catch (err) {
        rejectStart(err);
        return;
      }
      const slot: Slot = {
        worker,
        phase: 'starting',
        job: null,
        started: false,
        exitReason: null,
        youngMb: { ready: 0, now: 0 },
        answered: 0,
        idle: undefined,
      };
      slots[index] = slot;
      worker.on('message', (reply: WorkerReply) => {
        try {
          if (reply.type === 'ready') {
            info ??= reply.info;
            slot.started = true;
            slot.youngMb.ready = reply.youngMb ?? 0;
            if (slot.phase === 'starting') slot.phase = 'ready';
            resolveStart();
            dispatch();
          } else if (reply.type === 'startFailed') {
            rejectStart(new Error(`engine worker failed to start: ${reply.message}`));
            retire(slot);
          } else onReply(slot, reply);
        } catch (err) {
          logger.error({ err }, 'engine pool could not handle a worker reply');
        }
      });
      // A reply that cannot be deserialized: its job fails; the worker's state is unknown, so it goes.
      worker.on('messageerror', (err) => {
        logger.error({ err }, 'engine worker reply could not be received');
        if (slot.job) finish(slot.job, { error: new Error('engine reply could not be received') });
        retire(slot);
      });
      worker.on('error', (err: Error & { code?: string }) => {
        if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') slot.exitReason = 'memory';
        logger.error({ err }, 'engine worker failed');
      });
      worker.on('exit', (code) => {
        const startedOk = slot.started;
        slot.phase = 'retiring';
        if (slot.job) {
          finish(
            slot.job,
            slot.exitReason === 'memory'
              ? {
                  error: new EngineError(
                    'XML_TOO_LARGE',
                    `Processing this invoice needed more than the ${maxHeapMb} MB of memory a worker has`,
                    { limit: 'memory', maxHeapMb },
                  ),
                }
              : { error: unavailable('The validator stopped while checking this document') },
          );
        }
        rejectStart(new Error(`engine worker exited with code ${code} during start-up`));
        if (closing || slots[index] !== slot) return;
        slots[index] = null;
        restarts++;
        // With no worker able to start, waiting callers are told now rather than left hanging.
        if (!startedOk && !slots.some((s) => s?.phase === 'ready')) {
          for (const job of [...queue]) finish(job, { error: unavailable('No validator is available') });
        }
        // A worker that could not even start is retried later, not in a tight loop.
        setTimeout(() => restart(index), startedOk ? 0 : RESTART_DELAY_MS).unref();
      });
    });

  const restart = (index: number) => {
    if (closing) return;
    spawn(index).catch((err: unknown) => {
      logger.error({ err }, 'engine worker restart failed');
      // A Worker that could not even be constructed has no exit event to retry from.
      if (slots[index] === null) setTimeout(() => restart(index), RESTART_DELAY_MS).unref();
    });
  };

  const close = async () => {
    closing = true;
    for (const slot of slots) clearTimeout(slot?.idle);
    for (const job of [...queue]) finish(job, { error: unavailable('The server is shutting down') });
    await Promise.all(slots.map((slot) => slot?.worker.terminate()));
  };

  try {
    await Promise.all(slots.map((_, i) => spawn(i)));
  } catch (err) {
    await close();
    throw err;
  }

  const enqueue = (
    call: EngineCall,
    json: boolean,
    withdraw?: AbortSignal,
    deadlineFrom = Date.now(),
  ): Promise<AnyResult> => {
    if (closing) return Promise.reject(unavailable('The server is shutting down'));
    const timeoutMs = Math.min(config.timeoutMs, deadlineFrom + config.timeoutMs - Date.now());
    if (timeoutMs <= 0) {
      return Promise.reject(
        unavailable(`The request did not finish within ${config.timeoutMs} ms`, {
          deadlineMs: config.timeoutMs,
        }),
      );
    }
    if (withdraw?.aborted) return Promise.reject(new Error('engine call withdrawn'));
    if (queue.length >= config.maxQueue) {
      return Promise.reject(unavailable('All validators are busy; try again later'));
    }
    return new Promise((resolve, reject) => {
      const id = nextId++;
      const job: Job = {
        id,
        request: { ...call, id, json, maxJsonBytes },
        resolve,
        reject,
        unlisten: () => withdraw?.removeEventListener('abort', onWithdraw),
        deadline: setTimeout(() => {
          const running = slots.find((s) => s?.job === job);
          finish(job, {
            error: unavailable(`The request did not finish within ${config.timeoutMs} ms`, {
              deadlineMs: config.timeoutMs,
            }),
          });
          if (running) retire(running);
        }, timeoutMs),
      };
      // Only a queued call can be withdrawn: a worker's synchronous engine run cannot be stopped.
      const onWithdraw = () => {
        if (queue.includes(job)) finish(job, { error: new Error('engine call withdrawn') });
      };
      withdraw?.addEventListener('abort', onWithdraw, { once: true });
      queue.push(job);
      dispatch();
    });
  };

  return {
    validate: (input, options) =>
      enqueue({ type: 'validate', input, ...(options ? { options } : {}) }, false) as Promise<ValidateResult>,
    inspect: (input, options, deadlineFrom) =>
      enqueue(
        { type: 'inspect', input, ...(options ? { options } : {}) },
        false,
        undefined,
        deadlineFrom,
      ) as Promise<InspectResult>,
    remediate: (input, answers) =>
      enqueue({ type: 'remediate', input, answers }, false) as Promise<Remediation>,
    fix: (input, options) => enqueue({ type: 'fix', input, options }, false) as Promise<FixResult>,
    convert: (input, options) =>
      enqueue({ type: 'convert', input, options }, false) as Promise<ConvertResult>,
    render: (input, options) => enqueue({ type: 'render', input, options }, false) as Promise<RenderResult>,
    json: (call, withdraw) => enqueue(call, true, withdraw) as Promise<EngineJson>,
    info: () => info as EngineInfo,
    state: () => ({
      workers: config.size,
      ready: slots.filter((s) => s?.phase === 'ready').length,
      busy: slots.filter((s) => s?.job).length,
      queue: queue.length,
      maxQueue: config.maxQueue,
      restarts,
    }),
    close,
  };
}
