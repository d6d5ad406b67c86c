import { XPathError } from './XPathError.ts';

const NAME_START =
  ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;

/** Multi-character escapes of XML Schema regexes, as JS (`u` flag) class contents. */
const CLASS_ESCAPES: Record<string, string> = {
  s: ' \\t\\n\\r',
  d: '\\p{Nd}',
  w: '\\P{P}&&\\P{Z}&&\\P{C}',
  i: NAME_START,
  c: NAME_CHAR,
};
/** Characters escaped inside a JS `v`-mode class (syntax characters and reserved punctuators). */
const CLASS_PUNCTUATION = new Set([...'^$\\.*+?()[]{}|/-&!#%,:;<=>@`~']);
/** Characters that must stay escaped in a JS `u` pattern. */
const SYNTAX = new Set([...'\\^$.|?*+()[]{}/-']);

function single(ch: string, inClass: boolean): string {
  if (ch === 'n') return '\\n';
  if (ch === 'r') return '\\r';
  if (ch === 't') return '\\t';
  if (ch === '-' && !inClass) return '-';
  if (SYNTAX.has(ch)) return `\\${ch}`;
  throw new XPathError('FORX0002', `invalid escape \\${ch}`);
}

/**
 * Translates an XML Schema regular expression (XPath F&O §7.6 dialect: `\i`, `\c`, Unicode `\d`/`\w`,
 * `.` excluding line ends, no back-references across groups) into a JS RegExp source for the `v` flag.
 * Throws FORX0002 for what XPath forbids and for constructs the translation does not support.
 */
export function translateXsdRegex(pattern: string, flags: string): { source: string; flags: string } {
  const dotAll = flags.includes('s');
  const extended = flags.includes('x');
  let out = '';
  let i = 0;
  let depth = 0;
  const negatedEscape = (ch: string): string => `[^${CLASS_ESCAPES[ch.toLowerCase()]}]`;
  const escapeAt = (inClass: boolean): string => {
    const ch = pattern[i + 1];
    if (ch === undefined) throw new XPathError('FORX0002', 'trailing backslash');
    i += 2;
    if (ch === 'p' || ch === 'P') {
      const close = pattern.indexOf('}', i);
      const prop = pattern.slice(i + 1, close);
      i = close + 1;
      if (prop.startsWith('Is'))
        throw new XPathError('FORX0002', `block escape \\${ch}{${prop}} unsupported`);
      return `\\${ch}{${prop}}`;
    }
    const lower = ch.toLowerCase();
    if (CLASS_ESCAPES[lower] !== undefined && 'sdwic'.includes(lower)) {
      const positive = ch === lower;
      if (lower === 'w') return positive ? '[\\P{P}&&\\P{Z}&&\\P{C}]' : '[\\p{P}\\p{Z}\\p{C}]';
      return positive ? `[${CLASS_ESCAPES[lower]}]` : negatedEscape(ch);
    }
    if (/\d/.test(ch)) {
      if (inClass) throw new XPathError('FORX0002', 'back-reference inside a character class');
      return `\\${ch}`;
    }
    return single(ch, inClass);
  };
  const classAtom = (): string => {
    const ch = pattern[i] as string;
    if (ch === '\\') return escapeAt(true);
    if (ch === '[') throw new XPathError('FORX0002', 'unescaped [ in a character class');
    i++;
    return CLASS_PUNCTUATION.has(ch) ? `\\${ch}` : ch;
  };
  const classBody = (): string => {
    // At the character after '['; returns what goes between the brackets.
    let body = '';
    if (pattern[i] === '^') {
      body += '^';
      i++;
    }
    let first = true;
    while (i < pattern.length) {
      const ch = pattern[i] as string;
      if (ch === ']' && !first) {
        i++;
        return body;
      }
      first = false;
      if (ch === '-' && pattern[i + 1] === '[') {
        i += 2;
        const sub = classBody();
        if (pattern[i] !== ']') throw new XPathError('FORX0002', 'subtraction must end the class');
        i++;
        return `[${body}]--[${sub}]`;
      }
      const from = classAtom();
      if (pattern[i] === '-' && pattern[i + 1] !== ']' && pattern[i + 1] !== '[' && i + 1 < pattern.length) {
        i++;
        body += `${from}-${classAtom()}`;
      } else body += from;
    }
    throw new XPathError('FORX0002', 'unterminated character class');
  };
  while (i < pattern.length) {
    const ch = pattern[i] as string;
    if (extended && /[ \t\n\r]/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '\\') out += escapeAt(false);
    else if (ch === '[') {
      i++;
      out += `[${classBody()}]`;
    } else if (ch === '.') {
      out += dotAll ? '[^]' : '[^\\n\\r]';
      i++;
    } else if (ch === '(') {
      if (pattern[i + 1] === '?')
        throw new XPathError('FORX0002', 'group modifiers are not XPath regex syntax');
      depth++;
      out += ch;
      i++;
    } else if (ch === ')') {
      depth--;
      out += ch;
      i++;
    } else if (ch === '/') {
      out += '\\/';
      i++;
    } else {
      out += ch;
      i++;
    }
  }
  if (depth !== 0) throw new XPathError('FORX0002', 'unbalanced parentheses');
  let jsFlags = 'v';
  if (flags.includes('i')) jsFlags += 'i';
  if (flags.includes('m')) jsFlags += 'm';
  for (const f of flags) if (!'smix'.includes(f)) throw new XPathError('FORX0001', `invalid regex flag ${f}`);
  return { source: out, flags: jsFlags };
}

/** Compiles an XPath regex to a JS RegExp (`extra` adds JS flags such as `g`). */
export function xsdRegExp(pattern: string, flags: string, extra = ''): RegExp {
  const t = translateXsdRegex(pattern, flags);
  try {
    return new RegExp(t.source, t.flags + extra);
  } catch (e) {
    throw new XPathError('FORX0002', `invalid regular expression ${pattern}: ${String(e)}`);
  }
}
