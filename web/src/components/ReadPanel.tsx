import { useEffect, useRef } from 'react';
import { useT } from '../i18n/useT.ts';
import { downloadFile } from '../lib/downloadFile.ts';
import { baseName } from '../lib/fileNames.ts';
import type { FileEntry } from '../state/AppState.ts';
import { useAppState, useController } from '../state/StoreContext.ts';
import { ErrorNote } from './ErrorNote.tsx';

/**
 * The HTML reading of one file in the UI language, shown in a sandboxed frame: no scripts run in it
 * (no allow-scripts); same origin only so the page can call the frame's print().
 */
export function ReadPanel({ file }: { file: FileEntry }) {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  const controller = useController();
  const frame = useRef<HTMLIFrameElement>(null);
  const task = file.tasks.render;
  const stale = task.state === 'idle' || (task.state === 'done' && task.value.locale !== locale);

  useEffect(() => {
    if (stale) void controller.render(file.id, locale);
  }, [stale, controller, file.id, locale]);

  if (task.state === 'failed') return <ErrorNote error={task.error} />;
  if (task.state !== 'done') {
    return (
      <p className="muted" role="status">
        <span className="spinner" aria-hidden="true" /> {t.running}
      </p>
    );
  }
  const html = task.value.html ?? '';
  const invalid = file.check.state === 'done' && !file.check.result.valid;
  return (
    <div className="panel">
      {invalid && (
        <p className="banner invalid" data-testid="reading-invalid">
          {t.report.invalidBanner}
        </p>
      )}
      <div className="actions">
        <p className="muted small grow">{t.valuesShown(task.value.values, task.value.outsideStandard)}</p>
        <button type="button" className="button" onClick={() => frame.current?.contentWindow?.print()}>
          {t.print}
        </button>
        <button
          type="button"
          className="button primary"
          data-testid="download-html"
          onClick={() => downloadFile(`${baseName(file.name)}.${locale}.html`, html, 'text/html')}
        >
          {t.downloadHtml}
        </button>
      </div>
      <iframe
        ref={frame}
        className="reading"
        title={t.readingTitle(file.name)}
        sandbox="allow-same-origin allow-modals"
        srcDoc={html}
        data-testid="reading"
      />
    </div>
  );
}
