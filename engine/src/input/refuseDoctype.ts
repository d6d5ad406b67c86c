import { refuseDeclaration } from '../xml/refuseDeclaration.ts';
import { scanMarkup } from './scanMarkup.ts';

/**
 * Refuses any DOCTYPE or ENTITY declaration (spec 4.1) before a parser can expand or fetch what it
 * declares (billion laughs, XXE). Only markup counts: `<!DOCTYPE` quoted inside a comment, CDATA
 * section or processing instruction is character data, and refusing it would reject valid invoices.
 * Declarations are refused wherever they are markup, not only in the prolog, so that no parser's
 * idea of where the prolog ends matters.
 */
export function refuseDoctype(text: string): void {
  // Every declaration starts `<!`, and most invoices hold none (nor a comment or CDATA section): no scan then.
  if (!text.includes('<!')) return;
  for (const token of scanMarkup(text))
    if (token.kind === 'declaration') refuseDeclaration(text, token.start, token.end);
}
