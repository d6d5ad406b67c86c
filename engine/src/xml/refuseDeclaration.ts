import { fail } from '../errors.ts';
import { positionAt } from './positionAt.ts';
import type { MarkupToken } from './scanMarkup.ts';

/**
 * Refuses a markup token that is a DOCTYPE or ENTITY declaration (spec 4.1: XML_DOCTYPE_REFUSED).
 * Names are compared case-insensitively so that no parser's leniency about `<!doctype` matters.
 */
export function refuseDeclaration(text: string, token: MarkupToken): void {
  if (token.kind !== 'declaration') return;
  const declaration = text.slice(token.start + 2, token.end).toUpperCase();
  if (declaration === 'DOCTYPE' || declaration === 'ENTITY') {
    fail('XML_DOCTYPE_REFUSED', `${declaration} declarations are refused`, {
      declaration,
      ...positionAt(text, token.start),
    });
  }
}
