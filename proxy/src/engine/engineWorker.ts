/** Worker-thread entry of the engine pool: the Node engine behind the pool protocol. */

import { parentPort, workerData } from 'node:worker_threads';
import { createEngine } from '@einvoice/engine';
import { createNodeEngine, nodeLoader } from '@einvoice/engine/node';
import { serveEngine } from './serveEngine.ts';

if (!parentPort) throw new Error('engineWorker.ts runs only as a worker thread');
// Every file read is checked against the manifest either way; `verifyAll` checks the whole build up front.
const verifyAll = (workerData as { verifyAll?: boolean } | null)?.verifyAll !== false;
void serveEngine(parentPort, () => (verifyAll ? createNodeEngine() : createEngine({ loader: nodeLoader() })));
