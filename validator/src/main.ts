import fs from 'node:fs';
import path from 'node:path';
import { convert, fix, type LocalEngine } from '@einvoice/engine';
import { enterCallerFolder } from '@einvoice/engine/commandLine';
import { isEngineError } from '@einvoice/engine/errors';
import { fixedBytes } from '@einvoice/engine/fixedBytes';
import { createNodeEngine } from '@einvoice/engine/node';
import { type Configuration, ConfigurationError, check, configurationOfBuild } from '@einvoice/proxy/kosit';
import { checkAssertions } from './assertions.ts';
import { startDaemon } from './daemon.ts';
import { type Options, parseOptions, USAGE } from './options.ts';

/** KoSIT's return codes beside "n documents rejected". */
const BAD_ARGUMENTS = -1;
const CONFIGURATION_ERROR = -2;

const VERSION: string = (
  JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The configuration in force: the build's and the scenario files given. */
async function configure(options: Pick<Options, 'scenarios' | 'repositories'>): Promise<Configuration> {
  for (const dir of options.repositories) {
    if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory())
      throw new ConfigurationError(`repository ${dir} is not a folder`);
  }
  return configurationOfBuild(options.scenarios.map((s) => s.file));
}

/** Files of the command line: a folder stands for the files directly in it, in name order (as KoSIT reads it). */
function expandInputs(inputs: readonly string[]): string[] {
  return inputs.flatMap((input) => {
    if (!fs.statSync(input, { throwIfNoEntry: false })?.isDirectory()) return [input];
    return fs
      .readdirSync(input, { withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.join(input, d.name))
      .sort();
  });
}

function reportName(o: Options, input: string, ext: 'xml' | 'html' | 'json'): string {
  const base = path.basename(input).replace(/\.[^.]*$/, '');
  return `${o.reportPrefix ? `${o.reportPrefix}-` : ''}${base}-${o.reportPostfix}.${ext}`;
}

/** Runs the command line; resolves to the return code (a daemon resolves only when it stops). */
export async function main(argv: string[]): Promise<number> {
  const o = parseOptions(argv);
  if (typeof o === 'string') {
    console.error(`validator: ${o} (--help lists the options)`);
    return BAD_ARGUMENTS;
  }
  if (o.help) {
    console.log(USAGE);
    return 0;
  }
  if (o.version) {
    console.log(`validator ${VERSION} (KoSIT validator drop-in)`);
    return 0;
  }
  let config: Configuration;
  try {
    config = await configure(o);
  } catch (e) {
    console.error(`validator: configuration error: ${(e as Error).message}`);
    return CONFIGURATION_ERROR;
  }
  if (o.daemon) return startDaemon(o, config, VERSION).then((d) => d.closed);
  return runBatch(o, config);
}

/**
 * `--fix` and `--convert`: the repaired and the converted document beside the report. Their refusals are reported
 * and leave the return code alone: it says what KoSIT's does, whether the documents are acceptable.
 */
async function produce(o: Options, engine: LocalEngine, outDir: string, name: string, bytes: Uint8Array) {
  const input = { xmlBase64: Buffer.from(bytes).toString('base64') };
  const base = name.replace(/\.[^.]*$/, '');
  const attempt = async (what: string, run: () => Promise<string>) => {
    try {
      console.error(`${name}: ${what} ${await run()}`);
    } catch (e) {
      console.error(
        `${name}: ${what} refused: ${isEngineError(e) ? `${e.code} ${e.message}` : (e as Error).message}`,
      );
    }
  };
  if (o.fix) {
    const mode = o.fix;
    await attempt('fix', async () => {
      const r = await fix(engine, input, { mode });
      const fixed = r.patches.length > 0 ? fixedBytes(input, r) : null;
      if (!fixed) return r.outcome;
      const file = path.join(outDir, `${base}.fixed.${fixed.ext}`);
      fs.writeFileSync(file, fixed.bytes);
      return `${r.outcome}, written to ${file}`;
    });
  }
  if (o.convert) {
    const target = o.convert;
    await attempt('convert', async () => {
      const r = await convert(engine, input, { target });
      const file = path.join(outDir, `${base}.${target}.${r.pdfBase64 ? 'pdf' : 'xml'}`);
      fs.writeFileSync(file, r.pdfBase64 ? Buffer.from(r.pdfBase64, 'base64') : (r.xml ?? ''));
      return `${r.verdict.valid ? 'valid' : 'invalid'} as ${target}, written to ${file}`;
    });
  }
}

async function runBatch(o: Options, config: Configuration): Promise<number> {
  const started = performance.now();
  const engine = await createNodeEngine();
  const outDir = o.outputDirectory ?? process.cwd();
  fs.mkdirSync(outDir, { recursive: true });
  const files = o.inputs.length > 0 ? expandInputs(o.inputs) : ['-'];
  const progress = process.stderr.isTTY && files.length > 1;
  let rejected = 0;
  let errors = 0;
  for (const [i, file] of files.entries()) {
    const name = file === '-' ? 'stdin' : path.basename(file);
    if (progress) process.stderr.write(`\r[${i + 1}/${files.length}] ${name}`.padEnd(60));
    try {
      const bytes = file === '-' ? fs.readFileSync(0) : fs.readFileSync(file);
      const { report, result } = await check(engine, config, name, bytes, o.acceptPdf);
      const text = o.format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : report.xml;
      fs.writeFileSync(path.join(outDir, reportName(o, name, o.format)), text);
      if (o.html) fs.writeFileSync(path.join(outDir, reportName(o, name, 'html')), report.html);
      if (o.print) process.stdout.write(text);
      await produce(o, engine, outDir, name, bytes);
      if (!report.accept) rejected++;
      if (progress) process.stderr.write('\r');
      console.error(
        `${name}: ${report.accept ? 'acceptable' : 'rejected'} (${report.scenario ?? 'no scenario matched'})`,
      );
    } catch (e) {
      // A file that could not be read or processed gets no report and counts as not acceptable.
      errors++;
      rejected++;
      const reason = isEngineError(e)
        ? `${e.code} ${e.message}`
        : o.debug
          ? String((e as Error).stack)
          : (e as Error).message;
      console.error(`${name}: processing error: ${reason}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.error(
    `${files.length} files, ${files.length - rejected} acceptable, ${rejected - errors} rejected, ${errors} errors, ${seconds.toFixed(1)} s`,
  );
  if (o.memoryStats) {
    const m = process.memoryUsage();
    console.error(
      `memory: rss ${Math.round(m.rss / 2 ** 20)} MB, heap used ${Math.round(m.heapUsed / 2 ** 20)} MB`,
    );
  }
  if (o.checkAssertions) {
    const results = await checkAssertions(o.checkAssertions, outDir);
    const failed = results.filter((r) => !r.passed);
    for (const f of failed)
      console.error(`assertion failed: ${f.reportDoc}: ${f.description} (${f.error ?? f.test})`);
    console.error(
      `${results.length} assertions, ${results.length - failed.length} passed, ${failed.length} failed`,
    );
    // With assertions the documents' rejections are expected: the return code counts failed assertions.
    return failed.length;
  }
  return rejected;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  enterCallerFolder();
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
