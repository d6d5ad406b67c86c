import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Engine } from '@einvoice/engine';
import { scenarioOfConfiguration } from '@einvoice/test-support/corpus/corpusSuite';
import { documentOf } from '@einvoice/test-support/corpus/documentOf';
import { readExpected } from '@einvoice/test-support/corpus/expected';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { runEngine } from '@einvoice/test-support/corpus/runEngine';
import { variantOf } from './differentialVariants.ts';

/** The corpora of `../shared/corpus`. */
/** The artefacts of FNFE's French rules and profiles (not in the main suite's stamp). */
export const isFrenchArtefact = (id: string): boolean =>
  /^(france-ctc|extended-ctc-fr)-/.test(id) || id === 'xsd-cii-d22b' || id === 'xsd-cdar-d22b';

export const CORPORA = [
  'en16931-examples',
  'en16931-unit',
  'kosit-config-tests',
  'peppol-unit',
  'xrechnung-testsuite',
];
/** How many generated variants the differential test runs. */
export const VARIANTS = 5000;
/** Committed reference results of the SaxonJS executor (see differentialReference.ts). */
export const CACHE_FILE = path.join(repoRoot, 'conformance/differential-reference.json.gz');

/** One document run: the XML and the scenario forced (undefined: the engine picks). */
export interface DifferentialCase {
  key: string;
  xml: string;
  scenario?: string;
  /** Rule-set pins (`options.rulesetVersions`), e.g. the French rules' fatal or warning release. */
  rulesets?: Record<string, string>;
}

/** Every corpus document (natural scenario, plus the testSet's configured scenario for VEFA tests). */
export function corpusCases(): DifferentialCase[] {
  const out: DifferentialCase[] = [];
  for (const corpus of CORPORA) {
    for (const rec of readExpected(corpus)) {
      const xml = documentOf(rec);
      out.push({ key: `${corpus}/${rec.key}`, xml });
      if (rec.testSet) {
        const scenario = scenarioOfConfiguration(rec.testSet.configuration);
        out.push({ key: `${corpus}/${rec.key}@${scenario}`, xml, scenario });
      }
    }
  }
  return out;
}

/** The generated variants, each from a corpus document picked by a stride through the corpora. */
export function variantCases(bases = corpusCases().filter((c) => !c.scenario)): DifferentialCase[] {
  const out: DifferentialCase[] = [];
  for (let i = 0; i < VARIANTS; i++) {
    const base = bases[(i * 7919) % bases.length] as DifferentialCase;
    out.push({ key: `variant ${i} of ${base.key}`, xml: variantOf(base.xml, i) });
  }
  return out;
}

/** Cache key of a case: document bytes and forced scenario. */
export function caseHash(c: DifferentialCase): string {
  return (
    createHash('sha256')
      // Pins join the key only where a case has them, so the hashes of the cases without stay as they were.
      .update(`${c.scenario ?? ''}${c.rulesets ? `\u0000${JSON.stringify(c.rulesets)}` : ''}\u0000${c.xml}`)
      .digest('base64url')
      .slice(0, 22)
  );
}

/**
 * What must agree between the executors, as one comparable string: the engine error code and message, each
 * schematron oracle's verdict, and the multiset of (rule id, severity, location, message) of the schematron
 * findings. The XSD and line-arithmetic parts are the same code on both paths, so they are left out (and a
 * change there does not stale the cache); with them equal, equal schematron parts give the same verdict. A
 * run that throws (not a typed engine error) starts with `threw`: the suite counts it as a failure even when
 * both executors throw alike.
 */
const PRE_RULES = new Set([
  'MALFORMED_XML',
  'XML_DOCTYPE_REFUSED',
  'XML_ENCODING_CONFLICT',
  'XML_TOO_LARGE',
  'INVALID_XML',
  'INVALID_BASE64',
]);

/** A summary as compared now: a pre-rules refusal by its code alone (cache entries may still carry the message). */
export function comparable(summary: string | undefined): string | undefined {
  const m = summary === undefined ? null : /^error (\S+)(?: .*)?$/s.exec(summary);
  return m && PRE_RULES.has(m[1] as string) && !summary?.includes('\n') ? `error ${m[1]}` : summary;
}

/** Longer messages are compared by digest: FNFE's BR-FR-08 quotes a whole invoice (its base64 PDF too). */
const LONG_MESSAGE = 2_000;

const comparableMessage = (m: string) =>
  m.length > LONG_MESSAGE ? `sha256:${createHash('sha256').update(m).digest('hex')} (${m.length} chars)` : m;

export async function summarise(engine: Engine, c: DifferentialCase, executor: 'compiled' | 'reference') {
  let outcome: Awaited<ReturnType<typeof runEngine>>;
  try {
    outcome = await runEngineWith(engine, c, executor);
  } catch (e) {
    return `threw ${e instanceof Error ? e.message.slice(0, 200) : String(e)}`;
  }
  const r = outcome.result;
  // A document refused before any rules ran (input or parse stage) is refused by the one parser for both
  // executors: its code is compared; its message is the parser's, not an executor's.
  if (!r)
    return PRE_RULES.has(outcome.errorCode ?? '')
      ? `error ${outcome.errorCode}`
      : `error ${outcome.errorCode} ${outcome.errorMessage ?? ''}`;
  const findings = r.findings
    .filter((f) => f.ruleId !== 'XSD' && !f.oracle.startsWith('service-'))
    .map((f) => `${f.ruleId}|${f.severity}|${f.xpath ?? ''}|${comparableMessage(f.message.en)}`)
    .sort();
  const oracles = r.verdict.oracles
    .filter((o) => !o.id.startsWith('xsd-'))
    .map((o) => `${o.id}:${o.verdict}`)
    .join(' ');
  return [`error ${outcome.errorCode ?? '-'} oracles ${oracles}`, ...findings].join('\n');
}

async function runEngineWith(engine: Engine, c: DifferentialCase, executor: 'compiled' | 'reference') {
  // runEngine only forwards a scenario; the executor goes through the same options object.
  const options = {
    engine: executor,
    ...(c.scenario ? { scenario: c.scenario } : {}),
    ...(c.rulesets ? { rulesetVersions: c.rulesets } : {}),
  };
  const wrapped: Engine = { ...engine, validate: (input) => engine.validate(input, options) };
  return runEngine(wrapped, c.xml);
}

/** The committed reference cache: stamp of the rule artefacts it was made with, and summaries by case hash. */
export interface ReferenceCache {
  stamp: string;
  results: Record<string, string>;
}

// The form of summarise()'s text: a cache written in another form is stale (2: error and finding messages).
const SUMMARY_FORM = 2;

/**
 * The stamp of the current build: the reference artefacts' hashes and the summary form (a cache with another
 * stamp is stale). Earlier releases kept only for pinning (alternativeOf) never run in these cases, the
 * Factur-X rule sets have their own live suite (differential-facturx.test.ts) and the French ones their own
 * cache (differentialFrance.ts), so none of them counts.
 */
export function buildStamp(manifest: {
  artefacts: { id: string; sha256?: string; alternativeOf?: string }[];
}): string {
  return createHash('sha256')
    .update(`summary ${SUMMARY_FORM}\n`)
    .update(
      manifest.artefacts
        .filter((a) => !a.alternativeOf && !a.id.includes('facturx') && !isFrenchArtefact(a.id))
        .map((a) => `${a.id}:${a.sha256 ?? ''}`)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 16);
}

/** Reads the cache; a missing or stale one is empty. */
export function readCache(stamp: string, file = CACHE_FILE): ReferenceCache {
  if (!fs.existsSync(file)) return { stamp, results: {} };
  const cache = JSON.parse(gunzipSync(fs.readFileSync(file)).toString('utf8')) as ReferenceCache;
  return cache.stamp === stamp ? cache : { stamp, results: {} };
}

/** Writes the cache compressed. */
export function writeCache(cache: ReferenceCache, file = CACHE_FILE): void {
  fs.writeFileSync(file, gzipSync(JSON.stringify(cache), { level: 9 }));
}
