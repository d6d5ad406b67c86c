import { useRef } from 'react';
import { useT } from '../i18n/useT.ts';
import { splitPath } from '../lib/fileNames.ts';
import { formatBytes } from '../lib/formatBytes.ts';
import { useVirtualRows } from '../lib/useVirtualRows.ts';
import { useAppState, useController } from '../state/StoreContext.ts';
import { VerdictBadge } from './VerdictBadge.tsx';

const ROW_HEIGHT = 56;

/** The archive or folder a file came in, beside its size; nothing for a loose file. */
function FolderName({ name }: { name: string }) {
  const { folder } = splitPath(name);
  return folder ? (
    <span className="folder-name" translate="no">
      {folder}/
    </span>
  ) : null;
}

/** The dropped files with their verdicts (virtualised: hundreds stay quick); choosing one shows its details. */
export function FileList() {
  const t = useT();
  const files = useAppState((s) => s.files);
  const selectedId = useAppState((s) => s.selectedId);
  const locale = useAppState((s) => s.locale);
  const { selectFile, removeFile } = useController();
  const scroller = useRef<HTMLDivElement>(null);
  const { start, end } = useVirtualRows(files.length, ROW_HEIGHT, scroller);
  return (
    <section className="card file-list" aria-labelledby="files-title">
      <h2 id="files-title">{t.files}</h2>
      {files.length === 0 ? (
        <p className="muted">{t.noFiles}</p>
      ) : (
        <div className="file-scroll" ref={scroller} tabIndex={0} role="region" aria-label={t.fileListLabel}>
          <ul style={{ paddingTop: start * ROW_HEIGHT, paddingBottom: (files.length - end) * ROW_HEIGHT }}>
            {files.slice(start, end).map((f) => (
              <li
                key={f.id}
                className={f.id === selectedId ? 'selected' : undefined}
                data-testid="file-item"
                style={{ height: ROW_HEIGHT }}
              >
                <button
                  type="button"
                  className="file-select"
                  aria-current={f.id === selectedId ? 'true' : undefined}
                  title={f.name}
                  onClick={() => selectFile(f.id)}
                >
                  <span className="file-name" translate="no">
                    {splitPath(f.name).own}
                  </span>
                  <span className="file-meta">
                    <FolderName name={f.name} />
                    {formatBytes(f.size, locale)}
                    <VerdictBadge file={f} />
                  </span>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t.remove(f.name)}
                  title={t.remove(f.name)}
                  onClick={() => removeFile(f.id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
