import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (two levels above this file). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The shared public corpora, read in place (CORPUS_DIR overrides). */
export const corpusDir = process.env.CORPUS_DIR ?? path.resolve(repoRoot, '../shared/corpus');

/** The pinned official artefacts, read in place (RULESETS_DIR overrides). */
export const rulesetsDir = process.env.RULESETS_DIR ?? path.resolve(repoRoot, '../shared/rulesets');
