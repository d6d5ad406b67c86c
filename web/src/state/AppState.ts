import type { ConvertResult, EngineInfo, FixResult, RenderResult, ValidateResult } from '@einvoice/engine';
import type { OfflineStatus } from '../offline/watchOffline.ts';
import type { Failure } from './failure.ts';
import type { InvoiceSummary } from './invoiceSummary.ts';
import type { RuleSettings } from './ruleSettings.ts';

/** UI languages; the rendering of an invoice follows the same choice. */
export type Locale = 'en' | 'de' | 'fr';

/** The engine Worker: loading its rule sets, ready, or unable to start. */
export type EngineStatus =
  | { state: 'loading' }
  | { state: 'ready'; info: EngineInfo }
  | { state: 'failed'; error: Failure };

/** Why a dropped file is not checked at all. */
export type RejectReason =
  | 'not-xml'
  | 'empty'
  | 'archive-unreadable'
  | 'archive-too-many-files'
  | 'archive-too-large';

/** The check of one file; "done" and "failed" exclude each other by construction. */
export type FileCheck =
  | { state: 'rejected'; reason: RejectReason }
  /** Waiting for an engine Worker (`runningSince` null), then running on one. */
  | { state: 'validating'; startedAt: number; runningSince: number | null }
  | { state: 'cancelled' }
  | { state: 'done'; result: ValidateResult; ms: number }
  | { state: 'failed'; error: Failure };

/** One engine job started from a file's panel. */
export type Task<T> =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; value: T }
  | { state: 'failed'; error: Failure };

/** The results each panel's task produces. */
export interface TaskValues {
  repair: FixResult;
  convert: ConvertResult;
  render: RenderResult;
}

export type TaskName = keyof TaskValues;

/** A file the user dropped or picked; `bytes` are exactly the file's (null when rejected unread). */
export interface FileEntry {
  id: string;
  name: string;
  size: number;
  bytes: Uint8Array | null;
  check: FileCheck;
  /** Number, seller and total once the engine has read the invoice; null before or when unreadable. */
  summary: InvoiceSummary | null;
  tasks: { [K in TaskName]: Task<TaskValues[K]> };
}

/** API mode: off (nothing leaves the browser) or on with the caller's key. */
export type ApiMode = { enabled: false } | { enabled: true; key: string };

/** Everything the page shows. */
export interface AppState {
  locale: Locale;
  engine: EngineStatus;
  files: FileEntry[];
  selectedId: string | null;
  api: ApiMode;
  offline: OfflineStatus;
  repairAll: RepairAll;
  /** Releases pinned, the date whose rules apply, preview: sent with every check. */
  rules: RuleSettings;
}

/** Outcome counts of "repair all permissively". */
export interface RepairAllSummary {
  /** Invalid files the repair made valid. */
  repaired: number;
  /** Repaired, but the result is still invalid (or the repair needed answers). */
  stillInvalid: number;
  /** The engine could not repair the file at all. */
  failed: number;
}

/** "Repair all that can be repaired permissively": not started, running with progress, or done. */
export type RepairAll =
  | { state: 'idle' }
  | { state: 'running'; done: number; total: number }
  | { state: 'done'; summary: RepairAllSummary };
