import { useEffect, useRef } from 'react';
import { FindingsPanel } from '../components/FindingsPanel.tsx';
import { LineArithmeticNote } from '../components/LineArithmeticNote.tsx';
import { VerdictSummary } from '../components/VerdictSummary.tsx';
import { useT } from '../i18n/useT.ts';
import { useFocusOnArrival } from '../lib/useFocusOnArrival.ts';
import { useAppState } from '../state/StoreContext.ts';
import { history } from './history.ts';
import type { HistoryRecord } from './historyDb.ts';

/** A kept result: its verdict and findings as they were, without the file (drop it again to work on it). */
export function HistoryDetail({ record }: { record: HistoryRecord }) {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  const selectedId = useAppState((s) => s.selectedId);
  const fileCount = useAppState((s) => s.files.length);
  const title = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(title, true);
  // Choosing or dropping a file leaves the kept result for that file.
  const shownWith = useRef({ selectedId, fileCount });
  useEffect(() => {
    const was = shownWith.current;
    if (was.selectedId !== selectedId || was.fileCount !== fileCount) history.view(null);
  }, [selectedId, fileCount]);
  const { result } = record;
  return (
    <article className="card detail" aria-labelledby="history-detail-title" data-testid="history-detail">
      <h2 id="history-detail-title" className="detail-title" translate="no" ref={title} tabIndex={-1}>
        {record.name}
      </h2>
      <p className="banner info">{t.history.restored(new Date(record.checkedAt).toLocaleString(locale))}</p>
      <p>
        <button type="button" className="button" onClick={() => history.view(null)}>
          {t.history.close}
        </button>
      </p>
      <VerdictSummary result={result} ms={record.ms} />
      <LineArithmeticNote warnings={result.lineArithmetic} />
      <FindingsPanel findings={result.findings} />
    </article>
  );
}
