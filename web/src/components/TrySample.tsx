import { useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { useController } from '../state/StoreContext.ts';

/** The project's sample invoices: valid, one error, German (XRechnung) rule errors. */
const SAMPLES = ['valid.xml', 'one-error.xml', 'country-errors.xml'] as const;

/** Loads the sample invoices, so a first visitor sees the whole flow without a file of their own. */
export function TrySample() {
  const t = useT();
  const controller = useController();
  const [failed, setFailed] = useState(false);
  const load = async () => {
    setFailed(false);
    try {
      const files = await Promise.all(
        SAMPLES.map(async (name) => {
          const res = await fetch(new URL(`samples/${name}`, document.baseURI));
          if (!res.ok) throw new Error(`${name}: ${res.status}`);
          return { name: `sample-${name}`, bytes: new Uint8Array(await res.arrayBuffer()) };
        }),
      );
      await controller.addFiles(files);
    } catch {
      setFailed(true);
    }
  };
  return (
    <p className="try-sample">
      <button type="button" className="button" data-testid="try-sample" onClick={() => void load()}>
        {t.trySample}
      </button>
      {failed && <span role="alert">{t.sampleFailed}</span>}
    </p>
  );
}
