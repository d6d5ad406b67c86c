import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { accountCall, type IssuedKeys, type KeyView } from './accountApi.ts';
import { useAccountT, useFormatTime } from './messages.ts';
import { NewKeys } from './NewKeys.tsx';

/** The account's keys by prefix, and regeneration with the grace period the user picks. */
export function KeysSection() {
  const t = useAccountT();
  const time = useFormatTime();
  const id = useId();
  const client = useQueryClient();
  const keys = useQuery({
    queryKey: ['account', 'keys'],
    queryFn: () => accountCall<{ keys: KeyView[] }>('GET', '/keys'),
  });
  const [grace, setGrace] = useState<'now' | '1h' | '24h'>('1h');
  const [issued, setIssued] = useState<IssuedKeys | null>(null);
  const regenerate = async () => {
    setIssued(await accountCall<IssuedKeys>('POST', '/keys/regenerate', { grace }));
    await client.invalidateQueries({ queryKey: ['account', 'keys'] });
  };
  const state = (k: KeyView) =>
    !k.active ? t.inactive : k.expiresAt ? t.until(time(k.expiresAt)) : t.active;
  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="keys-section">
      <h3 id={`${id}-title`}>{t.keysTitle}</h3>
      {issued && <NewKeys keys={issued} onDone={() => setIssued(null)} />}
      <table className="account-table">
        <thead>
          <tr>
            <th scope="col">{t.prefix}</th>
            <th scope="col">{t.created}</th>
            <th scope="col">{t.lastUsed}</th>
            <th scope="col">{t.requests}</th>
            <th scope="col">{t.state}</th>
          </tr>
        </thead>
        <tbody>
          {keys.data?.keys.map((k) => (
            <tr key={k.id} data-testid={`key-row-${k.mode}`}>
              <td>
                <code>{k.prefix ? `${k.prefix}…` : `sk_${k.mode}_…`}</code> {t.mode[k.mode]}
              </td>
              <td>{time(k.createdAt)}</td>
              <td>{k.lastUsedAt ? time(k.lastUsedAt) : t.never}</td>
              <td>{k.requestsThisPeriod}</td>
              <td>{state(k)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="account-actions">
        <label htmlFor={`${id}-grace`}>{t.grace}</label>
        <select
          id={`${id}-grace`}
          value={grace}
          onChange={(e) => setGrace(e.target.value as typeof grace)}
          data-testid="grace"
        >
          <option value="now">{t.graceNow}</option>
          <option value="1h">{t.grace1h}</option>
          <option value="24h">{t.grace24h}</option>
        </select>
        <button type="button" onClick={() => void regenerate()} data-testid="regenerate">
          {t.regenerate}
        </button>
      </div>
    </section>
  );
}
