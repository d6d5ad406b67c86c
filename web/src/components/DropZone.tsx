import { useEffect, useId, useState } from 'react';
import { readDrop } from '../batch/readDrop.ts';
import { useT } from '../i18n/useT.ts';
import { useController } from '../state/StoreContext.ts';
import { TrySample } from './TrySample.tsx';

const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

/** Drop area and pickers for files and folders; a drop anywhere on the page counts as a drop here. */
export function DropZone() {
  const t = useT();
  const controller = useController();
  const inputId = useId();
  const folderId = useId();
  const [over, setOver] = useState(false);

  useEffect(() => {
    // dragenter/dragleave fire for every child crossed; a depth count tells when the drag leaves the page.
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth += 1;
      setOver(true);
    };
    const leave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setOver(false);
    };
    const overPage = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const drop = (e: DragEvent) => {
      if (!e.dataTransfer || !carriesFiles(e)) return;
      e.preventDefault();
      depth = 0;
      setOver(false);
      void readDrop(e.dataTransfer).then((files) => controller.addFiles(files));
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', overPage);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', overPage);
      window.removeEventListener('drop', drop);
    };
  }, [controller]);

  const pick = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    input.value = '';
    void controller.addFiles(files);
  };

  return (
    <section
      className={over ? 'dropzone over' : 'dropzone'}
      data-testid="drop"
      aria-labelledby={`${inputId}-title`}
    >
      <svg className="dropzone-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 3v12m0-12-4 4m4-4 4 4M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
      </svg>
      <h2 id={`${inputId}-title`}>{t.dropTitle}</h2>
      <p className="pickers">
        {t.dropOr}{' '}
        <label htmlFor={inputId} className="button primary">
          {t.pick}
        </label>{' '}
        <label htmlFor={folderId} className="button">
          {t.pickFolder}
        </label>
      </p>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        multiple
        accept=".xml,.pdf,.zip,text/xml,application/xml,application/pdf,application/zip"
        data-testid="pick-files"
        onChange={(e) => pick(e.target)}
      />
      <input
        id={folderId}
        className="visually-hidden"
        type="file"
        data-testid="pick-folder"
        // React does not know the attribute; the empty string turns it on.
        {...{ webkitdirectory: '' }}
        onChange={(e) => pick(e.target)}
      />
      <p className="hint">{t.dropHint}</p>
      <TrySample />
      {over && (
        <div className="drop-overlay" aria-hidden="true">
          {t.dropTitle}
        </div>
      )}
    </section>
  );
}
