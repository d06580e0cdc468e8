// The refund outbox task with PortOne's sender against the local fake of PortOne's API
// (supabase/tests/helpers/fakePortOne.ts) and a stand-in for the database's outbox functions:
// it claims only the providers it can send, reports SUCCEEDED as done and REQUESTED as waiting,
// retries a PG error with backoff and gives up at once on a refusal that cannot succeed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FakePortOne } from '../../../supabase/tests/helpers/fakePortOne.ts';
import { paymentRefundsTask, type RefundJob } from './paymentRefunds.ts';
import { portoneRefundSender } from './portoneRefunds.ts';
import type { ServiceClient } from './worker.ts';

let fake: FakePortOne;
beforeAll(async () => { fake = await new FakePortOne().start(); });
afterAll(async () => { await fake?.close(); });

/** The outbox functions, as the database answers them, recording every call. */
function outbox(jobs: RefundJob[]) {
  const calls: { fn: string; args: Record<string, unknown> }[] = [];
  const db = {
    async rpc(fn: string, args: Record<string, unknown>) {
      calls.push({ fn, args });
      if (fn === 'claim_payment_refunds') {
        const providers = args.p_providers as string[] | null;
        return { data: jobs.splice(0).filter((j) => !providers || providers.includes(j.provider)), error: null };
      }
      return { data: fn === 'complete_payment_refund' ? true : 'pending', error: null };
    },
  } as unknown as ServiceClient;
  return { db, calls };
}

const job = (paymentId: string, amount: number, attempt = 1, provider = 'portone'): RefundJob => ({
  id: `job-${paymentId}`, provider, transaction_id: paymentId, amount, currency: 'KRW', reason: 'cancelled',
  idempotency_key: `refund_${paymentId}`, booking_id: null, attempt,
});

describe('paymentRefundsTask with PortOne', () => {
  test('claims only PortOne jobs; SUCCEEDED completes the refund, REQUESTED leaves it requested', async () => {
    await fake.pay({ paymentId: 'klp_w1', totalAmount: 50000 });
    await fake.pay({ paymentId: 'klp_w2', totalAmount: 70000 });
    const { db, calls } = outbox([job('klp_w1', 50000), job('pi_stripe_1', 10000, 1, 'stripe')]);
    const task = paymentRefundsTask(db, [portoneRefundSender({ secret: fake.apiSecret, apiBase: fake.url })]);
    expect(await task.runOnce()).toBe(1);
    expect(calls[0]).toEqual({ fn: 'claim_payment_refunds', args: { p_limit: 10, p_lease_seconds: 120, p_providers: ['portone'] } });
    expect(calls[1]).toEqual({ fn: 'complete_payment_refund', args: {
      p_id: 'job-klp_w1', p_attempt: 1, p_provider_refund_id: fake.payments.get('klp_w1')!.cancellations[0].id, p_succeeded: true } });
    expect(fake.payments.get('klp_w1')?.status).toBe('CANCELLED');

    fake.cancelMode = 'REQUESTED';
    try {
      const second = outbox([job('klp_w2', 70000)]);
      await paymentRefundsTask(second.db, [portoneRefundSender({ secret: fake.apiSecret, apiBase: fake.url })]).runOnce();
      expect(second.calls[1]).toMatchObject({ fn: 'complete_payment_refund', args: { p_succeeded: false } });
      expect(fake.payments.get('klp_w2')?.status).toBe('PAID');
    } finally {
      fake.cancelMode = 'SUCCEEDED';
    }
  });

  test('a PG error is retried later; a refusal (already partly cancelled elsewhere) or the last attempt gives up', async () => {
    await fake.pay({ paymentId: 'klp_w3', totalAmount: 30000 });
    fake.failCancels = { count: 2, status: 502, type: 'PG_PROVIDER' };
    const sender = portoneRefundSender({ secret: fake.apiSecret, apiBase: fake.url });
    const first = outbox([job('klp_w3', 30000, 1)]);
    await paymentRefundsTask(first.db, [sender], { maxAttempts: 2, backoffMs: () => 60_000 }).runOnce();
    const retry = first.calls[1];
    expect(retry).toMatchObject({ fn: 'fail_payment_refund', args: { p_id: 'job-klp_w3', p_attempt: 1, p_error: expect.stringMatching(/^portone: PG_PROVIDER/) } });
    expect(Date.parse(retry.args.p_retry_at as string) - Date.now()).toBeGreaterThan(50_000);
    const last = outbox([job('klp_w3', 30000, 2)]);
    await paymentRefundsTask(last.db, [sender], { maxAttempts: 2 }).runOnce();
    expect(last.calls[1]).toMatchObject({ fn: 'fail_payment_refund', args: { p_attempt: 2, p_retry_at: null } });

    await fake.pay({ paymentId: 'klp_w4', totalAmount: 30000 });
    fake.payments.get('klp_w4')!.amount.cancelled = 5000;
    const refused = outbox([job('klp_w4', 30000, 1)]);
    await paymentRefundsTask(refused.db, [sender]).runOnce();
    expect(refused.calls[1]).toMatchObject({ fn: 'fail_payment_refund', args: {
      p_attempt: 1, p_retry_at: null, p_error: expect.stringMatching(/^portone: CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN/) } });
    expect(fake.payments.get('klp_w4')?.amount.cancelled).toBe(5000);
  });
});
