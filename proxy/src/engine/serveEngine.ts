import type { MessagePort } from 'node:worker_threads';
import type { LocalEngine } from '@einvoice/engine';
import { convert, fix, remediate, renderInvoice } from '@einvoice/engine';
import { isEngineError, toErrorData } from '@einvoice/engine/errors';
import type { WorkerReply, WorkerRequest } from './protocol.ts';

// One engine call by its type; the switch is exhaustive over the closed request union.
function run(engine: LocalEngine, req: WorkerRequest) {
  switch (req.type) {
    case 'validate':
      return engine.validate(req.input, req.options);
    case 'inspect':
      return engine.inspect(req.input, req.options);
    case 'remediate':
      return remediate(engine, req.input, req.answers);
    case 'fix':
      return fix(engine, req.input, req.options);
    case 'convert':
      return convert(engine, req.input, req.options);
    case 'render':
      return renderInvoice(req.input, req.options);
  }
}

/**
 * Worker side of the pool protocol: prepares one engine (rule sets compiled once per thread),
 * reports `ready` with its info, then answers requests by id.
 */
export async function serveEngine(port: MessagePort, create: () => Promise<LocalEngine>): Promise<void> {
  const send = (reply: WorkerReply) => port.postMessage(reply);
  let engine: LocalEngine;
  try {
    engine = await create();
    // Load the schemas and compiled rules before reporting ready, so no caller pays for the first load.
    await engine.prepare();
  } catch (err) {
    console.error('[engine worker] start-up failed', err);
    send({ type: 'startFailed', message: err instanceof Error ? err.message : String(err) });
    return;
  }
  port.on('message', async (req: WorkerRequest) => {
    try {
      send({ type: 'result', id: req.id, result: await run(engine, req) });
    } catch (err) {
      if (!isEngineError(err)) console.error('[engine worker] validate failed', err);
      send({ type: 'error', id: req.id, error: isEngineError(err) ? toErrorData(err) : null });
    }
  });
  send({ type: 'ready', info: engine.info() });
}
