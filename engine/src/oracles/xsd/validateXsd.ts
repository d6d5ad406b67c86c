import {
  type ErrorDetail,
  ParseOption,
  XmlDocument,
  XmlParseError,
  XmlValidateError,
  type XsdValidator,
} from 'libxml2-wasm';
import { bug } from '../../errors.ts';
import { collapseRejectedValues } from './collapseRejectedValues.ts';
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
// HUGE lifts libxml2's depth cap of 256 (to 2048) and 10 MB text cap, which the JDK does not have;
// input size is bounded before the engine gets here.
const PARSE_OPTIONS =
  ParseOption.XML_PARSE_NONET |
  ParseOption.XML_PARSE_NO_XXE |
  ParseOption.XML_PARSE_BIG_LINES |
  ParseOption.XML_PARSE_HUGE;
const XML_ERR_ERROR = 2;
const UTF8 = new TextEncoder();

function diagnostic(d: ErrorDetail): XsdDiagnostic {
  return {
    line: d.line > 0 ? d.line : null,
    column: d.col > 0 ? d.col : null,
    message: d.message.trim(),
  };
}

function parse(xml: string | Uint8Array): XmlDocument | XsdDiagnostic {
  try {
    // The text is already decoded: the declared encoding must not be applied a second time. Encoded
    // natively here: libxml2-wasm's string input encodes in JavaScript, several times slower.
    const bytes = typeof xml === 'string' ? UTF8.encode(xml) : xml;
    return XmlDocument.fromBuffer(bytes, { option: PARSE_OPTIONS, encoding: 'utf-8' });
  } catch (e) {
    if (!(e instanceof XmlParseError)) throw e;
    const first = e.details.find((d) => d.level >= XML_ERR_ERROR) ?? e.details[0];
    return first ? diagnostic(first) : { line: null, column: null, message: e.message.trim() };
  }
}

function violations(validator: XsdValidator, doc: XmlDocument): ErrorDetail[] {
  try {
    validator.validate(doc);
    return [];
  } catch (e) {
    if (e instanceof XmlValidateError) return e.details.filter((d) => d.level >= XML_ERR_ERROR);
    return bug('XSD validation could not run', e);
  }
}

/** Validates `xmlText` against the official schema for `kind`. */
export function validateXsd(schemas: XsdSchemas, kind: XsdKind, xmlText: string): XsdResult {
  return validateXsdWith(schemas.validators[kind], xmlText);
}

/** Validates a document (its text, or its UTF-8 bytes without byte-order mark) against one compiled schema. */
export function validateXsdWith(validator: XsdValidator, xml: string | Uint8Array): XsdResult {
  const doc = parse(xml);
  if (!(doc instanceof XmlDocument)) return { errors: [], malformed: doc };
  try {
    let details = violations(validator, doc);
    if (details.length > 0 && collapseRejectedValues(doc, details)) details = violations(validator, doc);
    return { errors: details.map(diagnostic), malformed: null };
  } finally {
    doc.dispose();
  }
}
