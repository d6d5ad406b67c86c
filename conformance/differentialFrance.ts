import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { type DifferentialCase, isFrenchArtefact } from './differentialCases.ts';

/**
 * The French rule sets' differential cases (issue 24): every document of the France CTC corpus, every CEN
 * example invoice (UBL and CII) and the project's French fixtures (fixtures/france), each judged with the
 * French rules pinned to the standard ("fatal") and to the transition (`_WARNING`) release. Their SaxonJS
 * summaries live in their own cache, stamped by the artefacts these scenarios run.
 */
export const FRANCE_CACHE_FILE = path.join(repoRoot, 'conformance/differential-france-reference.json.gz');

/** The releases of the French rules every case runs under. */
export const FRANCE_RELEASES = ['1.4.0.03', '1.4.0.03-warning'];

/** The French fixtures this project wrote (see fixtures/france/README.md). */
export const FRANCE_FIXTURES = path.join(repoRoot, 'fixtures/france');

function documents(): { key: string; xml: string }[] {
  const read = (dir: string, rel: string) =>
    fs
      .readdirSync(path.join(dir, rel))
      .filter((f) => f.endsWith('.xml'))
      .sort()
      .map((f) => ({ key: `${rel}/${f}`, xml: fs.readFileSync(path.join(dir, rel, f), 'utf8') }));
  return [
    ...read(corpusDir, 'france-ctc/cdar'),
    ...read(corpusDir, 'france-ctc/invoices'),
    ...read(corpusDir, 'en16931-examples/ubl'),
    ...read(corpusDir, 'en16931-examples/cii'),
    ...(fs.existsSync(FRANCE_FIXTURES) ? read(repoRoot, 'fixtures/france') : []),
  ];
}

/** Every French case: each document under each release of the French rules. */
export function franceCases(): DifferentialCase[] {
  return documents().flatMap((d) =>
    FRANCE_RELEASES.map((version) => ({
      key: `${d.key}@france-ctc ${version}`,
      xml: d.xml,
      rulesets: { 'france-ctc': version },
    })),
  );
}

/**
 * The stamp of the French cache: the reference stylesheets these scenarios run (French rules, EXTENDED-CTC-FR,
 * CEN, Factur-X) and the summary form of the main cache.
 */
export function franceStamp(manifest: { artefacts: { id: string; sha256?: string }[] }): string {
  return createHash('sha256')
    .update('summary 2\n')
    .update(
      manifest.artefacts
        .filter((a) => isFrenchArtefact(a.id) || /^(en16931-(ubl|cii)|facturx-)/.test(a.id))
        .map((a) => `${a.id}:${a.sha256 ?? ''}`)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 16);
}
