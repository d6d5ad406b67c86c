import type { Answer, ConvertAnswer, FixMode } from '@einvoice/engine';
import type { ApiMode, Locale, TaskName } from './AppState.ts';
import type { RuleSettings } from './ruleSettings.ts';

/** A file taken from a drop, a folder or an archive: its path as the user knows it, and its bytes. */
export interface NamedBytes {
  name: string;
  bytes: Uint8Array;
}

/** What the page asks of the engine and the browser; each call dispatches its outcome to the store. */
export interface Controller {
  /** Files from a picker or a drop (folders already walked); ZIP archives are unpacked. */
  addFiles(files: readonly (File | NamedBytes)[]): Promise<void>;
  /** Repairs every invalid file permissively, one after another, and counts the outcomes. */
  repairAll(): Promise<void>;
  /** Downloads every repaired file that is valid now, as one ZIP. */
  downloadRepaired(): void;
  repair(id: string, mode: FixMode, answers: Answer[]): Promise<void>;
  convert(id: string, target: string, allowLoss: boolean, answers: ConvertAnswer[]): Promise<void>;
  render(id: string, locale: Locale): Promise<void>;
  resetTask(id: string, task: TaskName): void;
  /** Cancels a file's check or task, waiting or running (a running one ends its Worker, which restarts). */
  cancel(id: string, job: 'check' | TaskName): void;
  /** Checks a file again after its check was cancelled. */
  recheck(id: string): Promise<void>;
  /** Takes new rule settings and checks every file with a verdict again under them. */
  setRules(rules: RuleSettings): Promise<void>;
  /** Checks one file again with releases pinned beside the page's settings (the French reform rules' offer). */
  checkWith(id: string, pins: Readonly<Record<string, string>>): Promise<void>;
  /** The standalone HTML validation report of a checked file, with its rendered invoice, in `locale`. */
  report(id: string, locale: Locale): Promise<string>;
  /** The invoice XML a file that is a hybrid PDF embeds (its source view and repair diff show it). */
  invoiceXml(id: string): Promise<Uint8Array>;
  selectFile(id: string): void;
  removeFile(id: string): void;
  setLocale(locale: Locale): void;
  setApi(api: ApiMode): void;
}
