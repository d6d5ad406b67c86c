import { useT } from '../i18n/useT.ts';
import { downloadFile } from '../lib/downloadFile.ts';
import { useController } from '../state/StoreContext.ts';

/** A produced document: the XML the engine wrote, or a PDF it was embedded in. */
export interface ProducedDocument {
  name: string;
  content: string | Uint8Array;
  type: 'application/xml' | 'application/pdf';
}

/**
 * Download a produced document, or drop it back into the list to check it again (`checkAgain` false where
 * another document of the same result already offers that).
 */
export function DocumentActions(props: {
  document: ProducedDocument;
  label: string;
  testId: string;
  checkAgain?: boolean;
}) {
  const t = useT();
  const controller = useController();
  const { document: doc, label, testId, checkAgain = true } = props;
  return (
    <div className="actions">
      <button
        type="button"
        className="button primary"
        data-testid={testId}
        onClick={() => downloadFile(doc.name, doc.content, doc.type)}
      >
        {label}
      </button>
      {checkAgain && (
        <button
          type="button"
          className="button"
          onClick={() =>
            void controller.addFiles([new File([doc.content as BlobPart], doc.name, { type: doc.type })])
          }
        >
          {t.checkAgain}
        </button>
      )}
    </div>
  );
}
