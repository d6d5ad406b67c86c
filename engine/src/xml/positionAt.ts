/** A 1-based line and column, as xmldom reports them for nodes. */
export interface Position {
  line: number;
  column: number;
}

/** The line and column of a string index in text whose line ends are already normalised to LF. */
export function positionAt(text: string, index: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at >= 0 && at < index; at = text.indexOf('\n', at + 1)) {
    line++;
    lineStart = at + 1;
  }
  return { line, column: index - lineStart + 1 };
}
