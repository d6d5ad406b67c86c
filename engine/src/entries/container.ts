/** Package entry `@einvoice/engine/container`: swapping the XML inside a hybrid PDF, for the page's tests. */
export * from '../container/swapInvoice.ts';
