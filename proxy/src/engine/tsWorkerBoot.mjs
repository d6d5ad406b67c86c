// Worker bootstrap: tsx registers its hooks on the main thread only (Node 20), so a worker
// registers them itself before importing its TypeScript entry (workerData.entry, a file URL).
// The workspace's export condition (docs/library.md) is added the same way: `@einvoice/validator-js`
// entries resolve to their sources, as under vitest and in the server bundle, with no library build.
import { register as registerHooks } from 'node:module';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const SOURCE_CONDITION = `export async function resolve(specifier, context, next) {
  return next(specifier, { ...context, conditions: [...context.conditions, '@einvoice/source'] });
}`;
registerHooks(`data:text/javascript,${encodeURIComponent(SOURCE_CONDITION)}`);
register();
await import(workerData.entry);
