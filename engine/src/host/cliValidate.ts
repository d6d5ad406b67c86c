import fs from 'node:fs';
import path from 'node:path';
import { isEngineError } from '../errors.ts';
import { pickText, TEXT_LOCALES, type TextLocale } from '../pickText.ts';
import type { Finding, ValidateResult } from '../types.ts';
import { createNodeEngine } from './node.ts';

export const validateUsage = `Usage: einvoice validate [--json] [--scenario FAMILY] [--ruleset NAME=VERSION] [--as-of DATE|issueDate] [--lang en|de|fr] [--engine reference] FILE...

Validates UBL 2.1 / CII D16B e-invoices against XSD, EN 16931, XRechnung and Peppol BIS rules.
  --json             print the ValidateResult as JSON (one object per file, an array for several)
  --scenario FAMILY  force the rule sets: en16931, peppol, xrechnung, xrechnung-extension, xrechnung-cvd,
                     france-ctc (the French reform's rules, release by date; --ruleset france-ctc=1.4.0.03 pins one)
  --ruleset peppol=3.0.19  run that release of a rule set (repeatable); the default is the release in force today
  --as-of DATE       run the releases in force on DATE (YYYY-MM-DD), or on each invoice's issue date (issueDate, BT-2)
  --lang de|fr       German or French explanations where available
  --engine reference run the official stylesheets in SaxonJS instead of the compiled rules (slow)
Exit code: 0 all valid, 1 any invalid, 2 error (unreadable file, not an invoice, bad usage).`;

interface Args {
  json: boolean;
  scenario?: string;
  engine?: 'compiled' | 'reference';
  rulesets: Record<string, string>;
  asOf?: string;
  lang: TextLocale;
  files: string[];
}

function parseArgs(rest: string[]): Args | string {
  const args: Args = { json: false, lang: 'en', files: [], rulesets: {} };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i] as string;
    if (a === '--json') args.json = true;
    else if (a === '--scenario') args.scenario = rest[++i];
    else if (a === '--ruleset') {
      const [name, version] = (rest[++i] ?? '').split('=');
      if (!name || !version) return `--ruleset takes NAME=VERSION, e.g. peppol=3.0.19`;
      args.rulesets[name] = version;
    } else if (a === '--as-of') args.asOf = rest[++i];
    else if (a === '--engine') {
      const x = rest[++i];
      if (x !== 'compiled' && x !== 'reference') return `--engine takes compiled or reference`;
      args.engine = x;
    } else if (a === '--lang') {
      const l = rest[++i];
      if (!TEXT_LOCALES.includes(l as TextLocale)) return `--lang takes en, de or fr`;
      args.lang = l as TextLocale;
    } else if (a.startsWith('--')) return `unknown option ${a}`;
    else args.files.push(a);
  }
  return args.files.length ? args : 'no file given';
}

// The summary's own words; findings and notes bring their texts in each language.
const WORDS = {
  en: {
    valid: 'VALID',
    invalid: 'INVALID',
    errors: 'errors',
    warnings: 'warnings',
    note: 'Note',
    of: 'of',
    shown: 'locations shown',
    noAf: 'no AFRelationship',
  },
  de: {
    valid: 'GÜLTIG',
    invalid: 'UNGÜLTIG',
    errors: 'Fehler',
    warnings: 'Warnungen',
    note: 'Hinweis',
    of: 'von',
    shown: 'Stellen gezeigt',
    noAf: 'ohne AFRelationship',
  },
  fr: {
    valid: 'VALIDE',
    invalid: 'NON VALIDE',
    errors: 'erreurs',
    warnings: 'avertissements',
    note: 'Remarque',
    of: 'sur',
    shown: 'emplacements montrés',
    noAf: 'sans AFRelationship',
  },
} as const;

function summary(file: string, r: ValidateResult, lang: TextLocale): string {
  const w = WORDS[lang];
  const head = `${file}: ${r.valid ? w.valid : w.invalid} — ${r.syntax} ${r.verdict.format.key}${r.verdict.kositVerified ? ' (KoSIT ✓)' : ''}`;
  const oracles = r.verdict.oracles.map((o) => `  ${o.verdict.padEnd(5)} ${o.name ?? o.id} ${o.version}`);
  const releases = r.rulesets.map(
    (x) =>
      `  ${x.ruleset} ${x.version}: ${x.reason === 'pinned' ? 'pinned' : x.reason === 'asOf' ? `in force on ${x.date}` : `in force today (${x.date})`}${x.note ? ` — ${x.note}` : ''}`,
  );
  const counts = `  ${r.counts.errors} ${w.errors}, ${r.counts.warnings} ${w.warnings}, ${r.counts.info} info`;
  const line = (f: Finding) => {
    const where = f.line ? `:${f.line}` : '';
    const text = pickText(f.plain ?? f.message, lang).text;
    return `  [${f.severity}] ${f.ruleId}${where} ${text}`;
  };
  const cut = r.rules
    .filter((t) => t.truncated)
    .map((t) => `  … ${t.ruleId}: ${t.shown} ${w.of} ${t.count} ${w.shown}`);
  const c = r.container;
  const container = c
    ? [
        `  PDF ${c.pdfVersion ?? '?'}${c.pdfa ? `, PDF/A-${c.pdfa.part}${(c.pdfa.conformance ?? '').toLowerCase()}` : ''}: ${c.attachment.name} (${c.afRelationship ?? w.noAf})${c.xmp?.conformanceLevel ? `, XMP ${c.xmp.conformanceLevel}` : ''}`,
      ]
    : [];
  const notes = (r.notes ?? []).map((n) => `  ${w.note}: ${pickText(n.message, lang).text}`);
  return [
    head,
    ...container,
    ...oracles,
    ...releases,
    counts,
    ...r.findings.map(line),
    ...cut,
    ...notes,
  ].join('\n');
}

/** `validate`: validates files in-process and prints a summary or JSON; `args` are the words after the command. */
export async function validateCommand(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    console.error(`einvoice validate: ${args} (--help shows the usage)`);
    return 2;
  }
  const engine = await createNodeEngine();
  let exit = 0;
  const results: unknown[] = [];
  for (const file of args.files) {
    try {
      const bytes = fs.readFileSync(file);
      const r = await engine.validate(
        { xmlBase64: bytes.toString('base64') },
        {
          ...(args.scenario ? { scenario: args.scenario } : {}),
          ...(args.engine ? { engine: args.engine } : {}),
          rulesetVersions: args.rulesets,
          ...(args.asOf ? { asOf: args.asOf } : {}),
        },
      );
      if (!r.valid) exit = Math.max(exit, 1);
      if (args.json) results.push(r);
      else console.log(summary(path.basename(file), r, args.lang));
    } catch (e) {
      exit = 2;
      const error = isEngineError(e)
        ? { code: e.code, message: e.message, details: e.details }
        : { code: 'IO', message: String(e instanceof Error ? e.message : e) };
      if (args.json) results.push({ file, error });
      else console.error(`${file}: ${error.code} ${error.message}`);
    }
  }
  if (args.json) console.log(JSON.stringify(results.length === 1 ? results[0] : results, null, 2));
  return exit;
}
