import type { ConvertAnswer, ConvertQuestion, ConvertResult } from '@einvoice/engine';
import { EAS_OPTIONS, TARGETS } from '@einvoice/engine/catalog';
import { useMemo, useRef, useState } from 'react';
import { EngineText } from '../i18n/EngineText.tsx';
import { findingText } from '../i18n/engineText.ts';
import { useT } from '../i18n/useT.ts';
import { acceptedSchemes } from '../lib/acceptedSchemes.ts';
import { base64ToBytes } from '../lib/base64ToBytes.ts';
import { baseName } from '../lib/fileNames.ts';
import { focusFirstInvalid } from '../lib/focusFirstInvalid.ts';
import { useFocusOnArrival } from '../lib/useFocusOnArrival.ts';
import type { FileEntry } from '../state/AppState.ts';
import type { Failure } from '../state/failure.ts';
import { useAppState, useController } from '../state/StoreContext.ts';
import { CancelTask } from './CheckProgress.tsx';
import { DocumentActions } from './DocumentActions.tsx';
import { ErrorNote } from './ErrorNote.tsx';
import {
  answerComplete,
  type FormQuestion,
  QuestionField,
  type QuestionValue,
  sentValue,
} from './QuestionField.tsx';

const EMPTY: QuestionValue = { value: '', scheme: '' };

type Loss = Omit<ConvertResult, 'xml'>;

function missingQuestions(error: Failure): ConvertQuestion[] | null {
  if (error.code !== 'MISSING_INPUT') return null;
  const qs = (error.details as { questions?: ConvertQuestion[] } | undefined)?.questions;
  return Array.isArray(qs) ? qs : null;
}

function lossOf(error: Failure): Loss | null {
  return error.code === 'CONVERSION_LOSSY' ? (error.details as Loss) : null;
}

// A period question is answered as two dates joined the way the spec wants (YYYY-MM-DD/YYYY-MM-DD).
function formQuestions(q: ConvertQuestion, family: string | null): FormQuestion[] {
  if (q.kind === 'period') {
    return [
      { id: `${q.id}#start`, label: q.label, inputType: 'date' },
      { id: `${q.id}#end`, label: q.label, inputType: 'date' },
    ];
  }
  return [
    {
      id: q.id,
      label: q.label,
      examples: q.current ? [q.current] : [],
      scheme:
        q.kind === 'endpoint'
          ? {
              attr: 'schemeID',
              label: { en: 'Scheme', de: 'Schema', fr: 'Schéma' },
              options: acceptedSchemes(family, EAS_OPTIONS),
            }
          : null,
    },
  ];
}

function toAnswers(qs: ConvertQuestion[], values: Record<string, QuestionValue>): ConvertAnswer[] {
  return qs.map((q) => {
    if (q.kind === 'period') {
      const start = values[`${q.id}#start`]?.value ?? '';
      const end = values[`${q.id}#end`]?.value ?? '';
      return { id: q.id, value: `${start}/${end}` };
    }
    const v = values[q.id] ?? EMPTY;
    return v.scheme ? { id: q.id, value: v.value, scheme: v.scheme } : { id: q.id, value: v.value };
  });
}

function LossList({ loss }: { loss: Loss }) {
  const t = useT();
  return (
    <>
      {loss.loss.terms.length > 0 && (
        <section>
          <h4>{t.lostTerms}</h4>
          <ul className="loss" data-testid="loss">
            {loss.loss.terms.map((l, i) => (
              <li key={`${l.bt}-${i}`}>
                <b>{l.bt}</b> <code>{l.value}</code> <span className="muted small">{l.src}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {loss.loss.other.length > 0 && (
        <details>
          <summary>
            {t.lostOther} ({loss.loss.other.length})
          </summary>
          <ul className="loss small">
            {loss.loss.other.map((o, i) => (
              <li key={`${o.xpath}-${i}`}>
                <code>{o.xpath}</code> {o.value}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

function Converted({ file, result }: { file: FileEntry; result: ConvertResult }) {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  const xml = result.xml;
  const name = `${baseName(file.name)}.${result.target.id}.xml`;
  // Target factur-x: the XML embedded in a PDF/A-3; both are offered, the PDF first.
  const pdf = useMemo(() => (result.pdfBase64 ? base64ToBytes(result.pdfBase64) : null), [result.pdfBase64]);
  const errors = result.findings.filter((f) => f.severity === 'error');
  const block = useRef<HTMLDivElement>(null);
  useFocusOnArrival(block, true);
  return (
    <div className="result-block" data-testid="convert-result" ref={block} tabIndex={-1}>
      <p className={`banner ${result.lossless ? 'valid' : 'warn'}`} data-testid="convert-lossless">
        {result.lossless ? t.lossless : t.lossy(result.loss.terms.length)}
      </p>
      <dl className="facts">
        <div>
          <dt>{t.target}</dt>
          <dd>
            {result.target.label} <span className="muted">({t.method[result.method]})</span>
          </dd>
        </div>
        <div>
          <dt>{t.outputVerdict}</dt>
          <dd data-testid="convert-verdict" data-valid={String(result.verdict.valid)}>
            <span className={`badge ${result.verdict.valid ? 'valid' : 'invalid'}`}>
              {result.verdict.valid ? t.valid : t.invalid}
            </span>{' '}
            <code>{result.verdict.format.key}</code>
          </dd>
        </div>
      </dl>
      {errors.length > 0 && (
        <ul className="remaining">
          {errors.map((f, i) => (
            <li key={`${f.ruleId}-${i}`}>
              <code className="rule">{f.ruleId}</code> <EngineText shown={findingText(f, locale)} />
            </li>
          ))}
        </ul>
      )}
      <LossList loss={result} />
      {pdf && (
        <DocumentActions
          document={{ name: `${baseName(file.name)}.factur-x.pdf`, content: pdf, type: 'application/pdf' }}
          label={t.downloadFacturxPdf}
          testId="download-facturx-pdf"
        />
      )}
      {xml && (
        <DocumentActions
          document={{ name, content: xml, type: 'application/xml' }}
          label={pdf ? t.downloadEmbeddedXml : t.downloadConverted}
          testId="download-converted"
          checkAgain={!pdf}
        />
      )}
    </div>
  );
}

/** Conversion of one file: target, loss policy, missing inputs as a form, result with download. */
export function ConvertPanel({ file }: { file: FileEntry }) {
  const t = useT();
  const controller = useController();
  const syntax = file.check.state === 'done' ? file.check.result.syntax : null;
  const [target, setTarget] = useState<string>(
    (TARGETS.find((x) => x.syntax !== syntax) ?? TARGETS[0])?.id ?? 'xrechnung-cii',
  );
  const [allowLoss, setAllowLoss] = useState(false);
  const [values, setValues] = useState<Record<string, QuestionValue>>({});
  const locale = useAppState((s) => s.locale);
  const task = file.tasks.convert;
  const missing = task.state === 'failed' ? missingQuestions(task.error) : null;
  const lossy = task.state === 'failed' ? lossOf(task.error) : null;
  const family = TARGETS.find((x) => x.id === target)?.scenario ?? null;
  const fields = missing?.flatMap((q) => formQuestions(q, family)) ?? [];
  const ready = fields.every((q) => answerComplete(q, values[q.id] ?? EMPTY, locale));
  // Each answer as the engine reads it (a decimal typed in the page's form in the engine's).
  const sent = Object.fromEntries(
    Object.entries(values).map(([id, v]) => {
      const q = fields.find((f) => f.id === id);
      return [id, q ? { ...v, value: sentValue(q, v.value, locale) } : v];
    }),
  );
  const [tried, setTried] = useState(false);

  const run = (answers: ConvertAnswer[]) => void controller.convert(file.id, target, allowLoss, answers);

  return (
    <div className="panel">
      <p className="intro">{t.convertIntro}</p>
      <div className="form-row">
        <label htmlFor="convert-target">{t.target}</label>
        <select
          id="convert-target"
          data-testid="convert-target"
          value={target}
          onChange={(e) => {
            setTarget(e.target.value);
            controller.resetTask(file.id, 'convert');
          }}
        >
          {TARGETS.map((x) => (
            <option key={x.id} value={x.id}>
              {x.label}
            </option>
          ))}
        </select>
        <label className="choice inline">
          <input type="checkbox" checked={allowLoss} onChange={(e) => setAllowLoss(e.target.checked)} />
          <span>{t.allowLoss}</span>
        </label>
        <button
          type="button"
          className="button primary"
          data-testid="run-convert"
          disabled={task.state === 'running'}
          onClick={() => run([])}
        >
          {task.state === 'running' ? t.running : t.runConvert}
        </button>
        {task.state === 'running' && <CancelTask id={file.id} task="convert" />}
      </div>
      {task.state === 'failed' && !missing && <ErrorNote error={task.error} />}
      {lossy && <LossList loss={lossy} />}
      {missing && (
        <form
          className="questions"
          data-testid="convert-questions"
          onSubmit={(e) => {
            e.preventDefault();
            setTried(!ready);
            if (ready) run(toAnswers(missing, sent));
            else focusFirstInvalid(e.currentTarget);
          }}
        >
          <p className="banner info">{t.missingInput}</p>
          {fields.map((q) => (
            <QuestionField
              key={q.id}
              question={{
                ...q,
                label: q.id.endsWith('#end')
                  ? { en: t.periodEnd, de: t.periodEnd, fr: t.periodEnd }
                  : q.label,
              }}
              value={values[q.id] ?? EMPTY}
              onChange={(v) => setValues((old) => ({ ...old, [q.id]: v }))}
              checked={tried}
            />
          ))}
          <button type="submit" className="button primary" data-testid="send-convert-answers">
            {t.convertWithAnswers}
          </button>
        </form>
      )}
      {task.state === 'done' && <Converted file={file} result={task.value} />}
    </div>
  );
}
