import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { decodeForDisplay } from '../lib/decodeForDisplay.ts';
import { type LineSpan, locateInLine } from '../lib/locateInLine.ts';
import { sourceLines } from '../lib/sourceLines.ts';
import { useInvoiceXml } from '../lib/useInvoiceXml.ts';
import type { FileEntry } from '../state/AppState.ts';

/** Where a finding points: the engine's 1-based line and column, and the node's XPath (what to mark). */
export interface SourceTarget {
  line: number;
  column: number | null;
  xpath: string | null;
}

const LINE_HEIGHT = 20;
const OVERSCAN = 20;
// Longer lines (a whole invoice on one line) are laid out one element per line; a single element can still
// be longer (an embedded attachment), so the DOM gets a bounded slice of each line.
const MAX_LINE_CHARS = 2000;

/** The node the finding names, searched from its column on (the first such node on the line without one). */
function markOn(text: string, column: number | null, xpath: string | null): LineSpan | null {
  if (column !== null) {
    const found = locateInLine(text.slice(column), xpath);
    if (found) return { start: column + found.start, end: column + found.end };
  }
  return locateInLine(text, xpath);
}

/**
 * The file's source, virtualised: only the lines in view are in the DOM, so a 10 MB invoice scrolls as
 * smoothly as a small one. A one-line invoice is shown one element per line. The target's line is
 * highlighted and scrolled into the middle of the view, and the node itself on it is marked; the region
 * takes the focus so the keyboard scrolls on from there.
 */
export function SourceView({
  bytes,
  name,
  target,
}: {
  bytes: Uint8Array;
  name: string;
  target: SourceTarget | null;
}) {
  const t = useT();
  const lines = useMemo(() => sourceLines(decodeForDisplay(bytes), MAX_LINE_CHARS), [bytes]);
  const at = useMemo(() => (target ? lines.locate(target.line, target.column) : null), [lines, target]);
  const line = at ? at.index + 1 : null;
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(480);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setHeight(el.clientHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el || !line) return;
    el.scrollTop = Math.max(0, (line - 1) * LINE_HEIGHT - el.clientHeight / 2);
    setScrollTop(el.scrollTop);
    el.focus({ preventScroll: true });
  }, [line]);
  const span = useMemo(
    () =>
      at ? markOn(lines.line(at.index), target?.column ? at.column : null, target?.xpath ?? null) : null,
    [lines, at, target],
  );

  const first = Math.max(0, Math.floor(scrollTop / LINE_HEIGHT) - OVERSCAN);
  const last = Math.min(lines.count, Math.ceil((scrollTop + height) / LINE_HEIGHT) + OVERSCAN);
  const digits = String(lines.count).length;

  return (
    <div className="source">
      <p className="muted small">{t.sourceLines(lines.count)}</p>
      {lines.pretty && (
        <p className="muted small" data-testid="source-pretty">
          {t.sourcePretty}
        </p>
      )}
      <div
        ref={box}
        className="source-box"
        translate="no"
        role="region"
        aria-label={t.sourceOf(name)}
        tabIndex={0}
        data-testid="source"
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      >
        <div style={{ height: lines.count * LINE_HEIGHT, position: 'relative' }}>
          <ol
            start={first + 1}
            style={{
              position: 'absolute',
              top: first * LINE_HEIGHT,
              left: 0,
              right: 0,
              ['--digits' as string]: digits,
            }}
          >
            {Array.from({ length: Math.max(0, last - first) }, (_, i) => {
              const n = first + i + 1;
              const text = lines.line(n - 1);
              const current = n === line;
              return (
                <li
                  key={n}
                  className={current ? 'hl' : undefined}
                  aria-current={current ? 'location' : undefined}
                  data-line={n}
                >
                  <span className="ln" aria-hidden="true">
                    {n}
                  </span>
                  <span className="code">
                    {current && span && span.end <= MAX_LINE_CHARS ? (
                      <>
                        {text.slice(0, span.start)}
                        <mark data-testid="source-mark" data-column={span.start + 1}>
                          {text.slice(span.start, span.end)}
                        </mark>
                        {text.slice(span.end, MAX_LINE_CHARS)}
                        {text.length > MAX_LINE_CHARS ? ' …' : ''}
                      </>
                    ) : text.length > MAX_LINE_CHARS ? (
                      `${text.slice(0, MAX_LINE_CHARS)} …`
                    ) : (
                      text
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </div>
  );
}

/** The source of the invoice a file carries: the file's own, or the XML a hybrid PDF embeds (`pdf`). */
export function InvoiceSource(props: {
  file: FileEntry;
  pdf: boolean;
  name: string;
  target: SourceTarget | null;
}) {
  const t = useT();
  const xml = useInvoiceXml(props.file, props.pdf);
  if (!xml) return <p className="muted">{t.running}</p>;
  return <SourceView bytes={xml} name={props.name} target={props.target} />;
}
