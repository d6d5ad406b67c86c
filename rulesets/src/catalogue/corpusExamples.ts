import fs from 'node:fs';
import path from 'node:path';
import type { CatalogueAppearance, CatalogueExample } from './types.ts';

interface Run {
  syntax?: string;
  scenarioFamily?: string;
  xsdErrors?: { line: number; column: number }[];
  findings?: { id: string | null; location: string }[];
  valid?: boolean;
}

interface ExpectedRecord extends Run {
  file: string;
  configuredRun?: Run;
  testSet?: { index: number; expect: { success: string[]; error: string[]; warning: string[] } };
}

type Examples = { failing: CatalogueExample | null; passing: CatalogueExample | null };

/**
 * Indexes the reference verdicts (`corpus/expected/*.jsonl`) for examples: a failing one is a test that
 * expects the rule to fire (else any document the reference run flags with it); a passing one is a test
 * that expects it not to fire, else a document of the same rule set family and syntax the reference accepts.
 */
export function findCorpusExamples(
  corpusDir: string,
): (ruleId: string, appearances: CatalogueAppearance[]) => Examples {
  const failing = new Map<string, CatalogueExample>();
  const failingLoose = new Map<string, CatalogueExample>();
  const passing = new Map<string, CatalogueExample>();
  const valid = new Map<string, CatalogueExample>();
  let xsdFailing: CatalogueExample | null = null;
  const dir = path.join(corpusDir, 'expected');
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const corpus = name.replace(/\.jsonl$/, '');
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const rec = JSON.parse(line) as ExpectedRecord;
      const run = rec.configuredRun ?? rec;
      const test = rec.testSet?.index ?? null;
      const at = (id: string): CatalogueExample => ({
        corpus,
        file: rec.file,
        test,
        location: run.findings?.find((f) => f.id === id)?.location ?? null,
      });
      if (rec.testSet) {
        for (const id of [...rec.testSet.expect.error, ...rec.testSet.expect.warning])
          if (!failing.has(id)) failing.set(id, at(id));
        for (const id of rec.testSet.expect.success) if (!passing.has(id)) passing.set(id, at(id));
      }
      for (const f of run.findings ?? [])
        if (f.id && !failingLoose.has(f.id)) failingLoose.set(f.id, at(f.id));
      const firstXsd = run.xsdErrors?.[0];
      if (!xsdFailing && firstXsd)
        xsdFailing = {
          corpus,
          file: rec.file,
          test,
          location: `line ${firstXsd.line}, column ${firstXsd.column}`,
        };
      const syntax = run.syntax?.startsWith('CII') ? 'CII' : 'UBL';
      const key = `${run.scenarioFamily}/${syntax}`;
      if (run.valid && rec.testSet === undefined && !valid.has(key))
        valid.set(key, { corpus, file: rec.file, test: null, location: null });
    }
  }
  return (ruleId, appearances) => {
    if (ruleId === 'XSD') {
      return { failing: xsdFailing, passing: valid.get('en16931/UBL') ?? null };
    }
    const accepted = appearances
      .map((a) => valid.get(`${a.ruleset === 'en16931' ? 'en16931' : a.ruleset}/${a.syntax}`))
      .find((e) => e !== undefined);
    return {
      failing: failing.get(ruleId) ?? failingLoose.get(ruleId) ?? null,
      passing: passing.get(ruleId) ?? accepted ?? null,
    };
  };
}
