// Validation messages in the visitor's language. The shared form schemas (@shared/schemas.ts) carry
// the spec's texts: the free check-up's in Korean, sign-up's, log-in's and the password reset's in
// English. A form shows a schema message through localizeMessage(t, message): the dictionary's
// valid.* key of that text in the page's language (the spec's Korean text exactly on Korean pages,
// its English text exactly on English ones). A deliberate departure from the spec's Korean-only
// message set (docs/i18n.md). An unknown text is shown as it is.
import { FREE_CHECKUP_MESSAGES, PASSWORD_RESET_MESSAGES, SIGN_UP_MESSAGES } from '@shared/schemas.ts';
import type { MessageKey } from './en.ts';

export type Translator = (key: MessageKey) => string;

const keys = new Map<string, MessageKey>();
for (const [name, text] of Object.entries(FREE_CHECKUP_MESSAGES)) keys.set(text, `valid.checkup.${name}` as MessageKey);
// sign-up texts after the check-up's: where the two share a text (none today), either key reads the same
for (const [name, text] of Object.entries(SIGN_UP_MESSAGES)) if (!keys.has(text)) keys.set(text, `valid.signup.${name}` as MessageKey);
keys.set(PASSWORD_RESET_MESSAGES.passwordMismatch, 'auth.passwordMismatch');

/** The dictionary key of a schema message, or null for a text that is not one. */
export function validationKey(message: string): MessageKey | null {
  return keys.get(message) ?? null;
}

/** A schema message (e.g. firstIssueMessage's) in the page's language; '' for none. */
export function localizeMessage(t: Translator, message: string | null | undefined): string {
  if (!message) return '';
  const key = keys.get(message);
  return key ? t(key) : message;
}

/** Every schema message with its key (the completeness test checks each has a translation). */
export function validationMessages(): ReadonlyMap<string, MessageKey> {
  return keys;
}
