import { USAGE as CONVERT_USAGE, convertCommand } from './cliConvert.ts';
import { USAGE as FIX_USAGE, fixCommand } from './cliFix.ts';
import { USAGE as RENDER_USAGE, renderCommand } from './cliRender.ts';
import { USAGE as VALIDATE_USAGE, validateCommand } from './cliValidate.ts';

/** The CLI's commands; each takes the words after its name and returns the exit code. */
const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  validate: validateCommand,
  render: renderCommand,
  convert: convertCommand,
  fix: fixCommand,
};

/** What `einvoice <command> --help` prints. */
const USAGES: Record<string, string> = {
  validate: VALIDATE_USAGE,
  render: RENDER_USAGE,
  convert: CONVERT_USAGE,
  fix: FIX_USAGE,
};

const USAGE = `Usage: einvoice <command> [options] FILE...

Commands: ${Object.keys(COMMANDS).join(', ')}. Run 'einvoice <command> --help' for its options.`;

/** Command-line host: runs the engine in-process. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--help') {
    console.log(USAGE);
    return 0;
  }
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(name ? `unknown command '${name}'\n\n${USAGE}` : USAGE);
    return 2;
  }
  if (rest.includes('--help')) {
    console.log(USAGES[name as string]);
    return 0;
  }
  // A refused rulesets build (or any start-up failure) is an error exit with its reason, never a verdict.
  return command(rest).catch((e: unknown) => {
    console.error(`einvoice: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
