// Stripe's refunds for the refund outbox (paymentRefunds.ts): each job is sent to Stripe with the
// job's idempotency key (so a retry after a crash or a lost answer never refunds twice); Stripe
// accepts it and the charge.refunded webhook then confirms it.
import Stripe from 'stripe';
import type { ServiceClient, WorkerTask } from './worker.ts';
import { DEFAULT_REFUND_ATTEMPTS, paymentRefundsTask, refundBackoffMs, type PaymentRefundsOptions, type RefundSender } from './paymentRefunds.ts';

export { DEFAULT_REFUND_ATTEMPTS, refundBackoffMs };

export interface StripeRefundsOptions extends PaymentRefundsOptions {
  secretKey: string;
  /** Stripe's API base (tests: a local fake); default https://api.stripe.com. */
  apiBase?: string;
  /** A ready client (tests). */
  stripe?: Stripe;
}

export function stripeFor(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 0, // the outbox retries, with the same idempotency key
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'http:' ? '80' : '443'), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

export function stripeRefundSender(opts: { secretKey: string; apiBase?: string; stripe?: Stripe }): RefundSender {
  const stripe = opts.stripe ?? stripeFor(opts.secretKey, opts.apiBase);
  return {
    provider: 'stripe',
    async send(job) {
      const refund = await stripe.refunds.create({
        payment_intent: job.transaction_id,
        amount: job.amount,
        reason: job.reason === 'double_payment' ? 'duplicate' : 'requested_by_customer',
        metadata: { booking_id: job.booking_id ?? '', klegal_reason: job.reason, refund_job: job.id },
      }, { idempotencyKey: job.idempotency_key });
      return { refundId: refund.id, succeeded: false };
    },
    /** 4xx other than 409/429 will not succeed by trying again. */
    permanent(e) {
      const status = (e as { statusCode?: number }).statusCode;
      return typeof status === 'number' && status >= 400 && status < 500 && status !== 409 && status !== 429;
    },
  };
}

/** The outbox for Stripe's jobs alone. */
export function stripeRefundsTask(db: ServiceClient, opts: StripeRefundsOptions): WorkerTask {
  return paymentRefundsTask(db, [stripeRefundSender(opts)], { name: 'stripe-refunds', ...opts });
}
