import type { ValidateResult } from '@einvoice/engine';
import { useMutation } from '@tanstack/react-query';
import { serverValidate } from '../api/serverValidate.ts';
import { useT } from '../i18n/useT.ts';
import { apiOptions } from '../state/ruleSettings.ts';
import { useAppState } from '../state/StoreContext.ts';

/** API mode only: validates the same bytes on the service and compares its verdict with the browser's. */
export function ServerCheck({
  bytes,
  apiKey,
  local,
}: {
  bytes: Uint8Array;
  apiKey: string;
  local: ValidateResult;
}) {
  const t = useT();
  const rules = useAppState((s) => s.rules);
  const check = useMutation({ mutationFn: () => serverValidate(bytes, apiKey, apiOptions(rules)) });
  return (
    <div className="server-check">
      <button type="button" className="button" disabled={check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? t.running : t.serverCheck}
      </button>
      {check.isSuccess && (
        <p
          className={`badge ${check.data.valid === local.valid ? 'valid' : 'invalid'}`}
          data-testid="server-result"
        >
          {t.serverResult(check.data.valid, check.data.valid === local.valid)}
        </p>
      )}
      {check.isError && (
        <p className="field-error" role="alert">
          {check.error.message}
        </p>
      )}
    </div>
  );
}
