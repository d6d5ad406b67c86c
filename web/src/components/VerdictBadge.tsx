import { useT } from '../i18n/useT.ts';
import type { FileEntry } from '../state/AppState.ts';
import { fileVerdict } from '../state/fileVerdict.ts';

/** The short verdict of a file: valid, invalid (after its repair, once repaired), checking, not checked or failed. */
export function VerdictBadge({ file }: { file: FileEntry }) {
  const t = useT();
  const { check } = file;
  switch (check.state) {
    case 'validating':
      return (
        <span className="badge pending">
          <span className="spinner" aria-hidden="true" />
          {t.checking}
        </span>
      );
    case 'done': {
      const v = fileVerdict(file);
      return (
        <span
          className={v?.valid ? 'badge valid' : 'badge invalid'}
          data-repaired={v?.repaired || undefined}
          title={v?.repaired ? t.repairedFrom(v.original) : undefined}
        >
          {v?.valid ? t.valid : t.invalid}
          {v?.repaired && <span className="badge-note"> · {t.repairedMark}</span>}
        </span>
      );
    }
    case 'cancelled':
      return <span className="badge neutral">{t.cancelled}</span>;
    case 'rejected':
      return <span className="badge neutral">{t.rejected}</span>;
    case 'failed':
      return <span className="badge invalid">{t.failed}</span>;
  }
}
