import { AccountPage } from './account/AccountPage.tsx';
import { ApiModePanel } from './components/ApiModePanel.tsx';
import { BatchTable } from './components/BatchTable.tsx';
import { DropZone } from './components/DropZone.tsx';
import { EngineStatusBadge } from './components/EngineStatusBadge.tsx';
import { FileDetail } from './components/FileDetail.tsx';
import { FileList } from './components/FileList.tsx';
import { LanguageSwitch } from './components/LanguageSwitch.tsx';
import { OfflineBadge } from './components/OfflineBadge.tsx';
import { SiteFooter } from './components/SiteFooter.tsx';
import { HistoryDetail } from './history/HistoryDetail.tsx';
import { HistoryPanel } from './history/HistoryPanel.tsx';
import { useHistory } from './history/history.ts';
import { useT } from './i18n/useT.ts';
import { RulesPage } from './rules/RulesPage.tsx';
import { useHashView } from './rules/useHashView.ts';
import { ViewSwitch } from './rules/ViewSwitch.tsx';
import { RuleSettingsPanel } from './settings/RuleSettingsPanel.tsx';
import { useAppState } from './state/StoreContext.ts';

/** The page: header, drop zone and file list beside the chosen file's details. */
export function App() {
  const t = useT();
  const selected = useAppState((s) => s.files.find((f) => f.id === s.selectedId) ?? null);
  const apiOn = useAppState((s) => s.api.enabled);
  const many = useAppState((s) => s.files.length > 1);
  const view = useHashView();
  const kept = useHistory((s) => s.records.find((r) => r.key === s.viewing) ?? null);
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <header className="topbar">
        <div className="brand">
          <svg viewBox="0 0 32 32" className="logo" aria-hidden="true">
            <rect x="5" y="3" width="22" height="26" rx="3" />
            <path d="M10 11h12M10 16h12M10 21h7" />
            <circle cx="24" cy="24" r="6" className="logo-check" />
            <path d="m21.5 24 1.8 1.8 3.2-3.4" className="logo-tick" />
          </svg>
          <div>
            <h1>{t.appTitle}</h1>
            <p className="tagline">{t.tagline}</p>
          </div>
        </div>
        <div className="topbar-tools">
          <ViewSwitch view={view} />
          <ApiModePanel />
          <LanguageSwitch />
        </div>
      </header>
      {view === 'rules' ? (
        <RulesPage />
      ) : view === 'account' ? (
        <AccountPage />
      ) : (
        <main id="main" className="layout">
          <aside className="sidebar">
            <EngineStatusBadge />
            <OfflineBadge />
            <DropZone />
            <RuleSettingsPanel />
            <p className="privacy small">
              <svg viewBox="0 0 24 24" className="lock" aria-hidden="true">
                <rect x="5" y="11" width="14" height="10" rx="2" />
                <path d="M8 11V8a4 4 0 0 1 8 0v3" />
              </svg>
              {apiOn ? t.privacyApi : t.privacy}
            </p>
            <FileList />
            <HistoryPanel />
          </aside>
          <section className="content" aria-live="polite">
            {many && <BatchTable />}
            {kept ? (
              <HistoryDetail key={kept.key} record={kept} />
            ) : selected ? (
              <FileDetail key={selected.id} file={selected} />
            ) : (
              <div className="card empty-state">
                <p>{t.selectFile}</p>
              </div>
            )}
          </section>
        </main>
      )}
      <SiteFooter />
    </>
  );
}
