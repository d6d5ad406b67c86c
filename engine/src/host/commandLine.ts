import path from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** Whether the words ask for the usage: `--help` or `-h` before any `--` that ends the options. */
export function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

/**
 * Reads a program's command line with Node's `parseArgs` (strict): `--help` or `-h` prints `usage` and exits 0;
 * an unknown option, a missing value or an unexpected word exits 2 with one line naming it, never a stack trace.
 */
export function commandLine<T extends Omit<ParseArgsConfig, 'strict'>>(
  name: string,
  usage: string,
  config: T,
): ReturnType<typeof parseArgs<T & { strict: true }>> {
  if (asksForHelp(config.args ?? process.argv.slice(2))) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ ...config, strict: true });
  } catch (e) {
    // Node's messages go on to explain `--` in a second sentence: the first one names the problem.
    const message = e instanceof Error ? (e.message.split('. ')[0] ?? e.message) : String(e);
    console.error(`${name}: ${message} (--help shows the usage)`);
    process.exit(2);
  }
}

/**
 * npm runs a package script in the package's folder and names the folder it was called from in INIT_CWD: a
 * program an npm script started moves there first, so that `npm run cli -- validate ./invoice.xml` and every
 * relative path (arguments, DATA_DIR and other variables, files written) mean the caller's folder, as they would
 * for any command. Only the program the script names itself: a program a script's child spawns (a test under
 * `npm test`) inherits INIT_CWD from an unrelated npm and keeps its own working directory.
 */
export function enterCallerFolder(env: NodeJS.ProcessEnv = process.env): void {
  const caller = env.INIT_CWD;
  const script = env.npm_lifecycle_script;
  const entry = process.argv[1];
  if (!caller || !script || !entry) return;
  if (!script.includes(path.relative(process.cwd(), entry))) return;
  process.chdir(caller);
}
