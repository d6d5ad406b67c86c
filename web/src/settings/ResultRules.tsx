import type { ValidateResult } from '@einvoice/engine';
import { EngineText } from '../i18n/EngineText.tsx';
import { engineText, reasonText } from '../i18n/engineText.ts';
import { useAppState, useController } from '../state/StoreContext.ts';
import { cdarReadingOf } from './cdarReading.ts';
import { franceOfferPin } from './franceOffer.ts';
import { useSettingsT } from './messages.ts';
import { useReleaseManifest } from './useReleaseManifest.ts';

function AppliedReleases({ result }: { result: ValidateResult }) {
  const t = useSettingsT();
  const locale = useAppState((s) => s.locale);
  if (!result.rulesets?.length) return null;
  return (
    <div className="applied-rules" data-testid="applied-rules">
      <h3 className="small">{t.applied}</h3>
      <ul>
        {result.rulesets.map((r) => (
          <li
            key={r.ruleset}
            data-testid="applied-release"
            data-ruleset={r.ruleset}
            data-version={r.version}
            data-reason={r.reason}
          >
            <span translate="no">
              {r.ruleset} {r.version}
            </span>{' '}
            <span className="muted small">
              ({t.reason[r.reason]}
              {r.reason === 'asOf' && r.date ? ` ${r.date}` : ''})
            </span>
            {r.note && (
              <span className="muted small">
                {' '}
                <EngineText shown={reasonText(r.note, locale)} />
              </span>
            )}
          </li>
        ))}
      </ul>
      {result.preview && (
        <div className="preview" data-testid="release-preview">
          <h3 className="small">
            {t.previewTitle}:{' '}
            <span translate="no">
              {result.preview.rulesets.map((r) => `${r.ruleset} ${r.version}`).join(', ')}
            </span>
          </h3>
          <p>{result.preview.verdictChanged ? t.previewChanged(result.preview.valid) : t.previewSame}</p>
          {result.preview.added.length + result.preview.removed.length === 0 ? (
            <p className="muted small">{t.previewNone}</p>
          ) : (
            <dl>
              {result.preview.added.length > 0 && (
                <div>
                  <dt>{t.previewAdded}</dt>
                  <dd translate="no">{result.preview.added.join(', ')}</dd>
                </div>
              )}
              {result.preview.removed.length > 0 && (
                <div>
                  <dt>{t.previewRemoved}</dt>
                  <dd translate="no">{result.preview.removed.join(', ')}</dd>
                </div>
              )}
            </dl>
          )}
        </div>
      )}
    </div>
  );
}

function FranceOffer({ id, result }: { id: string; result: ValidateResult }) {
  const t = useSettingsT();
  const controller = useController();
  const pin = franceOfferPin(result.findings, useReleaseManifest());
  if (!pin) return null;
  return (
    <div className="banner info france-offer">
      <p>{t.franceOfferHelp}</p>
      <button
        type="button"
        className="button"
        data-testid="france-offer"
        onClick={() => void controller.checkWith(id, pin)}
      >
        {t.franceOffer}
      </button>
    </div>
  );
}

function CdarView({ result }: { result: ValidateResult }) {
  const t = useSettingsT();
  const locale = useAppState((s) => s.locale);
  const cdar = cdarReadingOf(result);
  if (!cdar) return null;
  return (
    <section className="card cdar" data-testid="cdar-reading">
      <h3>{t.cdarTitle}</h3>
      <dl className="facts">
        <div>
          <dt>{t.cdarInvoice}</dt>
          <dd translate="no" data-testid="cdar-invoice">
            {cdar.invoiceNumber ?? '—'}
          </dd>
        </div>
        <div>
          <dt>{t.cdarStatus}</dt>
          <dd data-testid="cdar-status">
            <code translate="no">{cdar.status.code}</code>
            {cdar.status.meaning && (
              <>
                {' '}
                <EngineText shown={engineText(cdar.status.meaning, locale)} />
              </>
            )}
          </dd>
        </div>
        {cdar.issued && (
          <div>
            <dt>{t.cdarIssued}</dt>
            <dd>{cdar.issued}</dd>
          </div>
        )}
      </dl>
      {cdar.parties.length > 0 && (
        <>
          <h4>{t.cdarParties}</h4>
          <ul>
            {cdar.parties.map((p) => (
              <li key={`${p.role}-${p.id ?? p.name}`}>
                {t.cdarRole[p.role] ?? p.role}:{' '}
                <span translate="no">{[p.name, p.id].filter(Boolean).join(' · ') || '—'}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * Beside a verdict: the lifecycle message's reading (CDAR), which release of each rule set ran and why, the
 * next release's difference, and the offer to check against the French reform rules.
 */
export function ResultRules({ id, result }: { id: string; result: ValidateResult }) {
  return (
    <>
      <CdarView result={result} />
      <AppliedReleases result={result} />
      <FranceOffer id={id} result={result} />
    </>
  );
}
