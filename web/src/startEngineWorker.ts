import { fromErrorData } from '@einvoice/engine/errors';
import { wrap } from 'comlink';
import type { PageEngine } from './app/pageEngine.ts';
import type { PageWorkerApi, WorkerOutcome } from './worker/workerApi.ts';

function unwrap<T>(o: WorkerOutcome<T>): T {
  if (!o.ok) throw fromErrorData(o.error);
  return o.value;
}

/** Starts the engine Worker, which reads the rulesets copied beside the page (`./rulesets/`). */
export async function startEngineWorker(): Promise<PageEngine> {
  const worker = new Worker(new URL('./worker/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'engine',
  });
  const api = wrap<PageWorkerApi>(worker);
  const info = unwrap(await api.init(new URL('rulesets/', document.baseURI).href));
  return {
    validate: async (input, options) => unwrap(await api.validate(input, options)),
    info: () => info,
    prepare: async () => unwrap(await api.prepare()),
    fix: async (input, options) => unwrap(await api.fix(input, options)),
    convert: async (input, options) => unwrap(await api.convert(input, options)),
    render: async (input, options) => unwrap(await api.render(input, options)),
    invoiceXml: (pdf) => api.invoiceXml(pdf),
    terminate: () => worker.terminate(),
  };
}
