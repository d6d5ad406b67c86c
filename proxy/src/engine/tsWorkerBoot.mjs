// Worker bootstrap: tsx registers its hooks on the main thread only (Node 20), so a worker
// registers them itself before importing its TypeScript entry (workerData.entry, a file URL).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
