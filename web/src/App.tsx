import { type DragEvent, useState } from 'react';
import type { Engine } from '../../engine/src/engine.ts';
import { isEngineError } from '../../engine/src/errors.ts';
import type { ValidateResult } from '../../engine/src/types.ts';
import { bytesToBase64 } from './bytesToBase64.ts';

type View =
  | { state: 'idle' }
  | { state: 'validating'; file: string }
  | { state: 'done'; file: string; result: ValidateResult }
  | { state: 'failed'; file: string; error: unknown };

function describeError(e: unknown): unknown {
  return isEngineError(e) ? { code: e.code, message: e.message, details: e.details } : { message: String(e) };
}

/** Minimal page: pick or drop an invoice, validate it in the engine Worker, show the result JSON. */
export function App({ engine }: { engine: Promise<Engine> }) {
  const [view, setView] = useState<View>({ state: 'idle' });

  const validate = async (file: File | undefined) => {
    if (!file) return;
    setView({ state: 'validating', file: file.name });
    try {
      const xmlBase64 = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
      setView({ state: 'done', file: file.name, result: await (await engine).validate({ xmlBase64 }) });
    } catch (e) {
      setView({ state: 'failed', file: file.name, error: describeError(e) });
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    void validate(e.dataTransfer.files[0]);
  };

  return (
    <main>
      <h1>e-invoice check</h1>
      <section
        data-testid="drop"
        onDragOver={(e) => e.preventDefault()}
        onDrop={onDrop}
        style={{ border: '2px dashed #888', padding: '2rem', margin: '1rem 0' }}
      >
        <label>
          Drop an invoice here or pick one:{' '}
          <input
            type="file"
            accept=".xml,text/xml,application/xml"
            onChange={(e) => void validate(e.target.files?.[0])}
          />
        </label>
      </section>
      {view.state === 'validating' && <p>Validating {view.file}…</p>}
      {view.state === 'done' && (
        <>
          <p data-testid="verdict">
            {view.file}: {view.result.valid ? 'valid' : 'invalid'}
          </p>
          <pre data-testid="result">{JSON.stringify(view.result, null, 2)}</pre>
        </>
      )}
      {view.state === 'failed' && <pre data-testid="error">{JSON.stringify(view.error, null, 2)}</pre>}
    </main>
  );
}
