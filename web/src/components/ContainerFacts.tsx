import type { PdfContainer } from '@einvoice/engine';
import { useT } from '../i18n/useT.ts';

/** One fact of the container; `value` is the PDF's own, shown as written (null: the PDF does not say). */
function Fact({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  const t = useT();
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId} data-value={value ?? ''}>
        {value === null ? <span className="muted">{t.container.none}</span> : <code>{value}</code>}
      </dd>
    </div>
  );
}

/**
 * What the engine read from the PDF an invoice came in: the embedded file it took as the invoice, how
 * the PDF relates that file to itself, what its XMP metadata declares, and its PDF/A identification.
 */
export function ContainerFacts({ container }: { container: PdfContainer }) {
  const t = useT();
  const { attachment, xmp, pdfa } = container;
  const others = container.attachments.length - 1;
  return (
    <section className="container-facts" aria-labelledby="container-title" data-testid="container">
      <h3 id="container-title">{t.container.title}</h3>
      <dl className="facts">
        <Fact label={t.container.attachment} value={attachment.name} testId="container-attachment" />
        <Fact label={t.container.afRelationship} value={container.afRelationship} testId="container-af" />
        <Fact
          label={t.container.pdfa}
          value={pdfa ? `PDF/A-${pdfa.part}${pdfa.conformance ?? ''}` : null}
          testId="container-pdfa"
        />
        {xmp && (
          <>
            <Fact label={t.container.documentType} value={xmp.documentType} testId="container-xmp-type" />
            <Fact
              label={t.container.documentFileName}
              value={xmp.documentFileName}
              testId="container-xmp-file"
            />
            <Fact label={t.container.version} value={xmp.version} testId="container-xmp-version" />
            <Fact
              label={t.container.conformanceLevel}
              value={xmp.conformanceLevel}
              testId="container-xmp-level"
            />
          </>
        )}
      </dl>
      {!xmp && <p className="muted small">{t.container.noXmp}</p>}
      {others > 0 && (
        <p className="muted small">
          {t.container.otherAttachments(others)}:{' '}
          {container.attachments
            .filter((a) => a.name !== attachment.name)
            .map((a) => a.name)
            .join(', ')}
        </p>
      )}
    </section>
  );
}
