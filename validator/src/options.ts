/** The KoSIT validator's command line (itplr-kosit/validator docs/cli.md), as this tool reads it. */
export interface Options {
  /** `-s/--scenarios`: scenario files, each optionally `NAME=file` (KoSIT's named configurations). */
  scenarios: { name: string | null; file: string }[];
  /** `-r/--repository`: where KoSIT reads the scenarios' artefacts; here only checked to exist. */
  repositories: string[];
  outputDirectory: string | null;
  print: boolean;
  html: boolean;
  reportPrefix: string;
  reportPostfix: string;
  checkAssertions: string | null;
  memoryStats: boolean;
  daemon: boolean;
  host: string;
  port: number;
  disableGui: boolean;
  /** `-T/--threads`: the daemon's engine workers (default: the API server's ENGINE_WORKERS). */
  threads: number | null;
  /** `--format json`: the v3 validation result per file instead of KoSIT's report. */
  format: 'xml' | 'json';
  /** `--fix MODE`: also repair each document (strict or permissive), written as `<name>.fixed.xml` beside the report. */
  fix: 'strict' | 'permissive' | null;
  /** `--convert TARGET`: also convert each document, written as `<name>.<TARGET>.xml` (`.pdf` for factur-x). */
  convert: string | null;
  /** `--accept-pdf`: check a hybrid PDF's embedded invoice; KoSIT (and this tool by default) rejects non-XML input. */
  acceptPdf: boolean;
  /** `-d/--debug`: processing errors with their stack. */
  debug: boolean;
  help: boolean;
  version: boolean;
  /** Files and folders; none (outside daemon mode) means standard input. */
  inputs: string[];
}

export const USAGE = `Usage: validator [OPTIONS] [FILE|FOLDER]...
A drop-in for the KoSIT validator (same options, report and return codes), on this service's compiled rules.
Without FILE the document is read from standard input.

  -s, --scenarios [NAME=]FILE  KoSIT scenario configuration (repeatable); default: the built-in
                               KoSIT XRechnung configuration. Scenarios whose artefacts this tool has not
                               compiled are refused (return code -2).
  -r, --repository DIR         KoSIT's artefact repository (repeatable); checked to exist, the rules
                               themselves are the compiled build
  -o, --output-directory DIR   where reports are written (default: the working directory)
  -p, --print                  print each report to standard output
  -h, --html                   also write the report as HTML (<name>-report.html)
      --report-prefix TEXT     prefix of report file names
      --report-postfix TEXT    postfix of report file names (default: report)
  -c, --check-assertions FILE  check the reports against a KoSIT assertions file
  -m, --memory-stats           print memory use at the end
  -D, --daemon                 serve KoSIT's HTTP interface instead of checking files
  -H, --host HOST              daemon address (default localhost)
  -P, --port PORT              daemon port (default 8080)
      --disable-gui            daemon: no usage page at GET /
  -T, --threads N              daemon: engine worker threads (default ENGINE_WORKERS)
  -d, --debug                  processing errors with their stack trace
  -l, --log-level LEVEL        accepted for compatibility (logging is to standard error)
      --serialize-report-input accepted for compatibility; there is no separate report input
      --format xml|json        json: write this service's v3 validation result (<name>-report.json)
      --fix strict|permissive  also repair each document: <name>.fixed.xml beside the report
      --convert TARGET         also convert each document: <name>.<TARGET>.xml (.pdf for factur-x)
      --accept-pdf             check the invoice embedded in a hybrid PDF (Factur-X, ZUGFeRD); by default a
                               PDF is rejected as KoSIT rejects every input that is not XML
      --help                   this text
      --version                the version

Return codes: 0 all documents acceptable, n = number of documents rejected, -1 bad arguments,
-2 configuration error.`;

/** Options taking a value, by every spelling. */
const VALUED: Record<string, keyof Options | 'logLevel'> = {
  '-s': 'scenarios',
  '--scenarios': 'scenarios',
  '-r': 'repositories',
  '--repository': 'repositories',
  '-o': 'outputDirectory',
  '--output-directory': 'outputDirectory',
  '--report-prefix': 'reportPrefix',
  '--report-postfix': 'reportPostfix',
  '-c': 'checkAssertions',
  '--check-assertions': 'checkAssertions',
  '-H': 'host',
  '--host': 'host',
  '-P': 'port',
  '--port': 'port',
  '-T': 'threads',
  '--threads': 'threads',
  '--format': 'format',
  '--fix': 'fix',
  '--convert': 'convert',
  '-l': 'logLevel',
  '--log-level': 'logLevel',
};

type Flag =
  | 'print'
  | 'html'
  | 'memoryStats'
  | 'daemon'
  | 'disableGui'
  | 'acceptPdf'
  | 'debug'
  | 'help'
  | 'version';

/** Flags; null marks KoSIT flags accepted for compatibility that change nothing here. */
const FLAGS: Record<string, Flag | null> = {
  '-p': 'print',
  '--print': 'print',
  '-h': 'html',
  '--html': 'html',
  '-m': 'memoryStats',
  '--memory-stats': 'memoryStats',
  '-D': 'daemon',
  '--daemon': 'daemon',
  '--disable-gui': 'disableGui',
  '--accept-pdf': 'acceptPdf',
  '-d': 'debug',
  '--debug': 'debug',
  '--serialize-report-input': null,
  '--help': 'help',
  '--version': 'version',
  '-v': 'version',
};

/** Parses the words after the command; a string is the reason the command line is refused. */
export function parseOptions(argv: readonly string[]): Options | string {
  const o: Options = {
    scenarios: [],
    repositories: [],
    outputDirectory: null,
    print: false,
    html: false,
    reportPrefix: '',
    reportPostfix: 'report',
    checkAssertions: null,
    memoryStats: false,
    daemon: false,
    host: 'localhost',
    port: 8080,
    disableGui: false,
    acceptPdf: false,
    threads: null,
    format: 'xml',
    fix: null,
    convert: null,
    debug: false,
    help: false,
    version: false,
    inputs: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    // `--name=value` as well as `--name value`.
    const eq = word.startsWith('--') ? word.indexOf('=') : -1;
    const name = eq > 0 ? word.slice(0, eq) : word;
    const flag = FLAGS[name];
    if (flag !== undefined && eq < 0) {
      if (flag) o[flag] = true;
      continue;
    }
    const key = VALUED[name];
    if (!key) {
      if (word.startsWith('-') && word !== '-') return `unknown option ${word}`;
      o.inputs.push(word);
      continue;
    }
    const value = eq > 0 ? word.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '') return `${name} needs a value`;
    switch (key) {
      case 'scenarios': {
        const at = value.indexOf('=');
        o.scenarios.push(
          at > 0 ? { name: value.slice(0, at), file: value.slice(at + 1) } : { name: null, file: value },
        );
        break;
      }
      case 'repositories':
        o.repositories.push(value);
        break;
      case 'threads': {
        const threads = Number(value);
        if (!Number.isInteger(threads) || threads < 1)
          return `${name} takes a number of threads, not '${value}'`;
        o.threads = threads;
        break;
      }
      case 'format':
        if (value !== 'xml' && value !== 'json') return `${name} takes xml or json, not '${value}'`;
        o.format = value;
        break;
      case 'fix':
        if (value !== 'strict' && value !== 'permissive')
          return `${name} takes strict or permissive, not '${value}'`;
        o.fix = value;
        break;
      case 'logLevel':
        break;
      case 'port': {
        const port = Number(value);
        if (!Number.isInteger(port) || port < 0 || port > 65535)
          return `${name} takes a port number, not '${value}'`;
        o.port = port;
        break;
      }
      case 'outputDirectory':
      case 'convert':
      case 'checkAssertions':
      case 'host':
      case 'reportPrefix':
      case 'reportPostfix':
        o[key] = value;
        break;
    }
  }
  return o;
}
