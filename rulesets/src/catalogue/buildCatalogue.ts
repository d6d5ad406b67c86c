import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repairClass } from '@einvoice/engine/repair';
import { type MessagePart, type RulesetIr, writtenTest } from '@einvoice/engine/xpath';
import type { BuiltArtefact, BuiltScenario } from '../manifest.ts';
import { findCorpusExamples } from './corpusExamples.ts';
import { explainRule, isFrenchMessage, isGermanMessage } from './ruleExplanation.ts';
import type { Catalogue, CatalogueAppearance, CatalogueEntry, CatalogueSeverity } from './types.ts';

const RANK: Record<CatalogueSeverity, number> = { error: 3, warning: 2, info: 1 };

function severityOf(flag: string | null): CatalogueSeverity {
  if (flag === 'warning') return 'warning';
  if (flag === 'information' || flag === 'info') return 'info';
  return 'error';
}

const SEVERITY_OF_LEVEL = { error: 'error', warning: 'warning', information: 'info' } as const;

/**
 * `en16931-ubl` → `en16931`; `xsd-ubl-invoice` → `xsd`. The syntax is the last `-ubl`/`-cii`, so a rule set
 * whose name holds one keeps it (`si-ubl-ubl` → `si-ubl`).
 */
function rulesetOf(artefactId: string): string {
  return artefactId.startsWith('xsd-') ? 'xsd' : artefactId.replace(/^(.*)-(ubl|cii)(-.*)?$/, '$1');
}

function syntaxOf(artefactId: string): 'UBL' | 'CII' {
  return /-cii\b/.test(artefactId) ? 'CII' : 'UBL';
}

/**
 * National rules: XRechnung's BR-DE-* / BR-TMP-*, Peppol's `XX-R-nnn` / `XX-S-nnn` by country prefix, FNFE's
 * French rules (BR-FR-*, BR-FREXT-*, BR-FXEXT-*, *-FREXT-*) whatever the artefact that carries them.
 */
export function countriesOf(ruleId: string, ruleset: string): string[] {
  if (/^BR-F[RX]|-FREXT/.test(ruleId)) return ['FR'];
  if (ruleset === 'xrechnung') return ruleId.startsWith('PEPPOL-') ? [] : ['DE'];
  // Only Peppol's own ids: the CEN ids BR-S-nn (VAT category S) have the same shape.
  const m = ruleset === 'peppol' ? /^([A-Z]{2})-[RS]-\d/.exec(ruleId) : null;
  return m?.[1] ? [m[1] === 'EL' ? 'GR' : m[1]] : [];
}

/** Text of an assert/report message: literal parts as written, computed parts as `…`. */
function messageText(parts: MessagePart[]): string {
  return (
    parts
      // Computed parts depend on the document; the catalogue shows where they go.
      .map((p) => (typeof p === 'string' ? p : '…'))
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The error catalogue: every assert/report id of every shipped schematron artefact (read from the
 * compiled rules the engine runs, `build/rules/<id>.json`) plus one entry for XML Schema errors, with
 * severity, KoSIT overrides, terms, the engine's texts, the repair class and corpus examples.
 */
export function buildCatalogue(
  artefacts: readonly BuiltArtefact[],
  scenarios: readonly BuiltScenario[],
  buildDir: string,
  corpusDir: string | null,
): Catalogue {
  const byId = new Map<string, { message: string; appearances: CatalogueAppearance[] }>();
  const add = (ruleId: string, message: string, appearance: CatalogueAppearance) => {
    const known = byId.get(ruleId);
    if (!known) byId.set(ruleId, { message, appearances: [appearance] });
    else if (!known.appearances.some((a) => a.artefact === appearance.artefact && a.flag === appearance.flag))
      known.appearances.push(appearance);
  };
  for (const a of artefacts) {
    const base = {
      artefact: a.id,
      ruleset: rulesetOf(a.id),
      name: a.name,
      authority: a.authority,
      version: a.version,
    };
    if (a.kind === 'xsd') {
      add('XSD', 'The document does not conform to the XML Schema of its syntax.', {
        ...base,
        syntax: syntaxOf(a.id),
        flag: null,
        severity: 'error',
        testHash: null,
      });
      continue;
    }
    const ir = JSON.parse(fs.readFileSync(path.join(buildDir, a.rules), 'utf8')) as RulesetIr;
    for (const pattern of ir.patterns) {
      for (const rule of pattern.rules) {
        for (const check of rule.checks) {
          if (!check.id) continue;
          add(check.id, messageText(check.message), {
            ...base,
            syntax: syntaxOf(a.id),
            flag: check.flag,
            severity: severityOf(check.flag),
            testHash: createHash('sha256')
              .update(JSON.stringify([rule.context, rule.lets, writtenTest(rule, check.test)]))
              .digest('hex')
              .slice(0, 12),
          });
        }
      }
    }
  }
  const examples = corpusDir ? findCorpusExamples(corpusDir) : null;
  const entries: CatalogueEntry[] = [...byId]
    .sort(([x], [y]) => x.localeCompare(y, 'en', { numeric: true }))
    .map(([ruleId, { message, appearances }]) => {
      const severity = appearances.reduce<CatalogueSeverity>(
        (s, a) => (RANK[a.severity] > RANK[s] ? a.severity : s),
        'info',
      );
      const artefactIds = new Set(appearances.map((a) => a.artefact));
      const overrides = scenarios
        .filter((s) => s.customLevels[ruleId] && [s.xsd, ...s.schematrons].some((id) => artefactIds.has(id)))
        .map((s) => ({
          scenario: s.id,
          severity: SEVERITY_OF_LEVEL[s.customLevels[ruleId] as keyof typeof SEVERITY_OF_LEVEL],
        }))
        .filter((o) => o.severity !== severity);
      const rulesets = [...new Set(appearances.map((a) => a.name.replace(/ \((UBL|CII)\)$/, '')))];
      const text = explainRule(ruleId, message, rulesets.join(' / '));
      return {
        ruleId,
        kind: ruleId === 'XSD' ? 'xsd' : 'schematron',
        appearances,
        severity,
        overrides,
        terms: text.terms,
        message: isGermanMessage(message)
          ? { en: null, de: message }
          : isFrenchMessage(message)
            ? { en: null, de: null, fr: message }
            : { en: message, de: null },
        plain: text.plain,
        howToFix: text.howToFix,
        textSource: text.textSource,
        repair: repairClass(ruleId),
        countries: [...new Set(appearances.flatMap((a) => countriesOf(ruleId, a.ruleset)))],
        examples: examples?.(ruleId, appearances) ?? { failing: null, passing: null },
      };
    });
  return {
    rulesets: artefacts.map((a) => ({
      ruleset: rulesetOf(a.id),
      artefact: a.id,
      name: a.name,
      authority: a.authority,
      version: a.version,
    })),
    entries,
  };
}

/** Writes `catalogue.json` into the build folder; the corpora beside the rulesets (`src`) give the examples. */
export function writeCatalogue(
  artefacts: readonly BuiltArtefact[],
  scenarios: readonly BuiltScenario[],
  src: string,
  out: string,
): Catalogue {
  const t0 = performance.now();
  const corpus = process.env.CORPUS_DIR ?? path.resolve(src, '../corpus');
  const catalogue = buildCatalogue(
    artefacts,
    scenarios,
    out,
    fs.existsSync(path.join(corpus, 'expected')) ? corpus : null,
  );
  fs.writeFileSync(path.join(out, 'catalogue.json'), JSON.stringify(catalogue));
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`  ${'catalogue'.padEnd(20)} ${seconds} s (${catalogue.entries.length} rules)`);
  return catalogue;
}
