import { ParseOption, XmlDocument, type XmlNode } from 'libxml2-wasm';
import { bug } from '../../errors.ts';
import type { RulesetLoader } from '../../loader.ts';

const XS_NS = 'http://www.w3.org/2001/XMLSchema';
const SCHEMA_PARSE_OPTIONS = ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE;

/** Build-relative path of `location` as referenced from the schema at build-relative `from`. */
function resolveLocation(from: string, location: string): string {
  const base = new URL(`x:/${encodeURI(from)}`);
  const url = new URL(location, base);
  if (url.protocol !== 'x:') bug(`schema ${from} references a remote location ${location}`);
  return decodeURI(url.pathname.slice(1));
}

function referencedLocations(path: string, bytes: Uint8Array): string[] {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromBuffer(bytes, { option: SCHEMA_PARSE_OPTIONS });
  } catch (e) {
    return bug(`schema ${path} is not well-formed`, e);
  }
  try {
    const refs = doc.find(
      '/xs:schema/*[self::xs:import or self::xs:include or self::xs:redefine]/@schemaLocation',
      {
        xs: XS_NS,
      },
    );
    return refs.map((attr: XmlNode) => resolveLocation(path, attr.content));
  } finally {
    doc.dispose();
  }
}

/** Reads the `entries` and every schema they import, include or redefine, transitively, keyed by build-relative path. */
export async function collectSchemaFiles(
  loader: RulesetLoader,
  entries: readonly string[],
): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  const pending = new Map<string, Promise<void>>();
  const visit = (path: string): Promise<void> => {
    let started = pending.get(path);
    if (!started) {
      started = (async () => {
        const bytes = await loader.bytes(path);
        files.set(path, bytes);
        await Promise.all(referencedLocations(path, bytes).map(visit));
      })();
      pending.set(path, started);
    }
    return started;
  };
  await Promise.all(entries.map(visit));
  return files;
}
