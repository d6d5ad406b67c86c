import type { Question, SchemeOption, Text } from '@einvoice/engine';
import { useId } from 'react';
import { pickText } from '../i18n/pickText.ts';
import { useT } from '../i18n/useT.ts';
import { compilePattern } from '../lib/compilePattern.ts';
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

/** Whether an answer can be sent: filled, matching its pattern, with a scheme when one is asked for. */
export function answerComplete(q: FormQuestion, v: QuestionValue): boolean {
  if (v.value.trim() === '') return false;
  if (q.scheme && v.scheme === '') return false;
  const re = compilePattern(q.pattern);
  return !re || re.test(v.value);
}

/** One question as a labelled form control: radio group for a choice, text with pattern check and scheme picker otherwise. */
export function QuestionField({
  question,
  value,
  onChange,
  refused = null,
}: {
  question: FormQuestion;
  value: QuestionValue;
  onChange: (v: QuestionValue) => void;
  /** Why the engine refused the value last sent for this question; the typed value stays. */
  refused?: string | null;
}) {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  const id = useId();
  const label = pickText(question.label, locale);
  const help = question.help ? pickText(question.help, locale) : null;

  if (question.options) {
    return (
      <fieldset className="question" data-testid="question" data-question={question.id}>
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
                onChange={() => onChange({ ...value, value: o.value })}
              />
              <span>
                {pickText(o.label, locale)}
                <code className="small muted">{o.value}</code>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const re = compilePattern(question.pattern);
  const mismatch = re !== null && value.value !== '' && !re.test(value.value);
  const describedBy = [
    help && `${id}-help`,
    question.examples?.length && `${id}-ex`,
    mismatch && `${id}-err`,
    refused && `${id}-refused`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="question" data-testid="question" data-question={question.id}>
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
            value={value.scheme}
            onChange={(e) => onChange({ ...value, scheme: e.target.value })}
          >
            <option value="">{t.choose}</option>
            {question.scheme.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.value} — {pickText(o.label, locale)}
              </option>
            ))}
          </select>
        )}
        <input
          id={id}
          type={question.inputType ?? 'text'}
          value={value.value}
          aria-invalid={mismatch || Boolean(refused)}
          aria-describedby={describedBy || undefined}
          placeholder={question.examples?.[0]}
          onChange={(e) => onChange({ ...value, value: e.target.value })}
        />
      </div>
      {question.examples && question.examples.length > 0 && (
        <p className="examples small muted" id={`${id}-ex`}>
          {t.examples}:{' '}
          {question.examples.map((x) => (
            <code key={x}>{x}</code>
          ))}
        </p>
      )}
      {refused && !mismatch && (
        <p className="field-error" id={`${id}-refused`} data-testid="answer-refused">
          {t.answerRefused}: {refused}
        </p>
      )}
      {mismatch && (
        <p className="field-error" id={`${id}-err`} role="alert">
          {t.patternMismatch}
        </p>
      )}
    </div>
  );
}
