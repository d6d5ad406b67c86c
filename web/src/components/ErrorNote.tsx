import type { Failure } from '../app/failure.ts';
import { useT } from '../i18n/useT.ts';

/** An engine error as the user sees it: its code and message. */
export function ErrorNote({ error }: { error: Failure }) {
  const t = useT();
  return (
    <div className="banner invalid" role="alert" data-testid="error" data-code={error.code}>
      <b>{t.error}</b> <code>{error.code}</code> {error.message}
    </div>
  );
}
