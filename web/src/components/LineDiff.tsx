import { useMemo } from 'react';
import { useT } from '../i18n/useT.ts';
import { type DiffLine, diffLines } from '../lib/diffLines.ts';

const CONTEXT = 3;

type Row = DiffLine | { kind: 'gap'; count: number };

// Long runs of unchanged lines fold to a note, keeping CONTEXT lines around each change.
function fold(lines: DiffLine[]): Row[] {
  const near = new Array<boolean>(lines.length).fill(false);
  lines.forEach((l, i) => {
    if (l.kind === 'same') return;
    for (let j = Math.max(0, i - CONTEXT); j <= Math.min(lines.length - 1, i + CONTEXT); j++) near[j] = true;
  });
  const rows: Row[] = [];
  let gap = 0;
  lines.forEach((l, i) => {
    if (near[i]) {
      if (gap > 0) rows.push({ kind: 'gap', count: gap });
      gap = 0;
      rows.push(l);
    } else gap++;
  });
  if (gap > 0) rows.push({ kind: 'gap', count: gap });
  return rows;
}

/** The changes between the caller's document and the result, as a folded line diff. */
export function LineDiff({ before, after }: { before: string; after: string }) {
  const t = useT();
  const rows = useMemo(() => {
    const d = diffLines(before, after);
    return d ? fold(d) : null;
  }, [before, after]);
  if (!rows) return null;
  if (!rows.some((r) => r.kind === 'add' || r.kind === 'del')) return <p className="muted">{t.diffEmpty}</p>;
  return (
    <div className="diff" data-testid="diff" role="region" aria-label={t.diff}>
      {rows.map((r, i) =>
        r.kind === 'gap' ? (
          <div key={`g${i}`} className="diff-gap">
            ⋯ {t.unchangedLines(r.count)}
          </div>
        ) : (
          <div key={`${r.kind}${r.oldLine}-${r.newLine}`} className={`diff-line ${r.kind}`}>
            <span className="ln">{r.oldLine}</span>
            <span className="ln">{r.newLine}</span>
            <span className="sign" aria-hidden="true">
              {r.kind === 'add' ? '+' : r.kind === 'del' ? '−' : ' '}
            </span>
            <span className="visually-hidden">
              {r.kind === 'add' ? t.diffAdded : r.kind === 'del' ? t.diffRemoved : ''}
            </span>
            <span className="code">{r.text}</span>
          </div>
        ),
      )}
    </div>
  );
}
