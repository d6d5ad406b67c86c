import fs from 'node:fs';
import path from 'node:path';
import { convert } from '../convert/convert.ts';
import { inputById } from '../convert/inputs.ts';
import { TARGETS } from '../convert/targets.ts';
import type { ConvertAnswer, ConvertQuestion } from '../convert/types.ts';
import { isEngineError } from '../errors.ts';
import { createNodeEngine } from './node.ts';

export const USAGE = `Usage: einvoice convert --target TARGET [--allow-loss] [--answer ID=VALUE]... [--out FILE] FILE

Converts a UBL 2.1 / CII D16B invoice to ${TARGETS.map((t) => t.id).join(', ')}.
The output is written next to the input (NAME.TARGET.xml; NAME.factur-x.pdf for factur-x) unless --out names a file;
it never replaces the input. The input may be a hybrid PDF (Factur-X, ZUGFeRD, XRechnung in a PDF/A-3).
--answer answers a question of a MISSING_INPUT refusal; an electronic address is given as ID=SCHEME:VALUE
(e.g. --answer seller-endpoint=0088:4000001000005), a period as ID=YYYY-MM-DD/YYYY-MM-DD.
Exit code: 0 converted and valid, 1 converted but invalid under the target's rules, 2 refused or error.`;

interface Args {
  target: string;
  allowLoss: boolean;
  answers: ConvertAnswer[];
  out: string | null;
  file: string;
}

// ID=VALUE, or ID=SCHEME:VALUE for an electronic address; the engine checks the values.
function parseAnswer(arg: string): ConvertAnswer | null {
  const eq = arg.indexOf('=');
  if (eq < 1) return null;
  const id = arg.slice(0, eq);
  const value = arg.slice(eq + 1);
  const colon = value.indexOf(':');
  if (inputById(id)?.kind !== 'endpoint' || colon < 0) return { id, value };
  return { id, scheme: value.slice(0, colon), value: value.slice(colon + 1) };
}

function parseArgs(argv: string[]): Args | string {
  let target: string | null = null;
  let out: string | null = null;
  let allowLoss = false;
  const answers: ConvertAnswer[] = [];
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--target') target = argv[++i] ?? null;
    else if (a === '--out') out = argv[++i] ?? null;
    else if (a === '--allow-loss') allowLoss = true;
    else if (a === '--answer') {
      const answer = parseAnswer(argv[++i] ?? '');
      if (!answer) return '--answer takes ID=VALUE';
      answers.push(answer);
    } else if (a.startsWith('--')) return `unknown option ${a}`;
    else files.push(a);
  }
  if (!target) return '--target is required';
  if (files.length !== 1) return 'give exactly one FILE';
  return { target, allowLoss, answers, out, file: files[0] as string };
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
  // Target factur-x writes the PDF (the XML is inside it as factur-x.xml).
  const ext = args.target === 'factur-x' ? 'pdf' : 'xml';
  const output = path.resolve(args.out ?? path.join(parsed.dir, `${parsed.name}.${args.target}.${ext}`));
  if (output === input) {
    console.error('Refusing to write the conversion over its input; choose another --out.');
    return 2;
  }
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(input);
  } catch (e) {
    console.error(`${args.file}: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  try {
    const engine = await createNodeEngine();
    const r = await convert(
      engine,
      { xmlBase64: bytes.toString('base64') },
      { target: args.target, allowLoss: args.allowLoss, answers: args.answers },
    );
    fs.writeFileSync(output, r.pdfBase64 ? Buffer.from(r.pdfBase64, 'base64') : (r.xml ?? ''));
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
    const questions = (e.details as { questions?: ConvertQuestion[] } | undefined)?.questions;
    for (const q of questions ?? [])
      console.error(
        `  --answer ${q.id}=${q.kind === 'endpoint' ? 'SCHEME:' : ''}…  ${q.label.en} (${[...q.terms, ...q.rules].join(', ')})`,
      );
    return 2;
  }
}
