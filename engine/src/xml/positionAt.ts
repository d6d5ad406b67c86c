/** A 1-based line and column, as xmldom reports them for nodes. */
export interface Position {
  line: number;
  column: number;
}

/** The line and column of a string index; CR LF, CR and LF each end a line (XML 1.0 2.11). */
export function positionAt(text: string, index: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < index; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: index - lineStart + 1 };
}
