export { type AppDeps, createApp, V3_BASE } from './app.ts';
export { noAuth } from './auth.ts';
export { poolConfig, readConfig, type ServerConfig } from './config.ts';
export { createEnginePool, type EnginePool, type PoolConfig, type PoolState } from './engine/pool.ts';
export { HTTP_STATUS } from './errors/httpStatus.ts';
export { uploadTimeouts } from './http/uploadTimeouts.ts';
export { type RunningServer, startServer } from './server.ts';
export { openDatabase } from './storage/openDatabase.ts';
export { Repository } from './storage/repository.ts';
