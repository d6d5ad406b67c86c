import { useState } from 'react';
import type { IssuedKeys } from './accountApi.ts';
import { useAccountT } from './messages.ts';

/** Freshly issued keys, shown this once, each with a copy button; the quick start uses the test key. */
export function NewKeys({ keys, onDone }: { keys: IssuedKeys; onDone: () => void }) {
  const t = useAccountT();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (key: string) => {
    await navigator.clipboard?.writeText(key).catch(() => undefined);
    setCopied(key);
  };
  const base = new URL('api/v3/validate', document.baseURI).href;
  return (
    <section className="card new-keys" aria-labelledby="new-keys-title" data-testid="new-keys">
      <h3 id="new-keys-title">{t.newKeysTitle}</h3>
      <p className="small">{t.newKeysNote}</p>
      {(['live', 'test'] as const).map((mode) => (
        <div key={mode} className="new-key">
          <span className="key-mode">{t.mode[mode]}</span>
          <code data-testid={`new-key-${mode}`}>{keys[mode].key}</code>
          <button type="button" onClick={() => void copy(keys[mode].key)} data-testid={`copy-${mode}`}>
            {copied === keys[mode].key ? t.copied : t.copy}
          </button>
        </div>
      ))}
      <h4>{t.quickStart}</h4>
      <pre className="quick-start">
        {`curl -X POST ${base} \\\n  -H "Authorization: Bearer ${keys.test.key}" \\\n  -H "Content-Type: application/json" \\\n  -d '{"xml": "<Invoice …/>"}'`}
      </pre>
      <button type="button" onClick={onDone} data-testid="new-keys-done">
        OK
      </button>
    </section>
  );
}
