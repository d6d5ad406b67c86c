import type { Answer, ConvertAnswer, FixMode } from '@einvoice/engine';
import { isEngineError, toErrorData } from '@einvoice/engine/errors';
import type { WorkerEngine } from '@einvoice/engine/workerClient';
import { LOCALE_KEY } from '../i18n/initialLocale.ts';
import type { AddedFile } from '../state/Action.ts';
import type { ApiMode, Locale, TaskName, TaskValues } from '../state/AppState.ts';
import type { Store } from '../state/createStore.ts';
import type { Failure } from './failure.ts';
import { sniffFile } from './sniffFile.ts';

/** What the page asks of the engine and the browser; each call dispatches its outcome to the store. */
export interface Controller {
  addFiles(files: readonly File[]): Promise<void>;
  repair(id: string, mode: FixMode, answers: Answer[]): Promise<void>;
  convert(id: string, target: string, allowLoss: boolean, answers: ConvertAnswer[]): Promise<void>;
  render(id: string, locale: Locale): Promise<void>;
  resetTask(id: string, task: TaskName): void;
  selectFile(id: string): void;
  removeFile(id: string): void;
  setLocale(locale: Locale): void;
  setApi(api: ApiMode): void;
}

// A Worker crash or a bug is still shown as a failure of this one file, never as an uncaught error.
function errorData(e: unknown): Failure {
  return isEngineError(e) ? toErrorData(e) : { code: 'INTERNAL', message: String(e) };
}

/** The controller over one store and the engine Worker; engine readiness is dispatched as it settles. */
export function createController(store: Store, engine: Promise<WorkerEngine>): Controller {
  let nextId = 0;
  engine.then(
    (e) => store.dispatch({ type: 'engine/ready', info: e.info() }),
    (e: unknown) => store.dispatch({ type: 'engine/failed', error: errorData(e) }),
  );

  const bytesOf = (id: string): Uint8Array => {
    const file = store.getState().files.find((f) => f.id === id);
    if (!file?.bytes) throw new Error(`no bytes for file ${id}`);
    return file.bytes;
  };

  async function run<K extends TaskName>(id: string, task: K, job: () => Promise<TaskValues[K]>) {
    store.dispatch({ type: 'task/started', id, task });
    try {
      const value = await job();
      store.dispatch({ type: 'task/done', id, task, value } as Extract<
        Parameters<Store['dispatch']>[0],
        { type: 'task/done'; task: K }
      >);
    } catch (e) {
      store.dispatch({ type: 'task/failed', id, task, error: errorData(e) });
    }
  }

  async function check(file: AddedFile) {
    if (!file.bytes) return;
    try {
      const result = await (await engine).validate({ bytes: file.bytes });
      store.dispatch({ type: 'check/done', id: file.id, result, at: performance.now() });
    } catch (e) {
      store.dispatch({ type: 'check/failed', id: file.id, error: errorData(e) });
    }
  }

  return {
    async addFiles(files) {
      const added: AddedFile[] = await Promise.all(
        files.map(async (f) => {
          const bytes = new Uint8Array(await f.arrayBuffer());
          const rejected = sniffFile(bytes.subarray(0, 512));
          nextId += 1;
          const id = `f${nextId}`;
          return {
            id,
            name: f.name,
            size: f.size,
            bytes: rejected ? null : bytes,
            rejected,
            at: performance.now(),
          };
        }),
      );
      store.dispatch({ type: 'files/added', files: added });
      // One after another: the Worker runs one job at a time anyway, and verdicts appear in order.
      for (const f of added) await check(f);
    },
    repair: (id, mode, answers) =>
      run(id, 'repair', async () => (await engine).fix({ bytes: bytesOf(id) }, { mode, answers })),
    convert: (id, target, allowLoss, answers) =>
      run(id, 'convert', async () =>
        (await engine).convert({ bytes: bytesOf(id) }, { target, allowLoss, answers }),
      ),
    render: (id, locale) =>
      run(id, 'render', async () =>
        (await engine).render({ bytes: bytesOf(id) }, { format: 'html', locale }),
      ),
    resetTask: (id, task) => store.dispatch({ type: 'task/reset', id, task }),
    selectFile: (id) => store.dispatch({ type: 'file/selected', id }),
    removeFile: (id) => store.dispatch({ type: 'file/removed', id }),
    setLocale(locale) {
      localStorage.setItem(LOCALE_KEY, locale);
      document.documentElement.lang = locale;
      store.dispatch({ type: 'locale/set', locale });
    },
    setApi: (api) => store.dispatch({ type: 'api/set', api }),
  };
}
