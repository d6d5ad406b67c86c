/** One line of a line diff: kept, removed from the old text, or added in the new one. */
export interface DiffLine {
  kind: 'same' | 'del' | 'add';
  text: string;
  /** 1-based line in the old text (same, del), else null. */
  oldLine: number | null;
  /** 1-based line in the new text (same, add), else null. */
  newLine: number | null;
}

/**
 * Line diff of two texts by Myers' O((N+M)·D) algorithm, which stays fast on large invoices because a
 * repair changes few lines. Returns null when more than `maxEdits` lines differ.
 */
export function diffLines(oldText: string, newText: string, maxEdits = 4000): DiffLine[] | null {
  const a = oldText.split('\n');
  const b = newText.split('\n');
  const n = a.length;
  const m = b.length;
  const offset = maxEdits + 1;
  const v = new Int32Array(2 * offset + 1);
  const trace: Int32Array[] = [];
  let found = false;
  for (let d = 0; d <= maxEdits && !found; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number));
      let x = down ? (v[offset + k + 1] as number) : (v[offset + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = true;
        break;
      }
    }
  }
  if (!found) return null;
  const out: DiffLine[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const vd = trace[d] as Int32Array;
    const k = x - y;
    const down = k === -d || (k !== d && (vd[offset + k - 1] as number) < (vd[offset + k + 1] as number));
    const prevK = down ? k + 1 : k - 1;
    const prevX = vd[offset + prevK] as number;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      out.push({ kind: 'same', text: a[x] as string, oldLine: x + 1, newLine: y + 1 });
    }
    if (d > 0) {
      if (down) {
        y--;
        out.push({ kind: 'add', text: b[y] as string, oldLine: null, newLine: y + 1 });
      } else {
        x--;
        out.push({ kind: 'del', text: a[x] as string, oldLine: x + 1, newLine: null });
      }
    }
  }
  return out.reverse();
}
