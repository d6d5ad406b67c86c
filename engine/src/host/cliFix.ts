import fs from 'node:fs';
import path from 'node:path';
import { isEngineError } from '../errors.ts';
import { fix } from '../fix/fix.ts';
import type { FixResult } from '../fix/types.ts';
import { fixedBytes } from './fixedBytes.ts';
import { createNodeEngine } from './node.ts';

export const fixUsage = `Usage: einvoice fix [--permissive] [--answers FILE.json] [--out FILE] [--force] [--json] FILE

Repairs an e-invoice by targeted edits of the file's own text and writes the result next to it
(NAME.fixed.xml), in the input's encoding. Never overwrites an existing file unless --force is given.
  --permissive      fill values the engine is unsure of with its best inference (default: ask)
  --answers FILE    answers to the questions of a previous run: a JSON array of {id, value, scheme?} / {id, option}
  --out FILE        where to write the repaired invoice
  --force           overwrite FILE given with --out (or the default output) if it exists
  --json            print the FixResult as JSON
Exit code: 0 compliant (or already compliant), 1 questions open, errors remain or repair refused, 2 error.`;

interface Args {
  mode: 'strict' | 'permissive';
  answers?: string;
  out?: string;
  force: boolean;
  json: boolean;
  file: string;
}

function parseArgs(argv: string[]): Args | string {
  let mode: Args['mode'] = 'strict';
  let answers: string | undefined;
  let out: string | undefined;
  let force = false;
  let json = false;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--permissive') mode = 'permissive';
    else if (a === '--force') force = true;
    else if (a === '--json') json = true;
    else if (a === '--answers' || a === '--out') {
      const v = argv[++i];
      if (!v) return `${a} takes a file name`;
      if (a === '--answers') answers = v;
      else out = v;
    } else if (a.startsWith('--')) return `unknown option ${a}`;
    else files.push(a);
  }
  if (files.length !== 1) return 'give exactly one invoice file';
  return {
    mode,
    force,
    json,
    file: files[0] as string,
    ...(answers ? { answers } : {}),
    ...(out ? { out } : {}),
  };
}

function summary(r: FixResult): string {
  const lines = [`${r.outcome} (${r.mode}) — ${r.syntax} ${r.verdict.format.key}`];
  for (const c of r.changes)
    lines.push(`  changed ${c.field} = ${c.value} [${c.synthesizer}, ${c.confidence}] ${c.reason}`);
  for (const q of r.questions)
    lines.push(
      `  question ${q.id} (${q.kind}): ${q.label.en}${q.options ? ` — options ${q.options.map((o) => o.value).join(', ')}` : ''}`,
    );
  for (const f of r.remaining) lines.push(`  open ${f.ruleId} ${f.plain?.en ?? f.message.en}`);
  for (const a of r.answers.rejected) lines.push(`  answer ${a.id} refused: ${a.reason}`);
  if (r.fidelity.critical + r.fidelity.benign > 0)
    lines.push(
      `  fidelity: ${r.fidelity.critical} critical, ${r.fidelity.benign} benign ${r.fidelity.examples.join('; ')}`,
    );
  return lines.join('\n');
}

/** `fix` command: repairs one invoice file in-process and writes the result next to it. */
export async function fixCommand(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    console.error(`einvoice fix: ${args} (--help shows the usage)`);
    return 2;
  }
  try {
    const bytes = fs.readFileSync(args.file);
    const answers: unknown = args.answers ? JSON.parse(fs.readFileSync(args.answers, 'utf8')) : [];
    const input = { xmlBase64: bytes.toString('base64') };
    const engine = await createNodeEngine();
    const r = await fix(engine, input, { mode: args.mode, answers });
    const target =
      args.out ??
      path.join(
        path.dirname(args.file),
        // A hybrid PDF comes back as a PDF with the repaired XML inside.
        `${path.basename(args.file, path.extname(args.file))}.fixed.${r.pdfBase64 ? 'pdf' : 'xml'}`,
      );
    let wrote: string | null = null;
    // A file is written only when something was changed: an unchanged copy would pass for a repair.
    const fixed = r.patches.length > 0 ? fixedBytes(input, r) : null;
    if (fixed) {
      if (path.resolve(target) === path.resolve(args.file) && !args.force)
        throw new Error('refusing to overwrite the input; pass --force');
      if (fs.existsSync(target) && !args.force)
        throw new Error(`${target} exists; pass --force to overwrite it`);
      fs.writeFileSync(target, fixed.bytes);
      wrote = target;
    }
    if (args.json) console.log(JSON.stringify(r, null, 2));
    else {
      const unchanged =
        r.outcome !== 'already_compliant' && r.patches.length === 0
          ? '\n  nothing was repaired automatically; no file written'
          : '';
      console.log(
        `${path.basename(args.file)}: ${summary(r)}${wrote ? `\n  written to ${wrote}` : unchanged}`,
      );
    }
    return r.outcome === 'compliant' || r.outcome === 'already_compliant' ? 0 : 1;
  } catch (e) {
    const error = isEngineError(e) ? `${e.code} ${e.message}` : String(e instanceof Error ? e.message : e);
    console.error(`${args.file}: ${error}`);
    return 2;
  }
}
