import type { FixResult } from '@einvoice/engine';
import type { FileEntry } from './AppState.ts';

/** A repair that changed the document: its verdict is the file's state from then on. */
export function appliedRepair(f: FileEntry): FixResult | null {
  const t = f.tasks.repair;
  return t.state === 'done' && t.value.patches.length > 0 ? t.value : null;
}

/**
 * The verdict a file has now: the repaired document's once a repair changed it, else its check's; null
 * before the check is done. `original` is the verdict of the file as dropped.
 */
export function fileVerdict(f: FileEntry): { valid: boolean; original: boolean; repaired: boolean } | null {
  if (f.check.state !== 'done') return null;
  const original = f.check.result.valid;
  const repair = appliedRepair(f);
  return repair
    ? { valid: repair.valid, original, repaired: true }
    : { valid: original, original, repaired: false };
}
