import type { WorkerEngine } from '@einvoice/engine/workerClient';

/** What the page's engine Worker serves beside the engine's own API. */
export interface InvoiceXmlApi {
  /** The invoice XML a hybrid PDF embeds, as its bytes (as the engine took it out to judge it). */
  invoiceXml(pdf: Uint8Array): Promise<Uint8Array>;
}

/** The engine as the page uses it: the engine in its Worker, and the PDF's invoice for the source view. */
export type PageEngine = WorkerEngine & InvoiceXmlApi;
