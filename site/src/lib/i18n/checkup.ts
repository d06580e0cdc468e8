// The free check-up's fixed option lists (@shared/checkup.ts: categories and their issues, the
// preferred languages, the immigration statuses) in the page's language. The stored values do not
// change (the English text; a status's code): only the label shown is translated, through the
// dictionary keys checkupOption.<kind>.<slug of the English text or the status code>. An option
// the dictionaries do not know yet shows its English text.
import type { MessageKey } from './en.ts';

export type Translator = (key: MessageKey) => string;
export type CheckupOptionKind = 'category' | 'issue' | 'language' | 'status';

/** 'Student Visa (D-2 / D-4)' → 'student-visa-d-2-d-4'. */
export function optionSlug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The dictionary key of an option (a status by its code, the others by their English text). */
export function checkupOptionKey(kind: CheckupOptionKind, value: string): MessageKey {
  return `checkupOption.${kind}.${kind === 'status' ? value : optionSlug(value)}` as MessageKey;
}

/** An option's label in the page's language: checkupOptionLabel(t, 'issue', 'Unpaid Wages'). */
export function checkupOptionLabel(t: Translator, kind: CheckupOptionKind, value: string, fallback = value): string {
  const key = checkupOptionKey(kind, value);
  const label = t(key);
  return label && label !== key ? label : fallback;
}
