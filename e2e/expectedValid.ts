import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';

/** The official JVM validators' verdict for a corpus document (corpus/expected/*.jsonl), by its corpus path. */
export function expectedValid(file: string): boolean {
  const corpus = file.split('/')[0] as string;
  const lines = fs.readFileSync(path.join(corpusDir, 'expected', `${corpus}.jsonl`), 'utf8').split('\n');
  for (const line of lines) {
    if (!line) continue;
    const record = JSON.parse(line) as { file: string; valid: boolean };
    if (record.file === file) return record.valid;
  }
  throw new Error(`no reference verdict for ${file}`);
}
