import { type ErrorDetail, ParseOption, XmlDocument, XmlParseError, XmlValidateError } from 'libxml2-wasm';
import { fail } from '../../errors.ts';
import type { XsdKind, XsdSchemas } from './loadSchemas.ts';

/** One libxml2 diagnostic, positioned in the validated text (1-based; null when libxml2 gives none). */
export interface XsdDiagnostic {
  line: number | null;
  column: number | null;
  message: string;
}

/** Raw XSD outcome: schema violations, or why the text could not be parsed at all. */
export interface XsdResult {
  errors: XsdDiagnostic[];
  malformed: XsdDiagnostic | null;
}

// No entity substitution, no DTD loading, no network: the document is data, never a fetch.
const PARSE_OPTIONS = ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_BIG_LINES;
const XML_ERR_ERROR = 2;

function diagnostic(d: ErrorDetail): XsdDiagnostic {
  return {
    line: d.line > 0 ? d.line : null,
    column: d.col > 0 ? d.col : null,
    message: d.message.trim(),
  };
}

function parse(xmlText: string): XmlDocument | XsdDiagnostic {
  try {
    // The text is already decoded: the declared encoding must not be applied a second time.
    return XmlDocument.fromString(xmlText, { option: PARSE_OPTIONS, encoding: 'utf-8' });
  } catch (e) {
    if (!(e instanceof XmlParseError)) throw e;
    const first = e.details.find((d) => d.level >= XML_ERR_ERROR) ?? e.details[0];
    return first ? diagnostic(first) : { line: null, column: null, message: e.message.trim() };
  }
}

/** Validates `xmlText` against the official schema for `kind`. */
export function validateXsd(schemas: XsdSchemas, kind: XsdKind, xmlText: string): XsdResult {
  const doc = parse(xmlText);
  if (!(doc instanceof XmlDocument)) return { errors: [], malformed: doc };
  try {
    schemas.validators[kind].validate(doc);
    return { errors: [], malformed: null };
  } catch (e) {
    if (e instanceof XmlValidateError) {
      return { errors: e.details.filter((d) => d.level >= XML_ERR_ERROR).map(diagnostic), malformed: null };
    }
    return fail('INTERNAL', 'XSD validation could not run', { cause: String(e) });
  } finally {
    doc.dispose();
  }
}
