// Gives provider payments back: drains the refund outbox the database fills whenever a provider
// payment is refunded (a cancellation, a late, mismatched or double payment; migrations
// 20261125004000_payment_provider.sql and 20261129001000_portone_payments.sql). Each job is
// claimed with a lease (only the providers this worker has keys for, so a worker without
// PortOne's key never holds PortOne's jobs), sent by its own provider's sender, and reported back:
// accepted (the provider's event then confirms it) or completed at once, retried with backoff, or
// failed for good after maxAttempts or a refusal that cannot succeed (the payment's refund is
// 'failed' and an administrator sees the event in the console).
import type { ServiceClient, WorkerTask } from './worker.ts';

export interface RefundJob {
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

/** What the provider said: its refund's id, and whether the refund is already complete. */
export interface RefundResult {
  refundId: string;
  succeeded: boolean;
}

export interface RefundSender {
  /** payment_refunds.provider of the jobs it sends. */
  readonly provider: string;
  send(job: RefundJob): Promise<RefundResult>;
  /** A refusal that will not succeed by trying again. */
  permanent(error: unknown): boolean;
}

export interface PaymentRefundsOptions {
  batchSize?: number;
  leaseSeconds?: number;
  maxAttempts?: number;
  backoffMs?: (attempt: number) => number;
  log?: (message: string, error?: unknown) => void;
  /** The task's name in the worker's report. */
  name?: string;
}

export const DEFAULT_REFUND_ATTEMPTS = 8;
export const refundBackoffMs = (attempt: number) => Math.min(15_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

export function paymentRefundsTask(db: ServiceClient, senders: RefundSender[], opts: PaymentRefundsOptions = {}): WorkerTask {
  const byProvider = new Map(senders.map((s) => [s.provider, s]));
  const maxAttempts = opts.maxAttempts ?? DEFAULT_REFUND_ATTEMPTS;
  const backoff = opts.backoffMs ?? refundBackoffMs;
  const log = opts.log ?? (() => {});
  return {
    name: opts.name ?? 'payment-refunds',
    async runOnce() {
      const { data, error } = await db.rpc('claim_payment_refunds', {
        p_limit: opts.batchSize ?? 10, p_lease_seconds: opts.leaseSeconds ?? 120, p_providers: [...byProvider.keys()],
      });
      if (error) throw new Error(`claim_payment_refunds: ${error.message}`);
      const jobs = (data ?? []) as RefundJob[];
      for (const job of jobs) {
        const sender = byProvider.get(job.provider);
        if (!sender) continue; // not claimed (p_providers); kept for an older database
        try {
          const result = await sender.send(job);
          const done = await db.rpc('complete_payment_refund', {
            p_id: job.id, p_attempt: job.attempt, p_provider_refund_id: result.refundId, p_succeeded: result.succeeded,
          });
          if (done.error) throw new Error(`complete_payment_refund: ${done.error.message}`);
        } catch (e) {
          const message = e instanceof Error ? e.message : String(e);
          const retryAt = job.attempt >= maxAttempts || sender.permanent(e) ? null : new Date(Date.now() + backoff(job.attempt)).toISOString();
          log(`refund ${job.id} (${job.provider} ${job.transaction_id}) attempt ${job.attempt} failed${retryAt ? '; retrying' : '; giving up'}`, e);
          const failed = await db.rpc('fail_payment_refund', { p_id: job.id, p_attempt: job.attempt, p_error: message, p_retry_at: retryAt as string });
          if (failed.error) throw new Error(`fail_payment_refund: ${failed.error.message}`);
        }
      }
      return jobs.length;
    },
  };
}
