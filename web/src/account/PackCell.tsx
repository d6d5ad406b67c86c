import { useState } from 'react';
import { accountCall, accountUrl, type PackView } from './accountApi.ts';
import { useAccountT } from './messages.ts';

/**
 * A record's evidence pack: "create" asks the server for it (made once, the same pack afterwards), then the
 * signed PDF downloads with the session's cookie.
 */
export function PackCell({ validationRef }: { validationRef: string }) {
  const t = useAccountT();
  const [pack, setPack] = useState<PackView | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const create = async () => {
    setState('busy');
    try {
      setPack(await accountCall<PackView>('POST', `/records/${encodeURIComponent(validationRef)}/pack`, {}));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  if (pack)
    return (
      <a
        href={accountUrl(`/packs/${encodeURIComponent(pack.evidencePackId)}/download`)}
        download={`evidence-pack-${pack.evidencePackId}.pdf`}
        data-testid="pack-download"
      >
        {t.downloadPack}
        <span className="visually-hidden"> {validationRef}</span>
      </a>
    );
  return (
    <>
      <button
        type="button"
        onClick={() => void create()}
        disabled={state === 'busy'}
        data-testid="pack-create"
      >
        {state === 'busy' ? t.creatingPack : t.createPack}
        <span className="visually-hidden"> {validationRef}</span>
      </button>
      {state === 'failed' && <span role="alert"> {t.failed}</span>}
    </>
  );
}
