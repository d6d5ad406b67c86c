import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { accountCall, accountUrl, type Usage } from './accountApi.ts';
import { useAccountT } from './messages.ts';
import { UsageChart } from './UsageChart.tsx';

/** The period's use against the quota, the overage of paid plans, the rate limits and the per-day counts. */
export function UsageSection() {
  const t = useAccountT();
  const id = useId();
  const usage = useQuery({
    queryKey: ['account', 'usage'],
    queryFn: () => accountCall<Usage>('GET', '/usage'),
  });
  const u = usage.data;
  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="usage-section">
      <h3 id={`${id}-title`}>{t.usageTitle}</h3>
      {u && (
        <>
          <p>
            {t.period}: {u.period === 'lifetime' ? t.lifetime : u.period}
          </p>
          <p data-testid="usage-used">{t.used(u.used, u.quota)}</p>
          <progress max={u.quota} value={Math.min(u.used, u.quota)} aria-label={t.used(u.used, u.quota)} />
          {u.overage && u.overage.units > 0 && (
            <p>{t.overage(u.overage.units, `${u.overage.amountEur.toFixed(2)} EUR`)}</p>
          )}
          <p className="small">{t.rate(u.rateLimit.livePerMinute, u.rateLimit.testPerHour)}</p>
          <h4>{t.perDay}</h4>
          {u.days.length === 0 ? (
            <p>{t.noUsage}</p>
          ) : (
            <>
              <UsageChart days={u.days} label={t.perDay} valid={t.validCount} invalid={t.invalidCount} />
              <table className="account-table" data-testid="usage-days">
                <thead>
                  <tr>
                    <th scope="col">{t.day}</th>
                    <th scope="col">{t.api}</th>
                    <th scope="col">{t.validCount}</th>
                    <th scope="col">{t.invalidCount}</th>
                  </tr>
                </thead>
                <tbody>
                  {u.days.map((d) => (
                    <tr key={`${d.day}-${d.api}`}>
                      <td>{d.day}</td>
                      <td>{d.api}</td>
                      <td>{d.valid}</td>
                      <td>{d.invalid}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          <a href={accountUrl('/usage.csv')} download data-testid="usage-csv">
            {t.exportCsv}
          </a>
        </>
      )}
    </section>
  );
}
