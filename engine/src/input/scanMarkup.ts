/** One lexical piece of an XML text: [start, end) as string indices. */
export interface MarkupToken {
  /**
   * `declaration` is `<!` followed by a name (DOCTYPE, ENTITY, ...), spanning only `<!NAME`;
   * `unterminated` is markup whose end is missing and runs to the end of the text.
   */
  kind:
    | 'text'
    | 'start-tag'
    | 'end-tag'
    | 'empty-tag'
    | 'comment'
    | 'cdata'
    | 'pi'
    | 'declaration'
    | 'unterminated';
  start: number;
  end: number;
}

function closedBy(text: string, start: number, open: number, close: string): number {
  const at = text.indexOf(close, start + open);
  return at < 0 ? -1 : at + close.length;
}

/**
 * Splits XML text into markup and character data without building anything, so that refusal checks
 * (DOCTYPE, nesting depth, references) can run before a parser sees the document. It does not judge
 * well-formedness; the parser does.
 */
export function* scanMarkup(text: string): Generator<MarkupToken> {
  // Quote-aware, so a '>' inside an attribute value does not end the tag. One char per step keeps a
  // failed match linear.
  const TAG = /<(?:[^"'>]|"[^"]*"|'[^']*')*>/y;
  const DECLARATION_NAME = /<![A-Za-z]+/y;
  let pos = 0;
  while (pos < text.length) {
    const start = pos;
    if (text.charCodeAt(pos) !== 60 /* < */) {
      const next = text.indexOf('<', pos);
      pos = next < 0 ? text.length : next;
      yield { kind: 'text', start, end: pos };
      continue;
    }
    let kind: MarkupToken['kind'];
    let end: number;
    if (text.startsWith('<!--', pos)) [kind, end] = ['comment', closedBy(text, pos, 4, '-->')];
    else if (text.startsWith('<![CDATA[', pos)) [kind, end] = ['cdata', closedBy(text, pos, 9, ']]>')];
    else if (text.startsWith('<?', pos)) [kind, end] = ['pi', closedBy(text, pos, 2, '?>')];
    else if (text.startsWith('<!', pos)) {
      DECLARATION_NAME.lastIndex = pos;
      [kind, end] = ['declaration', DECLARATION_NAME.test(text) ? DECLARATION_NAME.lastIndex : pos + 2];
    } else {
      TAG.lastIndex = pos;
      end = TAG.test(text) ? TAG.lastIndex : -1;
      kind =
        text.charCodeAt(pos + 1) === 47 /* / */
          ? 'end-tag'
          : text.charCodeAt(end - 2) === 47
            ? 'empty-tag'
            : 'start-tag';
    }
    if (end < 0) [kind, end] = ['unterminated', text.length];
    pos = end;
    yield { kind, start, end };
  }
}
