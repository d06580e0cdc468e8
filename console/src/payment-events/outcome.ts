// The outcomes of payment_events and their message keys (the list and its CSV export).
export const OUTCOMES = [
  'paid', 'duplicate', 'late_payment_revived', 'late_payment_refunded', 'amount_mismatch', 'double_payment', 'unknown_booking',
  'awaiting_payment', 'payment_failed', 'session_expired', 'refund_confirmed', 'refund_failed', 'external_refund',
  'unknown_charge', 'partial_refund', 'payout_failed', 'ignored',
] as const;

export function outcomeKey(outcome: string): string {
  return (OUTCOMES as readonly string[]).includes(outcome) ? `klegal.payments.outcome.${outcome}` : 'klegal.payments.outcome.other';
}
