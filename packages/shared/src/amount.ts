// Strict parsing of an amount typed into a form (won, credits, counts): digits only, optionally
// grouped by thousands with commas ("10,000"), surrounding spaces ignored. Everything else is
// refused with a reason instead of being reinterpreted: "1e5" is not 15 nor 100000, "-10000" is
// not 10000, "10.5" and "+3" are not amounts. The form shows the reason at the field.

export type AmountProblem = 'empty' | 'not_a_number' | 'negative' | 'not_whole' | 'zero' | 'too_large';

export type AmountParse = { ok: true; value: number } | { ok: false; problem: AmountProblem };

const PLAIN = /^\d+$/;
const GROUPED = /^\d{1,3}(,\d{3})+$/;

export function parseAmount(raw: string | number | null | undefined, opts: { allowZero?: boolean; max?: number } = {}): AmountParse {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (/^-\s*[\d.,]+$/.test(text)) return { ok: false, problem: 'negative' };
  if (/^\d+([.,]\d+)?$/.test(text) && !PLAIN.test(text) && !GROUPED.test(text)) return { ok: false, problem: 'not_whole' };
  if (!PLAIN.test(text) && !GROUPED.test(text)) return { ok: false, problem: 'not_a_number' };
  const value = Number(text.replace(/,/g, ''));
  if (!Number.isSafeInteger(value)) return { ok: false, problem: 'too_large' };
  if (opts.max !== undefined && value > opts.max) return { ok: false, problem: 'too_large' };
  if (value === 0 && !opts.allowZero) return { ok: false, problem: 'zero' };
  return { ok: true, value };
}
