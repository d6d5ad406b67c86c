import { useAppState } from '../state/StoreContext.ts';
import { MESSAGES, type Messages } from './messages.ts';

/** The texts of the current UI language. */
export function useT(): Messages {
  return MESSAGES[useAppState((s) => s.locale)];
}
