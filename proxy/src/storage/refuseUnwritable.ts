import { EngineError } from '@einvoice/engine/errors';

/** Why the database must not be written now (openDatabase's `writeProblem`), or null when it may. */
export type WriteProblem = () => string | null;

/**
 * Refuses a change with 503 ORACLE_UNAVAILABLE (`details.component: "database"`) before any statement runs
 * when the embedded database's DATA_DIR is gone, read-only or its lock lost: the write would land in a
 * database nobody reads again. The one such check of every store that writes on a request.
 */
export function refuseUnwritable(writeProblem: WriteProblem): void {
  const problem = writeProblem();
  if (problem === null) return;
  throw new EngineError(
    'ORACLE_UNAVAILABLE',
    'The database cannot be written (its data directory is gone or read-only); nothing was changed.',
    { component: 'database', reason: problem },
  );
}
