// Test-only: the strict xmldom reader the engine used before the one document model, kept as an
// independent second parser for the property tests (never imported by runtime code).

import { failMalformed, isXmlChar, positionAt, refuseDeclaration, scanMarkup } from '@einvoice/engine/xml';

// XML 1.0 production [2] Char; with the u flag an unpaired surrogate is a code point outside it.
const NOT_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

// With DOCTYPE refused there is no DTD, so only the five predefined entities exist (XML 1.0 4.6).
// Works on the token's own slice so that searching never runs past it.
function checkReferences(text: string, start: number, end: number): void {
  const piece = text.slice(start, end);
  const reference = /&(?:#x([0-9A-Fa-f]+)|#([0-9]+)|amp|lt|gt|quot|apos);/y;
  for (let at = piece.indexOf('&'); at >= 0; at = piece.indexOf('&', at + 1)) {
    reference.lastIndex = at;
    const m = reference.exec(piece);
    if (!m) {
      const name = /^&([^\s&;<>"']*);/.exec(piece.slice(at, at + 64))?.[1];
      const message = name ? `entity &${name}; is not defined` : "'&' must start a reference (write &amp;)";
      failMalformed('reference', message, positionAt(text, start + at));
    }
    const digits = m[1] ?? m[2];
    if (digits !== undefined && !isXmlChar(Number.parseInt(digits, m[1] === undefined ? 10 : 16))) {
      failMalformed('reference', `${m[0]} does not refer to an XML character`, positionAt(text, start + at));
    }
  }
}

/**
 * Checks what xmldom lets through, in one pass before it parses: characters outside XML 1.0's Char,
 * bare '&', undefined entities and non-characters in references, ']]>' in content, and nesting deeper
 * than maxDepth (a deep document is refused before a tree is built for it). DOCTYPE/ENTITY markup is
 * refused here too, so the parse stage is safe even when called without the input stage.
 */
export function checkMarkup(text: string, maxDepth: number): void {
  const bad = NOT_CHAR.exec(text);
  if (bad) {
    const cp = bad[0].codePointAt(0) ?? 0;
    failMalformed(
      'character',
      `U+${cp.toString(16).toUpperCase().padStart(4, '0')} is not an XML character`,
      positionAt(text, bad.index),
    );
  }
  let depth = 0;
  for (const token of scanMarkup(text)) {
    switch (token.kind) {
      case 'text': {
        checkReferences(text, token.start, token.end);
        const cdataEnd = text.slice(token.start, token.end).indexOf(']]>');
        if (cdataEnd >= 0)
          failMalformed(
            'cdata-end',
            "']]>' is not allowed in content",
            positionAt(text, token.start + cdataEnd),
          );
        break;
      }
      case 'start-tag':
        depth++;
        if (depth > maxDepth) {
          failMalformed(
            'depth',
            `elements nest deeper than ${maxDepth} levels`,
            positionAt(text, token.start),
            {
              limit: maxDepth,
            },
          );
        }
        checkReferences(text, token.start, token.end);
        break;
      case 'empty-tag':
        checkReferences(text, token.start, token.end);
        break;
      case 'end-tag':
        depth--;
        break;
      case 'declaration':
        refuseDeclaration(text, token.start, token.end);
        break;
      case 'unterminated':
        return; // the parser reports it with its own position
    }
  }
}
