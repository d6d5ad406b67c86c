import type { Text } from '@einvoice/engine';
import { pickText } from '../i18n/pickText.ts';
import { useT } from '../i18n/useT.ts';
import type { Failure } from '../state/failure.ts';
import { useAppState } from '../state/StoreContext.ts';

function position(details: unknown): { line: number; column: number } | null {
  if (!details || typeof details !== 'object') return null;
  const { line, column } = details as { line?: unknown; column?: unknown };
  return typeof line === 'number' && typeof column === 'number' ? { line, column } : null;
}

// One code can stand for several causes (UNSUPPORTED_FORMAT: a PDF without an invoice, encrypted, broken).
function reasonOf(details: unknown): string | null {
  if (!details || typeof details !== 'object') return null;
  const { reason } = details as { reason?: unknown };
  return typeof reason === 'string' ? reason : null;
}

// Some refusals explain themselves in both languages (a conversion's `details.reason: {code, message}`).
function reasonMessage(details: unknown): Text | null {
  if (!details || typeof details !== 'object') return null;
  const { reason } = details as { reason?: unknown };
  if (!reason || typeof reason !== 'object') return null;
  const { message } = reason as { message?: Partial<Text> };
  return typeof message?.en === 'string' ? (message as Text) : null;
}

/**
 * An engine error as the user reads it: what went wrong in their language (with the line and column
 * where the engine gives them, in the words of its reason where the code alone says too little); the code
 * and the engine's own message only in a details line for support.
 */
export function ErrorNote({ error }: { error: Failure }) {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  const at = position(error.details);
  const reason = reasonOf(error.details);
  const explained = reasonMessage(error.details);
  const text =
    (explained ? pickText(explained, locale) : undefined) ??
    (reason ? t.errorReason[reason] : undefined) ??
    t.errorText[error.code] ??
    t.errorGeneric;
  return (
    <div
      className="banner invalid"
      role="alert"
      data-testid="error"
      data-code={error.code}
      data-reason={reason ?? undefined}
    >
      <p>
        <b>{t.error}:</b> {text} {at && t.errorAt(at.line, at.column)}
      </p>
      <details className="small">
        <summary>{t.errorDetails}</summary>
        <code>{error.code}</code> <span translate="no">{error.message}</span>
      </details>
    </div>
  );
}
