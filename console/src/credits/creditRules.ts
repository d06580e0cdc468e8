// Credit top-up input rules (the database function admin_top_up_credits checks the same).
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
  const t = values.amount.trim();
  const n = Number(t);
  if (!/^\d+$/.test(t) || !Number.isInteger(n) || n < 1 || n > TOP_UP_MAX) errors.amount = 'klegal.credits.amount_invalid';
  if (values.note.length > NOTE_MAX) errors.note = 'klegal.credits.note_max';
  return errors;
}
