import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuiltScenario, DocumentKind, Level } from '@einvoice/engine/manifest';

/** One owner defect lowered as KoSIT lowers it (see the file's `_comment`). */
export interface LevelOverride {
  rules: string[];
  level: Level;
  document: DocumentKind;
  source: string;
  note: { en: string; de: string };
}

export const LEVEL_OVERRIDES_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'levelOverrides.json',
);

export function readLevelOverrides(file = LEVEL_OVERRIDES_FILE): LevelOverride[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { overrides: LevelOverride[] }).overrides;
}

/**
 * The KoSIT scenarios with the overrides applied through their own customLevel mechanism: every KoSIT
 * scenario of the override's document kind gets the level, and a note saying where it comes from. A level
 * the KoSIT file already sets for the rule is KoSIT's own decision and is kept.
 */
export function withLevelOverrides(
  scenarios: readonly BuiltScenario[],
  overrides: readonly LevelOverride[] = readLevelOverrides(),
): BuiltScenario[] {
  return scenarios.map((s) => {
    const apply = overrides.flatMap((o) =>
      s.kosit && s.document === o.document
        ? o.rules.filter((r) => !(r in s.customLevels)).map((r) => [r, o] as const)
        : [],
    );
    if (apply.length === 0) return s;
    return {
      ...s,
      customLevels: { ...s.customLevels, ...Object.fromEntries(apply.map(([r, o]) => [r, o.level])) },
      levelNotes: Object.fromEntries(apply.map(([r, o]) => [r, { note: o.note, source: o.source }])),
    };
  });
}
