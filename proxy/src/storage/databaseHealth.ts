import type { DataDirProblem } from './dataDirLock.ts';

/** State of the database as GET /health reports it under `validator.database`. */
export interface DatabaseHealth {
  kind: 'pglite' | 'postgres';
  /** unwritable: the embedded database's DATA_DIR is gone, read-only or lost its lock (see `reason`). */
  state: 'ok' | 'unreachable' | 'unwritable';
  reason?: DataDirProblem;
}
