import type { CatalogueEntry, CatalogueExample } from '@einvoice/rulesets';
import { useRef } from 'react';
import { EngineText } from '../i18n/EngineText.tsx';
import { engineText, type LocalisedText } from '../i18n/engineText.ts';
import { termName } from '../i18n/termName.ts';
import { useFocusOnArrival } from '../lib/useFocusOnArrival.ts';
import { useAppState } from '../state/StoreContext.ts';
import type { Knowledge } from './loadKnowledge.ts';
import { useRulesT } from './messages.ts';
import { useCountryName } from './useCountryName.ts';

/** The chosen rule's catalogue entry: where it applies, the official message and the plain texts. */
export function RuleDetail({ knowledge, ruleId }: { knowledge: Knowledge; ruleId: string | null }) {
  const t = useRulesT();
  if (!ruleId) return <p className="card muted rule-detail">{t.chooseRule}</p>;
  return <RuleEntry key={ruleId} knowledge={knowledge} entry={knowledge.errors.get(ruleId)} />;
}

function RuleEntry({ knowledge, entry }: { knowledge: Knowledge; entry: CatalogueEntry }) {
  const t = useRulesT();
  const locale = useAppState((s) => s.locale);
  const countryName = useCountryName(knowledge);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading, true);
  const inLocale = (text: LocalisedText) => <EngineText shown={engineText(text, locale)} />;
  // FNFE publishes the French rules' messages in French: quoted beside English and German where given.
  const message: Partial<Record<'en' | 'de' | 'fr', string | null>> = entry.message;
  const example = (label: string, ex: CatalogueExample | null) =>
    ex && (
      <li>
        {label}: <code translate="no">{ex.file}</code>
        {ex.test !== null && ` #${ex.test}`}
        {ex.location && (
          <>
            {' '}
            <code translate="no">{ex.location}</code>
          </>
        )}
      </li>
    );
  return (
    <article className="card rule-detail" data-testid="rule-detail" data-rule-id={entry.ruleId}>
      <h3 ref={heading} tabIndex={-1}>
        <code translate="no">{entry.ruleId}</code>{' '}
        <span className={`rule-severity ${entry.severity}`}>{t.severities[entry.severity]}</span>
      </h3>
      <h4>{t.plain}</h4>
      <p data-testid="rule-plain">{inLocale(entry.plain)}</p>
      <h4>{t.howToFix}</h4>
      <p data-testid="rule-fix">{inLocale(entry.howToFix)}</p>
      {entry.textSource === 'generated' && <p className="muted small">{t.generatedText}</p>}
      <h4>{t.officialMessage}</h4>
      {/* A quotation of the owner's published text (in German it may still name terms in English): not ours to translate. */}
      {(['en', 'de', 'fr'] as const).map(
        (lang) =>
          message[lang] && (
            <blockquote key={lang} lang={lang} translate="no" className="rule-message">
              <span className="muted small">{t.officialIn[lang]}: </span>
              {message[lang]}
            </blockquote>
          ),
      )}
      <h4>{t.repair}</h4>
      <p data-testid="rule-repair" data-repair={entry.repair}>
        {t.repairs[entry.repair]}
      </p>
      {entry.terms.length > 0 && (
        <>
          <h4>{t.terms}</h4>
          <ul className="rule-terms">
            {entry.terms.map((term) => (
              <li key={term.id}>
                <code translate="no">{term.id}</code> <EngineText shown={termName(term, locale)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <h4>{t.appearsIn}</h4>
      <ul className="rule-appearances">
        {entry.appearances.map((a) => (
          <li key={a.artefact}>
            {a.name} {a.version} <span className="muted small">({a.authority})</span>{' '}
            <span className={`rule-severity ${a.severity}`}>{t.severities[a.severity]}</span>
          </li>
        ))}
      </ul>
      {entry.overrides.length > 0 && (
        <>
          <h4>{t.overrides}</h4>
          <ul>
            {entry.overrides.map((o) => (
              <li key={o.scenario}>
                {o.scenario}: {t.severities[o.severity]}
              </li>
            ))}
          </ul>
        </>
      )}
      {entry.countries.length > 0 && (
        <p>
          {t.countries}: {entry.countries.map(countryName).join(', ')}
        </p>
      )}
      {(entry.examples.failing || entry.examples.passing) && (
        <>
          <h4>{t.examples}</h4>
          <ul className="rule-examples">
            {example(t.failing, entry.examples.failing)}
            {example(t.passing, entry.examples.passing)}
          </ul>
        </>
      )}
    </article>
  );
}
