/** Worker-thread entry of the engine pool: the Node engine behind the pool protocol. */

import { parentPort } from 'node:worker_threads';
import { createNodeEngine } from '@einvoice/engine/node';
import { serveEngine } from './serveEngine.ts';

if (!parentPort) throw new Error('engineWorker.ts runs only as a worker thread');
void serveEngine(parentPort, createNodeEngine);
