import type { Locale } from '../state/AppState.ts';
import { de } from './messagesDe.ts';
import { en, type Messages } from './messagesEn.ts';
import { fr } from './messagesFr.ts';

export type { Messages };

/** The texts of each UI language. */
export const MESSAGES: Record<Locale, Messages> = { en, de, fr };
