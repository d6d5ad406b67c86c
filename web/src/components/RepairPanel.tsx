import type { Answer, FixMode, FixResult, Question } from '@einvoice/engine';
import { useMemo, useRef, useState } from 'react';
import { EngineText } from '../i18n/EngineText.tsx';
import { findingText, reasonText } from '../i18n/engineText.ts';
import { useT } from '../i18n/useT.ts';
import { acceptedSchemes } from '../lib/acceptedSchemes.ts';
import { base64ToBytes } from '../lib/base64ToBytes.ts';
import { decodeForDisplay } from '../lib/decodeForDisplay.ts';
import { baseName } from '../lib/fileNames.ts';
import { focusFirstInvalid } from '../lib/focusFirstInvalid.ts';
import { useFocusOnArrival } from '../lib/useFocusOnArrival.ts';
import { useInvoiceXml } from '../lib/useInvoiceXml.ts';
import type { FileEntry, Locale } from '../state/AppState.ts';
import { useAppState, useController } from '../state/StoreContext.ts';
import { CancelTask } from './CheckProgress.tsx';
import { DocumentActions } from './DocumentActions.tsx';
import { ErrorNote } from './ErrorNote.tsx';
import { LineDiff } from './LineDiff.tsx';
import {
  answerComplete,
  type FormQuestion,
  QuestionField,
  type QuestionValue,
  sentValue,
} from './QuestionField.tsx';

const EMPTY: QuestionValue = { value: '', scheme: '' };

// Only the options the invoice's format accepts are offered (acceptedSchemes).
function formQuestion(q: Question, family: string | null): FormQuestion {
  return q.kind === 'choice'
    ? { id: q.id, label: q.label, help: q.help ?? null, options: acceptedSchemes(family, q.options ?? []) }
    : {
        id: q.id,
        label: q.label,
        help: q.help ?? null,
        examples: q.examples ?? [],
        pattern: q.pattern ?? null,
        scheme: q.scheme ? { ...q.scheme, options: acceptedSchemes(family, q.scheme.options) } : null,
      };
}

function toAnswer(q: Question, v: QuestionValue, locale: Locale): Answer {
  if (q.kind === 'choice') return { id: q.id, option: v.value };
  const value = sentValue(formQuestion(q, null), v.value, locale);
  return v.scheme ? { id: q.id, value, scheme: v.scheme } : { id: q.id, value };
}

function OutcomeBanner({ result }: { result: FixResult }) {
  const t = useT();
  const banner = useRef<HTMLParagraphElement>(null);
  useFocusOnArrival(banner, true);
  // No change and nothing to ask (needs_input with a NOTHING-REPAIRED note): what is left is the sender's.
  const nothing = result.patches.length === 0 && result.questions.length === 0 && result.remaining.length > 0;
  return (
    <p
      ref={banner}
      tabIndex={-1}
      className={`banner ${result.valid ? 'valid' : result.outcome === 'needs_input' && !nothing ? 'info' : 'invalid'}`}
      data-testid="repair-outcome"
      data-outcome={result.outcome}
      data-changed={result.patches.length > 0}
    >
      {nothing
        ? t.nothingRepaired([...new Set(result.remaining.map((f) => f.ruleId))])
        : t.outcome[result.outcome]}
    </p>
  );
}

function FixOutcome({ file, result }: { file: FileEntry; result: FixResult }) {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  // A PDF's repair is shown against the invoice it embeds.
  const original = useInvoiceXml(file, Boolean(result.container));
  const before = useMemo(() => (original ? decodeForDisplay(original) : ''), [original]);
  const name = `${baseName(file.name)}.repaired.xml`;
  const xml = result.xml;
  // A PDF input comes back as the same PDF with the repaired XML embedded in place of the old.
  const pdf = useMemo(() => (result.pdfBase64 ? base64ToBytes(result.pdfBase64) : null), [result.pdfBase64]);
  return (
    <div className="result-block">
      {result.answers.rejected.length > 0 && (
        <div className="note warn">
          <h4>{t.rejectedAnswers}</h4>
          <ul>
            {result.answers.rejected.map((r) => (
              <li key={r.id}>
                <code>{r.id}</code>: <EngineText shown={reasonText(r.reason, locale)} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {pdf && result.container && result.patches.length > 0 && (
        <>
          <p className="banner info" data-testid="repaired-pdf-note">
            {t.repairedPdfNote(result.container.attachment.name)}
          </p>
          <DocumentActions
            document={{ name: `${baseName(file.name)}.fixed.pdf`, content: pdf, type: 'application/pdf' }}
            label={t.downloadRepairedPdf}
            testId="download-repaired"
          />
        </>
      )}
      {!pdf && xml && result.patches.length > 0 && (
        <DocumentActions
          document={{ name, content: xml, type: 'application/xml' }}
          label={t.downloadRepaired}
          testId="download-repaired"
        />
      )}
      {result.changes.length > 0 && (
        <section>
          <h4>{t.changes}</h4>
          <ul className="changes">
            {result.changes.map((c, i) => (
              <li key={`${c.field}-${i}`}>
                <code>{c.field}</code> = <code>{c.value}</code>{' '}
                <span className="muted">
                  — <EngineText shown={reasonText(c.reason, locale)} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {xml && result.patches.length > 0 && (
        <section>
          <h4>{t.diff}</h4>
          <LineDiff before={before} after={xml} />
        </section>
      )}
      {result.remaining.length > 0 && result.outcome !== 'compliant' && (
        <section>
          <h4>{t.remaining}</h4>
          <ul className="remaining">
            {result.remaining.map((f, i) => (
              <li key={`${f.ruleId}-${i}`}>
                <code className="rule">{f.ruleId}</code> <EngineText shown={findingText(f, locale)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.patchGaps.length > 0 && (
        <p className="muted small">
          {t.patchGaps}: {result.patchGaps.join(', ')}
        </p>
      )}
    </div>
  );
}

/** Repair of one file: mode, run, the questions as a form, the outcome with its diff and download. */
export function RepairPanel({ file }: { file: FileEntry }) {
  const t = useT();
  const controller = useController();
  const [mode, setMode] = useState<FixMode>('strict');
  const [values, setValues] = useState<Record<string, QuestionValue>>({});
  const task = file.tasks.repair;
  const [tried, setTried] = useState(false);
  const family = file.check.state === 'done' ? file.check.result.verdict.format.family : null;
  const questions = task.state === 'done' ? task.value.questions : [];
  const locale = useAppState((s) => s.locale);
  const ready = questions.every((q) =>
    answerComplete(formQuestion(q, family), values[q.id] ?? EMPTY, locale),
  );
  const refusal = (id: string) => {
    const r = task.state === 'done' ? task.value.answers.rejected.find((x) => x.id === id) : undefined;
    return r ? reasonText(r.reason, locale).text : null;
  };

  const run = (withAnswers: boolean) => {
    const answers = withAnswers ? questions.map((q) => toAnswer(q, values[q.id] ?? EMPTY, locale)) : [];
    void controller.repair(file.id, mode, answers);
  };

  return (
    <div className="panel">
      <p className="intro">{t.repairIntro}</p>
      <fieldset className="modes">
        <legend>{t.mode}</legend>
        {(['strict', 'permissive'] as const).map((m) => (
          <label key={m} className="choice">
            <input type="radio" name="fix-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            <span>
              <b>{m === 'strict' ? t.strict : t.permissive}</b>
              <span className="muted small">{m === 'strict' ? t.strictHelp : t.permissiveHelp}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="actions">
        <button
          type="button"
          className="button primary"
          data-testid="run-repair"
          disabled={task.state === 'running'}
          onClick={() => run(false)}
        >
          {task.state === 'running' ? t.running : t.runRepair}
        </button>
        {task.state === 'running' && <CancelTask id={file.id} task="repair" />}
      </div>
      {task.state === 'failed' && <ErrorNote error={task.error} />}
      {task.state === 'done' && <OutcomeBanner result={task.value} />}
      {task.state === 'done' && questions.length > 0 && (
        <form
          className="questions"
          data-testid="questions"
          onSubmit={(e) => {
            e.preventDefault();
            setTried(!ready);
            if (ready) run(true);
            else focusFirstInvalid(e.currentTarget);
          }}
        >
          <h3>{t.questions}</h3>
          <p className="muted">{t.questionsIntro}</p>
          {questions.map((q) => (
            <QuestionField
              key={q.id}
              question={formQuestion(q, family)}
              checked={tried}
              value={values[q.id] ?? EMPTY}
              onChange={(v) => setValues((old) => ({ ...old, [q.id]: v }))}
              refused={refusal(q.id)}
            />
          ))}
          <button type="submit" className="button primary" data-testid="send-answers">
            {t.sendAnswers}
          </button>
        </form>
      )}
      {task.state === 'done' && <FixOutcome file={file} result={task.value} />}
    </div>
  );
}
