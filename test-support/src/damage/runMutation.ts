import type { Engine } from '@einvoice/engine';
import type { InvoiceModel, LocatedTerm } from '@einvoice/engine/model';
import { locateTerms, sameValue } from '@einvoice/engine/model';
import type { Answer, FixResult, Question } from '@einvoice/engine/repair';
import { buildContext, fix, isMoneyTerm, parseDate } from '@einvoice/engine/repair';
import { parseXmlTree } from '@einvoice/engine/xml';

/** What one damaged invoice came back as, in both modes. */
export interface MutationOutcome {
  permissive: FixResult;
  strict: FixResult;
  /** Terms whose value after strict repair with truthful answers differs from the undamaged original. */
  strictDiffs: string[];
  /** Amounts, VAT and payment values the first strict call (no answers yet) changed: must be none. */
  strictUnasked: string[];
  criticals: number;
}

const SCHEME = /^(BT-\d+)@schemeID$/;

/** The answer the undamaged original gives to a question: its value for the asked term (and scheme). */
export function truthfulAnswer(q: Question, original: InvoiceModel): Answer | null {
  const terms = locateTerms(original);
  const scheme = SCHEME.exec(q.id);
  if (scheme) {
    const t = terms.find((x) => x.bt === scheme[1]);
    const value = t?.attributes.find((a) => a.name === 'schemeID')?.value;
    return value ? { id: q.id, option: value } : null;
  }
  const [bt, group = ''] = q.id.split('@') as [string, string?];
  const t = terms.find((x) => x.bt === bt && (group === '' || x.group === group));
  if (!t) return null;
  if (q.kind === 'choice') return { id: q.id, option: t.value };
  const schemeId = q.scheme ? t.attributes.find((a) => a.name === q.scheme?.attr)?.value : undefined;
  return { id: q.id, value: t.value, ...(schemeId ? { scheme: schemeId } : {}) };
}

function same(a: LocatedTerm, b: LocatedTerm | undefined): boolean {
  if (!b) return false;
  if (sameValue(a.bt, a.value, b.value)) return true;
  const d = parseDate(a.value);
  return d !== null && d === parseDate(b.value);
}

/** Terms of the original whose value the repaired model does not carry (by group, term and occurrence). */
export function differingTerms(original: InvoiceModel, repaired: InvoiceModel): string[] {
  const after = locateTerms(repaired);
  return locateTerms(original)
    .filter(
      (t) =>
        !same(
          t,
          after.find((x) => x.bt === t.bt && x.group === t.group && x.xpath === t.xpath) ??
            after.find((x) => x.bt === t.bt && x.group === t.group),
        ),
    )
    .map((t) => `${t.bt}${t.group ? `@${t.group}` : ''}='${t.value}'`);
}

// Checked apart from the repair's own guard: a money value the damaged invoice states (or lacks) that the
// output states differently, by the model's value equality, with codes compared without case and padding.
// A value the damaged text already held at the same place only became readable (a repaired currency makes
// the VAT total in that currency found): it is not changed.
function moneyDiffs(damagedText: string, repaired: InvoiceModel): string[] {
  const damagedCtx = buildContext(parseXmlTree(damagedText), []);
  const after = locateTerms(repaired).filter(isMoneyTerm);
  const before = locateTerms(damagedCtx.model).filter(isMoneyTerm);
  const heldAlready = (t: LocatedTerm) => {
    const at = t.xpath.lastIndexOf('/@');
    const el = damagedCtx.index.byPath.get(at < 0 ? t.xpath : t.xpath.slice(0, at));
    const attr = at < 0 ? undefined : el?.attrs.find((a) => a.name === t.xpath.slice(at + 2));
    const written = at < 0 ? el?.text : attr && damagedText.slice(attr.valueStart, attr.valueEnd);
    return written !== undefined && written.trim() === t.raw.trim();
  };
  const code = (v: string) =>
    v
      .replace(/\s+/g, '')
      .toUpperCase()
      .replace(/^0+(?=\d)/, '');
  const equal = (a: LocatedTerm, b: LocatedTerm) =>
    sameValue(a.bt, a.value, b.value) ||
    code(a.value) === code(b.value) ||
    (parseDate(a.value) !== null && parseDate(a.value) === parseDate(b.value));
  const gone = before.filter(
    (t) => t.value !== '' && !after.some((x) => x.bt === t.bt && x.group === t.group && equal(t, x)),
  );
  const added = after.filter(
    (t) => !before.some((x) => x.bt === t.bt && x.group === t.group && equal(t, x)) && !heldAlready(t),
  );
  return [
    ...gone.map((t) => `${t.bt}@${t.group}: '${t.value}' changed`),
    ...added.map((t) => `${t.bt}@${t.group}: '${t.value}' set`),
  ];
}

/**
 * Runs one damaged invoice through fix() in permissive mode, and in strict mode answering every question
 * with the undamaged original's value (up to three calls, as a client would).
 */
export async function runMutation(
  engine: Engine,
  originalText: string,
  damaged: string,
): Promise<MutationOutcome> {
  const original = buildContext(parseXmlTree(originalText), []).model;
  const permissive = await fix(engine, { xml: damaged }, { mode: 'permissive' });
  let strict = await fix(engine, { xml: damaged }, { mode: 'strict' });
  const strictUnasked = strict.xml
    ? moneyDiffs(damaged, buildContext(parseXmlTree(strict.xml), []).model)
    : [];
  const answers: Answer[] = [];
  for (let call = 0; call < 3 && strict.outcome === 'needs_input'; call++) {
    const fresh = strict.questions
      .filter((q) => !answers.some((a) => a.id === q.id))
      .map((q) => truthfulAnswer(q, original))
      .filter((a): a is Answer => a !== null);
    if (fresh.length === 0) break;
    answers.push(...fresh);
    strict = await fix(engine, { xml: damaged }, { mode: 'strict', answers });
  }
  const strictDiffs = strict.xml
    ? differingTerms(original, buildContext(parseXmlTree(strict.xml), []).model)
    : ['(no xml)'];
  return {
    permissive,
    strict,
    strictDiffs,
    strictUnasked,
    criticals: permissive.fidelity.critical + strict.fidelity.critical,
  };
}
