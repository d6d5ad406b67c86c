import fs from 'node:fs';
import path from 'node:path';
import type { ExpectedRecord } from './expected.ts';
import { corpusDir } from './paths.ts';
import { readTestSet } from './readTestSets.ts';

const cache = new Map<string, Map<string, string>>();

/** The XML a reference record judged: a whole corpus file, or the invoice of one testSet `<test>`. */
export function documentOf(rec: ExpectedRecord): string {
  const abs = path.join(corpusDir, rec.file);
  if (!rec.testSet) return fs.readFileSync(abs, 'utf8');
  let tests = cache.get(abs);
  if (!tests) {
    tests = new Map(readTestSet(abs, rec.file).map((t) => [String(t.index), t.xml]));
    cache.set(abs, tests);
  }
  const xml = tests.get(String(rec.testSet.index));
  if (xml === undefined) throw new Error(`${rec.key}: test not found in ${rec.file}`);
  return xml;
}
