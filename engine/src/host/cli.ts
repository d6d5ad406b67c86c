import { convertCommand, convertUsage } from './cliConvert.ts';
import { fixCommand, fixUsage } from './cliFix.ts';
import { renderCommand, renderUsage } from './cliRender.ts';
import { validateCommand, validateUsage } from './cliValidate.ts';
import { asksForHelp, enterCallerFolder } from './commandLine.ts';

/** The CLI's commands: each takes the words after its name and returns the exit code. */
const COMMANDS: Record<string, { run: (args: string[]) => Promise<number>; usage: string }> = {
  validate: { run: validateCommand, usage: validateUsage },
  render: { run: renderCommand, usage: renderUsage },
  convert: { run: convertCommand, usage: convertUsage },
  fix: { run: fixCommand, usage: fixUsage },
};

const USAGE = `Usage: einvoice <command> [options] FILE...

Commands: ${Object.keys(COMMANDS).join(', ')}. Run 'einvoice <command> --help' for its options.`;

/** Command-line host: runs the engine in-process. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    if (name === '--help' || name === '-h') {
      console.log(USAGE);
      return 0;
    }
    console.error(name ? `einvoice: unknown command '${name}' (--help lists them)` : USAGE);
    return 2;
  }
  if (asksForHelp(rest)) {
    console.log(command.usage);
    return 0;
  }
  // A refused rulesets build (or any start-up failure) is an error exit with its reason, never a verdict.
  return command.run(rest).catch((e: unknown) => {
    console.error(`einvoice: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  enterCallerFolder();
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
