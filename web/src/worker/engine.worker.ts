import { exposeEngineWorker } from '../../../engine/src/host/worker.ts';

exposeEngineWorker();
