import type { DocumentEncoding } from '../input/documentEncoding.ts';
import type { XmlTree } from '../xml/XmlTree.ts';

/** Where a finding points in the caller's document. */
export interface SourcePosition {
  /** 1-based line. */
  line: number;
  /** 1-based column, in characters (code points) of that line. */
  column: number;
  /** 0-based byte offset into the document's bytes (xmlBase64: the bytes sent; xml: its UTF-8 encoding). */
  offset: number;
}

const BOM_BYTES: Record<string, number> = { 'UTF-8': 3, 'UTF-16LE': 2, 'UTF-16BE': 2 };

function byteLength(s: string, encoding: DocumentEncoding): number {
  if (encoding === 'UTF-16LE' || encoding === 'UTF-16BE') return s.length * 2;
  if (encoding !== 'UTF-8') return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/**
 * Positions in the caller's document for nodes of the tree (whose text has its line ends normalised) and for
 * the XSD's line/column: line, column and byte offset, so that an invoice written on one line, as ERP exports
 * often are, still points at the element. Line starts are computed once; each position costs its own line.
 */
export class Locator {
  private lineStarts: ArrayLike<number> | null = null;
  /** Elements of a name by line, built once per name: many XSD findings on one name stay linear. */
  private readonly linesOfName = new Map<number, Map<number, number[]>>();

  private byLine(id: number): Map<number, number[]> {
    let lines = this.linesOfName.get(id);
    if (!lines) {
      lines = new Map();
      for (const n of this.tree.elementsNamed(id)) {
        const line = this.tree.lineOf(n);
        const list = lines.get(line);
        if (list) list.push(n);
        else lines.set(line, [n]);
      }
      this.linesOfName.set(id, lines);
    }
    return lines;
  }
  private lineBytes: ArrayLike<number> | null = null;

  constructor(
    readonly tree: XmlTree,
    /** The decoded document as received (line ends not normalised), without its byte-order mark. */
    private readonly text: string,
    private readonly encoding: DocumentEncoding,
    private readonly bom: string | null,
    /** The document's bytes as received (its byte-order mark included), when the host has them. */
    private readonly bytes: Uint8Array | null = null,
  ) {}

  private starts(): { starts: ArrayLike<number>; bytes: ArrayLike<number> } {
    if (this.lineStarts === null || this.lineBytes === null) {
      const bom = this.bom ? (BOM_BYTES[this.encoding] ?? 0) : 0;
      const raw = this.bytes;
      // The tree's text is the one received: its line starts are these (the same line ends).
      const same = this.text === this.tree.source;
      if (same && this.encoding === 'UTF-8' && raw !== null && raw.length === this.text.length + bom) {
        // As many bytes as characters: ASCII, where a line's byte offset is its character offset.
        const starts = this.tree.lineStartOffsets();
        this.lineStarts = starts;
        this.lineBytes = bom === 0 ? starts : starts.map((x) => x + bom);
        return { starts: this.lineStarts, bytes: this.lineBytes };
      }
      const starts = [0];
      const bytes = [bom];
      if (this.encoding === 'UTF-8' && raw !== null && this.text.indexOf('\r') < 0) {
        // Only LF ends lines, and in UTF-8 the n-th LF character is the n-th 0x0A byte: two native searches.
        for (
          let at = this.text.indexOf('\n'), b = raw.indexOf(10);
          at >= 0 && b >= 0;
          at = this.text.indexOf('\n', at + 1), b = raw.indexOf(10, b + 1)
        ) {
          starts.push(at + 1);
          bytes.push(b + 1);
        }
        this.lineStarts = starts;
        this.lineBytes = bytes;
        return { starts, bytes };
      }
      // One pass over the text (no slice per line): CR LF, CR and LF each end a line.
      const text = this.text;
      const utf8 = this.encoding === 'UTF-8';
      const unit = this.encoding === 'UTF-16LE' || this.encoding === 'UTF-16BE' ? 2 : 1;
      let b = bytes[0] as number;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (!utf8) b += unit;
        else if (c < 0x80) b += 1;
        else if (c < 0x800) b += 2;
        else if (c >= 0xd800 && c <= 0xdbff) {
          b += 4;
          i++;
          continue;
        } else b += 3;
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
          starts.push(i + 1);
          bytes.push(b);
        }
      }
      this.lineStarts = starts;
      this.lineBytes = bytes;
    }
    return { starts: this.lineStarts, bytes: this.lineBytes };
  }

  /** Position of a 1-based line and 1-based character column (as counted in UTF-16 units when `units`). */
  at(line: number, column: number, units = false): SourcePosition | null {
    const { starts, bytes } = this.starts();
    const start = starts[line - 1];
    if (start === undefined) return null;
    const end = starts[line] ?? this.text.length;
    if (!units) {
      const lineText = this.text.slice(start, end);
      const prefix = [...lineText].slice(0, column - 1).join('');
      return {
        line,
        column: [...prefix].length + 1,
        offset: (bytes[line - 1] as number) + byteLength(prefix, this.encoding),
      };
    }
    // Findings come in document order: on a long line (a one-line export) counting resumes where the last
    // position on that line stopped, so the cost stays linear in the line, not in line × findings.
    const unit = Math.min(start + column - 1, end);
    let c = this.cursor;
    if (c === null || c.line !== line || c.unit > unit) c = { line, unit: start, points: 0, bytes: 0 };
    const added = this.text.slice(c.unit, unit);
    c = {
      line,
      unit,
      points: c.points + [...added].length,
      bytes: c.bytes + byteLength(added, this.encoding),
    };
    this.cursor = c;
    return { line, column: c.points + 1, offset: (bytes[line - 1] as number) + c.bytes };
  }

  private cursor: { line: number; unit: number; points: number; bytes: number } | null = null;

  /** Position of a tree node's markup (an attribute: its element's). */
  of(node: number): SourcePosition | null {
    const line = this.tree.lineOf(node);
    const lineStart = this.tree.lineStartOffsets()[line - 1] ?? 0;
    return this.at(line, (this.tree.offset[node] as number) - lineStart + 1, true);
  }

  /**
   * The element an XSD diagnostic names (`Element '{ns}local'`), found on the line libxml2 reports: the one
   * holding the value the message quotes when several share the name and line. Null when none does.
   */
  elementOf(message: string, line: number | null): number | null {
    const m = /^Element '\{([^}]*)\}([^']+)'/.exec(message);
    if (!m) return null;
    const id = this.tree.nameId(m[1] as string, m[2] as string);
    if (id < 0) return null;
    const byLine = this.byLine(id);
    const onLine = line === null ? undefined : byLine.get(line);
    const candidates = onLine ?? [...byLine.values()].flat();
    const quoted = /: '([^']*)' is not/.exec(message)?.[1];
    return (
      (quoted !== undefined ? candidates.find((n) => this.tree.stringValue(n) === quoted) : undefined) ??
      candidates[0] ??
      null
    );
  }
}
