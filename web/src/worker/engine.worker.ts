import { engineWorkerApi } from '@einvoice/engine/worker';
import { expose } from 'comlink';
import type { InvoiceXmlApi } from '../app/pageEngine.ts';
import { bytesToBase64 } from '../bytesToBase64.ts';
import { base64ToBytes } from '../lib/base64ToBytes.ts';

const invoiceXml: InvoiceXmlApi['invoiceXml'] = async (pdf) => {
  // Loaded on first use, as the engine loads pdf-lib: an XML-only session never fetches either.
  const { extractInvoice } = await import('@einvoice/engine');
  const { input } = await extractInvoice({ xmlBase64: bytesToBase64(pdf) });
  return base64ToBytes(input.xmlBase64);
};

expose({ ...engineWorkerApi(), invoiceXml });
