// The console's 정산 rules (issue 26): the database's refusals (hints of close_settlement_period,
// admin_mark_settlement_paid/_failed, admin_adjust_settlement, admin_settlement_payouts) as Korean
// message keys, the inputs checked before a call with the same bounds the functions check, and the
// default period to close.
import { parseAmount } from '@klegal/shared';

export const STATEMENT_STATUSES = ['open', 'closed', 'paid', 'failed'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const ENTRY_KINDS = ['payment', 'refund', 'pg_fee', 'adjustment'] as const;

export const statusKey = (s: string) => `klegal.settlements.status.${(STATEMENT_STATUSES as readonly string[]).includes(s) ? s : 'open'}`;
export const kindKey = (k: string) => ((ENTRY_KINDS as readonly string[]).includes(k) ? `klegal.settlements.kind.${k}` : null);

/** The hints the settlement functions raise that the console explains in its own words. */
export const SETTLEMENT_HINTS = [
  'not_period_end', 'period_not_over', 'invalid_period', 'statement_open', 'already_paid', 'nothing_to_pay',
  'reference_required', 'reason_required', 'invalid_transition', 'not_found', 'invalid_amount', 'booking_mismatch',
  'provider_disabled',
] as const;

export interface HintMessage {
  key: string;
  args?: Record<string, unknown>;
}

/** The error's hint and details as PostgREST sent them (kept in the HttpError's body). */
function errorBody(error: unknown): { hint?: string; details?: string } {
  const e = (error ?? {}) as { body?: { hint?: unknown; details?: unknown }; hint?: unknown; details?: unknown };
  const b = e.body ?? e;
  return { hint: typeof b.hint === 'string' ? b.hint : undefined, details: typeof b.details === 'string' ? b.details : undefined };
}

/**
 * The Korean message of a settlement refusal, or null for any other error (the console's general
 * mapping then applies). `not_period_end` names the period's real last day from the detail
 * ({period_start, period_end}).
 */
export function settlementErrorMessage(error: unknown): HintMessage | null {
  const { hint, details } = errorBody(error);
  if (!hint || !(SETTLEMENT_HINTS as readonly string[]).includes(hint)) return null;
  if (hint === 'not_period_end' && details) {
    try {
      const d = JSON.parse(details) as { period_end?: unknown };
      if (typeof d.period_end === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d.period_end)) {
        return { key: 'klegal.settlements.errors.not_period_end_on', args: { period_end: d.period_end } };
      }
    } catch {
      /* no usable detail: the general message */
    }
  }
  return { key: `klegal.settlements.errors.${hint}` };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDay = (v: string) => ISO_DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The last day of the month before the current one in KST (the period a monthly close is for). */
export function previousMonthEnd(now: Date = new Date()): string {
  const kst = new Date(now.getTime() + 9 * 3600_000);
  // day 0 of this month = the previous month's last day
  return new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), 0)).toISOString().slice(0, 10);
}

export const REFERENCE_MAX = 200;
export const REASON_MAX = 500;
export const ADJUST_MAX = 100_000_000;

/** A required text of at most `max` characters (trimmed): null when fine, else the message key. */
export function requiredText(value: string, max: number, key: 'reference_required' | 'reason_required'): string | null {
  const t = value.trim();
  return t && t.length <= max ? null : `klegal.settlements.errors.${key}`;
}

export interface AdjustInput {
  lawyerId: string | null;
  amount: string;
  reason: string;
  bookingId: string;
}
export type AdjustErrors = Partial<Record<'lawyer' | 'amount' | 'reason' | 'booking', string>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An adjustment's amount: a whole number of won, non-zero, up to 100,000,000 either way; null if not. */
export function adjustAmount(raw: string): number | null {
  const text = raw.trim().replace(/^[−–]/, '-');
  const negative = text.startsWith('-');
  const p = parseAmount(negative ? text.slice(1) : text.replace(/^\+/, ''), { max: ADJUST_MAX });
  return p.ok ? (negative ? -p.value : p.value) : null;
}

export function validateAdjust(v: AdjustInput): AdjustErrors {
  const errors: AdjustErrors = {};
  if (!v.lawyerId) errors.lawyer = 'klegal.settlements.errors.lawyer_required';
  if (adjustAmount(v.amount) === null) errors.amount = 'klegal.settlements.errors.invalid_amount';
  const reason = requiredText(v.reason, REASON_MAX, 'reason_required');
  if (reason) errors.reason = reason;
  if (v.bookingId.trim() && !UUID.test(v.bookingId.trim())) errors.booking = 'klegal.settlements.errors.booking_invalid';
  return errors;
}
