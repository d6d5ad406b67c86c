import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Engine, Finding } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { knownDifferences } from '@einvoice/test-support/corpus/knownDifferences';
import { rulesetsDir } from '@einvoice/test-support/corpus/paths';
import { runEngine } from '@einvoice/test-support/corpus/runEngine';
import { SAXON_JAR, saxonCollection, saxonVersion, squash } from '@einvoice/test-support/corpus/saxonHe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusCases, type DifferentialCase } from './differentialCases.ts';

// A second reference for the official CEN EN 16931 XSLT: Debian's Saxon-HE 9.9 on the JVM, the processor
// the KoSIT validator and most users run, next to SaxonJS (differential.test.ts). Every corpus document goes
// through the official stylesheet in one JVM run per syntax (Saxon's collection mode, -s:dir -o:dir: a JVM
// start per document would take minutes), and the compiled engine's CEN findings must equal the SVRL: rule
// id, flag, location and text, as multisets; a run the stylesheet cannot complete must be one the engine
// marks `error`. A difference is excused only by an entry of known-differences.json (section `saxonHe`).

const STYLESHEETS = {
  ubl: path.join(rulesetsDir, 'en16931/ubl/xslt/EN16931-UBL-validation.xslt'),
  cii: path.join(rulesetsDir, 'en16931/cii/xslt/EN16931-CII-validation.xslt'),
} as const;
const ORACLE = { ubl: 'en16931-ubl', cii: 'en16931-cii' } as const;
type Syntax = keyof typeof STYLESHEETS;

function syntaxOf(xml: string): Syntax | null {
  const root = /<(?:[\w.-]+:)?(Invoice|CreditNote|CrossIndustryInvoice)[\s>]/.exec(
    xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ''),
  )?.[1];
  return root === 'CrossIndustryInvoice' ? 'cii' : root ? 'ubl' : null;
}

const LEVEL_FLAG: Record<Finding['severity'], string[]> = {
  error: ['fatal', 'error'],
  warning: ['warning'],
  info: ['information', 'info'],
};

interface JvmRun {
  /** SVRL items per case key; null when the stylesheet raised a dynamic error on the document. */
  items: Map<string, string[] | null>;
  ms: number;
}

let tmp = '';
let engine: Engine;
const cases: (DifferentialCase & { syntax: Syntax; file: string })[] = [];

beforeAll(async () => {
  engine = await createNodeEngine();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'saxon-he-'));
  for (const s of Object.keys(STYLESHEETS))
    for (const d of ['in', 'out']) fs.mkdirSync(path.join(tmp, s, d), { recursive: true });
  for (const c of corpusCases().filter((x) => !x.scenario)) {
    const syntax = syntaxOf(c.xml);
    if (!syntax) continue;
    const file = `${String(cases.length).padStart(5, '0')}.xml`;
    fs.writeFileSync(path.join(tmp, syntax, 'in', file), c.xml, 'utf8');
    cases.push({ ...c, syntax, file });
  }
});

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function runJvm(syntax: Syntax): Promise<JvmRun> {
  const { items: byFile, ms } = await saxonCollection(STYLESHEETS[syntax], path.join(tmp, syntax));
  const items = new Map<string, string[] | null>();
  for (const c of cases.filter((x) => x.syntax === syntax)) items.set(c.key, byFile.get(c.file) ?? null);
  return { items, ms };
}

/**
 * The compiled engine's CEN findings in the SVRL's terms; null when its CEN run could not complete. Run under
 * the plain EN 16931 scenario, which keeps every rule at its flag's level (KoSIT scenarios lower some).
 */
async function compiledItems(c: DifferentialCase, syntax: Syntax): Promise<string[] | null | string> {
  const outcome = await runEngine(engine, c.xml, 'en16931');
  if (!outcome.result) return `engine error ${outcome.errorCode}`;
  const oracle = outcome.result.verdict.oracles.find((o) => o.id === ORACLE[syntax]);
  if (!oracle) return 'CEN oracle did not run';
  if (oracle.verdict === 'error') return null;
  return outcome.result.findings
    .filter((f) => f.oracle === ORACLE[syntax])
    .map((f) => {
      // A level the service sets as KoSIT's later configuration does (a finding with a levelNote, the rule in the
      // ledger's levelOverrides) is not the stylesheet's flag: that one finding is compared without its level.
      const levels = f.levelNote && OVERRIDDEN.has(f.ruleId) ? '*' : LEVEL_FLAG[f.severity].join('/');
      return `${f.ruleId}|${levels}|${f.xpath ?? ''}|${squash(f.message.en)}`;
    })
    .sort();
}

const OVERRIDDEN = new Set(
  [...knownDifferences('levelOverrides').keys()].map((k) => k.slice(k.indexOf(':') + 1)),
);

// Rule id, location and text must match exactly, and the flag the level the engine reports.
function sameItem(ours: string, theirs: string): boolean {
  const [id, levels, loc, text] = ours.split('|') as [string, string, string, string];
  const [tid, flag, tloc, ttext] = theirs.split('|') as [string, string, string, string];
  return id === tid && loc === tloc && text === ttext && (levels === '*' || levels.split('/').includes(flag));
}

function differences(ours: string[], theirs: string[]): { compiledOnly: string[]; saxonOnly: string[] } {
  const left = [...theirs];
  const compiledOnly: string[] = [];
  for (const o of ours) {
    const i = left.findIndex((t) => sameItem(o, t));
    if (i < 0) compiledOnly.push(o);
    else left.splice(i, 1);
  }
  return { compiledOnly, saxonOnly: left };
}

describe('compiled rules vs the official CEN XSLT on Saxon-HE 9.9 (JVM)', () => {
  it('finds Java and Saxon-HE (CI installs default-jre-headless and libsaxonhe-java)', async () => {
    expect(fs.existsSync(SAXON_JAR), `${SAXON_JAR} is missing: apt-get install libsaxonhe-java`).toBe(true);
    expect(await saxonVersion()).toMatch(/SAXON-HE 9\.9/i);
  });

  it('agrees on every corpus document, or the difference is in the ledger', async () => {
    expect(cases.length).toBeGreaterThan(1000);
    const ledger = knownDifferences('saxonHe');
    const diffs: string[] = [];
    const excused: string[] = [];
    let agreedErrors = 0;
    let agreedRefusals = 0;
    for (const syntax of Object.keys(STYLESHEETS) as Syntax[]) {
      const jvm = await runJvm(syntax);
      const mine = cases.filter((c) => c.syntax === syntax);
      console.log(
        `[saxon-he] ${syntax}: ${mine.length} documents in one JVM run, ${(jvm.ms / 1000).toFixed(1)} s (${(jvm.ms / mine.length).toFixed(1)} ms per document)`,
      );
      for (const c of mine) {
        const theirs = jvm.items.get(c.key) ?? null;
        const ours = await compiledItems(c, syntax);
        let diff: string | null = null;
        // Not well-formed: the engine refuses it, the JVM cannot parse it. Both refuse, which is agreement.
        if (ours === 'engine error MALFORMED_XML' && theirs === null) agreedRefusals++;
        else if (typeof ours === 'string') diff = ours;
        else if (ours === null || theirs === null) {
          if (ours === null && theirs === null) agreedErrors++;
          else
            diff =
              ours === null
                ? 'compiled run errored, Saxon-HE completed'
                : 'Saxon-HE errored, compiled completed';
        } else {
          const d = differences(ours, theirs);
          if (d.compiledOnly.length || d.saxonOnly.length)
            diff = `compiled only ${JSON.stringify(d.compiledOnly.slice(0, 3))}, Saxon-HE only ${JSON.stringify(d.saxonOnly.slice(0, 3))}`;
        }
        if (diff === null) continue;
        if (ledger.has(c.key)) excused.push(c.key);
        else diffs.push(`${c.key}: ${diff}`);
      }
    }
    console.log(
      `[saxon-he] ${cases.length} documents: ${diffs.length} differences, ${excused.length} in the ledger, ${agreedErrors} where both could not complete the official stylesheet, ${agreedRefusals} not well-formed for both`,
    );
    expect(diffs).toEqual([]);
    // An entry whose difference is gone is stale: the ledger only lists what still differs.
    expect([...ledger.keys()].filter((k) => !excused.includes(k))).toEqual([]);
  }, 1_800_000);
});
