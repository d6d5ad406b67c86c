import { useT } from '../i18n/useT.ts';
import { downloadFile } from '../lib/downloadFile.ts';
import { useController } from '../state/StoreContext.ts';

/** Download a produced document, or drop it back into the list to check it again. */
export function DocumentActions(props: { name: string; xml: string; label: string; testId: string }) {
  const t = useT();
  const controller = useController();
  const { name, xml, label, testId } = props;
  return (
    <div className="actions">
      <button
        type="button"
        className="button primary"
        data-testid={testId}
        onClick={() => downloadFile(name, xml, 'application/xml')}
      >
        {label}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => void controller.addFiles([new File([xml], name, { type: 'application/xml' })])}
      >
        {t.checkAgain}
      </button>
    </div>
  );
}
