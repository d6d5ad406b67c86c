import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';

export { repoRoot };

/** The shared public corpora, read in place (CORPUS_DIR overrides). */
export const corpusDir = process.env.CORPUS_DIR ?? path.resolve(repoRoot, '../shared/corpus');

/** The pinned official artefacts, read in place (RULESETS_DIR overrides). */
export const rulesetsDir = process.env.RULESETS_DIR ?? path.resolve(repoRoot, '../shared/rulesets');
