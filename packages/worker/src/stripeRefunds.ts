// Gives provider payments back: drains the refund outbox the database fills whenever a Stripe
// payment is refunded (a cancellation, a late or mismatched payment; migration
// 20261125004000_payment_provider.sql). Each job is claimed with a lease, sent to Stripe with the
// job's idempotency key (so a retry after a crash or a lost answer never refunds twice), and
// reported back: accepted (the charge.refunded webhook then confirms it), retried with backoff,
// or failed for good after maxAttempts (the payment's refund is 'failed' and an administrator
// sees the event in the console).
import Stripe from 'stripe';
import type { ServiceClient, WorkerTask } from './worker.ts';

export interface StripeRefundsOptions {
  secretKey: string;
  /** Stripe's API base (tests: a local fake); default https://api.stripe.com. */
  apiBase?: string;
  batchSize?: number;
  leaseSeconds?: number;
  maxAttempts?: number;
  backoffMs?: (attempt: number) => number;
  /** A ready client (tests). */
  stripe?: Stripe;
  log?: (message: string, error?: unknown) => void;
}

interface RefundJob {
  id: string;
  provider: string;
  transaction_id: string;
  amount: number;
  currency: string;
  reason: string;
  idempotency_key: string;
  booking_id: string | null;
  attempt: number;
}

export const DEFAULT_REFUND_ATTEMPTS = 8;
export const refundBackoffMs = (attempt: number) => Math.min(15_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

export function stripeFor(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 0, // the outbox retries, with the same idempotency key
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'http:' ? '80' : '443'), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

/** A refused request that will not succeed by trying again (4xx other than 409/429). */
function permanent(e: unknown): boolean {
  const status = (e as { statusCode?: number }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 409 && status !== 429;
}

export function stripeRefundsTask(db: ServiceClient, opts: StripeRefundsOptions): WorkerTask {
  const stripe = opts.stripe ?? stripeFor(opts.secretKey, opts.apiBase);
  const maxAttempts = opts.maxAttempts ?? DEFAULT_REFUND_ATTEMPTS;
  const backoff = opts.backoffMs ?? refundBackoffMs;
  const log = opts.log ?? (() => {});
  return {
    name: 'stripe-refunds',
    async runOnce() {
      const { data, error } = await db.rpc('claim_payment_refunds', { p_limit: opts.batchSize ?? 10, p_lease_seconds: opts.leaseSeconds ?? 120 });
      if (error) throw new Error(`claim_payment_refunds: ${error.message}`);
      const jobs = (data ?? []) as RefundJob[];
      for (const job of jobs) {
        if (job.provider !== 'stripe') continue;
        try {
          const refund = await stripe.refunds.create({
            payment_intent: job.transaction_id,
            amount: job.amount,
            reason: job.reason === 'double_payment' ? 'duplicate' : 'requested_by_customer',
            metadata: { booking_id: job.booking_id ?? '', klegal_reason: job.reason, refund_job: job.id },
          }, { idempotencyKey: job.idempotency_key });
          const done = await db.rpc('complete_payment_refund', { p_id: job.id, p_attempt: job.attempt, p_provider_refund_id: refund.id });
          if (done.error) throw new Error(`complete_payment_refund: ${done.error.message}`);
        } catch (e) {
          const message = e instanceof Error ? e.message : String(e);
          const retryAt = job.attempt >= maxAttempts || permanent(e) ? null : new Date(Date.now() + backoff(job.attempt)).toISOString();
          log(`refund ${job.id} (${job.transaction_id}) attempt ${job.attempt} failed${retryAt ? '; retrying' : '; giving up'}`, e);
          const failed = await db.rpc('fail_payment_refund', { p_id: job.id, p_attempt: job.attempt, p_error: message, p_retry_at: retryAt as string });
          if (failed.error) throw new Error(`fail_payment_refund: ${failed.error.message}`);
        }
      }
      return jobs.length;
    },
  };
}
