import { useMemo, useRef, useState } from 'react';
import {
  type BatchRow,
  type RowFilter,
  type RowVerdict,
  type Sort,
  type SortKey,
  toCsv,
  toJson,
  toRow,
  visibleRows,
} from '../batch/batchRows.ts';
import { useT } from '../i18n/useT.ts';
import { downloadFile } from '../lib/downloadFile.ts';
import { splitPath } from '../lib/fileNames.ts';
import { formatAmount } from '../lib/localiseDecimals.ts';
import { useVirtualRows } from '../lib/useVirtualRows.ts';
import type { Locale } from '../state/AppState.ts';
import { useAppState, useController } from '../state/StoreContext.ts';

const ROW_HEIGHT = 34;
const COLUMNS: readonly SortKey[] = [
  'verdict',
  'file',
  'format',
  'errors',
  'warnings',
  'seller',
  'number',
  'amount',
];
const VERDICTS: readonly RowVerdict[] = ['valid', 'invalid', 'checking', 'cancelled', 'rejected', 'failed'];

function amountText(r: BatchRow, locale: Locale): string {
  if (r.amount === null) return '';
  const text = formatAmount(r.amount, locale);
  return r.currency ? `${text} ${r.currency}` : text;
}

/** The file's own name first, the archive or folder it came in after it, muted; the full name is the cell's title. */
function FileName({ id, name }: { id: string; name: string }) {
  const controller = useController();
  const { own, folder } = splitPath(name);
  return (
    <button type="button" className="link-button file-cell" onClick={() => controller.selectFile(id)}>
      <span className="own-name" data-testid="batch-name">
        {own}
      </span>
      {folder && <span className="folder-name">{folder}/</span>}
    </button>
  );
}

/** Every file in one sortable, filterable, virtualised table, with exports and "repair all". */
export function BatchTable() {
  const t = useT();
  const files = useAppState((s) => s.files);
  const selectedId = useAppState((s) => s.selectedId);
  const locale = useAppState((s) => s.locale);
  const repairAll = useAppState((s) => s.repairAll);
  const controller = useController();
  const [sort, setSort] = useState<Sort>({ key: 'file', dir: 'asc' });
  const [filter, setFilter] = useState<RowFilter>({ text: '', verdict: 'all' });
  const rows = useMemo(() => visibleRows(files.map(toRow), filter, sort), [files, filter, sort]);
  const scroller = useRef<HTMLDivElement>(null);
  const { start, end } = useVirtualRows(rows.length, ROW_HEIGHT, scroller);
  const invalid = files.filter((f) => f.check.state === 'done' && !f.check.result.valid).length;

  const sortBy = (key: SortKey) =>
    setSort((s) => (s.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' }));

  return (
    <section className="card batch" aria-labelledby="batch-title" data-testid="batch">
      <h2 id="batch-title">{t.batch.title(files.length)}</h2>
      <div className="batch-tools">
        <label>
          {t.batch.filter}
          <input
            type="search"
            value={filter.text}
            placeholder={t.batch.filterPlaceholder}
            data-testid="batch-filter"
            onChange={(e) => setFilter((f) => ({ ...f, text: e.target.value }))}
          />
        </label>
        <label>
          {t.batch.verdictFilter}
          <select
            value={filter.verdict}
            data-testid="batch-verdict"
            onChange={(e) => setFilter((f) => ({ ...f, verdict: e.target.value as RowFilter['verdict'] }))}
          >
            <option value="all">{t.batch.all}</option>
            {VERDICTS.map((v) => (
              <option key={v} value={v}>
                {t.batch.verdicts[v]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button"
          data-testid="export-csv"
          onClick={() => downloadFile('einvoice-check.csv', toCsv(rows), 'text/csv;charset=utf-8')}
        >
          {t.batch.exportCsv}
        </button>
        <button
          type="button"
          className="button"
          data-testid="export-json"
          onClick={() => downloadFile('einvoice-check.json', toJson(rows), 'application/json')}
        >
          {t.batch.exportJson}
        </button>
        <button
          type="button"
          className="button primary"
          data-testid="repair-all"
          disabled={repairAll.state === 'running' || invalid === 0}
          onClick={() => void controller.repairAll()}
        >
          {t.batch.repairAll}
        </button>
      </div>
      <p className="muted small" data-testid="batch-shown" aria-live="polite">
        {t.batch.shown(rows.length, files.length)}
      </p>
      <div className="batch-scroll" ref={scroller} tabIndex={0} role="region" aria-label={t.batch.tableLabel}>
        <table className="batch-table" aria-rowcount={rows.length + 1}>
          <thead>
            <tr aria-rowindex={1}>
              {COLUMNS.map((c) => (
                <th
                  key={c}
                  scope="col"
                  aria-sort={sort.key === c ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <button type="button" title={t.batch.sortBy(t.batch.columns[c])} onClick={() => sortBy(c)}>
                    {t.batch.columns[c]}
                    {sort.key === c ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {start > 0 && (
              <tr aria-hidden="true" style={{ height: start * ROW_HEIGHT }}>
                <td colSpan={COLUMNS.length} />
              </tr>
            )}
            {rows.slice(start, end).map((r, i) => (
              <tr
                key={r.id}
                aria-rowindex={start + i + 2}
                className={r.id === selectedId ? 'selected' : undefined}
                data-testid="batch-row"
                data-verdict={r.verdict}
                data-repaired={r.repaired || undefined}
                style={{ height: ROW_HEIGHT }}
              >
                <td>
                  <span
                    className={`badge ${r.verdict === 'valid' ? 'valid' : r.verdict === 'checking' || r.verdict === 'rejected' ? 'neutral' : 'invalid'}`}
                  >
                    {t.batch.verdicts[r.verdict]}
                    {r.repaired && <span className="badge-note"> · {t.repairedMark}</span>}
                  </span>
                </td>
                <td title={r.file} translate="no">
                  <FileName id={r.id} name={r.file} />
                </td>
                <td translate="no">{r.format}</td>
                <td className="num">{r.errors}</td>
                <td className="num">{r.warnings}</td>
                <td title={r.seller ?? undefined} translate="no">
                  {r.seller}
                </td>
                <td translate="no">{r.number}</td>
                <td className="num">{amountText(r, locale)}</td>
              </tr>
            ))}
            {end < rows.length && (
              <tr aria-hidden="true" style={{ height: (rows.length - end) * ROW_HEIGHT }}>
                <td colSpan={COLUMNS.length} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div
        className="batch-summary"
        aria-live="polite"
        data-testid="repair-all-status"
        data-state={repairAll.state}
      >
        {repairAll.state === 'running' && <p>{t.batch.repairAllRunning(repairAll.done, repairAll.total)}</p>}
        {repairAll.state === 'done' && (
          <>
            <p data-testid="repair-all-summary">
              {repairAll.summary.repaired + repairAll.summary.stillInvalid + repairAll.summary.failed === 0
                ? t.batch.repairAllNone
                : t.batch.repairAllSummary(
                    repairAll.summary.repaired,
                    repairAll.summary.stillInvalid,
                    repairAll.summary.failed,
                  )}
            </p>
            {repairAll.summary.repaired > 0 && (
              <button
                type="button"
                className="button"
                data-testid="download-repaired-zip"
                onClick={() => controller.downloadRepaired()}
              >
                {t.batch.downloadRepaired}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
