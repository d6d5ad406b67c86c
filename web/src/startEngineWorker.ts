import { connectEngineWorker } from '@einvoice/engine/workerClient';
import { wrap } from 'comlink';
import type { InvoiceXmlApi, PageEngine } from './app/pageEngine.ts';

/** Starts the engine Worker, which reads the rulesets copied beside the page (`./rulesets/`). */
export async function startEngineWorker(): Promise<PageEngine> {
  const worker = new Worker(new URL('./worker/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'engine',
  });
  const engine = await connectEngineWorker(worker, new URL('rulesets/', document.baseURI).href);
  // A second proxy on the same Worker for the page's own call; it lives as long as the engine.
  const page = wrap<InvoiceXmlApi>(worker);
  return { ...engine, invoiceXml: (pdf) => page.invoiceXml(pdf) };
}
