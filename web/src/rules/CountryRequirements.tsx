import type { BuyerType, Citation } from '@einvoice/knowledge';
import { useMemo, useState } from 'react';
import { useAppState } from '../state/StoreContext.ts';
import type { Knowledge } from './loadKnowledge.ts';
import { useRulesT } from './messages.ts';
import { useCountryName } from './useCountryName.ts';

/** The citations of one answer: title and publisher linked to the source, with the source's own date. */
function Sources({ sources }: { sources: Citation[] }) {
  const t = useRulesT();
  return (
    <div className="req-sources">
      <span className="muted small">{t.sources}:</span>
      <ul>
        {sources.map((s) => (
          // A citation names the document as published: its title is not translated.
          <li key={s.id} translate="no">
            <a href={s.url} target="_blank" rel="noreferrer" data-testid="source-link">
              {s.title}
            </a>{' '}
            <span className="muted small">
              {s.publisher}
              {s.date && `, ${s.date}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Seller country, buyer country and buyer type → format, CIUS, network and identifiers, with the rules behind them. */
export function CountryRequirements({
  knowledge,
  onRule,
}: {
  knowledge: Knowledge;
  onRule: (id: string) => void;
}) {
  const t = useRulesT();
  const locale = useAppState((s) => s.locale);
  const countryName = useCountryName(knowledge);
  const [seller, setSeller] = useState('DE');
  const [buyer, setBuyer] = useState('DE');
  const [buyerType, setBuyerType] = useState<BuyerType>('b2b');
  const { dataset, requirements } = knowledge;
  const answer = useMemo(
    () => (requirements ? requirements(seller, buyer, buyerType) : null),
    [requirements, seller, buyer, buyerType],
  );
  if (!dataset || !answer) return <p className="card">{t.noDataset}</p>;

  const countries = [...dataset.countries].sort((a, b) =>
    countryName(a.code).localeCompare(countryName(b.code), locale),
  );
  const countrySelect = (label: string, value: string, set: (code: string) => void, testId: string) => (
    <label>
      <span>{label}</span>
      <select value={value} onChange={(e) => set(e.target.value)} data-testid={testId}>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {countryName(c.code)} ({c.code})
          </option>
        ))}
      </select>
    </label>
  );
  // The dataset writes its notes in English and German; the French page shows the English, marked as such.
  const confidence = (level: 'high' | 'medium' | 'low', note: { en: string; de: string } | null) =>
    note && (
      <p
        className={`req-confidence ${level}`}
        data-testid="confidence-note"
        {...(locale === 'fr' ? { lang: 'en', 'data-english-source': 'dataset' } : {})}
      >
        {locale === 'fr' ? note.en : note[locale]}
      </p>
    );

  return (
    <div className="country-requirements">
      <div className="rule-filters">
        {countrySelect(t.seller, seller, setSeller, 'req-seller')}
        {countrySelect(t.buyer, buyer, setBuyer, 'req-buyer')}
        <fieldset className="segmented req-type">
          <legend className="visually-hidden">{t.buyerType}</legend>
          {(['b2b', 'b2g'] as const).map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={buyerType === type}
              onClick={() => setBuyerType(type)}
              data-testid={`req-${type}`}
            >
              {t[type]}
            </button>
          ))}
        </fieldset>
      </div>
      <p className="muted small" data-testid="req-as-of">
        {t.asOf(answer.asOf, answer.latestSourceDate)} {locale !== 'en' && t.englishOnly}
      </p>
      <h3>
        {countryName(answer.seller.code)} → {countryName(answer.buyer.code)}, {t[buyerType]}
      </h3>
      {answer.requirements.length === 0 && <p className="muted">{t.noRequirements}</p>}
      <ul className="req-list">
        {answer.requirements.map((r) => (
          <li
            key={`${r.topic}:${r.value}`}
            className="card req-item"
            data-testid="requirement"
            data-topic={r.topic}
          >
            <p className="req-topic">
              <strong>{t.topics[r.topic]}</strong>
              {r.validFrom && <span className="muted small"> {t.validFrom(r.validFrom)}</span>}
            </p>
            <p lang="en" data-english-source="dataset" data-testid="requirement-value">
              {r.value}
            </p>
            {r.rules.length > 0 && (
              <p className="small">
                {t.enforcedBy}:{' '}
                {[...new Map(r.rules.map((rule) => [rule.ruleId, rule])).values()].map((rule) => (
                  <button
                    key={rule.ruleId}
                    type="button"
                    className="link-button req-rule"
                    onClick={() => onRule(rule.ruleId)}
                    data-testid="requirement-rule"
                  >
                    {rule.ruleId}
                  </button>
                ))}
              </p>
            )}
            {confidence(r.confidence, r.confidenceNote)}
            <Sources sources={r.sources} />
          </li>
        ))}
      </ul>
      {answer.laneRecords.length > 0 && (
        <>
          <h3>{t.laneRecords}</h3>
          <ul className="req-list">
            {answer.laneRecords.map((r) => (
              <li key={r.id} className="card req-item" data-testid="lane-record">
                <p lang="en" data-english-source="dataset">
                  {r.requirement}
                </p>
                {r.formats.length > 0 && (
                  <p className="small">
                    <strong>{t.topics.format}:</strong>{' '}
                    <span lang="en" data-english-source="dataset">
                      {r.formats.join(', ')}
                    </span>
                  </p>
                )}
                {r.note && (
                  <p className="muted small" lang="en" data-english-source="dataset">
                    {r.note}
                  </p>
                )}
                {confidence(r.confidence, r.confidenceNote)}
                <Sources sources={r.sources} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
