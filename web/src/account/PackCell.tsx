import { useState } from 'react';
import { accountCall, accountUrl, type PackView } from './accountApi.ts';
import { useAccountT } from './messages.ts';

/**
 * A record's evidence pack: "create" asks the server for it (made once, the same pack afterwards), then the
 * signed PDF downloads with the session's cookie. A pack the records list names (`madePackId`) is offered for
 * download at once.
 */
export function PackCell({
  validationRef,
  madePackId,
}: {
  validationRef: string;
  madePackId: string | null;
}) {
  const t = useAccountT();
  const [packId, setPackId] = useState<string | null>(madePackId);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const create = async () => {
    setState('busy');
    try {
      const made = await accountCall<PackView>(
        'POST',
        `/records/${encodeURIComponent(validationRef)}/pack`,
        {},
      );
      setPackId(made.evidencePackId);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  if (packId)
    return (
      <a
        href={accountUrl(`/packs/${encodeURIComponent(packId)}/download`)}
        download={`evidence-pack-${packId}.pdf`}
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
