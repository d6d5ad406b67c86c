import type { Action } from './Action.ts';
import type { AppState, FileEntry, Task, TaskName } from './AppState.ts';

const IDLE: FileEntry['tasks'] = {
  repair: { state: 'idle' },
  convert: { state: 'idle' },
  render: { state: 'idle' },
};

// Unchanged state keeps its identity, so subscribers of the store do not re-render for nothing.
function updateFile(state: AppState, id: string, change: (f: FileEntry) => FileEntry): AppState {
  let changed = false;
  const files = state.files.map((f) => {
    if (f.id !== id) return f;
    const next = change(f);
    changed ||= next !== f;
    return next;
  });
  return changed ? { ...state, files } : state;
}

function setTask(state: AppState, id: string, task: TaskName, value: Task<unknown>): AppState {
  return updateFile(state, id, (f) => ({ ...f, tasks: { ...f.tasks, [task]: value } }));
}

/** The page's state after one action; pure, so every transition is testable without React. */
export function reduce(state: AppState, action: Action): AppState {
  switch (action.type) {
    case 'engine/ready':
      return { ...state, engine: { state: 'ready', info: action.info } };
    case 'engine/failed':
      return { ...state, engine: { state: 'failed', error: action.error } };
    case 'files/added': {
      const added: FileEntry[] = action.files.map((f) => ({
        id: f.id,
        name: f.name,
        size: f.size,
        bytes: f.bytes,
        summary: null,
        check: f.rejected
          ? { state: 'rejected', reason: f.rejected }
          : { state: 'validating', startedAt: f.at, runningSince: null },
        tasks: IDLE,
      }));
      const first = added[0];
      return { ...state, files: [...state.files, ...added], selectedId: first ? first.id : state.selectedId };
    }
    case 'file/selected':
      return state.files.some((f) => f.id === action.id) ? { ...state, selectedId: action.id } : state;
    case 'file/removed': {
      const files = state.files.filter((f) => f.id !== action.id);
      const selectedId = state.selectedId === action.id ? (files[0]?.id ?? null) : state.selectedId;
      return { ...state, files, selectedId };
    }
    case 'check/running':
      return updateFile(state, action.id, (f) =>
        f.check.state === 'validating' ? { ...f, check: { ...f.check, runningSince: action.at } } : f,
      );
    case 'check/cancelled':
      return updateFile(state, action.id, (f) =>
        f.check.state === 'validating' ? { ...f, check: { state: 'cancelled' } } : f,
      );
    case 'check/queued':
      return updateFile(state, action.id, (f) =>
        // A cancelled check started again, or a verdict asked for again under other rule settings.
        f.check.state !== 'validating' && f.check.state !== 'rejected'
          ? { ...f, check: { state: 'validating', startedAt: action.at, runningSince: null } }
          : f,
      );
    case 'check/done':
      return updateFile(state, action.id, (f) =>
        f.check.state === 'validating'
          ? { ...f, check: { state: 'done', result: action.result, ms: action.at - f.check.startedAt } }
          : f,
      );
    case 'check/failed':
      return updateFile(state, action.id, (f) =>
        f.check.state === 'validating' ? { ...f, check: { state: 'failed', error: action.error } } : f,
      );
    case 'task/started':
      return setTask(state, action.id, action.task, { state: 'running' });
    case 'task/done':
      return setTask(state, action.id, action.task, { state: 'done', value: action.value });
    case 'task/failed':
      return setTask(state, action.id, action.task, { state: 'failed', error: action.error });
    case 'task/reset':
      return setTask(state, action.id, action.task, { state: 'idle' });
    case 'locale/set':
      return { ...state, locale: action.locale };
    case 'rules/set':
      return { ...state, rules: action.rules };
    case 'api/set':
      return { ...state, api: action.api };
    case 'summary/read':
      return updateFile(state, action.id, (f) => ({ ...f, summary: action.summary }));
    case 'repairAll/set':
      return { ...state, repairAll: action.repairAll };
    case 'offline/set':
      return { ...state, offline: action.offline };
  }
}
