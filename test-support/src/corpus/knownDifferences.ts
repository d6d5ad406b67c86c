import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.ts';

/** A corpus case whose mismatch with the reference is understood; it still runs and must still differ. */
export interface KnownDifference {
  key: string;
  reason: string;
}

/** The ledger of known deviations, one section per check (`conformance/known-differences.json`). */
export function knownDifferences(section: string): Map<string, string> {
  const file = path.join(repoRoot, 'conformance/known-differences.json');
  if (!fs.existsSync(file)) return new Map();
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, KnownDifference[]>;
  return new Map((all[section] ?? []).map((d) => [d.key, d.reason]));
}
