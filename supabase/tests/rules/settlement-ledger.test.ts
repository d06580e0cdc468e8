// Settlement ledger and statements (issue 26, items 2 and 3; docs/settlement.md): the lines a
// payment, a refund, a provider fee and an administrator's correction write; who bears a coupon;
// the settings; closing a period (opening balance carried, totals equal to the entries, idempotent);
// the payout status and its refusals.
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, book, completeLawyerProfile, createPersonas, expectError, expectOk, futureSlots, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { freshClient, pay, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let slots: { date: string; time: string }[];
let slotIndex = 0;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  await sql(s, `update public.lawyers set fee_20min = 50000 where id = $1`, [P.lawyer.id]);
  slots = await futureSlots(s, 20, 3);
});
afterAll(async () => { await s?.close(); });

interface Entry { kind: string; booking_id: string | null; list_fee: number; coupon_discount: number; discount_borne_by: string | null;
  lawyer_discount: number; platform_promotion: number; amount_paid: number; pg_fee: number; pg_fee_borne_by: string | null;
  platform_fee: number; net_amount: number; statement_id: string; reason: string | null }

const entriesOf = async (bookingId: string) =>
  sql<Entry>(s, `select * from public.lawyer_settlement_entries where booking_id = $1 order by created_at, kind desc`, [bookingId]);

/** A fresh client books the lawyer (20 min, 50,000 won), optionally with a coupon it holds. */
async function newBooking(userCouponOf?: (client: Persona) => Promise<string>) {
  const client = await freshClient(s, 'settle');
  const extra = userCouponOf ? { user_coupon_id: await userCouponOf(client) } : {};
  const booking = expectOk(await book(client, P.lawyer.id, slots[slotIndex++], 20, extra)) as { id: string; fee_amount: number };
  return { client, booking };
}

/** A fixed coupon given to `client`: the lawyer's own (issuer_lawyer_id) or an administrator's. */
function coupon(value: number, issuer: string | null) {
  return async (client: Persona) => {
    const code = issuer ? `LAWYER_${Date.now()}${Math.floor(Math.random() * 1000)}` : `ADM${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
    const [c] = await sql<{ id: string }>(s,
      `insert into public.coupons (code, name_korean, name_english, discount_type, discount_value, valid_until, max_uses, issuer_lawyer_id)
       values ($1, '쿠폰', 'Coupon', 'fixed', $2, now() + interval '30 days', 1, $3) returning id`, [code, value, issuer]);
    const [uc] = await sql<{ id: string }>(s, `insert into public.user_coupons (user_id, coupon_id) values ($1, $2) returning id`, [client.id, c.id]);
    return uc.id;
  };
}

const setting = (key: string, value: string) => sql(s, `update private.app_settings set value = $2 where key = $1`, [key, value]);

describe(`settlement ledger on ${TEST_DB}`, () => {
  test('a test-mode payment writes one entry for its lawyer with the booking id; the client\'s cancellation reverses it to 0', async () => {
    const { client, booking } = await newBooking();
    expect(await entriesOf(booking.id)).toEqual([]);
    await pay(client, booking.id);
    const [paid, ...rest] = await entriesOf(booking.id);
    expect(rest).toEqual([]);
    expect(paid).toMatchObject({ kind: 'payment', booking_id: booking.id, list_fee: 50000, coupon_discount: 0, discount_borne_by: null,
      amount_paid: 50000, pg_fee: 0, platform_fee: 0, net_amount: 50000 });
    const [{ lawyer_id }] = await sql<{ lawyer_id: string }>(s, `select lawyer_id from public.lawyer_settlement_entries where booking_id = $1`, [booking.id]);
    expect(lawyer_id).toBe(P.lawyer.id);

    expectOk(await client.db.rpc('client_cancel_booking', { booking_id: booking.id }));
    const all = await entriesOf(booking.id);
    expect(all.map((e) => e.kind)).toEqual(['payment', 'refund']);
    expect(all[1]).toMatchObject({ list_fee: -50000, amount_paid: -50000, net_amount: -50000 });
    const [{ sum }] = await sql<{ sum: string }>(s, `select sum(net_amount) as sum from public.lawyer_settlement_entries where booking_id = $1`, [booking.id]);
    expect(Number(sum)).toBe(0);
  });

  test('a lawyer\'s own coupon reduces the lawyer\'s share; an administrator\'s coupon is the platform\'s promotion', async () => {
    const own = await newBooking(coupon(20000, P.lawyer.id));
    await pay(own.client, own.booking.id);
    expect((await entriesOf(own.booking.id))[0]).toMatchObject({ list_fee: 50000, coupon_discount: 20000, discount_borne_by: 'lawyer',
      lawyer_discount: 20000, platform_promotion: 0, amount_paid: 30000, net_amount: 30000 });

    const promo = await newBooking(coupon(20000, null));
    await pay(promo.client, promo.booking.id);
    expect((await entriesOf(promo.booking.id))[0]).toMatchObject({ list_fee: 50000, coupon_discount: 20000, discount_borne_by: 'platform',
      lawyer_discount: 0, platform_promotion: 20000, amount_paid: 30000, net_amount: 50000 });

    // a 100 % administrator coupon: nothing charged, the lawyer is still owed the list fee
    const free = await newBooking(coupon(50000, null));
    expect(free.booking.fee_amount).toBe(0);
    await pay(free.client, free.booking.id);
    expect((await entriesOf(free.booking.id))[0]).toMatchObject({ amount_paid: 0, platform_promotion: 50000, net_amount: 50000 });
  });

  test('platform fee rate and PG fee bearer follow the settings; the PG fee is reversed with the refund', async () => {
    await setting('settlement.platform_fee_rate', '0.1');
    try {
      const { client, booking } = await newBooking();
      const payment = await pay(client, booking.id) as { transaction_id: string };
      expect((await entriesOf(booking.id))[0]).toMatchObject({ platform_fee: 5000, net_amount: 45000 });

      // the provider reports its fee (service role only), borne by the lawyer by default
      expectError(await P.lawyer.db.rpc('record_settlement_pg_fee', { transaction_id: payment.transaction_id, fee: 1650 }), '42501');
      const fee = expectOk(await P.service.rpc('record_settlement_pg_fee', { transaction_id: payment.transaction_id, fee: 1650 }));
      expect(fee).toMatchObject({ kind: 'pg_fee', pg_fee: 1650, pg_fee_borne_by: 'lawyer', net_amount: -1650 });
      // the same fee again: the same line; another fee, a bad fee, an unknown payment: refused
      expect(expectOk(await P.service.rpc('record_settlement_pg_fee', { transaction_id: payment.transaction_id, fee: 1650 }))).toMatchObject({ id: (fee as { id: string }).id });
      expectError(await P.service.rpc('record_settlement_pg_fee', { transaction_id: payment.transaction_id, fee: 1700 }), '23505', 'pg_fee_conflict');
      expectError(await P.service.rpc('record_settlement_pg_fee', { transaction_id: payment.transaction_id, fee: -1 }), '22023', 'invalid_fee');
      expectError(await P.service.rpc('record_settlement_pg_fee', { transaction_id: 'nope', fee: 1 }), 'PT404', 'not_found');

      expectOk(await client.db.rpc('client_cancel_booking', { booking_id: booking.id }));
      const all = await entriesOf(booking.id);
      expect(all.map((e) => e.kind).sort()).toEqual(['payment', 'pg_fee', 'refund']);
      expect(all.find((e) => e.kind === 'refund')).toMatchObject({ pg_fee: -1650, platform_fee: -5000, net_amount: -(45000 - 1650) });
      expect(all.reduce((a, e) => a + e.net_amount, 0)).toBe(0);
      // told again after the refund: the same line, nothing new
      expectOk(await P.service.rpc('record_settlement_pg_fee', { transaction_id: payment.transaction_id, fee: 1650 }));
      expect(await entriesOf(booking.id)).toHaveLength(3);

      // borne by the platform: the fee is shown, the lawyer's net is untouched
      await setting('settlement.pg_fee_borne_by', 'platform');
      const other = await newBooking();
      const p2 = await pay(other.client, other.booking.id) as { transaction_id: string };
      expect(expectOk(await P.service.rpc('record_settlement_pg_fee', { transaction_id: p2.transaction_id, fee: 1650 })))
        .toMatchObject({ pg_fee: 1650, pg_fee_borne_by: 'platform', net_amount: 0 });
    } finally {
      await setting('settlement.platform_fee_rate', '0');
      await setting('settlement.pg_fee_borne_by', 'lawyer');
    }
  });

  test('a Stripe payment that arrives late or with the wrong amount is refunded and nets to 0; a paid Stripe booking declined is reversed', async () => {
    const event = (bookingId: string, amount: number) => ({
      id: `evt_${crypto.randomBytes(8).toString('hex')}`, type: 'checkout.session.completed', livemode: false,
      data: { object: { id: `cs_${crypto.randomBytes(8).toString('hex')}`, object: 'checkout.session', payment_status: 'paid',
        amount_total: amount, currency: 'krw', payment_intent: `pi_${crypto.randomBytes(8).toString('hex')}`, metadata: { booking_id: bookingId } } },
    });
    const mismatch = await newBooking();
    const wrong = event(mismatch.booking.id, 1000);
    expect(expectOk(await P.service.rpc('handle_stripe_event', { event: wrong }))).toMatchObject({ outcome: 'amount_mismatch' });
    // a payment never applied to its booking takes no provider fee line either
    expectError(await P.service.rpc('record_settlement_pg_fee', { transaction_id: wrong.data.object.payment_intent, fee: 10 }), 'P0001', 'not_settled');
    const late = await newBooking();
    expectOk(await late.client.db.rpc('client_cancel_booking', { booking_id: late.booking.id }));
    expect(expectOk(await P.service.rpc('handle_stripe_event', { event: event(late.booking.id, 50000) }))).toMatchObject({ outcome: 'late_payment_refunded' });
    for (const b of [mismatch.booking, late.booking]) {
      const [{ n, sum }] = await sql<{ n: string; sum: string | null }>(s,
        `select count(*) as n, coalesce(sum(net_amount), 0) as sum from public.lawyer_settlement_entries where booking_id = $1`, [b.id]);
      expect({ n: Number(n), sum: Number(sum) }).toEqual({ n: 0, sum: 0 });
    }

    const paid = await newBooking();
    expect(expectOk(await P.service.rpc('handle_stripe_event', { event: event(paid.booking.id, 50000) }))).toMatchObject({ outcome: 'paid' });
    expect((await entriesOf(paid.booking.id)).map((e) => [e.kind, e.net_amount])).toEqual([['payment', 50000]]);
    expectOk(await P.lawyer.db.rpc('lawyer_update_booking_status', { booking_id: paid.booking.id, new_status: 'cancelled' }));
    expect((await entriesOf(paid.booking.id)).map((e) => [e.kind, e.net_amount])).toEqual([['payment', 50000], ['refund', -50000]]);
  });

  test('entries are append-only for everyone: the service role and the owner are refused too', async () => {
    const { client, booking } = await newBooking();
    await pay(client, booking.id);
    const [{ id }] = await sql<{ id: string }>(s, `select id from public.lawyer_settlement_entries where booking_id = $1`, [booking.id]);
    expectError(await P.service.from('lawyer_settlement_entries').update({ net_amount: 1 }).eq('id', id), '42501');
    expectError(await P.service.from('lawyer_settlement_entries').delete().eq('id', id), '42501');
    expectError(await P.service.from('lawyer_settlement_entries').insert({ lawyer_id: P.lawyer.id, kind: 'adjustment', net_amount: 1, reason: 'x' }), '42501');
    await expect(sql(s, `update public.lawyer_settlement_entries set net_amount = 1 where id = $1`, [id]))
      .rejects.toMatchObject({ code: '42501', message: 'lawyer_settlement_entries is append-only: add a correcting entry instead' });
    await expect(sql(s, `delete from public.lawyer_settlement_entries where id = $1`, [id]))
      .rejects.toMatchObject({ code: '42501', message: 'lawyer_settlement_entries is append-only: add a correcting entry instead' });
    await expect(sql(s, `truncate public.lawyer_settlement_entries cascade`)).rejects.toMatchObject({ code: '42501' });
    expect((await entriesOf(booking.id))[0].net_amount).toBe(50000);
  });

  test('an administrator corrects with a new entry and a reason, audited; bad input is refused', async () => {
    const before = Number((await sql<{ n: string }>(s, `select count(*) as n from public.lawyer_settlement_entries`))[0].n);
    expectError(await P.lawyer.db.rpc('admin_adjust_settlement', { lawyer_id: P.lawyer.id, amount: 10000, reason: 'x' }), '42501');
    expectError(await P.admin.db.rpc('admin_adjust_settlement', { lawyer_id: P.lawyer.id, amount: 10000, reason: '  ' }), '22023', 'reason_required');
    expectError(await P.admin.db.rpc('admin_adjust_settlement', { lawyer_id: P.lawyer.id, amount: 0, reason: 'x' }), '22023', 'invalid_amount');
    expectError(await P.admin.db.rpc('admin_adjust_settlement', { lawyer_id: P.clientA.id, amount: 100, reason: 'x' }), 'PT404', 'not_found');
    expectError(await P.admin.db.rpc('admin_adjust_settlement', { lawyer_id: P.lawyer.id, amount: 100, reason: 'x', booking_id: crypto.randomUUID() }), '22023', 'booking_mismatch');
    expect(Number((await sql<{ n: string }>(s, `select count(*) as n from public.lawyer_settlement_entries`))[0].n)).toBe(before);

    const e = expectOk(await P.admin.db.rpc('admin_adjust_settlement', { lawyer_id: P.lawyer.id, amount: -3000, reason: '이중 지급 정정' })) as { id: string };
    expect(e).toMatchObject({ kind: 'adjustment', net_amount: -3000, reason: '이중 지급 정정', created_by: P.admin.id });
    const audit = await sql(s, `select actor_id, action, details from public.audit_log where entity_id = $1`, [e.id]);
    expect(audit).toEqual([{ actor_id: P.admin.id, action: 'settlement.adjust', details: { reason: '이중 지급 정정' } }]);
  });
});

describe(`settlement statements on ${TEST_DB}`, () => {
  let lawyer: Persona;
  // past months (KST): m3 = three months ago, m2, m1 = last month
  let m: { start: string; end: string; mid: string }[];

  beforeAll(async () => {
    lawyer = await signUpLawyer(s, 'statements');
    await completeLawyerProfile(lawyer);
    await approve(P.admin, lawyer.id);
    m = await sql<{ start: string; end: string; mid: string }>(s,
      `select to_char(d, 'YYYY-MM-DD') as start, to_char(d + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as "end",
              to_char(d + interval '14 days', 'YYYY-MM-DD') as mid
         from (select date_trunc('month', (now() at time zone 'Asia/Seoul')::date::timestamp - make_interval(months => k))::date as d
                 from generate_series(3, 1, -1) k) x`);
  });

  /** Ledger lines written on a past day (as the platform writes them; only a past date makes a period closable). */
  const pastEntry = (day: string, net: number, extra: { list_fee?: number; platform_fee?: number } = {}) => sql(s,
    `insert into public.lawyer_settlement_entries (lawyer_id, booking_id, payment_id, kind, list_fee, amount_paid, platform_fee, net_amount, created_at)
     values ($1, gen_random_uuid(), gen_random_uuid(), $2, $3, $3, $4, $5, ($6::date + time '12:00') at time zone 'Asia/Seoul')`,
    [lawyer.id, net >= 0 ? 'payment' : 'refund', extra.list_fee ?? net + (extra.platform_fee ?? 0), extra.platform_fee ?? 0, net, day]);

  const statement = async (periodStart: string) => (await sql<Record<string, unknown>>(s,
    `select status, period_start::text, period_end::text, opening_balance::int, entry_count, net_total::int, closing_balance::int,
            payout_amount::int, list_fee_total::int, platform_fee_total::int
       from public.lawyer_settlement_statements where lawyer_id = $1 and period_start = $2`, [lawyer.id, periodStart]))[0];

  test('an open statement per lawyer and period follows its entries; closing it is refused until the period is over or off its end', async () => {
    await pastEntry(m[0].mid, 50000);
    await pastEntry(m[0].mid, 45000, { platform_fee: 5000 });
    expect(await statement(m[0].start)).toMatchObject({ status: 'open', period_end: m[0].end, entry_count: 2, net_total: 95000,
      list_fee_total: 100000, platform_fee_total: 5000, opening_balance: 0 });
    expectError(await P.admin.db.rpc('close_settlement_period', { period_end: m[0].mid }), '22023', 'not_period_end');
    const thisMonthEnd = (await sql<{ d: string }>(s,
      `select to_char((date_trunc('month', (now() at time zone 'Asia/Seoul')::date::timestamp) + interval '1 month' - interval '1 day')::date, 'YYYY-MM-DD') as d`))[0].d;
    expectError(await P.admin.db.rpc('close_settlement_period', { period_end: thisMonthEnd }), '22023', 'period_not_over');
    for (const p of [P.anon, P.clientA.db, P.lawyer.db]) expectError(await p.rpc('close_settlement_period', { period_end: m[0].end }), '42501');
    expect(await statement(m[0].start)).toMatchObject({ status: 'open' });
  });

  test('closing: totals equal the entries, the negative balance is carried, a second close changes nothing, late lines go to the next period', async () => {
    const r = expectOk(await P.admin.db.rpc('close_settlement_period', { period_end: m[0].end })) as Record<string, unknown>[];
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ closed_through: m[0].end, already_closed: false });
    expect(r[0].closed_statements).toBeGreaterThanOrEqual(1);
    expect(await statement(m[0].start)).toMatchObject({ status: 'closed', entry_count: 2, net_total: 95000, closing_balance: 95000, payout_amount: 95000 });
    const [check] = await sql<{ n: string; sum: string }>(s,
      `select count(*) as n, sum(e.net_amount) as sum from public.lawyer_settlement_entries e
         join public.lawyer_settlement_statements st on st.id = e.statement_id where st.lawyer_id = $1 and st.period_start = $2`, [lawyer.id, m[0].start]);
    expect({ n: Number(check.n), sum: Number(check.sum) }).toEqual({ n: 2, sum: 95000 });
    // idempotent
    expect((expectOk(await P.admin.db.rpc('close_settlement_period', { period_end: m[0].end })) as Record<string, unknown>[])[0])
      .toMatchObject({ closed_statements: 0, already_closed: true });
    expect(await sql(s, `select count(*)::int as n from public.lawyer_settlement_statements where lawyer_id = $1`, [lawyer.id])).toEqual([{ n: 1 }]);

    // a line dated in the closed period lands in the next one
    await pastEntry(m[0].mid, 1000);
    expect(await statement(m[0].start)).toMatchObject({ entry_count: 2, net_total: 95000 });
    expect(await statement(m[1].start)).toMatchObject({ status: 'open', entry_count: 1, net_total: 1000 });

    // refunds exceed payments in m2: the statement closes negative, nothing is paid, and m3 opens with it
    await pastEntry(m[1].mid, -50000);
    expect(expectOk(await P.service.rpc('close_settlement_period', { period_end: m[1].end }))).toHaveLength(1);
    expect(await statement(m[1].start)).toMatchObject({ status: 'closed', net_total: -49000, closing_balance: -49000, payout_amount: 0 });
    await pastEntry(m[2].mid, 30000);
    expectOk(await P.admin.db.rpc('close_settlement_period', { period_end: m[2].end }));
    expect(await statement(m[2].start)).toMatchObject({ status: 'closed', opening_balance: -49000, net_total: 30000, closing_balance: -19000, payout_amount: 0 });
    const audit = await sql(s, `select action, entity_id from public.audit_log where action = 'settlement.close' and entity_id = $1`, [m[2].end]);
    expect(audit).toEqual([{ action: 'settlement.close', entity_id: m[2].end }]);
  });

  test('a closed statement is immutable, and its total is checked against its entries by the database', async () => {
    await expect(sql(s, `update public.lawyer_settlement_statements set net_total = net_total + 1 where lawyer_id = $1 and period_start = $2`, [lawyer.id, m[0].start]))
      .rejects.toMatchObject({ code: '42501', message: 'A closed settlement statement cannot be changed' });
    await expect(sql(s, `delete from public.lawyer_settlement_statements where lawyer_id = $1`, [lawyer.id]))
      .rejects.toMatchObject({ code: '42501', message: 'lawyer_settlement_statements cannot be deleted' });
    // a statement closed with totals that are not its entries' sum is refused at commit
    const [open] = await sql<{ id: string }>(s, `select id from public.lawyer_settlement_statements where lawyer_id = $1 and status = 'open'`, [P.lawyer.id]);
    await expect(sql(s, `update public.lawyer_settlement_statements set net_total = net_total + 1, status = 'closed', closed_at = now() where id = $1`, [open.id]))
      .rejects.toMatchObject({ code: '23514', message: `Settlement statement ${open.id} totals differ from the sum of its entries` });
    expect(await sql(s, `select status from public.lawyer_settlement_statements where id = $1`, [open.id])).toEqual([{ status: 'open' }]);
    expectError(await P.service.from('lawyer_settlement_statements').update({ status: 'paid' }).eq('id', open.id), '42501');
  });

  test('payout status: closed -> paid with a transfer reference, or failed (flags the administrators); refusals name the reason', async () => {
    const id = async (start: string) => (await sql<{ id: string }>(s, `select id from public.lawyer_settlement_statements where lawyer_id = $1 and period_start = $2`, [lawyer.id, start]))[0].id;
    const [openId] = (await sql<{ id: string }>(s, `select id from public.lawyer_settlement_statements where lawyer_id = $1 and status = 'open'`, [P.lawyer.id])).map((r) => r.id);
    const first = await id(m[0].start);
    expectError(await lawyer.db.rpc('admin_mark_settlement_paid', { statement_id: first, transfer_reference: 'T1' }), '42501');
    expectError(await P.admin.db.rpc('admin_mark_settlement_paid', { statement_id: first, transfer_reference: ' ' }), '22023', 'reference_required');
    expectError(await P.admin.db.rpc('admin_mark_settlement_paid', { statement_id: openId, transfer_reference: 'T1' }), 'P0001', 'statement_open');
    expectError(await P.admin.db.rpc('admin_mark_settlement_paid', { statement_id: await id(m[1].start), transfer_reference: 'T1' }), 'P0001', 'nothing_to_pay');
    expectError(await P.admin.db.rpc('admin_mark_settlement_paid', { statement_id: crypto.randomUUID(), transfer_reference: 'T1' }), 'PT404', 'not_found');

    expect(expectOk(await P.admin.db.rpc('admin_mark_settlement_failed', { statement_id: first, reason: '계좌 오류' })))
      .toMatchObject({ status: 'failed', failure_reason: '계좌 오류' });
    const flagged = await sql(s, `select provider, event_type, outcome, needs_attention from public.payment_events where event_id = $1`, [`payout_failed:${first}`]);
    expect(flagged).toEqual([{ provider: 'settlement', event_type: 'payout.failed', outcome: 'payout_failed', needs_attention: true }]);
    const bell = await sql(s, `select kind from public.notifications where user_id = $1 and params->>'outcome' = 'payout_failed'`, [P.admin.id]);
    expect(bell).toEqual([{ kind: 'admin_payment_attention' }]);
    expectError(await P.admin.db.rpc('admin_mark_settlement_failed', { statement_id: first, reason: 'again' }), 'P0001', 'invalid_transition');

    expect(expectOk(await P.admin.db.rpc('admin_mark_settlement_paid', { statement_id: first, transfer_reference: 'KB-20261201-0001' })))
      .toMatchObject({ status: 'paid', transfer_reference: 'KB-20261201-0001', payout_amount: 95000 });
    expectError(await P.admin.db.rpc('admin_mark_settlement_paid', { statement_id: first, transfer_reference: 'T2' }), 'P0001', 'already_paid');
    const audit = await sql<{ action: string }>(s, `select action from public.audit_log where entity_id = $1 order by id`, [first]);
    expect(audit.map((a) => a.action)).toEqual(['settlement.failed', 'settlement.paid']);
  });

  test('the scheduled job closes the last period that is over, once', async () => {
    await sql(s, `select private.close_due_settlement_periods()`);
    await sql(s, `select private.close_due_settlement_periods()`);
    const [{ n }] = await sql<{ n: number }>(s,
      `select count(*)::int as n from private.settlement_closes where period_end = $1`, [m[2].end]);
    expect(n).toBe(1);
    const jobs = await sql(s, `select schedule, command from cron.job where jobname = 'close-settlement-periods'`);
    expect(jobs).toEqual([{ schedule: '10 15 * * *', command: 'select private.close_due_settlement_periods()' }]);
  });
});
