// A Stripe refund's confirmation reaches the client live (issue 25; migration
// 20261128006000_payment_history_realtime.sql): payment_history is published and read under its
// RLS, so the client whose payment it is (and administrators) receive the change of refund_status
// when charge.refunded confirms the refund; another client, the lawyer and anonymous receive no row.
// The provider's events go through handle_stripe_event as the stripe-webhook function hands them
// over (service role); no Stripe is needed for that. On PGlite and on PostgreSQL.
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { book, createPersonas, expectOk, futureSlots, sql, type Personas } from '../helpers/personas.ts';
import { Recorder, rtClient, subscribe, type ChangePayload, type RtClient } from '../conformance/realtime-helpers.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
const clients: RtClient[] = [];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  await sql(s, `update private.app_settings set value = 'enabled' where key = 'payments.stripe'`);
  P = await createPersonas(s);
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await s?.close();
});

/** Subscribes as the holder of `token` (anonymous when omitted) to payment_history changes. */
async function watch(token: string | undefined, filter?: string): Promise<Recorder<ChangePayload>> {
  const c = await rtClient(s, token);
  clients.push(c);
  const rec = new Recorder<ChangePayload>();
  await subscribe(c.supabase.channel(`pay-${crypto.randomUUID()}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'payment_history', ...(filter ? { filter } : {}) },
      (p) => rec.push(p as unknown as ChangePayload)));
  return rec;
}

const event = (type: string, object: Record<string, unknown>) =>
  ({ id: `evt_test_${crypto.randomBytes(8).toString('hex')}`, object: 'event', type, livemode: false, data: { object } });

async function handle(type: string, object: Record<string, unknown>) {
  return expectOk(await P.service.rpc('handle_stripe_event', { event: event(type, object) })) as { outcome: string };
}

const settle = () => new Promise((r) => setTimeout(r, 750));

describe(`payment_history realtime on ${TEST_DB}`, () => {
  test("a refund confirmed by charge.refunded reaches the payment's client live; another client, the lawyer and anonymous get no row", async () => {
    const [slot] = await futureSlots(s, 1);
    const booking = expectOk(await book(P.clientA, P.lawyer.id, slot, 20)) as { id: string; fee_amount: number };
    const pi = `pi_test_${crypto.randomBytes(8).toString('hex')}`;
    expect((await handle('checkout.session.completed', {
      id: `cs_test_${crypto.randomBytes(8).toString('hex')}`, object: 'checkout.session', payment_status: 'paid', status: 'complete',
      amount_total: booking.fee_amount, currency: 'krw', payment_intent: pi, metadata: { booking_id: booking.id },
    })).outcome).toBe('paid');
    expectOk(await P.clientA.db.rpc('client_cancel_booking', { booking_id: booking.id }));

    const own = await watch(P.clientA.token, `client_id=eq.${P.clientA.id}`);
    const other = await watch(P.clientB.token);
    const spy = await watch(P.clientB.token, `client_id=eq.${P.clientA.id}`);
    const lawyer = await watch(P.lawyer.token);
    const anon = await watch(undefined);
    const admin = await watch(P.admin.token);

    expect((await handle('charge.refunded', {
      id: `ch_test_${crypto.randomBytes(8).toString('hex')}`, object: 'charge', payment_intent: pi,
      amount: booking.fee_amount, amount_refunded: booking.fee_amount, refunded: true, currency: 'krw',
    })).outcome).toBe('refund_confirmed');

    const got = await own.waitFor((c) => c.eventType === 'UPDATE' && c.new.booking_id === booking.id && c.new.refund_status === 'succeeded', 'the confirmed refund at the client');
    expect(got).toMatchObject({ table: 'payment_history', new: { client_id: P.clientA.id, payment_status: 'refunded', transaction_id: pi, amount: booking.fee_amount } });
    await admin.waitFor((c) => c.new.booking_id === booking.id && c.new.refund_status === 'succeeded', 'the confirmed refund at the administrator');
    await settle();
    expect(other.items).toEqual([]);
    expect(spy.items).toEqual([]);
    expect(lawyer.items).toEqual([]);
    // anonymous has no privilege on payment_history: at most data-less 'Error 401' frames, never a row
    for (const c of anon.items) {
      expect(c.new).toEqual({});
      expect(c.old).toEqual({});
      expect(c.errors).toEqual(['Error 401: Unauthorized']);
    }
    expect(JSON.stringify([other.items, spy.items, lawyer.items, anon.items])).not.toContain(pi);
  });
});
