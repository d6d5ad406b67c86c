import { DEFAULT_INPUT_LIMITS, type InputLimits } from '@einvoice/engine/inputLimits';
import type { Position } from '@einvoice/engine/xml';
import { failMalformed } from '@einvoice/engine/xml';
import { DOMParser, type Document, type Element, type Node, ParseError } from '@xmldom/xmldom';
import { checkMarkup } from './checkMarkup.test-helper.ts';
import { checkNamespaces } from './checkNamespaces.test-helper.ts';

/** The parsed document; every node carries xmldom's 1-based lineNumber and columnNumber. */
export interface ParsedXml {
  doc: Document;
  root: Element;
}

interface FirstError {
  message: string;
  at: Position | null;
}

function locate(locator: unknown): Position | null {
  const l = locator as { lineNumber?: unknown; columnNumber?: unknown } | undefined;
  return typeof l?.lineNumber === 'number' && l.lineNumber > 0 && typeof l.columnNumber === 'number'
    ? { line: l.lineNumber, column: l.columnNumber }
    : null;
}

/**
 * Parse stage: well-formed XML 1.0 text → DOM with line/column on every node. Anything not
 * well-formed is MALFORMED_XML with details {reason, line, column, message}; xmldom's warnings count
 * too, because they are the places where it would otherwise repair the document silently.
 */
export function parseXml(text: string, limits: InputLimits = {}): ParsedXml {
  // XML 1.0 (2.11) normalises CR LF and CR only; xmldom's default also rewrites NEL and U+2028
  // (XML 1.1), which would change the invoice's text.
  const source = text.replace(/\r\n?/g, '\n');
  checkMarkup(source, limits.maxDepth ?? DEFAULT_INPUT_LIMITS.maxDepth);
  let first: FirstError | null = null;
  const parser = new DOMParser({
    locator: true,
    normalizeLineEndings: (s) => s,
    onError: (level, message, context: { locator?: unknown } | undefined) => {
      // U+FFFD is an XML character (checkMarkup vetted every character): xmldom's guess about the source
      // encoding is no reason to refuse the document.
      if (level === 'warning' && message.startsWith('Unicode replacement character detected')) return;
      first ??= { message: message.split('\n')[0] ?? message, at: locate(context?.locator) };
      throw new Error(message); // stop at the first problem; xmldom rethrows it as a ParseError
    },
  });
  let doc: Document;
  try {
    doc = parser.parseFromString(source, 'text/xml');
  } catch (e) {
    if (!(e instanceof ParseError)) throw e;
    const reported = first ?? { message: e.message.split('\n')[0] ?? e.message, at: locate(e.locator) };
    return failMalformed('parser', reported.message, reported.at);
  }
  const root = doc.documentElement;
  if (root === null) return failMalformed('parser', 'the document has no root element', null);
  checkNamespaces(root, source);
  return { doc, root };
}

/** The 1-based source line a parsed node starts on, or null for nodes built after parsing. */
export function lineOf(node: Node): number | null {
  return node.lineNumber ?? null;
}
