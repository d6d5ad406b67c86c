import { containerFindings } from './container/containerFindings.ts';
import { openInput } from './container/openInput.ts';
import { detectDocument } from './detect/detectTree.ts';
import type { ValidateInput, ValidateOptions } from './engine.ts';
import { fail, isEngineError } from './errors.ts';
import {
  lineArithmeticFindings,
  placeFinding,
  schematronFindings,
  xsdFindings,
} from './findings/buildFindings.ts';
import { capFindings } from './findings/capFindings.ts';
import { collectActions } from './findings/collectActions.ts';
import { bothInFrance, franceOffer } from './findings/franceOffer.ts';
import { Locator } from './findings/locate.ts';
import { DEFAULT_INPUT_LIMITS } from './input/inputLimits.ts';
import { readLifecycle } from './lifecycle/readLifecycle.ts';
import { type InvoiceMetadata, metadataOf } from './model/invoiceMetadata.ts';
import { leitwegIdFindings } from './oracles/leitwegId/checkLeitwegId.ts';
import { checkLineArithmetic } from './oracles/lineArithmetic/checkLineArithmetic.ts';
import { validateXsdWith } from './oracles/xsd/validateXsd.ts';
import { ParsedDocument } from './parsedDocument.ts';
import type { Runtime } from './runtime.ts';
import {
  chooseSchematrons,
  nextReleasePins,
  rulesetVersions,
  upcomingAfter,
} from './scenario/chooseReleases.ts';
import {
  FRANCE_RULESET,
  franceAsked,
  franceAutomatic,
  selectFranceScenario,
} from './scenario/franceScenario.ts';
import { type ChosenScenario, selectScenario } from './scenario/selectScenario.ts';
import type { Finding, ReleasePreview, ValidateResult } from './types.ts';
import { buildVerdict, type OracleOutcome } from './verdict/buildVerdict.ts';
import { claimNotes } from './verdict/claimNotes.ts';
import { profileNotes } from './verdict/profileNotes.ts';
import { parseXmlTree } from './xml/parseXmlTree.ts';
import type { XmlTree } from './xml/XmlTree.ts';

/**
 * The validation pipeline, stage by stage: container (a PDF's embedded invoice) → decode → parse → detect → scenario → xsd → schematron →
 * line arithmetic → findings → verdict. Every stage takes the previous stage's typed result. The document is
 * parsed once, into the XmlTree that detection, the compiled rules, line arithmetic and finding lines share.
 */
export async function validatePipeline(
  rt: Runtime,
  input: ValidateInput,
  options: ValidateOptions = {},
  /** Called with the parsed document, for callers that read more from it than the verdict. */
  onTree?: (tree: XmlTree) => void,
  /** Called with the scenario chosen, for callers that report it (the KoSIT report names it). */
  onScenario?: (chosen: ChosenScenario) => void,
): Promise<ValidateResult> {
  const opened = input instanceof ParsedDocument ? { doc: input, pdf: null } : await openDocument(input);
  const { decoded, tree } = opened.doc;
  const { pdf } = opened;
  onTree?.(tree);
  // Read when a stage needs it (a layer's country, asOf issueDate, the French offer), once.
  let metadata: InvoiceMetadata | undefined;
  const metadataOnce = () => {
    metadata ??= metadataOf(tree);
    return metadata;
  };
  const detected = detectDocument(tree);
  const asked = franceAsked(options);
  const chosen =
    asked || franceAutomatic(detected)
      ? selectFranceScenario(rt.manifest.scenarios, detected, pdf !== null, asked)
      : selectScenario(rt.manifest.scenarios, detected, options.scenario, metadataOnce);
  onScenario?.(chosen);
  const { scenario, kositMatch, fallback } = chosen;
  const { ids: schematrons, applied } = chooseSchematrons(rt.manifest, scenario.schematrons, {
    pins: options.rulesetVersions,
    asOf: options.asOf,
    issueDate: options.asOf === 'issueDate' ? metadataOnce().issueDate : undefined,
  });

  const oracles: OracleOutcome[] = [];
  const findings: Finding[] = [];
  const describe = (id: string, error: string | null): OracleOutcome => {
    const a = rt.artefact(id);
    return { id, name: a.name, authority: a.authority, version: a.version, error };
  };

  // UTF-8 as received is what libxml2 reads: no second encoding of a large document.
  const utf8 = decoded.encoding === 'UTF-8' && decoded.bom === null;
  const xsd = validateXsdWith(await rt.xsd(scenario.xsd), utf8 ? decoded.bytes : decoded.text);
  if (xsd.malformed) {
    const m = xsd.malformed;
    fail('MALFORMED_XML', `The document is not well-formed XML: ${m.message}`, {
      reason: 'parser',
      line: m.line,
      column: m.column,
      message: m.message,
    });
  }
  oracles.push(describe(scenario.xsd, null));
  const locator = new Locator(tree, decoded.text, decoded.encoding, decoded.bom, decoded.bytes);
  // (Appended in loops, not spread: a document may raise hundreds of thousands of findings.)
  for (const f of xsdFindings(scenario.xsd, xsd, locator)) findings.push(f);

  // The schematron runs even after an XSD failure (KoSIT stops there): the verdict is the same, and the
  // caller sees every business-rule problem at once.
  // SaxonJS loads only for the reference executor: the default path (and its browser bundle) never needs it.
  const saxon = options.engine === 'reference' ? await import('./oracles/schematron/runSchematron.ts') : null;
  const source = saxon ? await saxon.parseForSaxon(decoded.text) : null;
  for (const id of schematrons) {
    const run = saxon ? saxon.runSchematron(await rt.stylesheet(id), source) : (await rt.rules(id)).run(tree);
    oracles.push(describe(id, run.ok ? null : run.message));
    for (const f of schematronFindings(id, scenario, run, tree, locator)) findings.push(f);
  }

  const invoiceSyntax = detected.syntax === 'CDAR' ? null : detected.syntax;
  const lineArithmetic = invoiceSyntax ? checkLineArithmetic(tree, invoiceSyntax) : [];
  for (const f of lineArithmeticFindings(lineArithmetic, tree, locator)) findings.push(f);
  if (invoiceSyntax)
    for (const f of leitwegIdFindings(tree, invoiceSyntax)) findings.push(placeFinding(f, tree, locator));
  if (invoiceSyntax && scenario.family !== FRANCE_RULESET) {
    const { sellerCountry, buyerCountry } = metadataOnce();
    const version = bothInFrance(sellerCountry, buyerCountry)
      ? rulesetVersions(rt.manifest).find((r) => r.id === FRANCE_RULESET)?.default
      : undefined;
    const offer = version ? franceOffer(sellerCountry, buyerCountry, version) : null;
    if (offer) findings.push(offer);
  }
  if (pdf) for (const f of containerFindings(pdf, scenario, detected.specId)) findings.push(f);

  const verdict = buildVerdict(scenario, kositMatch, oracles, findings);
  const listed = capFindings(findings, lineArithmetic, options.maxLocationsPerRule);
  const result: ValidateResult = {
    valid: verdict.valid,
    syntax: detected.syntax,
    verdict,
    counts: {
      errors: findings.filter((f) => f.severity === 'error').length,
      warnings: findings.filter((f) => f.severity === 'warning').length,
      info: findings.filter((f) => f.severity === 'info').length,
    },
    findings: listed.findings,
    lineArithmetic: listed.lineArithmetic,
    actions: collectActions(findings),
    rules: listed.rules,
    truncated: listed.truncated,
    sha256: await rt.sha256(pdf?.bytes ?? decoded.bytes),
    rulesets: applied,
  };
  if (pdf) result.container = pdf.container;
  if (detected.syntax === 'CDAR') result.lifecycle = readLifecycle(tree);
  if (options.preview === true || (options.preview === undefined && upcomingAfter(rt.manifest, applied))) {
    const pins = nextReleasePins(rt.manifest, scenario.schematrons, applied);
    if (Object.keys(pins).length > 0) {
      const next = await previewRun(rt, opened.doc, {
        ...options,
        rulesetVersions: { ...options.rulesetVersions, ...pins },
        preview: false,
      });
      result.preview = comparePreview(result, next);
    }
  }
  const notes = [...profileNotes(scenario), ...claimNotes(detected.specId, fallback)];
  if (notes.length > 0) result.notes = notes;
  // KoSIT stops at a failed XSD step and rejects on its findings: a schematron that then fails at run time
  // (a placeholder like {TAX_AMOUNT} it cannot cast) changes nothing about that verdict. Only when the
  // verdict depends on the step that failed is the document not evaluable.
  const errored = verdict.oracles.filter((o) => o.verdict === 'error');
  if (errored.length > 0 && xsd.errors.length === 0) {
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

/** The run under the next releases; a document they cannot evaluate still has its result (NOT_EVALUABLE). */
async function previewRun(
  rt: Runtime,
  doc: ParsedDocument,
  options: ValidateOptions,
): Promise<ValidateResult> {
  try {
    return await validatePipeline(rt, doc, options);
  } catch (e) {
    const result = isEngineError(e)
      ? (e.details as { result?: ValidateResult } | undefined)?.result
      : undefined;
    if (result) return result;
    throw e;
  }
}

/** The next releases' verdict against the one that ran: rule ids (with severity) added and removed. */
function comparePreview(now: ValidateResult, next: ValidateResult): ReleasePreview {
  const ids = (r: ValidateResult) => new Set(r.rules.map((t) => `${t.ruleId}:${t.severity}`));
  const before = ids(now);
  const after = ids(next);
  return {
    rulesets: next.rulesets,
    valid: next.valid,
    verdictChanged: next.valid !== now.valid,
    added: [...after].filter((x) => !before.has(x)).sort(),
    removed: [...before].filter((x) => !after.has(x)).sort(),
  };
}

/** Container and input stages, then the one parse: a hybrid PDF's embedded invoice becomes the document. */
async function openDocument(input: ValidateInput) {
  const { decoded, pdf } = await openInput(input, DEFAULT_INPUT_LIMITS);
  return { doc: new ParsedDocument(decoded, parseXmlTree(decoded.text, DEFAULT_INPUT_LIMITS)), pdf };
}
