import { isEngineError, toErrorData } from '@einvoice/engine/errors';
import { useRef, useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { downloadFile } from '../lib/downloadFile.ts';
import { baseName } from '../lib/fileNames.ts';
import { reportSummary } from '../report/buildReport.ts';
import type { FileEntry } from '../state/AppState.ts';
import type { Failure } from '../state/failure.ts';
import { useAppState, useController } from '../state/StoreContext.ts';
import { ErrorNote } from './ErrorNote.tsx';

/** Reports to keep: the validation report as HTML, printed (or saved as PDF), and a summary to paste. */
export function ReportActions({ file }: { file: FileEntry }) {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  const controller = useController();
  const frame = useRef<HTMLIFrameElement>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  if (file.check.state !== 'done') return null;
  const result = file.check.result;

  const withReport = async (use: (html: string) => void) => {
    setBusy(true);
    setError(null);
    try {
      use(await controller.report(file.id, locale));
    } catch (e) {
      setError(isEngineError(e) ? toErrorData(e) : { code: 'INTERNAL', message: String(e) });
    } finally {
      setBusy(false);
    }
  };
  const print = (html: string) => {
    const f = frame.current;
    if (!f) return;
    f.onload = () => f.contentWindow?.print();
    f.srcdoc = html;
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reportSummary(file.name, result, t));
      setNote(t.report.copied);
    } catch {
      setNote(t.report.copyFailed);
    }
  };

  return (
    <div className="actions report-actions">
      <button
        type="button"
        className="button"
        data-testid="download-report"
        disabled={busy}
        onClick={() =>
          void withReport((html) =>
            downloadFile(
              `${baseName(file.name.split('/').pop() ?? file.name)}.report.${locale}.html`,
              html,
              'text/html',
            ),
          )
        }
      >
        {t.report.download}
      </button>
      <button
        type="button"
        className="button"
        data-testid="print-report"
        disabled={busy}
        onClick={() => void withReport(print)}
      >
        {t.report.print}
      </button>
      <button type="button" className="button" data-testid="copy-summary" onClick={() => void copy()}>
        {t.report.copy}
      </button>
      {note && (
        <span className="muted small" role="status">
          {note}
        </span>
      )}
      {error && <ErrorNote error={error} />}
      {/* The report is printed from a frame that runs no scripts. */}
      <iframe
        ref={frame}
        className="print-frame"
        title={t.report.print}
        sandbox="allow-same-origin allow-modals"
        tabIndex={-1}
        aria-hidden="true"
      />
    </div>
  );
}
