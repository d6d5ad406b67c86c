import { detectTree } from './detect/detectTree.ts';
import type { ValidateInput, ValidateOptions } from './engine.ts';
import { fail } from './errors.ts';
import { lineArithmeticFindings, schematronFindings, xsdFindings } from './findings/buildFindings.ts';
import { collectActions } from './findings/collectActions.ts';
import { decodeInput } from './input/decodeInput.ts';
import { DEFAULT_INPUT_LIMITS } from './input/inputLimits.ts';
import { leitwegIdFindings } from './oracles/leitwegId/checkLeitwegId.ts';
import { checkLineArithmetic } from './oracles/lineArithmetic/checkLineArithmetic.ts';
import { validateXsd } from './oracles/xsd/validateXsd.ts';
import type { Runtime } from './runtime.ts';
import { selectScenario } from './scenario/selectScenario.ts';
import { sha256Hex } from './sha256Hex.ts';
import type { Finding, ValidateResult } from './types.ts';
import { buildVerdict, type OracleOutcome } from './verdict/buildVerdict.ts';
import { parseTree } from './xml/parseTree.ts';

/**
 * The validation pipeline, stage by stage: decode → parse → detect → scenario → xsd → schematron →
 * line arithmetic → findings → verdict. Every stage takes the previous stage's typed result. The document is
 * parsed once, into the XmlTree that detection, the compiled rules, line arithmetic and finding lines share.
 */
export async function validatePipeline(
  rt: Runtime,
  input: ValidateInput,
  options: ValidateOptions = {},
): Promise<ValidateResult> {
  const decoded = decodeInput(input, DEFAULT_INPUT_LIMITS);
  const tree = parseTree(decoded.text, DEFAULT_INPUT_LIMITS);
  const detected = detectTree(tree);
  const { scenario, kositMatch } = selectScenario(rt.manifest.scenarios, detected, options.scenario);

  const oracles: OracleOutcome[] = [];
  const findings: Finding[] = [];
  const describe = (id: string, errored: boolean): OracleOutcome => {
    const a = rt.artefact(id);
    return { id, name: a.name, authority: a.authority, version: a.version, errored };
  };

  const xsd = validateXsd(await rt.schemas(), scenario.document, decoded.text);
  if (xsd.malformed) {
    const m = xsd.malformed;
    fail('MALFORMED_XML', `The document is not well-formed XML: ${m.message}`, {
      reason: 'parser',
      line: m.line,
      column: m.column,
      message: m.message,
    });
  }
  oracles.push(describe(scenario.xsd, false));
  findings.push(...xsdFindings(scenario.xsd, xsd));

  // The schematron runs even after an XSD failure (KoSIT stops there): the verdict is the same, and the
  // caller sees every business-rule problem at once.
  // SaxonJS loads only for the reference executor: the default path (and its browser bundle) never needs it.
  const saxon = options.engine === 'reference' ? await import('./oracles/schematron/runSchematron.ts') : null;
  const source = saxon ? await saxon.parseForSaxon(decoded.text) : null;
  for (const id of scenario.schematrons) {
    const run = saxon ? saxon.runSchematron(await rt.stylesheet(id), source) : (await rt.rules(id)).run(tree);
    oracles.push(describe(id, !run.ok));
    findings.push(...schematronFindings(id, scenario, run, tree));
  }

  const lineArithmetic = checkLineArithmetic(tree, detected.syntax);
  findings.push(...lineArithmeticFindings(lineArithmetic, tree));
  findings.push(...leitwegIdFindings(tree, detected.syntax));

  const verdict = buildVerdict(scenario, kositMatch, oracles, findings);
  const result: ValidateResult = {
    valid: verdict.valid,
    syntax: detected.syntax,
    verdict,
    counts: {
      errors: findings.filter((f) => f.severity === 'error').length,
      warnings: findings.filter((f) => f.severity === 'warning').length,
      info: findings.filter((f) => f.severity === 'info').length,
    },
    findings,
    lineArithmetic,
    actions: collectActions(findings),
    sha256: await sha256Hex(decoded.bytes),
  };
  const errored = verdict.oracles.filter((o) => o.verdict === 'error');
  if (errored.length > 0) {
    fail(
      'NOT_EVALUABLE',
      `A validator could not evaluate the document: ${errored.map((o) => o.id).join(', ')}.`,
      {
        erroredOracles: errored.map((o) => o.id),
        result,
      },
    );
  }
  return result;
}
