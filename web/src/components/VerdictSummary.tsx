import type { FixResult, ValidateResult } from '@einvoice/engine';
import { useT } from '../i18n/useT.ts';
import { useAppState } from '../state/StoreContext.ts';

/**
 * The verdict of one file: state, format, counts, and each official validator with its version. Once a repair
 * changed the document (`repaired`), the state is the repaired document's and the file as dropped is named
 * beside it; the facts and the findings stay those of the file as dropped.
 */
export function VerdictSummary({
  result,
  ms,
  repaired = null,
}: {
  result: ValidateResult;
  ms: number;
  repaired?: FixResult | null;
}) {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  const { verdict, counts } = result;
  const valid = repaired ? repaired.valid : result.valid;
  // The key often repeats the family ("en16931"); only what it adds is shown beside it.
  const format = [verdict.format.family, verdict.format.profile, verdict.format.country].filter(
    (x): x is string => Boolean(x) && x !== verdict.format.key,
  );
  return (
    <div className={valid ? 'verdict valid' : 'verdict invalid'}>
      <div className="verdict-head">
        <p
          className="verdict-state"
          data-testid="verdict"
          data-valid={String(valid)}
          data-original-valid={repaired ? String(result.valid) : undefined}
          data-ms={Math.round(ms)}
        >
          <span className="verdict-icon" aria-hidden="true">
            {valid ? '✓' : '✕'}
          </span>
          {valid ? t.valid : t.invalid}
          {repaired && <span className="verdict-repaired"> · {t.repairedMark}</span>}
        </p>
        <p className="muted" data-testid="verdict-as-dropped">
          {repaired && `${t.asDropped}: ${result.valid ? t.valid : t.invalid} · `}
          {t.counts(counts.errors, counts.warnings, counts.info)} · {t.checkedIn(ms)}
        </p>
      </div>
      <dl className="facts">
        <div>
          <dt>{t.format}</dt>
          <dd data-testid="format">
            <code>{verdict.format.key}</code>
            {format.length > 0 && <span className="muted"> ({format.join(', ')})</span>}
          </dd>
        </div>
        <div>
          <dt>{t.syntax}</dt>
          <dd>{result.syntax ?? '—'}</dd>
        </div>
        {verdict.format.family === 'national' && verdict.format.profile && verdict.format.country && (
          <div>
            <dt>{t.nationalLayer}</dt>
            <dd
              data-testid="national-layer"
              data-profile={verdict.format.profile}
              data-country={verdict.format.country}
            >
              {verdict.format.profile} (
              {new Intl.DisplayNames([locale], { type: 'region' }).of(verdict.format.country)})
            </dd>
          </div>
        )}
        {verdict.format.family === 'factur-x' && verdict.format.profile && (
          <div>
            <dt>{t.facturxProfile}</dt>
            <dd data-testid="facturx-profile">{verdict.format.profile}</dd>
          </div>
        )}
      </dl>
      <table className="oracles">
        <caption>{t.oracles}</caption>
        <thead>
          <tr>
            <th scope="col">{t.oracle}</th>
            <th scope="col">{t.authority}</th>
            <th scope="col">{t.version}</th>
            <th scope="col">{t.result}</th>
          </tr>
        </thead>
        <tbody>
          {verdict.oracles.map((o) => (
            <tr key={o.id}>
              {/* The official artefact's own name (e.g. "UBL 2.1 Invoice XML Schema"): not translated. */}
              <th scope="row" translate="no">
                {o.name ?? o.id}
              </th>
              <td>{o.authority ?? '—'}</td>
              <td>
                <code>{o.version}</code>
              </td>
              <td>
                <span
                  className={`badge ${o.verdict === 'pass' ? 'valid' : o.verdict === 'fail' ? 'invalid' : 'neutral'}`}
                >
                  {t.oracleVerdict[o.verdict]}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
