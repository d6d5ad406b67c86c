import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { decodeForDisplay } from '../lib/decodeForDisplay.ts';
import { locateInLine } from '../lib/locateInLine.ts';
import { useInvoiceXml } from '../lib/useInvoiceXml.ts';
import type { FileEntry } from '../state/AppState.ts';

/** Where a finding points: the engine's 1-based line and the node's XPath (for the column). */
export interface SourceTarget {
  line: number;
  xpath: string | null;
}

const LINE_HEIGHT = 20;
const OVERSCAN = 20;
// A minified 10 MB document is one line; the DOM gets a bounded slice of each line.
const MAX_LINE_CHARS = 2000;

/**
 * The file's source, virtualised: only the lines in view are in the DOM, so a 10 MB invoice scrolls as
 * smoothly as a small one. The target line is highlighted and scrolled into the middle of the view, and
 * the node itself on it is marked; the region takes the focus so the keyboard scrolls on from there.
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
  const line = target?.line ?? null;
  const t = useT();
  const lines = useMemo(() => decodeForDisplay(bytes).split(/\r?\n/), [bytes]);
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
    () => (line ? locateInLine(lines[line - 1] ?? '', target?.xpath ?? null) : null),
    [lines, line, target],
  );

  const first = Math.max(0, Math.floor(scrollTop / LINE_HEIGHT) - OVERSCAN);
  const last = Math.min(lines.length, Math.ceil((scrollTop + height) / LINE_HEIGHT) + OVERSCAN);
  const digits = String(lines.length).length;

  return (
    <div className="source">
      <p className="muted small">{t.sourceLines(lines.length)}</p>
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
        <div style={{ height: lines.length * LINE_HEIGHT, position: 'relative' }}>
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
            {lines.slice(first, last).map((text, i) => {
              const n = first + i + 1;
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
