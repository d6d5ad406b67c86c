import { exposeEngineWorker } from '@einvoice/engine/worker';

exposeEngineWorker();
