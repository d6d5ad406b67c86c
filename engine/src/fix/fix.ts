import { openInput } from '../container/openInput.ts';
import { rootClassOf } from '../detect/classifyRoot.ts';
import type { Engine, ValidateInput } from '../engine.ts';
import { fail } from '../errors.ts';
import type { DocumentEncoding } from '../input/documentEncoding.ts';
import { DEFAULT_INPUT_LIMITS } from '../input/inputLimits.ts';
import { toBase64 } from '../input/toBase64.ts';
import { ParsedDocument } from '../parsedDocument.ts';
import { applyPatches, PatchError } from '../patch/applyPatches.ts';
import { encodeText } from '../patch/encodeText.ts';
import type { XmlIndex } from '../patch/indexXml.ts';
import type { Patch } from '../patch/Patch.ts';
import { sha256Hex } from '../sha256Hex.ts';
import type { Finding, ResultNote, ValidateResult } from '../types.ts';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import { buildContext } from './buildContext.ts';
import { changeTarget } from './changeTarget.ts';
import { checkFixOptions } from './checkFixOptions.ts';
import { guardFidelity } from './guardFidelity.ts';
import { guardMoney } from './guardMoney.ts';
import { OUTDATED_SPECIFICATION, outdatedSpecificationFinding } from './outdatedSpecificationFinding.ts';
import { answerProblem } from './questions.ts';
import type { FixContext, Proposal, QuestionSpec } from './Synthesizer.ts';
import { SYNTHESIZERS } from './synthesizers/allSynthesizers.ts';
import type { Answer, FixChange, FixMode, FixOptions, FixResult, Question } from './types.ts';

const MAX_ROUNDS = 4;

interface Proposed extends Proposal {
  synthesizer: string;
}

// Every synthesizer's proposals, each checked for what it does to money (guardMoney).
function propose(ctx: FixContext, mode: FixMode, encoding: DocumentEncoding): Proposed[] {
  const out: Proposed[] = [];
  for (const s of SYNTHESIZERS) {
    const mine = s.anyRule ? ctx.findings : ctx.findings.filter((f) => s.rules.includes(f.ruleId));
    if (mine.length === 0) continue;
    for (const p of guardMoney(s.propose(ctx, mine), ctx, mode, encoding))
      out.push({ ...p, synthesizer: s.id });
  }
  return out;
}

// The open errors are the verdict's plus the engine's own finding for an outdated XRechnung identifier. Reading
// a supported root fails only by a bug: that is no answer about the invoice, so it is not caught here.
function context(doc: ParsedDocument, result: ValidateResult): FixContext {
  const ctx = buildContext(doc.tree, result.findings);
  const outdated = outdatedSpecificationFinding(ctx);
  return outdated ? { ...ctx, findings: [...ctx.findings, outdated] } : ctx;
}

// Valid by the official verdict and not naming an outdated XRechnung version, which a portal would reject.
const settled = (result: ValidateResult, ctx: FixContext) =>
  result.valid && !ctx.findings.some((f) => f.ruleId === OUTDATED_SPECIFICATION);

/** The note of a repair that changed nothing and has nothing to ask: the rules only the sender can settle. */
function nothingRepaired(errors: readonly Finding[]): ResultNote {
  const rules = [...new Set(errors.map((f) => f.ruleId))].join(', ');
  return {
    id: 'NOTHING-REPAIRED',
    message: {
      en: `Nothing could be repaired: no safe repair exists for ${rules} and there is nothing to ask. The sender must correct these values.`,
      de: `Nichts konnte repariert werden: für ${rules} gibt es keine sichere Reparatur und nichts zu fragen. Der Absender muss diese Angaben korrigieren.`,
      fr: `Rien n’a pu être réparé : aucune réparation sûre n’existe pour ${rules} et il n’y a rien à demander. L’émetteur doit corriger ces valeurs.`,
    },
  };
}

function publicQuestion(q: QuestionSpec): Question {
  const { apply: _apply, ...rest } = q;
  return rest;
}

// Apply as many proposals as combine without overlapping edits; the rest wait for the next round.
function applyCompatible(index: XmlIndex, chosen: Proposed[], encoding: Parameters<typeof applyPatches>[2]) {
  try {
    return {
      text: applyPatches(
        index,
        chosen.flatMap((p) => p.patches),
        encoding,
      ),
      applied: chosen,
    };
  } catch (e) {
    if (!(e instanceof PatchError)) throw e;
  }
  const applied: Proposed[] = [];
  let out = index.text;
  for (const p of chosen) {
    try {
      out = applyPatches(
        index,
        [...applied, p].flatMap((q) => q.patches),
        encoding,
      );
      applied.push(p);
    } catch (e) {
      if (!(e instanceof PatchError)) throw e;
    }
  }
  return { text: out, applied };
}

/**
 * Repairs an invoice by targeted edits of the caller's own text (spec 4.3): answers first, then the
 * synthesizers' proposals round by round, each round re-validated; finally the fidelity guard compares the
 * business-term values of input and output and the outcome is decided.
 */
export async function fix(
  engine: Engine,
  input: ValidateInput,
  options: FixOptions = {},
): Promise<FixResult> {
  checkFixOptions(options);
  const { decoded, pdf } = await openInput(input, DEFAULT_INPUT_LIMITS);
  // The request's one parse (of a PDF's embedded invoice, when a PDF came).
  const parsed = new ParsedDocument(decoded, parseXmlTree(decoded.text, DEFAULT_INPUT_LIMITS));
  const result = await fixDocument(engine, parsed, options);
  if (!pdf) return result;
  // A hybrid PDF keeps its container: the repaired XML goes back in under the same name.
  const out: FixResult = { ...result, container: pdf.container };
  if (result.xml !== null) {
    const { swapInvoice } = await import('../container/swapInvoice.ts');
    const xml = encodeText(result.xml, decoded.encoding, decoded.bom);
    out.pdfBase64 = toBase64(await swapInvoice(pdf.bytes, pdf.container.attachment.name, xml));
    // The digest names the XML output, as for XML input (the first validation hashed the PDF).
    out.sha256 = await sha256Hex(xml);
    const name = pdf.container.attachment.name;
    out.notes = [
      ...(result.notes ?? []),
      {
        id: 'PDF-INVOICE-SWAPPED',
        message: {
          en: `The repaired XML replaces ${name} in your PDF (pdfBase64). The PDF's pages are unchanged: where the repair changed a value, they still show the old one.`,
          de: `Das reparierte XML ersetzt ${name} in Ihrem PDF (pdfBase64). Die Seiten des PDF sind unverändert: Wo die Reparatur einen Wert geändert hat, zeigen sie noch den alten.`,
          fr: `Le XML réparé remplace ${name} dans votre PDF (pdfBase64). Les pages du PDF sont inchangées : là où la réparation a modifié une valeur, elles affichent encore l’ancienne.`,
        },
      },
    ];
  }
  return out;
}

async function fixDocument(engine: Engine, input: ParsedDocument, options: FixOptions): Promise<FixResult> {
  const { mode, answers } = checkFixOptions(options);
  // After the request's one parse, one per patched text (which validation and the synthesizers share).
  const parsed = input;
  const { decoded } = parsed;
  const rootId = parsed.tree.root;
  const rootNs = parsed.tree.nameNs[parsed.tree.name[rootId] as number] as string;
  const rootLocal = parsed.tree.nameLocal[parsed.tree.name[rootId] as number] as string;
  const syntax = rootClassOf(rootNs, rootLocal)?.syntax;
  if (!syntax)
    fail(
      'UNSUPPORTED_SYNTAX',
      `Only UBL 2.1 Invoice/CreditNote and CII D16B can be repaired, not ${rootLocal}.`,
      {
        root: rootLocal,
        namespace: rootNs === '' ? null : rootNs,
        supported: ['UBL', 'CII'],
      },
    );
  // Repair reads every location of a rule, not the first hundred a validate answer lists.
  const all = { maxLocationsPerRule: Number.POSITIVE_INFINITY };
  // A patched text is the caller's document in the caller's encoding: hashed as those bytes, parsed once.
  const revalidate = async (text: string) => {
    const bytes = encodeText(text, decoded.encoding, decoded.bom);
    const doc = new ParsedDocument({ ...decoded, text, bytes }, parseXmlTree(text, DEFAULT_INPUT_LIMITS));
    const result = await engine.validate(doc, all);
    return { result, ctx: context(doc, result) };
  };

  const first = await engine.validate(parsed, all);
  // Kept to the end: the input's reading and open errors. Its tree is not (the next reading replaces it):
  // a large invoice's two trees need not be held at once.
  let ctx = context(parsed, first);
  const original = { model: ctx.model, findings: ctx.findings };
  // A UBL or CII root with no business term under it is no invoice the engine could repair.
  if (original.model.terms.length === 0 && original.model.groups.length === 0)
    fail('UNPARSEABLE', 'The document has a UBL/CII root but no EN 16931 content the repair could read.', {
      syntax,
      root: rootLocal,
    });
  const base = {
    syntax,
    mode,
    questions: [] as Question[],
    answers: { applied: 0, rejected: [] as { id: string; reason: string }[] },
  };

  // Answers are matched to the questions the document raises, round by round (a question may only arise
  // once another repair is made); an answer no question takes is refused at the end.
  const allowed = new Set<string>();
  const changes: FixChange[] = [];
  const answered = new Set<string>();
  let pending: Answer[] = [];
  for (const a of answers) {
    if (pending.some((p) => p.id === a.id))
      base.answers.rejected.push({ id: a.id, reason: 'question answered twice' });
    else pending.push(a);
  }
  const takeAnswers = (proposals: Proposed[]): Patch[] => {
    const out: Patch[] = [];
    const rest: Answer[] = [];
    for (const a of pending) {
      const q = proposals.find((p) => p.question?.id === a.id)?.question;
      if (!q) {
        rest.push(a);
        continue;
      }
      const problem = answerProblem(q, a);
      if (problem) {
        base.answers.rejected.push({ id: a.id, reason: problem });
        continue;
      }
      answered.add(a.id);
      const made = q.apply(a);
      out.push(...made);
      for (const bt of [
        q.id.split('@')[0] as string,
        ...(proposals.find((p) => p.question === q)?.touches ?? []),
      ])
        allowed.add(bt);
      changes.push({
        synthesizer: 'answer',
        field: q.id,
        confidence: 'answer',
        reason: 'answered by the caller',
        value: a.value ?? a.option ?? '',
        ...changeTarget(ctx.index, made),
      });
    }
    pending = rest;
    return out;
  };
  const alreadyCompliant = settled(first, ctx);
  const answerPatches = alreadyCompliant ? [] : takeAnswers(propose(ctx, mode, decoded.encoding));

  if (alreadyCompliant) {
    base.answers.rejected.push(...pending.map((a) => ({ id: a.id, reason: 'unknown question id' })));
    return {
      ...base,
      outcome: 'already_compliant',
      valid: true,
      xml: decoded.text,
      sha256: first.sha256,
      verdict: first.verdict,
      changes: [],
      patches: [],
      remaining: [],
      fidelity: { critical: 0, benign: 0, examples: [] },
      patchGaps: [],
    };
  }

  let text = decoded.text;
  let result = first;
  const patches: Patch[] = [];
  if (answerPatches.length > 0) {
    text = applyPatches(ctx.index, answerPatches, decoded.encoding);
    patches.push(...answerPatches);
    ({ result, ctx } = await revalidate(text));
  }

  let open: Proposed[] = [];
  for (let round = 0; round < MAX_ROUNDS && !settled(result, ctx); round++) {
    const proposals = propose(ctx, mode, decoded.encoding);
    const late = takeAnswers(proposals);
    if (late.length > 0) {
      text = applyPatches(ctx.index, late, decoded.encoding);
      patches.push(...late);
      ({ result, ctx } = await revalidate(text));
      continue;
    }
    // Certain repairs first, re-validated before anything is guessed: a guess made against values that are
    // about to be corrected would be wrong.
    const ready = proposals.filter((p) => p.patches.length > 0 && p.value !== null);
    const certain = ready.filter((p) => p.confidence === 'high');
    // Causes first (issue 15): a code's writing repaired may settle the sums that looked wrong because of it.
    const causes = certain.filter((p) => p.cause);
    const chosen = causes.length > 0 ? causes : certain.length > 0 || mode === 'strict' ? certain : ready;
    open = proposals.filter((p) => !chosen.includes(p) && p.question);
    if (chosen.length === 0) break;
    const step = applyCompatible(ctx.index, chosen, decoded.encoding);
    if (step.applied.length === 0) break;
    text = step.text;
    for (const p of step.applied) {
      for (const patch of p.patches) patches.push(patch);
      for (const t of p.touches ?? [p.field]) allowed.add(t);
      changes.push({
        synthesizer: p.synthesizer,
        field: p.field,
        confidence: p.confidence,
        reason: p.reason,
        value: p.value ?? '',
        ...changeTarget(ctx.index, p.patches),
      });
    }
    ({ result, ctx } = await revalidate(text));
    open = [];
  }
  if (!settled(result, ctx) && open.length === 0)
    open = propose(ctx, mode, decoded.encoding).filter((p) => p.question);

  base.answers.applied = answered.size;
  base.answers.rejected.push(...pending.map((a) => ({ id: a.id, reason: 'unknown question id' })));
  const questions = new Map<string, Question>();
  for (const p of open)
    if (p.question && !questions.has(p.question.id)) questions.set(p.question.id, publicQuestion(p.question));
  const fidelity = guardFidelity(original.model, ctx.model, allowed);
  const errors = ctx.findings;
  const handled = new Set(SYNTHESIZERS.flatMap((s) => s.rules));
  const patchGaps = [...new Set(errors.map((f) => f.ruleId).filter((r) => !handled.has(r)))];
  if (fidelity.critical > 0) {
    return {
      ...base,
      outcome: 'lossy_refused',
      valid: first.valid,
      xml: null,
      sha256: null,
      verdict: first.verdict,
      changes,
      patches,
      remaining: original.findings,
      questions: [...questions.values()],
      fidelity,
      patchGaps,
    };
  }
  // 'compliant' and 'partial' say that a patch was applied (issue 35). With none the invoice needs its issuer:
  // the questions, or where none can be asked their own correction, which a note says plainly.
  const changed = patches.length > 0;
  const outcome =
    changed && settled(result, ctx)
      ? 'compliant'
      : changed && questions.size === 0
        ? 'partial'
        : 'needs_input';
  const nothing = !changed && questions.size === 0 ? [nothingRepaired(errors)] : [];
  return {
    ...base,
    ...(nothing.length > 0 ? { notes: nothing } : {}),
    outcome,
    valid: result.valid,
    xml: text,
    sha256: result.sha256,
    verdict: result.verdict,
    changes,
    patches,
    remaining: errors,
    questions: [...questions.values()],
    fidelity,
    patchGaps,
  };
}
