import type { EngineInfo, ValidateResult } from '@einvoice/engine';
import type { OfflineStatus } from '../offline/watchOffline.ts';
import type { ApiMode, Locale, RejectReason, RepairAll, TaskName, TaskValues } from './AppState.ts';
import type { Failure } from './failure.ts';
import type { InvoiceSummary } from './invoiceSummary.ts';
import type { RuleSettings } from './ruleSettings.ts';

/** A file as it enters the list: to be validated, or rejected before the engine sees it. */
export interface AddedFile {
  id: string;
  name: string;
  size: number;
  bytes: Uint8Array | null;
  rejected: RejectReason | null;
  at: number;
}

type TaskDone = {
  [K in TaskName]: { type: 'task/done'; id: string; task: K; value: TaskValues[K] };
}[TaskName];

/** Every change the page can make to its state (a closed union: the reducer handles each). */
export type Action =
  | { type: 'engine/ready'; info: EngineInfo }
  | { type: 'engine/failed'; error: Failure }
  | { type: 'files/added'; files: AddedFile[] }
  | { type: 'file/selected'; id: string }
  | { type: 'file/removed'; id: string }
  | { type: 'check/running'; id: string; at: number }
  | { type: 'check/cancelled'; id: string }
  | { type: 'check/queued'; id: string; at: number }
  | { type: 'check/done'; id: string; result: ValidateResult; at: number }
  | { type: 'summary/read'; id: string; summary: InvoiceSummary }
  | { type: 'check/failed'; id: string; error: Failure }
  | { type: 'task/started'; id: string; task: TaskName }
  | TaskDone
  | { type: 'task/failed'; id: string; task: TaskName; error: Failure }
  | { type: 'task/reset'; id: string; task: TaskName }
  | { type: 'locale/set'; locale: Locale }
  | { type: 'api/set'; api: ApiMode }
  | { type: 'offline/set'; offline: OfflineStatus }
  | { type: 'repairAll/set'; repairAll: RepairAll }
  | { type: 'rules/set'; rules: RuleSettings };
