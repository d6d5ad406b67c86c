import { useRef, useState } from 'react';
import { EngineText } from '../i18n/EngineText.tsx';
import { engineText } from '../i18n/engineText.ts';
import { useT } from '../i18n/useT.ts';
import { useFocusOnArrival } from '../lib/useFocusOnArrival.ts';
import { ResultRules } from '../settings/ResultRules.tsx';
import type { FileEntry } from '../state/AppState.ts';
import { appliedRepair } from '../state/fileVerdict.ts';
import { useAppState } from '../state/StoreContext.ts';
import { CheckCancelled, CheckProgress } from './CheckProgress.tsx';
import { ContainerFacts } from './ContainerFacts.tsx';
import { ConvertPanel } from './ConvertPanel.tsx';
import { ErrorNote } from './ErrorNote.tsx';
import { FindingsPanel } from './FindingsPanel.tsx';
import { LineArithmeticNote } from './LineArithmeticNote.tsx';
import { ReadPanel } from './ReadPanel.tsx';
import { RepairPanel } from './RepairPanel.tsx';
import { ReportActions } from './ReportActions.tsx';
import { ServerCheck } from './ServerCheck.tsx';
import { InvoiceSource, type SourceTarget } from './SourceView.tsx';
import { Tabs } from './Tabs.tsx';
import { VerdictSummary } from './VerdictSummary.tsx';

type TabId = 'findings' | 'source' | 'repair' | 'convert' | 'read';

/** Everything about one file: its verdict, then findings, source, repair, conversion and reading as tabs. */
export function FileDetail({ file }: { file: FileEntry }) {
  const t = useT();
  const api = useAppState((s) => s.api);
  const locale = useAppState((s) => s.locale);
  const [tab, setTab] = useState<TabId>('findings');
  const [target, setTarget] = useState<SourceTarget | null>(null);
  const { check } = file;
  const title = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(title, check.state === 'done' || check.state === 'failed' || check.state === 'rejected');

  return (
    <article className="card detail" aria-labelledby="detail-title" data-testid="detail">
      <h2 id="detail-title" className="detail-title" translate="no" ref={title} tabIndex={-1}>
        {file.name}
      </h2>
      {check.state === 'rejected' && (
        <p className="banner warn" role="alert" data-testid="rejected" data-reason={check.reason}>
          {t.reject[check.reason]}
        </p>
      )}
      {check.state === 'validating' && <CheckProgress file={file} check={check} />}
      {check.state === 'cancelled' && <CheckCancelled file={file} />}
      {check.state === 'failed' && <ErrorNote error={check.error} />}
      {check.state === 'done' && (
        <>
          <VerdictSummary result={check.result} ms={check.ms} repaired={appliedRepair(file)} />
          <ResultRules id={file.id} result={check.result} />
          {check.result.notes?.map((n) => (
            <p key={n.id} className="banner warn" data-testid="result-note" data-note={n.id}>
              <EngineText shown={engineText(n.message, locale)} />
            </p>
          ))}
          {check.result.container && <ContainerFacts container={check.result.container} />}
          <ReportActions file={file} />
          {api.enabled && file.bytes && (
            <ServerCheck bytes={file.bytes} apiKey={api.key} local={check.result} />
          )}
          <LineArithmeticNote warnings={check.result.lineArithmetic} />
          <Tabs
            label={file.name}
            current={tab}
            onChange={setTab}
            tabs={[
              { id: 'findings', label: `${t.tabs.findings} (${check.result.findings.length})` },
              { id: 'source', label: t.tabs.source },
              { id: 'repair', label: t.tabs.repair },
              { id: 'convert', label: t.tabs.convert },
              { id: 'read', label: t.tabs.read },
            ]}
          >
            {tab === 'findings' && (
              <FindingsPanel
                findings={check.result.findings}
                onShow={(at) => {
                  setTarget(at);
                  setTab('source');
                }}
              />
            )}
            {tab === 'source' && file.bytes && (
              <InvoiceSource
                file={file}
                pdf={Boolean(check.result.container)}
                name={check.result.container ? check.result.container.attachment.name : file.name}
                target={target}
              />
            )}
            {tab === 'repair' && <RepairPanel file={file} />}
            {tab === 'convert' && <ConvertPanel file={file} />}
            {tab === 'read' && <ReadPanel file={file} />}
          </Tabs>
        </>
      )}
    </article>
  );
}
