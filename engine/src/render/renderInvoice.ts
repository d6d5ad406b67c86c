import { detectTree } from '../detect/detectTree.ts';
import { fail, isEngineError } from '../errors.ts';
import { readInvoice } from '../model/readInvoice.ts';
import { parseDocument } from '../parsedDocument.ts';
import { buildDocument } from './buildDocument.ts';
import { renderHtml } from './html/renderHtml.ts';
import {
  RENDER_FORMATS,
  RENDER_LOCALES,
  type RenderFormat,
  type RenderLocale,
  type RenderOptions,
  type RenderResult,
} from './types.ts';

function option<T extends string>(
  value: unknown,
  name: string,
  allowed: readonly T[],
  code: 'UNSUPPORTED_FORMAT' | 'UNSUPPORTED_LOCALE',
): T {
  if (value === undefined || value === null) return allowed[0] as T;
  if (typeof value !== 'string') fail('INVALID_OPTION', `${name} must be a string`, { field: name });
  if (!(allowed as readonly string[]).includes(value)) {
    fail(code, `${name} '${value}' is not supported; use one of ${allowed.join(', ')}`, {
      [name]: value,
      supported: [...allowed],
    });
  }
  return value as T;
}

/**
 * Render stage (spec 4.5): an invoice (UBL Invoice, UBL CreditNote, CII) as a standalone HTML page or as
 * the structured JSON reading it is built from, in English or German. Input errors are those of validate;
 * a well-formed document that is not an invoice is NOT_AN_INVOICE.
 */
export function renderInvoice(
  input: { xml?: unknown; xmlBase64?: unknown },
  options: RenderOptions = {},
): RenderResult {
  const format: RenderFormat = option(options.format, 'format', RENDER_FORMATS, 'UNSUPPORTED_FORMAT');
  const locale: RenderLocale = option(options.locale, 'locale', RENDER_LOCALES, 'UNSUPPORTED_LOCALE');
  const { tree } = parseDocument(input);
  let detected: ReturnType<typeof detectTree>;
  try {
    detected = detectTree(tree);
  } catch (e) {
    if (!isEngineError(e) || e.code !== 'UNSUPPORTED_FORMAT') throw e;
    const name = tree.name[tree.root] as number;
    const ns = tree.nameNs[name] as string;
    return fail('NOT_AN_INVOICE', e.message, {
      root: tree.nameLocal[name],
      namespace: ns === '' ? null : ns,
    });
  }
  const model = readInvoice(tree, detected.syntax, detected.document);
  const built = buildDocument(model, locale);
  const result: RenderResult = {
    format,
    locale,
    syntax: detected.syntax,
    values: built.values,
    outsideStandard: built.outsideStandard,
  };
  if (format === 'json') result.document = built.document;
  else result.html = renderHtml(built);
  return result;
}
