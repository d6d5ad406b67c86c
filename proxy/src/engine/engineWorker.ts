/** Worker-thread entry of the engine pool: the package's Node validator behind the pool protocol. */

import { parentPort, workerData } from 'node:worker_threads';
import { buildDir } from '@einvoice/rulesets/paths';
import { createNodeValidator } from '@einvoice/validator-js/node';
import { serveEngine } from './serveEngine.ts';

if (!parentPort) throw new Error('engineWorker.ts runs only as a worker thread');
// Every file read is checked against the manifest either way; `verifyAll` checks the whole build up front.
const options = workerData as { verifyAll?: boolean; prepare?: boolean } | null;
const verifyAll = options?.verifyAll !== false;
void serveEngine(
  parentPort,
  () => createNodeValidator(process.env.RULESETS_BUILD_DIR ?? buildDir, { verifyAll }),
  {
    prepare: options?.prepare !== false,
  },
);
