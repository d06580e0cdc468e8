// Credit top-up input rules (the database function admin_top_up_credits checks the same).
import { parseAmount } from '@klegal/shared';
export const TOP_UP_MAX = 10_000_000;
export const NOTE_MAX = 500;

export interface TopUpErrors {
  lawyer?: string;
  amount?: string;
  note?: string;
}

export function validateTopUp(values: { lawyerId: string | null; amount: string; note: string }): TopUpErrors {
  const errors: TopUpErrors = {};
  if (!values.lawyerId) errors.lawyer = 'klegal.credits.lawyer_required';
  // strict (issue 16): "1e5", "-100", "10.5" get a message, never another number
  const p = parseAmount(values.amount, { max: TOP_UP_MAX });
  if (!p.ok) errors.amount = p.problem === 'not_a_number' ? 'klegal.coupons.validation.not_number' : 'klegal.credits.amount_invalid';
  if (values.note.length > NOTE_MAX) errors.note = 'klegal.credits.note_max';
  return errors;
}

/** The amount of a valid top-up (validateTopUp passed). */
export function topUpAmount(raw: string): number {
  const p = parseAmount(raw, { max: TOP_UP_MAX });
  if (!p.ok) throw new Error('invalid amount');
  return p.value;
}
