import { type DragEvent, useId, useState } from 'react';
import { accountCall, type PackCheck } from './accountApi.ts';
import { useAccountT } from './messages.ts';

/**
 * Verify an evidence pack by dropping its PDF (or choosing it): the server checks the signature against its
 * published keys and that these are the bytes it issued, as its public verification does.
 */
export function PackVerifySection() {
  const t = useAccountT();
  const id = useId();
  const [over, setOver] = useState(false);
  const [check, setCheck] = useState<PackCheck | 'busy' | 'failed' | null>(null);
  const verify = async (file: File | undefined) => {
    if (!file) return;
    setCheck('busy');
    try {
      setCheck(await accountCall<PackCheck>('POST', '/packs/verify', file));
    } catch {
      setCheck('failed');
    }
  };
  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    // Not also a drop on the page: the validator's own drop zone listens on the window.
    e.stopPropagation();
    setOver(false);
    void verify(e.dataTransfer.files[0]);
  };
  return (
    <section
      className={`card pack-drop${over ? ' pack-drop-over' : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid="pack-drop"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <h3 id={`${id}-title`}>{t.verifyTitle}</h3>
      <div>
        <p>{t.verifyDrop}</p>
        <label htmlFor={`${id}-file`}>{t.verifyChoose}</label>{' '}
        <input
          id={`${id}-file`}
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => void verify(e.currentTarget.files?.[0])}
        />
      </div>
      <div role="status" data-testid="pack-verdict">
        {check === 'busy' && <p>{t.verifying}</p>}
        {check === 'failed' && <p>{t.verifyFailed}</p>}
        {check !== null && typeof check === 'object' && <PackCheckResult check={check} />}
      </div>
    </section>
  );
}

function PackCheckResult({ check }: { check: PackCheck }) {
  const t = useAccountT();
  const verdict = (
    <p className={check.authentic ? 'pack-good' : 'pack-bad'} data-outcome={check.outcome}>
      {t.packOutcome[check.outcome]}
    </p>
  );
  if (!check.exists) return verdict;
  return (
    <>
      {verdict}
      <dl className="pack-facts">
        <dt>{t.packId}</dt>
        <dd>
          <code>{check.evidencePackId}</code>
        </dd>
        {check.certifies && (
          <>
            <dt>{t.reference}</dt>
            <dd>
              <code>{check.certifies.validationRef}</code>
            </dd>
            <dt>{t.verdict}</dt>
            <dd>{check.certifies.isValid ? t.valid : t.invalid}</dd>
          </>
        )}
        {check.verificationCode && (
          <>
            <dt>{t.verificationCode}</dt>
            <dd>
              <code>{check.verificationCode}</code>
            </dd>
          </>
        )}
      </dl>
      {check.testMode && <p>{t.packTestMode}</p>}
    </>
  );
}
