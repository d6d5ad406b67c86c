/**
 * Browser stand-in for `path`: SaxonJS calls `resolve('')` for its working directory, the base
 * URI of stylesheets and documents given without one. In a Worker that is the root '/'.
 */
export function resolve(...parts: string[]): string {
  const segments: string[] = [];
  for (const part of parts) {
    if (part.startsWith('/')) segments.length = 0;
    for (const s of part.split('/')) {
      if (s === '..') segments.pop();
      else if (s !== '' && s !== '.') segments.push(s);
    }
  }
  return `/${segments.join('/')}`;
}

export default { resolve };
