import { fail } from '../errors.ts';
import { positionAt } from './positionAt.ts';

/**
 * Refuses a DOCTYPE or ENTITY declaration `<!NAME` at [start, nameEnd) of the text (spec 4.1:
 * XML_DOCTYPE_REFUSED). Names are compared case-insensitively so that no parser's leniency about
 * `<!doctype` matters; other `<!` markup is left to the caller.
 */
export function refuseDeclaration(text: string, start: number, nameEnd: number): void {
  const declaration = text.slice(start + 2, nameEnd).toUpperCase();
  if (declaration === 'DOCTYPE' || declaration === 'ENTITY') {
    fail('XML_DOCTYPE_REFUSED', `${declaration} declarations are refused`, {
      declaration,
      ...positionAt(text, start),
    });
  }
}
