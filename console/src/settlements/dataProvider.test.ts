// The 정산 methods of the console's data provider call the settlement functions with their
// argument names (also checked at compile time against the generated types) and hand a refusal
// over with its hint and detail, which rules.ts turns into the Korean message.
import { describe, expect, it } from 'vitest';
import type { TypedSupabaseClient } from '@klegal/shared/supabase';
import { createDataProvider } from '../providers/dataProvider.ts';
import { settlementErrorMessage } from './rules.ts';

function fakeClient(answer: (fn: string, args: Record<string, unknown>) => { data: unknown; error: unknown; status: number }) {
  const calls: [string, Record<string, unknown>][] = [];
  const client = {
    rpc: async (fn: string, args: Record<string, unknown>) => {
      calls.push([fn, args]);
      return answer(fn, args);
    },
  };
  return { client: client as unknown as TypedSupabaseClient, calls };
}

describe('정산 data provider methods', () => {
  it('call the settlement functions with their arguments', async () => {
    const { client, calls } = fakeClient((fn) => ({
      data: fn === 'close_settlement_period' ? [{ closed_through: '2026-10-31', closed_statements: 2, closed_entries: 4, already_closed: false }] : fn === 'admin_settlement_payouts' ? [] : { id: 's1' },
      error: null,
      status: 200,
    }));
    const dp = createDataProvider(client);
    expect((await dp.closeSettlementPeriod('2026-10-31')).data).toEqual({ closed_through: '2026-10-31', closed_statements: 2, closed_entries: 4, already_closed: false });
    expect((await dp.settlementPayouts('2026-10-31')).data).toEqual([]);
    await dp.markSettlementPaid('s1', 'KB-1');
    await dp.markSettlementFailed('s1', '계좌 오류');
    await dp.adjustSettlement('l1', -5000, '보전');
    await dp.adjustSettlement('l1', 3000, '보전', 'b1');
    expect(calls).toEqual([
      ['close_settlement_period', { period_end: '2026-10-31' }],
      ['admin_settlement_payouts', { period_end: '2026-10-31' }],
      ['admin_mark_settlement_paid', { statement_id: 's1', transfer_reference: 'KB-1' }],
      ['admin_mark_settlement_failed', { statement_id: 's1', reason: '계좌 오류' }],
      ['admin_adjust_settlement', { lawyer_id: 'l1', amount: -5000, reason: '보전' }],
      ['admin_adjust_settlement', { lawyer_id: 'l1', amount: 3000, reason: '보전', booking_id: 'b1' }],
    ]);
  });

  it('hand a period to PortOne and read its transfers', async () => {
    const { client, calls } = fakeClient((fn) => ({
      data: fn === 'admin_queue_settlement_transfers' ? [{ queued: 2, without_account: 1, already_queued: 0 }] : [],
      error: null,
      status: 200,
    }));
    const dp = createDataProvider(client);
    expect((await dp.queueSettlementTransfers('2026-10-31')).data).toEqual({ queued: 2, without_account: 1, already_queued: 0 });
    expect((await dp.settlementTransfers('2026-10-31')).data).toEqual([]);
    expect(calls).toEqual([
      ['admin_queue_settlement_transfers', { period_end: '2026-10-31' }],
      ['admin_settlement_transfers', { period_end: '2026-10-31' }],
    ]);
  });

  it('PortOne not configured is said as such', async () => {
    const { client } = fakeClient(() => ({
      data: null, error: { message: 'Payouts through PortOne are not configured', code: 'P0001', hint: 'provider_disabled', details: null }, status: 400,
    }));
    const err = await createDataProvider(client).queueSettlementTransfers('2026-10-31').catch((e: unknown) => e);
    expect(settlementErrorMessage(err)).toEqual({ key: 'klegal.settlements.errors.provider_disabled' });
  });

  it('a refusal keeps its hint and detail for the Korean message', async () => {
    const { client } = fakeClient(() => ({
      data: null,
      error: { message: 'Not the last day of a settlement period (this period ends on 2026-10-31)', code: '22023', hint: 'not_period_end', details: '{"period_start": "2026-10-01", "period_end": "2026-10-31"}' },
      status: 400,
    }));
    const err = await createDataProvider(client).closeSettlementPeriod('2026-10-15').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, message: 'klegal.errors.invalid_value' });
    expect(settlementErrorMessage(err)).toEqual({ key: 'klegal.settlements.errors.not_period_end_on', args: { period_end: '2026-10-31' } });
  });
});
