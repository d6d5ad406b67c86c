import { extractInvoice } from '../container/openInput.ts';
import { detectTree } from '../detect/detectTree.ts';
import type { Engine, LayerScenario, ValidateInput } from '../engine.ts';
import { bug, fail, isEngineError } from '../errors.ts';
import { DEFAULT_INPUT_LIMITS } from '../input/inputLimits.ts';
import { toBase64 } from '../input/toBase64.ts';
import { PAGE_FONTS } from '../manifest.ts';
import { readInvoice, withoutOrderPlaceholder } from '../model/readInvoice.ts';
import type { GroupInstance, InvoiceModel } from '../model/types.ts';
import { ParsedDocument, parseDocument } from '../parsedDocument.ts';
import { renderInvoice } from '../render/renderInvoice.ts';
import { RENDER_LOCALES, type RenderedInvoice, type RenderLocale } from '../render/types.ts';
import { sha256Hex } from '../sha256Hex.ts';
import type { Finding, ValidateResult } from '../types.ts';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import { applyAnswers } from './applyAnswers.ts';
import { compareModels } from './compareModels.ts';
import { identityPatch } from './identityPatch.ts';
import { inputById } from './inputs.ts';
import { judgeOutput, type OutputJudgement } from './judgeOutput.ts';
import { missingInputs } from './missingInputs.ts';
import { parseAnswers } from './parseAnswers.ts';
import {
  type OutputIdentity,
  outputIdentity,
  PLANNED_TARGETS,
  TARGETS,
  type TargetSpec,
  targetById,
  withLayerIdentity,
} from './targets.ts';
import type { ConvertAnswer, ConvertOptions, ConvertQuestion, ConvertResult } from './types.ts';
import { writeCii } from './writeCii.ts';
import { writeUbl } from './writeUbl.ts';

// UNTDID 1001 credit-note codes EN 16931 admits: a CII credit note becomes a UBL CreditNote.
const CREDIT_NOTE_CODES = new Set([
  '81',
  '83',
  '261',
  '262',
  '296',
  '308',
  '381',
  '396',
  '420',
  '458',
  '532',
]);
// The target sets these itself: a changed identity is the point of converting, not a loss.
const TARGET_TERMS = new Set(['BT-23', 'BT-24']);

function sourceFormat(specId: string | null): string {
  const id = specId?.trim() ?? '';
  if (id.includes('urn:xeinkauf.de:kosit:xrechnung_3.0')) return 'xrechnung-3.0';
  if (id.startsWith('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'))
    return 'peppol-bis-3';
  return 'en16931';
}

function targetOf(raw: unknown): TargetSpec {
  if (typeof raw !== 'string' || raw === '')
    return fail('INVALID_OPTION', 'target is required.', {
      option: 'target',
      supported: TARGETS.map((t) => t.id),
    });
  const t = targetById(raw);
  if (!t)
    return fail('UNSUPPORTED_TARGET', `Conversion target '${raw}' is not supported.`, {
      target: raw,
      supported: TARGETS.map((x) => x.id),
      planned: [...PLANNED_TARGETS],
    });
  return t;
}

// The model with the output's identity in BG-2: a new BG-2 and top-level group list, everything else shared.
function withIdentity(model: InvoiceModel, identity: OutputIdentity): InvoiceModel {
  const at = model.groups.findIndex((g) => g.bg === 'BG-2');
  const old = model.groups[at];
  const ctx: GroupInstance = old
    ? { ...old, terms: [...old.terms] }
    : { bg: 'BG-2', xpath: null, index: 1, terms: [], groups: [] };
  const set = (bt: string, value: string) => {
    ctx.terms = [
      ...ctx.terms.filter((t) => t.bt !== bt),
      { bt, value, raw: value, xpath: '', attributes: [], line: null },
    ];
  };
  set('BT-24', identity.customizationId);
  if (identity.profileId) set('BT-23', identity.profileId);
  const groups = [...model.groups];
  if (old) groups[at] = ctx;
  else groups.unshift(ctx);
  return { ...model, groups };
}

function renderModel(model: InvoiceModel, target: TargetSpec): string {
  if (target.syntax === 'CII') return writeCii(model);
  const type = model.terms.find((t) => t.bt === 'BT-3')?.value ?? '380';
  const creditNote =
    model.document === 'ubl-creditnote' || (model.document === 'cii' && CREDIT_NOTE_CODES.has(type));
  return writeUbl(model, creditNote ? 'creditnote' : 'invoice');
}

function readDocument(doc: ParsedDocument): InvoiceModel {
  const d = detectTree(doc.tree);
  return readInvoice(doc.tree, d.syntax, d.document);
}

/**
 * The source read (and, for a target of its own syntax, its text patched) in a scope of its own: once this
 * returns, the source's tree is garbage unless the patched output may need rendering again (`kept`), so a
 * large invoice's input tree is not held while its output is written, parsed and validated.
 */
function readSource(
  input: ValidateInput | ParsedDocument,
  target: TargetSpec & { customizationId: string },
  answers: readonly ConvertAnswer[],
  render: boolean,
) {
  const parsed = input instanceof ParsedDocument ? input : parseDocument(input);
  let detected: ReturnType<typeof detectTree>;
  try {
    detected = detectTree(parsed.tree);
  } catch (e) {
    if (isEngineError(e) && e.code === 'UNSUPPORTED_FORMAT')
      fail(
        'UNSUPPORTED_SYNTAX',
        'Only UBL 2.1 Invoice/CreditNote and UN/CEFACT CII D16B can be converted.',
        e.details,
      );
    throw e;
  }
  // Reading a detected root fails only by a bug, which is no answer about the invoice: not caught here.
  const source = withoutOrderPlaceholder(readInvoice(parsed.tree, detected.syntax, detected.document));

  const questions = missingInputs(source, target, answers);
  if (questions.length) missingInput(target, questions);

  const identity = outputIdentity(
    target,
    detected.specId,
    source.groups.some((g) => g.bg === 'BG-2' && g.terms.some((t) => t.bt === 'BT-23' && t.value !== '')),
  );
  const patched =
    detected.syntax === target.syntax && !render
      ? identityPatch(parsed.tree, detected.document, identity, answers)
      : null;
  return { detected, source, identity, patched, kept: patched === null ? null : parsed };
}

/** A conversion before its output is judged: what convert() validates and returns. */
export interface ConvertedDocument {
  target: TargetSpec;
  source: { syntax: 'UBL' | 'CII'; format: string };
  method: ConvertResult['method'];
  xml: string;
  loss: ConvertResult['loss'];
  allowLoss: boolean;
  /** The scenario family the output is validated under; undefined: the one its identifier selects. */
  scenario: string | undefined;
  /**
   * The EN 16931 reading of the source, and of the output on demand: the loss is measured when converting, and
   * the output is read again only to trace an invalid output's errors (a 20 MB output's reading is not held
   * through its validation).
   */
  models: { source: InvoiceModel; output: () => InvoiceModel };
  /**
   * The source as parsed, kept only for a patched output (whose refusal renders the source instead, reusing
   * the parse: a rendering needs its tree no longer), and the output as parsed.
   */
  parsed: { source: ParsedDocument | null; output: ParsedDocument };
}

/**
 * The conversion itself, without judging the output: options checked, the inputs the target's rules need
 * asked for (MISSING_INPUT), the caller's text patched (same syntax) or the model rendered (other syntax,
 * or `render` set), and the loss measured by reading the output back. A national layer's target needs the
 * build's layer scenarios (EngineInfo.layers): its identifier and the scenario that judges the output.
 */
export function convertDocument(
  input: ValidateInput | ParsedDocument,
  options: ConvertOptions,
  render = false,
  layers: readonly LayerScenario[] = [],
): ConvertedDocument {
  const { target: asked, answers } = checkOptions(options);
  const target = withLayerIdentity(asked, layers);
  const { detected, source, identity, patched, kept } = readSource(input, target, answers, render);
  const method = patched === null ? 'canonical_render' : 'identity_patch';
  const xml = patched ?? renderModel(withIdentity(applyAnswers(source, answers), identity), target);
  // The output is the engine's own UTF-8 text, parsed once; the input size limit is the caller's, not its
  // (a 10 MB UBL invoice writes some 20 MB of CII).
  const parsedOutput = new ParsedDocument(
    { text: xml, bytes: new TextEncoder().encode(xml), encoding: 'UTF-8', bom: null },
    parseXmlTree(xml, DEFAULT_INPUT_LIMITS),
  );
  const output = readDocument(parsedOutput);
  // A value the caller's answer replaced is the caller's decision (the question showed it as `current`).
  const replaced = answers.flatMap(
    (a) =>
      inputById(a.id)
        ?.fills.filter((f) => !f.each)
        .map((f) => f.bt) ?? [],
  );
  const loss = compareModels(source, output, new Set([...TARGET_TERMS, ...replaced]));
  if (method === 'canonical_render') for (const o of source.other) loss.other.push(o);
  return {
    target,
    source: { syntax: detected.syntax, format: sourceFormat(detected.specId) },
    method,
    xml,
    loss,
    allowLoss: options.allowLoss === true,
    // A kept CIUS variant is judged by its own scenario, which its identifier selects.
    scenario: target.layer
      ? layerScenario(target, detectTree(parsedOutput.tree).document, layers)
      : identity.customizationId === target.customizationId
        ? target.scenario
        : undefined,
    models: { source, output: () => readDocument(parsedOutput) },
    parsed: { source: kept, output: parsedOutput },
  };
}

// The layer's own scenario for the output's document, forced: the output is judged by the layer's rules even
// where the layer's selection also asks for the parties' countries.
function layerScenario(target: TargetSpec, document: string, layers: readonly LayerScenario[]): string {
  const own = layers.find((l) => l.ruleset === target.layer && l.document === document);
  if (own) return own.scenario;
  return fail('UNSUPPORTED_TARGET', `${target.label} has no rules for a ${document} document.`, {
    target: target.id,
    supported: TARGETS.map((x) => x.id),
    planned: [...PLANNED_TARGETS],
  });
}

/** The target, the checked answers; an option's refusal (INVALID_OPTION, UNSUPPORTED_TARGET, INVALID_ANSWERS). */
function checkOptions(options: ConvertOptions) {
  const target = targetOf(options.target);
  if (options.allowLoss !== undefined && typeof options.allowLoss !== 'boolean')
    fail('INVALID_OPTION', 'allowLoss must be a boolean.', { option: 'allowLoss' });
  return { target, answers: parseAnswers(options.answers, target) };
}

function missingInput(target: TargetSpec, questions: readonly ConvertQuestion[]): never {
  return fail(
    'MISSING_INPUT',
    `${target.label} needs: ${questions.map((q) => `${q.label.en} (${q.terms.join(', ')}; ${q.rules.join(', ')})`).join('; ')}.`,
    { questions },
  );
}

const errorsOf = (findings: readonly Finding[]) => findings.filter((f) => f.severity === 'error');

interface Judged {
  done: ConvertedDocument;
  validated: ValidateResult;
  judgement: OutputJudgement;
}

// Validates the output under the target's rules and reads its errors as missing inputs or refused values.
async function judge(engine: Engine, done: ConvertedDocument): Promise<Judged> {
  // Every location of a rule, not the first hundred a validate answer lists: each may be a missing input.
  const validated = await engine.validate(done.parsed.output, {
    ...(done.scenario ? { scenario: done.scenario } : {}),
    maxLocationsPerRule: Number.POSITIVE_INFINITY,
  });
  const errors = errorsOf(validated.findings);
  const judgement = errors.length
    ? judgeOutput(errors, done.target, done.models.source, done.models.output())
    : { questions: [], refused: [] };
  return { done, validated, judgement };
}

/**
 * An output the target's rules reject although nothing of the source was lost or refused is the converter's
 * own failure when the source was valid: refused (CONVERSION_LOSSY with a reason of its own and the rules
 * that fired), never handed back as a success. An invalid source may give an invalid output; its verdict
 * says so.
 */
function refuseInvalidOutput(source: ValidateResult | null, result: ConvertResult) {
  if (!source?.valid) return;
  const rules = [...new Set(errorsOf(result.findings).map((f) => f.ruleId))];
  const { xml: _omitted, ...rest } = result;
  fail(
    'CONVERSION_LOSSY',
    `Converting to ${result.target.id} gives an output its rules reject (${rules.join(', ')}) although the source is valid; it is not returned.`,
    {
      ...rest,
      reason: {
        code: 'output-invalid',
        rules,
        message: {
          en: `The converted invoice breaks ${rules.join(', ')}, which the valid source does not: the converter cannot express it in ${result.target.label} yet.`,
          de: `Die umgewandelte Rechnung verletzt ${rules.join(', ')}, die gültige Quelle nicht: der Konverter kann sie in ${result.target.label} noch nicht ausdrücken.`,
          fr: `La facture convertie enfreint ${rules.join(', ')}, ce que la source valide ne fait pas : le convertisseur ne sait pas encore l'exprimer en ${result.target.label}.`,
        },
      },
    },
  );
}

/**
 * Converts an invoice to a target (spec 4.4): the caller's own text with its identity patched when the
 * syntax stays, a rendering of the EN 16931 model otherwise. Inputs the target's rules need and the document
 * lacks are asked for before anything is rendered (MISSING_INPUT). The output is judged by the target's
 * rules; an error is either an input still missing (MISSING_INPUT) or points at source values the target's
 * rules refuse (an invalid check digit, a code outside the target's list, amounts breaking its arithmetic),
 * which the output therefore does not carry with their meaning: they count as lost, like values the output
 * lacks. When a patched text is refused so, the rendering is tried instead (it normalises what the caller's
 * bytes carry). Loss is refused (CONVERSION_LOSSY) unless allowed; an allowed one returns the output with
 * its verdict. No value is invented to make an output valid.
 */
export async function convert(
  engine: Engine,
  input: ValidateInput,
  options: ConvertOptions,
): Promise<ConvertResult> {
  const locale = pageLocale(options);
  const { input: xmlInput, pdf } = await extractInvoice(input);
  checkOptions(options);
  // The source is judged as /validate judges it: one no validator can evaluate is refused here too
  // (NOT_EVALUABLE with validate's details), never converted with a value of it dropped unnoticed.
  // One parse of the caller's document serves its judgement and its conversion.
  const source = parseDocument(xmlInput);
  const sourceVerdict = await verdictOf(engine, source);
  const layers = engine.info().layers;
  let judged = await judge(engine, convertDocument(source, options, false, layers));
  const patchedSource = judged.done.parsed.source;
  if (patchedSource !== null && judged.judgement.refused.length) {
    // The rendering wins when it leaves less refused or lost (e.g. the caller's empty elements, Peppol R008).
    const rendered = await judge(engine, convertDocument(patchedSource, options, true, layers));
    const cost = (j: Judged) =>
      j.judgement.questions.length
        ? Number.POSITIVE_INFINITY
        : j.judgement.refused.length + j.done.loss.terms.length;
    if (cost(rendered) < cost(judged)) judged = rendered;
  }
  const { done, validated, judgement } = judged;
  const { target, xml } = done;
  if (judgement.questions.length) missingInput(target, judgement.questions);

  const refused = judgement.refused.filter(
    (r) => !done.loss.terms.some((t) => t.bt === r.term.bt && t.src === r.term.src),
  );
  const loss = { ...done.loss, terms: [...done.loss.terms, ...refused.map((r) => r.term)] };
  const result: ConvertResult = {
    target: { id: target.id, label: target.label, syntax: target.syntax },
    source: done.source,
    method: done.method,
    lossless: loss.terms.length === 0,
    xml,
    // The output as parsed holds its UTF-8 bytes already.
    sha256: await sha256Hex(done.parsed.output.decoded.bytes),
    loss,
    verdict: validated.verdict,
    findings: validated.findings,
  };
  if (pdf) result.container = pdf.container;
  if (result.lossless && !validated.valid) refuseInvalidOutput(sourceVerdict, result);
  if (!result.lossless && !done.allowLoss) {
    const { xml: _omitted, ...rest } = result;
    const lost = [...new Set(done.loss.terms.map((t) => t.bt))];
    const refusedTerms = refused.map((r) => `${r.term.bt} (${r.rules.join(', ')})`).join(', ');
    const parts = [
      lost.length ? `would lose ${done.loss.terms.length} EN 16931 value(s): ${lost.join(', ')}` : null,
      refused.length
        ? `the target's rules refuse ${refused.length} value(s) of the source: ${refusedTerms}`
        : null,
    ].filter(Boolean);
    // The reason a refusal of loss gives, beside output-invalid's (refuseInvalidOutput): allowLoss accepts this one.
    const rules = [...new Set(refused.flatMap((r) => r.rules))];
    // A value the target's rules refuse because the source already breaks them is the source's error, not the
    // converter's loss: say which rules, so the sender corrects the source first.
    const broken = new Set(errorsOf(sourceVerdict?.findings ?? []).map((f) => f.ruleId));
    const already = rules.filter((r) => broken.has(r));
    const reason = {
      code: 'values-lost',
      terms: [...new Set(loss.terms.map((t) => t.bt))],
      rules,
      sourceRules: already,
      message:
        already.length > 0
          ? {
              en: `The source already breaks ${already.join(', ')}: the ${target.label} rules refuse the values concerned. Correct the source first (or allow the loss to drop them: allowLoss).`,
              de: `Die Quelle verletzt bereits ${already.join(', ')}: die Regeln von ${target.label} lehnen die betroffenen Werte ab. Korrigieren Sie zuerst die Quelle (oder lassen Sie den Verlust zu, um sie wegzulassen: allowLoss).`,
              fr: `La source enfreint déjà ${already.join(', ')} : les règles de ${target.label} refusent les valeurs concernées. Corrigez d’abord la source (ou acceptez la perte pour les omettre : allowLoss).`,
            }
          : {
              en: `The ${target.label} output would not carry ${loss.terms.length} value(s) of the source; allow the loss (allowLoss) to accept that.`,
              de: `Die Ausgabe in ${target.label} enthielte ${loss.terms.length} Wert(e) der Quelle nicht; lassen Sie den Verlust zu (allowLoss), um das zu akzeptieren.`,
              fr: `La sortie en ${target.label} ne reprendrait pas ${loss.terms.length} valeur(s) de la source ; acceptez la perte (allowLoss) pour l’admettre.`,
            },
    };
    fail(
      'CONVERSION_LOSSY',
      `Converting to ${target.id} ${parts.join('; ')}. Send allowLoss: true to accept.`,
      { ...rest, reason },
    );
  }
  if (done.target.pdf && xml !== null) result.pdfBase64 = toBase64(await facturxPdf(engine, xml, locale));
  return result;
}

/**
 * The source's own verdict, or null when the engine does not judge it as an invoice (its input errors, which the
 * conversion answers in its own terms, e.g. UNSUPPORTED_SYNTAX). NOT_EVALUABLE propagates: validate refuses
 * such a source, so convert does. Any other failure is a bug and propagates to the bug path.
 */
async function verdictOf(engine: Engine, input: ValidateInput): Promise<ValidateResult | null> {
  try {
    return await engine.validate(input);
  } catch (e) {
    if (isEngineError(e) && e.code !== 'NOT_EVALUABLE') return null;
    throw e;
  }
}

function pageLocale(options: ConvertOptions): RenderLocale {
  const locale = options.locale ?? 'en';
  if (!(RENDER_LOCALES as readonly unknown[]).includes(locale))
    fail('UNSUPPORTED_LOCALE', `locale must be one of ${RENDER_LOCALES.join(', ')}.`, {
      option: 'locale',
      supported: [...RENDER_LOCALES],
    });
  return locale as RenderLocale;
}

/** The converted CII in a Factur-X PDF/A-3B whose pages are the render stage's reading of it. */
async function facturxPdf(engine: Engine, xml: string, locale: RenderLocale): Promise<Uint8Array> {
  const resource = engine.resource ?? bug('this engine cannot read the page fonts');
  const { writeFacturxPdf } = await import('../container/facturx/writeFacturxPdf.ts');
  const bytes = new TextEncoder().encode(xml);
  const rendered = renderInvoice({ xml }, { format: 'json', locale });
  return writeFacturxPdf({
    xml: bytes,
    conformanceLevel: 'EN 16931',
    invoice: rendered.document as RenderedInvoice,
    fonts: { regular: await resource(PAGE_FONTS.regular), bold: await resource(PAGE_FONTS.bold) },
    producer: 'einvoice-check',
  });
}
