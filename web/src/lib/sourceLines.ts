/** A place in the displayed source: 0-based display line and 0-based column on it. */
export interface DisplayPosition {
  index: number;
  column: number;
}

/** The lines the source view shows, and where an original line and column appears among them. */
export interface SourceLines {
  count: number;
  /** True when the document was re-laid out for display (one element per line). */
  pretty: boolean;
  /** Display line `i` (0-based). */
  line(i: number): string;
  /** Where the original 1-based `line` and `column` (characters; null: the line's start) is shown. */
  locate(line: number, column: number | null): DisplayPosition;
}

const INDENT = '  ';
// Deeper nesting still indents, but no further: a hostile document must not make lines of indentation alone.
const MAX_DEPTH = 40;

function plainLines(text: string): SourceLines {
  const lines = text.split(/\r?\n/);
  return {
    count: lines.length,
    pretty: false,
    line: (i) => lines[i] ?? '',
    locate: (line, column) => ({ index: line - 1, column: Math.max(0, (column ?? 1) - 1) }),
  };
}

/** The index just past the `>` that closes the tag opened at `from`; quoted `>` in attribute values skipped. */
function tagEnd(text: string, from: number): number {
  let quote = '';
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  return text.length;
}

function after(text: string, from: number, marker: string): number {
  const i = text.indexOf(marker, from);
  return i < 0 ? text.length : i + marker.length;
}

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/**
 * The document laid out one element per line, indented by depth: an element holding only text stays on one
 * line (`<cbc:ID>7</cbc:ID>`), whitespace between tags is left out. Each display line is one slice of the
 * original text, so any original offset maps back by one binary search. One pass, linear in the length.
 */
function prettyLines(text: string): SourceLines {
  const starts: number[] = [];
  const ends: number[] = [];
  const depths: number[] = [];
  const push = (s: number, e: number, d: number) => {
    starts.push(s);
    ends.push(e);
    depths.push(Math.min(Math.max(d, 0), MAX_DEPTH));
  };
  let depth = 0;
  let pos = 0;
  const n = text.length;
  while (pos < n) {
    while (pos < n && isSpace(text.charCodeAt(pos))) pos++;
    if (pos >= n) break;
    if (text[pos] !== '<') {
      // Text beside child elements (mixed content), up to the next tag.
      let end = text.indexOf('<', pos);
      if (end < 0) end = n;
      let last = end;
      while (last > pos && isSpace(text.charCodeAt(last - 1))) last--;
      push(pos, last, depth);
      pos = end;
      continue;
    }
    let end: number;
    if (text.startsWith('<?', pos)) end = after(text, pos, '?>');
    else if (text.startsWith('<!--', pos)) end = after(text, pos, '-->');
    else if (text.startsWith('<![CDATA[', pos)) end = after(text, pos, ']]>');
    else if (text.startsWith('</', pos)) {
      depth--;
      end = tagEnd(text, pos);
    } else if (text.startsWith('<!', pos)) end = tagEnd(text, pos);
    else {
      end = tagEnd(text, pos);
      if (text[end - 2] !== '/') {
        // Only text before the next end tag: the element stays on one line.
        const next = text.indexOf('<', end);
        if (next >= 0 && text[next + 1] === '/') {
          const close = tagEnd(text, next);
          push(pos, close, depth);
          pos = close;
          continue;
        }
        push(pos, end, depth);
        depth++;
        pos = end;
        continue;
      }
    }
    push(pos, end, depth);
    pos = end;
  }

  // Original line starts, to turn the engine's line and column into an offset.
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);

  return {
    count: starts.length,
    pretty: true,
    line(i) {
      const s = starts[i] ?? 0;
      // Line breaks inside a slice (a multi-line text or comment) become spaces: columns stay one to one.
      return INDENT.repeat(depths[i] ?? 0) + text.slice(s, ends[i] ?? s).replace(/[\r\n]/g, ' ');
    },
    locate(line, column) {
      const offset = (lineStarts[line - 1] ?? n) + Math.max(0, (column ?? 1) - 1);
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] ?? 0) <= offset) lo = mid;
        else hi = mid - 1;
      }
      const start = starts[lo] ?? 0;
      const within = Math.min(Math.max(0, offset - start), (ends[lo] ?? start) - start);
      return { index: lo, column: INDENT.length * (depths[lo] ?? 0) + within };
    },
  };
}

/**
 * The source as the view shows it: as written, or, when any line is longer than `maxLineChars` (a whole
 * invoice on one line, as machines often write it), one element per line with the mapping back kept.
 * Display only: the file's bytes are never changed.
 */
export function sourceLines(text: string, maxLineChars: number): SourceLines {
  let from = 0;
  for (let i = text.indexOf('\n'); ; i = text.indexOf('\n', i + 1)) {
    const end = i < 0 ? text.length : i;
    if (end - from > maxLineChars) return prettyLines(text);
    if (i < 0) return plainLines(text);
    from = i + 1;
  }
}
