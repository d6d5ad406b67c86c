import { ParseOption, XmlDocument, XsdValidator } from 'libxml2-wasm';
import { bug } from '../../errors.ts';
import type { RulesetLoader } from '../../loader.ts';
import { collectSchemaFiles } from './collectSchemaFiles.ts';
import { tightenBase64 } from './tightenBase64.ts';
import { SCHEMA_URL_PREFIX, withSchemaFiles } from './withSchemaFiles.ts';

/** Which official schema a document is validated against. */
export type XsdKind = 'ubl-invoice' | 'ubl-creditnote' | 'cii';

/** Build-relative entry schema of UBL 2.1 Invoice. */
export const UBL_INVOICE_XSD = 'xsd/ubl-2.1/maindoc/UBL-Invoice-2.1.xsd';
/** Build-relative entry schema of UBL 2.1 CreditNote. */
export const UBL_CREDITNOTE_XSD = 'xsd/ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd';
/** Build-relative entry schema of UN/CEFACT CII D16B (uncoupled code lists, as EN 16931 uses). */
export const CII_D16B_XSD =
  'xsd/cii-d16b/uncoupled clm/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd';

/** Entry schema per kind. */
export const XSD_ENTRIES: Readonly<Record<XsdKind, string>> = {
  'ubl-invoice': UBL_INVOICE_XSD,
  'ubl-creditnote': UBL_CREDITNOTE_XSD,
  cii: CII_D16B_XSD,
};

/** The three official schemas compiled by libxml2; owned by one engine instance, freed by `dispose`. */
export interface XsdSchemas {
  readonly validators: Readonly<Record<XsdKind, XsdValidator>>;
  dispose(): void;
}

interface Compiled {
  validator: XsdValidator;
  /** Kept alive with the validator: libxml2 lets a schema point into the document it was built from. */
  doc: XmlDocument;
}

function compile(files: ReadonlyMap<string, Uint8Array>, entry: string): Compiled {
  const bytes = files.get(entry) ?? bug(`schema ${entry} was not loaded`);
  const doc = XmlDocument.fromBuffer(bytes, {
    url: `${SCHEMA_URL_PREFIX}${encodeURI(entry)}`,
    option: ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE,
  });
  try {
    return { validator: withSchemaFiles(files, () => XsdValidator.fromDoc(doc)), doc };
  } catch (e) {
    doc.dispose();
    return bug(`schema ${entry} does not compile`, e);
  }
}

function release(compiled: Compiled): void {
  compiled.validator.dispose();
  compiled.doc.dispose();
}

/** Reads every schema file through the host loader and compiles the three entry schemas once. */
export async function loadSchemas(loader: RulesetLoader): Promise<XsdSchemas> {
  const { validators, dispose } = await loadEntrySchemas(loader, XSD_ENTRIES);
  return { validators, dispose };
}

/** Compiles the given build-relative entry schemas (and everything they import) under the caller's keys. */
export async function loadEntrySchemas<K extends string>(
  loader: RulesetLoader,
  entries: Readonly<Record<K, string>>,
): Promise<{ validators: Readonly<Record<K, XsdValidator>>; dispose(): void }> {
  const keys = Object.keys(entries) as K[];
  const files = await collectSchemaFiles(loader, Object.values(entries));
  tightenBase64(files);
  const compiled = new Map<K, Compiled>();
  try {
    for (const key of keys) compiled.set(key, compile(files, entries[key]));
  } catch (e) {
    for (const c of compiled.values()) release(c);
    throw e;
  }
  const validators = Object.fromEntries(keys.map((k) => [k, (compiled.get(k) as Compiled).validator]));
  return {
    validators: validators as Record<K, XsdValidator>,
    dispose: () => {
      for (const c of compiled.values()) release(c);
      compiled.clear();
    },
  };
}
