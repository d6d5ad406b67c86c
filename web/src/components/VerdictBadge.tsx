import { useT } from '../i18n/useT.ts';
import type { FileCheck } from '../state/AppState.ts';

/** The short verdict of a file: valid, invalid, checking, not checked or failed. */
export function VerdictBadge({ check }: { check: FileCheck }) {
  const t = useT();
  switch (check.state) {
    case 'validating':
      return (
        <span className="badge pending">
          <span className="spinner" aria-hidden="true" />
          {t.checking}
        </span>
      );
    case 'done':
      return check.result.valid ? (
        <span className="badge valid">{t.valid}</span>
      ) : (
        <span className="badge invalid">{t.invalid}</span>
      );
    case 'cancelled':
      return <span className="badge neutral">{t.cancelled}</span>;
    case 'rejected':
      return <span className="badge neutral">{t.rejected}</span>;
    case 'failed':
      return <span className="badge invalid">{t.failed}</span>;
  }
}
