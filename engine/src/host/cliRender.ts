import fs from 'node:fs';
import path from 'node:path';
import { extractInvoice } from '../container/openInput.ts';
import { isEngineError } from '../errors.ts';
import { renderInvoice } from '../render/renderInvoice.ts';

export const renderUsage = `Usage: einvoice render [--locale en|de|fr] [--format html|json] [--out FILE] FILE

Renders a UBL 2.1 / CII D16B invoice as a standalone HTML page (or its structured JSON reading).
  --locale de   German labels and formatting (fr: French; default en)
  --format json write the JSON reading instead of the HTML page
  --out FILE    where to write (default: next to the input, same name with .html or .json)
Exit code: 0 written, 2 error (unreadable file, not an invoice, bad usage).`;

interface Args {
  locale?: string;
  format?: string;
  out?: string;
  file: string;
}

function parseArgs(argv: string[]): Args | string {
  let file: string | undefined;
  const args: Partial<Args> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--locale' || a === '--format' || a === '--out') {
      const value = argv[++i];
      if (value === undefined) return `${a} needs a value`;
      args[a.slice(2) as 'locale' | 'format' | 'out'] = value;
    } else if (a.startsWith('--')) return `unknown option ${a}`;
    else if (file) return 'render takes one file';
    else file = a;
  }
  return file ? { ...args, file } : 'no file given';
}

/** CLI `render` command (args after the command name): writes the rendering next to the input or to --out. */
export async function renderCommand(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    console.error(`einvoice render: ${parsed} (--help shows the usage)`);
    return 2;
  }
  try {
    const bytes = fs.readFileSync(parsed.file);
    const result = renderInvoice((await extractInvoice({ xmlBase64: bytes.toString('base64') })).input, {
      format: parsed.format,
      locale: parsed.locale,
    });
    const ext = result.format === 'json' ? '.json' : '.html';
    const { dir, name } = path.parse(parsed.file);
    const out = parsed.out ?? path.join(dir, `${name}${ext}`);
    const body = result.format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : (result.html as string);
    fs.writeFileSync(out, body);
    console.log(`${out}: ${result.values} values, ${result.outsideStandard} outside EN 16931`);
    return 0;
  } catch (e) {
    const error = isEngineError(e)
      ? `${e.code} ${e.message}`
      : `IO ${String(e instanceof Error ? e.message : e)}`;
    console.error(`${parsed.file}: ${error}`);
    return 2;
  }
}
