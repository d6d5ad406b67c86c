import { closeBuffer, openBuffer, readBuffer, xmlRegisterInputProvider } from 'libxml2-wasm';

/** URL scheme under which schema files are handed to libxml2; nothing else is ever opened. */
export const SCHEMA_URL_PREFIX = 'xsd-build:///';

// libxml2 keeps one process-wide table of at most 15 input callbacks, so the provider is
// registered once per wasm module and serves whichever file set a synchronous compile has
// lent it. This slot holds no data between calls; it is not a cache.
let lent: ReadonlyMap<string, Uint8Array> | null = null;
let registered = false;

function lookup(url: string): Uint8Array | undefined {
  if (!lent || !url.startsWith(SCHEMA_URL_PREFIX)) return undefined;
  return lent.get(decodeURI(url.slice(SCHEMA_URL_PREFIX.length)));
}

/** Runs a synchronous libxml2 step that may open `SCHEMA_URL_PREFIX` URLs, serving them from `files` (keyed by build-relative path). */
export function withSchemaFiles<T>(files: ReadonlyMap<string, Uint8Array>, run: () => T): T {
  if (!registered) {
    registered = xmlRegisterInputProvider({
      match: (url) => lookup(url) !== undefined,
      open: (url) => {
        const bytes = lookup(url);
        return bytes ? openBuffer(bytes) : undefined;
      },
      read: readBuffer,
      close: (fd) => {
        closeBuffer(fd);
        return true;
      },
    });
    if (!registered) throw new Error('libxml2 refused the schema input provider');
  }
  lent = files;
  try {
    return run();
  } finally {
    lent = null;
  }
}
