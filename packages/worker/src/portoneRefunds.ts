// PortOne's refunds for the refund outbox (paymentRefunds.ts): a full cancellation of the payment
// (POST /payments/{paymentId}/cancel through the official SDK). PortOne's V2 API has no
// idempotency key, so a retry is made safe otherwise: currentCancellableAmount is the job's amount
// (PortOne refuses with CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN if anything was cancelled meanwhile,
// so nothing is ever given back twice), and PAYMENT_ALREADY_CANCELLED (an earlier attempt whose
// answer was lost) is read back as the refund done. A cancellation SUCCEEDED completes the
// refund at once; REQUESTED waits for the Transaction.Cancelled webhook; a PG error is retried;
// the other refusals are final (the refund is flagged failed for an administrator).
import { PortOneClient } from '@portone/server-sdk';
import type { ServiceClient, WorkerTask } from './worker.ts';
import { paymentRefundsTask, type PaymentRefundsOptions, type RefundSender } from './paymentRefunds.ts';

export interface PortOneRefundsOptions extends PaymentRefundsOptions {
  secret: string;
  /** PortOne's API (tests: a local fake); default https://api.portone.io. */
  apiBase?: string;
}

type PortOne = ReturnType<typeof PortOneClient>;

export function portoneFor(secret: string, apiBase?: string): PortOne {
  return PortOneClient({ secret, ...(apiBase ? { baseUrl: apiBase.replace(/\/+$/, '') } : {}) });
}

const REASONS: Record<string, string> = {
  cancelled: 'Booking cancelled (예약 취소)',
  amount_mismatch: 'Amount did not match the booking (결제 금액 불일치)',
  late_payment: 'Paid after the booking hold expired (예약 시간 만료 후 결제)',
  double_payment: 'Booking already paid (중복 결제)',
  unknown_booking: 'No such booking (예약 없음)',
};

/** PortOne's error type of a failed SDK call, if it is one. */
export function portoneErrorType(e: unknown): string | undefined {
  const type = (e as { data?: { type?: unknown } } | null)?.data?.type;
  return typeof type === 'string' ? type : undefined;
}

/** Refusals that trying again will not change (PG_PROVIDER and network errors are retried). */
const FINAL = new Set([
  'PAYMENT_NOT_FOUND', 'PAYMENT_NOT_PAID', 'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN', 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT',
  'INVALID_REQUEST', 'FORBIDDEN', 'UNAUTHORIZED', 'NEGATIVE_PROMOTION_ADJUSTED_CANCEL_AMOUNT', 'SUM_OF_PARTS_EXCEEDS_CANCEL_AMOUNT',
]);

export function portoneRefundSender(opts: { secret: string; apiBase?: string }): RefundSender {
  const portone = portoneFor(opts.secret, opts.apiBase);
  return {
    provider: 'portone',
    async send(job) {
      try {
        const { cancellation } = await portone.payment.cancelPayment({
          paymentId: job.transaction_id,
          reason: REASONS[job.reason] ?? REASONS.cancelled,
          currentCancellableAmount: job.amount,
        });
        if (cancellation.status === 'SUCCEEDED') return { refundId: cancellation.id, succeeded: true };
        if (cancellation.status === 'REQUESTED') return { refundId: cancellation.id, succeeded: false };
        throw new Error(`portone: cancellation ${String(cancellation.status)}`);
      } catch (e) {
        const type = portoneErrorType(e);
        if (type === 'PAYMENT_ALREADY_CANCELLED') {
          // our earlier attempt (its answer lost) or a cancellation in PortOne's console: the money is back
          const payment = await portone.payment.getPayment({ paymentId: job.transaction_id }) as { status: string; cancellations?: { id: string }[] };
          if (payment.status === 'CANCELLED') return { refundId: payment.cancellations?.at(-1)?.id ?? 'already_cancelled', succeeded: true };
        }
        if (type) {
          const message = (e as Error).message;
          throw Object.assign(new Error(`portone: ${type}${message ? `: ${message}` : ''}`), { portoneType: type });
        }
        throw e;
      }
    },
    permanent(e) {
      const type = (e as { portoneType?: string }).portoneType;
      return type !== undefined && FINAL.has(type);
    },
  };
}

/** The outbox for PortOne's jobs alone. */
export function portoneRefundsTask(db: ServiceClient, opts: PortOneRefundsOptions): WorkerTask {
  return paymentRefundsTask(db, [portoneRefundSender(opts)], { name: 'portone-refunds', ...opts });
}
