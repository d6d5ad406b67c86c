import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fetchHealth } from '../api/fetchHealth.ts';
import { fetchInstantKey } from '../api/fetchInstantKey.ts';
import { useT } from '../i18n/useT.ts';
import { useAppState, useController } from '../state/StoreContext.ts';

function HealthLine() {
  const t = useT();
  const health = useQuery({ queryKey: ['health'], queryFn: fetchHealth, retry: false, staleTime: 60_000 });
  if (health.isPending) return <p className="muted small">{t.running}</p>;
  if (health.isError) return <p className="field-error">{t.apiUnreachable}</p>;
  return (
    <p className="small" data-testid="api-health">
      {t.apiServer}: {t.apiHealth(health.data.status, health.data.version)}
    </p>
  );
}

/** The API mode switch: off by default; on, with a key, the server-only actions appear. */
export function ApiModePanel() {
  const t = useT();
  const api = useAppState((s) => s.api);
  const { setApi } = useController();
  const [key, setKey] = useState('');
  const id = useId();
  const instant = useMutation({ mutationFn: fetchInstantKey, onSuccess: (k) => setKey(k.key) });
  return (
    <details className="api-mode">
      <summary>
        {t.apiMode}: <b>{t.onOff(api.enabled)}</b>
      </summary>
      <div className="api-body">
        {api.enabled ? (
          <>
            <HealthLine />
            <button type="button" className="button" onClick={() => setApi({ enabled: false })}>
              {t.apiDisable}
            </button>
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (key.trim()) setApi({ enabled: true, key: key.trim() });
            }}
          >
            <p className="muted small">{t.apiOff}</p>
            <label htmlFor={id}>{t.apiKey}</label>
            <input
              id={id}
              type="password"
              autoComplete="off"
              value={key}
              aria-describedby={`${id}-help`}
              onChange={(e) => setKey(e.target.value)}
            />
            <p className="help small" id={`${id}-help`}>
              {t.apiKeyHelp}
            </p>
            <p className="small">
              <button
                type="button"
                className="link-button"
                data-testid="instant-key"
                disabled={instant.isPending}
                onClick={() => instant.mutate()}
              >
                {t.apiInstantKey}
              </button>
            </p>
            {instant.isSuccess && (
              <p className="small" role="status" data-testid="instant-key-issued">
                {t.apiInstantKeyIssued(instant.data.requestLimit, instant.data.expiresAt)}
              </p>
            )}
            {instant.isError && (
              <p className="field-error" role="alert">
                {t.apiInstantKeyFailed(instant.error.message)}
              </p>
            )}
            <button type="submit" className="button" disabled={!key.trim()}>
              {t.apiEnable}
            </button>
          </form>
        )}
      </div>
    </details>
  );
}
