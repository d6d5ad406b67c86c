import { type DragEvent, useId, useRef, useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { useController } from '../state/StoreContext.ts';

/** Drop area and file picker for one or many files. */
export function DropZone() {
  const t = useT();
  const controller = useController();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void controller.addFiles(Array.from(e.dataTransfer.files));
  };

  return (
    <section
      className={over ? 'dropzone over' : 'dropzone'}
      data-testid="drop"
      aria-labelledby={`${inputId}-title`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <svg className="dropzone-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 3v12m0-12-4 4m4-4 4 4M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
      </svg>
      <h2 id={`${inputId}-title`}>{t.dropTitle}</h2>
      <p>
        {t.dropOr}{' '}
        <label htmlFor={inputId} className="button primary">
          {t.pick}
        </label>
      </p>
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        multiple
        accept=".xml,text/xml,application/xml"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void controller.addFiles(files);
        }}
      />
      <p className="hint">{t.dropHint}</p>
    </section>
  );
}
