import type { FileEntry } from '../state/AppState.ts';
import { appliedRepair } from '../state/fileVerdict.ts';

/** The verdict column: a checked file's verdict, or why it has none (yet). */
export type RowVerdict = 'valid' | 'invalid' | 'checking' | 'cancelled' | 'rejected' | 'failed';

/** One row of the batch table and of its CSV/JSON export. */
export interface BatchRow {
  id: string;
  /** The file's full name (`archive.zip/folder/invoice.xml`), as in exports. */
  file: string;
  /** The repaired document's verdict once a repair changed the file, else its check's. */
  verdict: RowVerdict;
  /** Whether a repair changed the file: verdict and counts are then the repaired document's. */
  repaired: boolean;
  format: string | null;
  errors: number | null;
  warnings: number | null;
  seller: string | null;
  number: string | null;
  amount: string | null;
  currency: string | null;
}

export type SortKey = 'file' | 'verdict' | 'format' | 'errors' | 'warnings' | 'seller' | 'number' | 'amount';
export interface Sort {
  key: SortKey;
  dir: 'asc' | 'desc';
}
export interface RowFilter {
  text: string;
  verdict: RowVerdict | 'all';
}

/** The table row of one file. */
export function toRow(f: FileEntry): BatchRow {
  const c = f.check;
  const result = c.state === 'done' ? c.result : null;
  const repair = result ? appliedRepair(f) : null;
  const left = (severity: string) => repair?.remaining.filter((x) => x.severity === severity).length ?? 0;
  const valid = repair ? repair.valid : result?.valid;
  return {
    id: f.id,
    file: f.name,
    verdict:
      c.state === 'done' ? (valid ? 'valid' : 'invalid') : c.state === 'validating' ? 'checking' : c.state,
    repaired: repair !== null,
    format: result?.verdict.format.key ?? null,
    errors: repair ? left('error') : (result?.counts.errors ?? null),
    warnings: repair ? left('warning') : (result?.counts.warnings ?? null),
    seller: f.summary?.seller ?? null,
    number: f.summary?.number ?? null,
    amount: f.summary?.amount ?? null,
    currency: f.summary?.currency ?? null,
  };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: BatchRow, b: BatchRow, key: SortKey): number {
  const x = a[key];
  const y = b[key];
  if (x === y) return 0;
  // Rows without a value sort last in either direction.
  if (x === null) return 1;
  if (y === null) return -1;
  if (key === 'amount') return Number(x) - Number(y);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return collator.compare(String(x), String(y));
}

/** The rows that pass the filter (text anywhere in file, seller, number, format), sorted stably. */
export function visibleRows(rows: readonly BatchRow[], filter: RowFilter, sort: Sort): BatchRow[] {
  const needle = filter.text.trim().toLowerCase();
  const kept = rows.filter(
    (r) =>
      (filter.verdict === 'all' || r.verdict === filter.verdict) &&
      (!needle || [r.file, r.seller, r.number, r.format].some((v) => v?.toLowerCase().includes(needle))),
  );
  const sign = sort.dir === 'asc' ? 1 : -1;
  return kept
    .map((r, i) => [r, i] as const)
    .sort(([a, i], [b, j]) => {
      const c = compare(a, b, sort.key);
      if (c === 0) return i - j;
      // Nulls stay last whichever the direction.
      return a[sort.key] === null || b[sort.key] === null ? c : sign * c;
    })
    .map(([r]) => r);
}

const COLUMNS = [
  'file',
  'verdict',
  'repaired',
  'format',
  'errors',
  'warnings',
  'seller',
  'number',
  'amount',
  'currency',
] as const;

function csvField(v: string | number | boolean | null): string {
  const s = v === null ? '' : String(v);
  return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** RFC 4180 CSV (CRLF line ends, quoted where needed) with a header row. */
export function toCsv(rows: readonly BatchRow[]): string {
  const lines = [COLUMNS.join(',')];
  for (const r of rows) lines.push(COLUMNS.map((c) => csvField(r[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The rows as a JSON array, one object per file, with the CSV's columns. */
export function toJson(rows: readonly BatchRow[]): string {
  return JSON.stringify(
    rows.map((r) => Object.fromEntries(COLUMNS.map((c) => [c, r[c]]))),
    null,
    2,
  );
}
