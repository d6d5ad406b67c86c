import fs from 'node:fs';
import path from 'node:path';
import { convert } from '../convert/convert.ts';
import { TARGETS } from '../convert/targets.ts';
import { isEngineError } from '../errors.ts';
import { createNodeEngine } from './node.ts';

const USAGE = `Usage: einvoice convert --target TARGET [--allow-loss] [--out FILE] FILE

Converts a UBL 2.1 / CII D16B invoice to ${TARGETS.map((t) => t.id).join(', ')}.
The output is written next to the input (NAME.TARGET.xml) unless --out names a file; it never replaces the input.
Exit code: 0 converted and valid, 1 converted but invalid under the target's rules, 2 refused or error.`;

interface Args {
  target: string;
  allowLoss: boolean;
  out: string | null;
  file: string;
}

function parseArgs(argv: string[]): Args | string {
  let target: string | null = null;
  let out: string | null = null;
  let allowLoss = false;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--target') target = argv[++i] ?? null;
    else if (a === '--out') out = argv[++i] ?? null;
    else if (a === '--allow-loss') allowLoss = true;
    else if (a.startsWith('--')) return `unknown option ${a}`;
    else files.push(a);
  }
  if (!target) return '--target is required';
  if (files.length !== 1) return 'give exactly one FILE';
  return { target, allowLoss, out, file: files[0] as string };
}

/** `einvoice convert`: converts one file and writes the result beside it; returns the exit code. */
export async function convertCommand(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    console.error(`${args}\n\n${USAGE}`);
    return 2;
  }
  const input = path.resolve(args.file);
  const parsed = path.parse(input);
  const output = path.resolve(args.out ?? path.join(parsed.dir, `${parsed.name}.${args.target}.xml`));
  if (output === input) {
    console.error('Refusing to write the conversion over its input; choose another --out.');
    return 2;
  }
  try {
    const bytes = fs.readFileSync(input);
    const engine = await createNodeEngine();
    const r = await convert(
      engine,
      { xmlBase64: bytes.toString('base64') },
      { target: args.target, allowLoss: args.allowLoss },
    );
    fs.writeFileSync(output, r.xml ?? '');
    console.log(
      `${args.file} → ${path.relative(process.cwd(), output)}: ${r.method}, ${r.verdict.valid ? 'VALID' : 'INVALID'} as ${r.target.label}`,
    );
    for (const t of r.loss.terms) console.log(`  lost ${t.bt} = ${JSON.stringify(t.value)} (${t.src})`);
    if (r.loss.other.length)
      console.log(`  ${r.loss.other.length} value(s) outside EN 16931 not carried over`);
    for (const f of r.findings.filter((x) => x.severity === 'error'))
      console.log(`  [error] ${f.ruleId} ${f.message.en}`);
    return r.verdict.valid ? 0 : 1;
  } catch (e) {
    if (!isEngineError(e)) throw e;
    console.error(`${args.file}: ${e.code}: ${e.message}`);
    const questions = (e.details as { questions?: { id: string; label: { en: string } }[] } | undefined)
      ?.questions;
    for (const q of questions ?? []) console.error(`  ${q.id}: ${q.label.en}`);
    return 2;
  }
}
