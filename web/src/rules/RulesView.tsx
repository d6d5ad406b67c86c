import './rules.css';
import { useCallback, useEffect, useState } from 'react';
import { type TabSpec, Tabs } from '../components/Tabs.tsx';
import { CountryRequirements } from './CountryRequirements.tsx';
import { type Knowledge, loadKnowledge } from './loadKnowledge.ts';
import { useRulesT } from './messages.ts';
import { RuleCatalogue } from './RuleCatalogue.tsx';

type Section = 'catalogue' | 'requirements';

type Loaded = { state: 'loading' } | { state: 'ready'; knowledge: Knowledge } | { state: 'failed' };

/** The error catalogue and the country requirements, answered in the browser from the bundled data. */
export default function RulesView() {
  const t = useRulesT();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [section, setSection] = useState<Section>('catalogue');
  const [ruleId, setRuleId] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoaded({ state: 'loading' });
    loadKnowledge().then(
      (knowledge) => setLoaded({ state: 'ready', knowledge }),
      () => setLoaded({ state: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);

  const openRule = useCallback((id: string) => {
    setRuleId(id);
    setSection('catalogue');
  }, []);

  const tabs: TabSpec<Section>[] = [
    { id: 'catalogue', label: t.tabCatalogue },
    { id: 'requirements', label: t.tabRequirements },
  ];
  return (
    <div className="rules-view" data-testid="rules-view">
      <header className="rules-head">
        <h2>{t.title}</h2>
        <p className="muted">{t.intro}</p>
      </header>
      {loaded.state === 'loading' && (
        <p className="card" role="status">
          {t.loading}
        </p>
      )}
      {loaded.state === 'failed' && (
        <div className="card" role="alert" data-testid="rules-failed">
          <p>{t.loadFailed}</p>
          <button type="button" onClick={load}>
            {t.retry}
          </button>
        </div>
      )}
      {loaded.state === 'ready' && (
        <Tabs tabs={tabs} current={section} onChange={setSection} label={t.sections}>
          {section === 'catalogue' ? (
            <RuleCatalogue knowledge={loaded.knowledge} ruleId={ruleId} onRule={setRuleId} />
          ) : (
            <CountryRequirements knowledge={loaded.knowledge} onRule={openRule} />
          )}
        </Tabs>
      )}
    </div>
  );
}
