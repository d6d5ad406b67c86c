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
import type { EngineCall, WorkerReply, WorkerRequest } from './protocol.ts';

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
  /** Validates and reads the invoice's metadata (earlier interface, spec 2.4) in one worker call. */
  inspect(input: ValidateInput, options?: ValidateOptions): Promise<InspectResult>;
  /** The earlier interface's remediation (validate, strict repair with answers, replaced values) on a worker. */
  remediate(input: ValidateInput, answers: Answer[]): Promise<Remediation>;
  /** Repairs an invoice (spec 4.3) on a worker, like validate. */
  fix(input: ValidateInput, options: FixOptions): Promise<FixResult>;
  /** Converts an invoice (spec 4.4) on a worker: the conversion validates its output. */
  convert(input: ValidateInput, options: ConvertOptions): Promise<ConvertResult>;
  /** Renders an invoice (spec 4.5) on a worker: a 10 MB rendering must not hold the server thread. */
  render(input: ValidateInput, options: RenderOptions): Promise<RenderResult>;
  /** Artefacts and scenarios of the engine, as the first worker reported them at start-up. */
  info(): EngineInfo;
  state(): PoolState;
  /** Fails queued calls with ORACLE_UNAVAILABLE and stops all workers. */
  close(): Promise<void>;
}

export interface PoolConfig {
  size: number;
  /** Calls waiting for a worker beyond this are refused with 503 instead of piling up. */
  maxQueue: number;
  /** A call running longer is failed with 503 and its worker replaced. */
  timeoutMs: number;
  /** Worker entry; tests substitute a double that speaks the same protocol. */
  workerUrl?: URL;
}

interface Job {
  id: number;
  call: EngineCall;
  resolve: (
    r: ValidateResult | FixResult | ConvertResult | RenderResult | InspectResult | Remediation,
  ) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const DEFAULT_WORKER = new URL('./engineWorker.ts', import.meta.url);
const TS_BOOT = new URL('./tsWorkerBoot.mjs', import.meta.url);
const RESTART_DELAY_MS = 2000;

const unavailable = (message: string) => new EngineError('ORACLE_UNAVAILABLE', message);

/**
 * Starts `size` workers and resolves once every one has prepared its engine; rejects (and
 * stops them) if any fails, so a broken ruleset build stops start-up loudly.
 */
export async function createEnginePool(config: PoolConfig): Promise<EnginePool> {
  const workerUrl = config.workerUrl ?? DEFAULT_WORKER;
  const slots: (Slot | null)[] = Array.from({ length: config.size }, () => null);
  const queue: Job[] = [];
  let info: EngineInfo | null = null;
  let nextId = 1;
  let restarts = 0;
  let closing = false;

  const dispatch = () => {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (!slot?.ready || slot.job) continue;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.timer = setTimeout(() => {
        settle(slot)?.reject(unavailable(`Validation did not finish within ${config.timeoutMs} ms`));
        void slot.worker.terminate();
      }, config.timeoutMs);
      const req: WorkerRequest = { ...job.call, id: job.id };
      slot.worker.postMessage(req);
    }
  };

  const settle = (slot: Slot): Job | null => {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    return job;
  };

  const spawn = (index: number): Promise<void> =>
    new Promise((resolveStart, rejectStart) => {
      // execArgv [] so a parent's `--import tsx` is not inherited on top of the boot's own registration.
      const worker = new Worker(TS_BOOT, { execArgv: [], workerData: { entry: workerUrl.href } });
      const slot: Slot = { worker, ready: false, job: null, timer: null };
      slots[index] = slot;
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') {
          info ??= reply.info;
          slot.ready = true;
          resolveStart();
          dispatch();
        } else if (reply.type === 'startFailed') {
          rejectStart(new Error(`engine worker failed to start: ${reply.message}`));
          void worker.terminate();
        } else if (slot.job?.id === reply.id) {
          const job = settle(slot) as Job;
          if (reply.type === 'result') job.resolve(reply.result);
          else job.reject(reply.error ? fromErrorData(reply.error) : new Error('engine worker failed'));
          dispatch();
        }
      });
      worker.on('error', (err) => console.error('[engine pool] worker error', err));
      worker.on('exit', (code) => {
        const startedOk = slot.ready;
        slot.ready = false;
        settle(slot)?.reject(unavailable('The validator stopped while checking this document'));
        rejectStart(new Error(`engine worker exited with code ${code} during start-up`));
        if (closing || slots[index] !== slot) return;
        slots[index] = null;
        restarts++;
        // With no worker able to start, waiting callers are told now rather than left hanging.
        if (!startedOk && !slots.some((s) => s?.ready)) {
          for (const job of queue.splice(0)) job.reject(unavailable('No validator is available'));
        }
        // A worker that could not even start is retried later, not in a tight loop.
        const delay = startedOk ? 0 : RESTART_DELAY_MS;
        setTimeout(() => {
          if (!closing) spawn(index).catch((err) => console.error('[engine pool] restart failed', err));
        }, delay).unref();
      });
    });

  const close = async () => {
    closing = true;
    for (const job of queue.splice(0)) job.reject(unavailable('The server is shutting down'));
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
  ): Promise<ValidateResult | FixResult | ConvertResult | RenderResult | InspectResult | Remediation> => {
    if (closing) return Promise.reject(unavailable('The server is shutting down'));
    if (queue.length >= config.maxQueue) {
      return Promise.reject(unavailable('All validators are busy; try again later'));
    }
    return new Promise((resolve, reject) => {
      queue.push({ id: nextId++, call, resolve, reject });
      dispatch();
    });
  };

  return {
    validate: (input, options) => enqueue({ type: 'validate', input, options }) as Promise<ValidateResult>,
    inspect: (input, options) => enqueue({ type: 'inspect', input, options }) as Promise<InspectResult>,
    remediate: (input, answers) => enqueue({ type: 'remediate', input, answers }) as Promise<Remediation>,
    fix: (input, options) => enqueue({ type: 'fix', input, options }) as Promise<FixResult>,
    convert: (input, options) => enqueue({ type: 'convert', input, options }) as Promise<ConvertResult>,
    render: (input, options) => enqueue({ type: 'render', input, options }) as Promise<RenderResult>,
    info: () => info as EngineInfo,
    state: () => ({
      workers: config.size,
      ready: slots.filter((s) => s?.ready).length,
      busy: slots.filter((s) => s?.job).length,
      queue: queue.length,
      maxQueue: config.maxQueue,
      restarts,
    }),
    close,
  };
}
