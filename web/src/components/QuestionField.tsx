import type { Question, SchemeOption, Text } from '@einvoice/engine';
import { useId } from 'react';
import { EngineText } from '../i18n/EngineText.tsx';
import { engineText } from '../i18n/engineText.ts';
import { pickText } from '../i18n/pickText.ts';
import { useT } from '../i18n/useT.ts';
import { compilePattern } from '../lib/compilePattern.ts';
import { canonicalDecimal } from '../lib/localiseDecimals.ts';
import type { Locale } from '../state/AppState.ts';
import { useAppState } from '../state/StoreContext.ts';

/** The value typed (field), picked (choice) and the scheme chosen for one question. */
export interface QuestionValue {
  value: string;
  scheme: string;
}

/** What the form needs of a question: fix Questions and convert questions both map onto it. */
export interface FormQuestion {
  id: string;
  label: Text;
  help?: Text | null;
  examples?: string[];
  pattern?: string | null;
  scheme?: Question['scheme'];
  /** Present for a choice: the options to pick from. */
  options?: SchemeOption[];
  /** A native input type for the value (date for periods). */
  inputType?: 'text' | 'date';
}

/** Why an answer cannot be sent yet: missing, no offered scheme, not the pattern's form; null when it can. */
export type AnswerProblem = 'missing' | 'scheme' | 'pattern';

/**
 * The engine's own checks of an answer (engine/src/fix/questions.ts), made before sending: a choice names an
 * offered option; a field is filled, names one of the offered schemes when a scheme is asked for, and
 * matches its pattern.
 */
export function answerProblem(q: FormQuestion, v: QuestionValue, locale: Locale): AnswerProblem | null {
  if (q.options) return q.options.some((o) => o.value === v.value) ? null : 'missing';
  if (v.value.trim() === '') return 'missing';
  const re = compilePattern(q.pattern);
  if (re && !re.test(sentValue(q, v.value, locale))) return 'pattern';
  if (q.scheme && !q.scheme.options.some((o) => o.value === v.scheme)) return 'scheme';
  return null;
}

/** Whether an answer passes the engine's checks (answerProblem). */
export const answerComplete = (q: FormQuestion, v: QuestionValue, locale: Locale): boolean =>
  answerProblem(q, v, locale) === null;

/**
 * The value sent for a typed answer: as typed, or the engine's decimal form (`285.00`) of a number typed in
 * the page language's form (`285,00`, `1.234,50`) when only that form keeps it from the question's pattern.
 */
export function sentValue(q: FormQuestion, typed: string, locale: Locale): string {
  const re = compilePattern(q.pattern);
  if (!re || re.test(typed)) return typed;
  const canonical = canonicalDecimal(typed, locale);
  return canonical !== null && re.test(canonical) ? canonical : typed;
}

/** One question as a labelled form control: radio group for a choice, text with pattern check and scheme picker otherwise. */
export function QuestionField({
  question,
  value,
  onChange,
  refused = null,
  checked = false,
}: {
  question: FormQuestion;
  value: QuestionValue;
  onChange: (v: QuestionValue) => void;
  /** Why the engine refused the value last sent for this question; the typed value stays. */
  refused?: string | null;
  /** The user tried to send: an unanswered question is marked too, not only a value of the wrong form. */
  checked?: boolean;
}) {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  const id = useId();
  const label = <EngineText shown={engineText(question.label, locale)} />;
  const help = question.help ? <EngineText shown={engineText(question.help, locale)} /> : null;
  const problem = answerProblem(question, value, locale);
  const sent = question.options ? value.value : sentValue(question, value.value, locale);
  // A wrong form shows as it is typed; what is still missing only once the user tries to send.
  const shown = problem === 'pattern' && value.value !== '' ? problem : checked ? problem : null;
  const note =
    shown === 'pattern' ? t.patternMismatch : shown === 'scheme' ? t.schemeMissing : shown && t.answerMissing;
  const invalid = Boolean(shown) || Boolean(refused);

  if (question.options) {
    return (
      <fieldset
        className="question"
        data-testid="question"
        data-question={question.id}
        data-invalid={invalid || undefined}
        aria-describedby={
          [shown && `${id}-err`, refused && `${id}-refused`].filter(Boolean).join(' ') || undefined
        }
      >
        <legend>{label}</legend>
        {help && <p className="help">{help}</p>}
        <div className="choices">
          {question.options.map((o) => (
            <label key={o.value} className="choice">
              <input
                type="radio"
                name={id}
                value={o.value}
                checked={value.value === o.value}
                aria-invalid={invalid || undefined}
                onChange={() => onChange({ ...value, value: o.value })}
              />
              <span>
                <EngineText shown={engineText(o.label, locale)} />
                <code className="small muted">{o.value}</code>
              </span>
            </label>
          ))}
        </div>
        <FieldNotes id={id} note={note} refused={refused} />
      </fieldset>
    );
  }

  const describedBy = [
    help && `${id}-help`,
    question.examples?.length && `${id}-ex`,
    sent !== value.value && `${id}-sent`,
    shown && `${id}-err`,
    refused && `${id}-refused`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className="question"
      data-testid="question"
      data-question={question.id}
      data-invalid={invalid || undefined}
    >
      <label htmlFor={id}>{label}</label>
      {help && (
        <p className="help" id={`${id}-help`}>
          {help}
        </p>
      )}
      <div className="field-row">
        {question.scheme && (
          <select
            aria-label={`${pickText(question.scheme.label, locale)} (${t.scheme})`}
            aria-invalid={shown === 'scheme' || undefined}
            value={value.scheme}
            onChange={(e) => onChange({ ...value, scheme: e.target.value })}
          >
            <option value="">{t.choose}</option>
            {question.scheme.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.value} — {engineText(o.label, locale).text}
              </option>
            ))}
          </select>
        )}
        <input
          id={id}
          type={question.inputType ?? 'text'}
          value={value.value}
          aria-invalid={(invalid && shown !== 'scheme') || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => onChange({ ...value, value: e.target.value })}
        />
      </div>
      {sent !== value.value && (
        <p className="small muted" id={`${id}-sent`} data-testid="answer-sent">
          {t.decimalWritten(sent)}
        </p>
      )}
      {/* The engine's suggestions are values to take with one click, not grey text that looks filled in. */}
      {question.examples && question.examples.length > 0 && (
        <p className="examples small muted" id={`${id}-ex`}>
          {t.examples}:{' '}
          {question.examples.map((x) => (
            <button
              key={x}
              type="button"
              className="button small suggestion"
              data-testid="use-suggestion"
              aria-label={t.takeSuggestion(x)}
              onClick={() => onChange({ ...value, value: x })}
            >
              <code>{x}</code>
            </button>
          ))}
        </p>
      )}
      <FieldNotes id={id} note={note} refused={refused} />
    </div>
  );
}

/** What is wrong with an answer before sending, or why the engine refused the one sent. */
function FieldNotes({ id, note, refused }: { id: string; note: string | null; refused: string | null }) {
  const t = useT();
  if (note) {
    return (
      <p className="field-error" id={`${id}-err`} role="alert" data-testid="answer-problem">
        {note}
      </p>
    );
  }
  return refused ? (
    <p className="field-error" id={`${id}-refused`} data-testid="answer-refused">
      {t.answerRefused}: {refused}
    </p>
  ) : null;
}
