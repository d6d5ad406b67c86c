import { expose } from 'comlink';
import { pageWorkerApi } from './workerApi.ts';

expose(pageWorkerApi());
