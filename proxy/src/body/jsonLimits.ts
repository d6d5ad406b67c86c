import { failHttp } from '../errors/httpError.ts';

/**
 * Bounds on the shape of a request body. The deepest legitimate v3 body is three levels
 * (`{answers: [{id, value}]}`) and the largest has a few hundred values (40 answers); the bounds
 * leave room for clients that add fields, while a body nested thousands of levels deep — which
 * overflows the stack of the structured clone that hands a request to a worker — or one made of
 * millions of tiny values is refused before anything walks it.
 */
export const JSON_LIMITS = { maxDepth: 32, maxElements: 10_000 } as const;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

/**
 * Checks JSON text against JSON_LIMITS in one linear pass, jumping over string contents with
 * indexOf (an invoice in `xml` or `xmlBase64` is one long string); 400 INVALID_JSON with
 * `details.limit` (`depth` or `elements`) and `details.max` when a bound is crossed. Text that is not
 * JSON passes through: JSON.parse refuses it afterwards.
 */
export function checkJsonLimits(text: string): void {
  let depth = 0;
  // Values inside arrays and objects: one per opening bracket plus one per separating comma.
  let elements = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === QUOTE) i = closingQuote(text, i);
    else if (ch === OPEN_ARRAY || ch === OPEN_OBJECT) {
      if (++depth > JSON_LIMITS.maxDepth) refuse('depth', JSON_LIMITS.maxDepth);
      if (++elements > JSON_LIMITS.maxElements) refuse('elements', JSON_LIMITS.maxElements);
    } else if (ch === CLOSE_ARRAY || ch === CLOSE_OBJECT) depth--;
    else if (ch === COMMA && ++elements > JSON_LIMITS.maxElements)
      refuse('elements', JSON_LIMITS.maxElements);
  }
}

/** Index of the quote that closes the string opened at `open` (text.length when it is never closed). */
function closingQuote(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}

function refuse(limit: 'depth' | 'elements', max: number): never {
  failHttp(
    'INVALID_JSON',
    limit === 'depth'
      ? `Request body is nested deeper than ${max} levels`
      : `Request body holds more than ${max} JSON values`,
    { limit, max },
  );
}
