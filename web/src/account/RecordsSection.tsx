import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { accountCall, type RecordView } from './accountApi.ts';
import { useAccountT, useFormatTime } from './messages.ts';
import { PackCell } from './PackCell.tsx';

type Verdict = '' | 'valid' | 'invalid';

/** The account's validation records, newest first, filtered by verdict, a page at a time, with their evidence packs. */
export function RecordsSection() {
  const t = useAccountT();
  const time = useFormatTime();
  const id = useId();
  const [verdict, setVerdict] = useState<Verdict>('');
  const records = useInfiniteQuery({
    queryKey: ['account', 'records', verdict],
    initialPageParam: '',
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams();
      if (verdict) q.set('verdict', verdict);
      if (pageParam) q.set('before', pageParam);
      return accountCall<{ records: RecordView[]; next: string | null }>('GET', `/records?${q}`);
    },
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const rows = records.data?.pages.flatMap((p) => p.records) ?? [];
  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="records-section">
      <h3 id={`${id}-title`}>{t.recordsTitle}</h3>
      <p className="small">{t.recordsNote}</p>
      <label htmlFor={`${id}-verdict`}>{t.verdict}</label>{' '}
      <select id={`${id}-verdict`} value={verdict} onChange={(e) => setVerdict(e.target.value as Verdict)}>
        <option value="">{t.anyVerdict}</option>
        <option value="valid">{t.valid}</option>
        <option value="invalid">{t.invalid}</option>
      </select>
      {rows.length === 0 ? (
        <p>{records.isPending ? t.loading : t.noRecords}</p>
      ) : (
        <table className="account-table" data-testid="records-table">
          <thead>
            <tr>
              <th scope="col">{t.time}</th>
              <th scope="col">{t.file}</th>
              <th scope="col">{t.format}</th>
              <th scope="col">{t.verdict}</th>
              <th scope="col">{t.errors}</th>
              <th scope="col">{t.reference}</th>
              <th scope="col">{t.evidencePack}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.validationRef}>
                <td>{time(r.createdAt)}</td>
                <td>{r.fileName ?? '–'}</td>
                <td>{r.format ?? '–'}</td>
                <td>{r.isValid ? t.valid : t.invalid}</td>
                <td>{r.errorCount}</td>
                <td>
                  <code>{r.validationRef}</code> {t.mode[r.mode]}
                </td>
                <td>
                  <PackCell
                    validationRef={r.validationRef}
                    madePackId={r.evidencePack?.evidencePackId ?? null}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {records.hasNextPage && (
        <button type="button" onClick={() => void records.fetchNextPage()}>
          {t.more}
        </button>
      )}
    </section>
  );
}
