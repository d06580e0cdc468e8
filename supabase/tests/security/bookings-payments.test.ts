// bookings, booking_details and payment_history through the API: who reads, and that nobody
// changes price, status, payment or meeting link except through the functions.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { book, createPersonas, expectError, expectOk, futureSlots, sql, type Personas } from '../helpers/personas.ts';
import { enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let bookingA: { id: string; fee_amount: number };
let bookingB: { id: string };
let slots: { date: string; time: string }[];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  slots = await futureSlots(s, 6);
  bookingA = expectOk(await book(P.clientA, P.lawyer.id, slots[0], 40, { consultation_type: 'Visa', case_description: 'My F-6 visa was refused.' }));
  bookingB = expectOk(await book(P.clientB, P.lawyer.id, slots[1], 20));
});
afterAll(async () => { await s?.close(); });

describe(`bookings on ${TEST_DB}`, () => {
  test('the booking is created pending / payment pending, priced by the server', async () => {
    const [row] = expectOk(await P.clientA.db.from('bookings').select('client_id, lawyer_id, status, payment_status, list_fee, discount_amount, fee_amount, duration_minutes, case_description'));
    expect(row).toEqual({ client_id: P.clientA.id, lawyer_id: P.lawyer.id, status: 'pending', payment_status: 'pending',
      list_fee: 100000, discount_amount: 0, fee_amount: 100000, duration_minutes: 40, case_description: 'My F-6 visa was refused.' });
  });

  test('clients read only their own bookings; the lawyer reads theirs; admins all; anonymous none', async () => {
    expect(expectOk(await P.clientA.db.from('bookings').select('id'))).toEqual([{ id: bookingA.id }]);
    expect(expectOk(await P.clientB.db.from('bookings').select('id').eq('id', bookingA.id))).toEqual([]);
    expect(new Set(expectOk(await P.lawyer.db.from('bookings').select('id')).map((r: { id: string }) => r.id))).toEqual(new Set([bookingA.id, bookingB.id]));
    expect(expectOk(await P.unapprovedLawyer.db.from('bookings').select('id'))).toEqual([]);
    expect(expectOk(await P.admin.db.from('bookings').select('id')).length).toBe(2);
    expectError(await P.anon.from('bookings').select('id'), '42501');
  });

  test('bookings are never written through the table', async () => {
    expectError(await P.clientA.db.from('bookings').insert({ client_id: P.clientA.id, lawyer_id: P.lawyer.id, booking_date: slots[2].date,
      booking_time: slots[2].time, duration_minutes: 20, list_fee: 1, fee_amount: 1 }), '42501');
    for (const patch of [{ fee_amount: 1 }, { status: 'confirmed' }, { payment_status: 'paid' }, { meeting_link: 'https://evil.example/x' }, { discount_amount: 100000 }]) {
      expectError(await P.clientA.db.from('bookings').update(patch).eq('id', bookingA.id), '42501');
    }
    expectError(await P.lawyer.db.from('bookings').update({ status: 'confirmed' }).eq('id', bookingA.id), '42501');
    expectError(await P.admin.db.from('bookings').update({ meeting_link: 'https://meet.example/x' }).eq('id', bookingA.id), '42501');
    expectError(await P.clientA.db.from('bookings').delete().eq('id', bookingA.id), '42501');
    expectError(await P.admin.db.from('bookings').delete().eq('id', bookingA.id), '42501');
    const [r] = await sql<{ status: string; payment_status: string; fee_amount: number; meeting_link: string | null }>(s,
      `select status, payment_status, fee_amount, meeting_link from public.bookings where id = $1`, [bookingA.id]);
    expect(r).toEqual({ status: 'pending', payment_status: 'pending', fee_amount: 100000, meeting_link: null });
  });
});

describe(`booking_details on ${TEST_DB}`, () => {
  test("the lawyer sees their bookings with the client's name and e-mail", async () => {
    const rows = expectOk(await P.lawyer.db.from('booking_details').select('id, client_name_korean, client_email, lawyer_name_korean').order('booking_date').order('booking_time'));
    expect(rows).toEqual([
      { id: bookingA.id, client_name_korean: '에이', client_email: P.clientA.email, lawyer_name_korean: 'approved 변호사' },
      { id: bookingB.id, client_name_korean: '비', client_email: P.clientB.email, lawyer_name_korean: 'approved 변호사' },
    ]);
  });

  test("a client sees their own bookings with the lawyer's names; never another client's", async () => {
    expect(expectOk(await P.clientB.db.from('booking_details').select('id, lawyer_name_english, client_email')))
      .toEqual([{ id: bookingB.id, lawyer_name_english: 'approved Lawyer', client_email: P.clientB.email }]);
    expect(expectOk(await P.clientB.db.from('booking_details').select('id').eq('id', bookingA.id))).toEqual([]);
    expect(expectOk(await P.unapprovedLawyer.db.from('booking_details').select('id'))).toEqual([]);
    expectError(await P.anon.from('booking_details').select('id'), '42501');
  });

  test('admins see every booking with both parties', async () => {
    const rows = expectOk(await P.admin.db.from('booking_details').select('id, client_email, lawyer_name_english').order('created_at'));
    expect(rows).toEqual([
      { id: bookingA.id, client_email: P.clientA.email, lawyer_name_english: 'approved Lawyer' },
      { id: bookingB.id, client_email: P.clientB.email, lawyer_name_english: 'approved Lawyer' },
    ]);
  });
});

describe(`payment_history on ${TEST_DB}`, () => {
  test('a client pays (test mode) only their own booking', async () => {
    expectError(await P.clientB.db.rpc('pay_booking_test_mode', { booking_id: bookingA.id }), 'PT404');
    expectError(await P.lawyer.db.rpc('pay_booking_test_mode', { booking_id: bookingA.id }), 'PT404');
    expectError(await P.anon.rpc('pay_booking_test_mode', { booking_id: bookingA.id }), '42501');
    const pay = expectOk(await P.clientA.db.rpc('pay_booking_test_mode', { booking_id: bookingA.id }));
    expect(pay).toMatchObject({ booking_id: bookingA.id, client_id: P.clientA.id, amount: 100000, payment_method: 'test', provider: 'test', payment_status: 'paid' });
    expect(expectOk(await P.clientA.db.from('bookings').select('payment_status'))).toEqual([{ payment_status: 'paid' }]);
  });

  test('payments are read by their client (with the booking) and admins only', async () => {
    const rows = expectOk(await P.clientA.db.from('payment_history').select('amount, payment_method, transaction_id, paid_at, bookings(booking_date, booking_time)'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 100000, payment_method: 'test', bookings: { booking_date: slots[0].date, booking_time: `${slots[0].time}:00` } });
    expect(rows[0].transaction_id).toMatch(/^test_[0-9a-f]{32}$/);
    expect(expectOk(await P.clientB.db.from('payment_history').select('id'))).toEqual([]);
    expect(expectOk(await P.lawyer.db.from('payment_history').select('id'))).toEqual([]);
    expect(expectOk(await P.admin.db.from('payment_history').select('client_id'))).toEqual([{ client_id: P.clientA.id }]);
    expectError(await P.anon.from('payment_history').select('id'), '42501');
  });

  test('nobody writes payments through the table, and record_payment is for the service role', async () => {
    expectError(await P.clientB.db.from('payment_history').insert({ booking_id: bookingB.id, client_id: P.clientB.id, amount: 0,
      payment_method: 'card', provider: 'x', transaction_id: 'fake', payment_status: 'paid', paid_at: new Date().toISOString() }), '42501');
    expectError(await P.clientA.db.from('payment_history').update({ payment_status: 'refunded' }).eq('booking_id', bookingA.id), '42501');
    expectError(await P.admin.db.from('payment_history').delete().eq('booking_id', bookingA.id), '42501');
    const args = { booking_id: bookingB.id, amount: 50000, payment_method: 'card', provider: 'acme', transaction_id: 'acme_1' };
    expectError(await P.clientB.db.rpc('record_payment', args), '42501');
    expectError(await P.admin.db.rpc('record_payment', args), '42501');
    expectError(await P.anon.rpc('record_payment', args), '42501');
    expect(expectOk(await P.clientB.db.from('bookings').select('payment_status'))).toEqual([{ payment_status: 'pending' }]);
    // the provider webhook (service role): the amount must match the booking's fee
    const [{ fee }] = await sql<{ fee: number }>(s, `select fee_amount as fee from public.bookings where id = $1`, [bookingB.id]);
    expectError(await P.service.rpc('record_payment', { ...args, amount: fee - 1 }), '22023', 'amount_mismatch');
    const paid = expectOk(await P.service.rpc('record_payment', { ...args, amount: fee }));
    expect(paid).toMatchObject({ booking_id: bookingB.id, amount: fee, payment_method: 'card', provider: 'acme', payment_status: 'paid' });
    // idempotent on the provider's transaction id
    expect(expectOk(await P.service.rpc('record_payment', { ...args, amount: fee })).id).toBe(paid.id);
    expect(expectOk(await P.clientB.db.from('bookings').select('payment_status'))).toEqual([{ payment_status: 'paid' }]);
  });
});

// Runs after the payments above: the lawyer confirms and the admin sets links on paid bookings only.
describe(`booking transitions and meeting links on ${TEST_DB}`, () => {
  test("the lawyer's transitions apply to their own bookings only", async () => {
    expectError(await P.unapprovedLawyer.db.rpc('lawyer_update_booking_status', { booking_id: bookingA.id, new_status: 'confirmed' }), 'PT404');
    expectError(await P.clientA.db.rpc('lawyer_update_booking_status', { booking_id: bookingA.id, new_status: 'confirmed' }), 'PT404');
    expectError(await P.anon.rpc('lawyer_update_booking_status', { booking_id: bookingA.id, new_status: 'confirmed' }), '42501');
    // bookingA was paid above; an unpaid booking cannot be confirmed (nor given a link) yet
    const unpaid = expectOk(await book(P.clientB, P.lawyer.id, slots[3], 20));
    expectError(await P.lawyer.db.rpc('lawyer_update_booking_status', { booking_id: unpaid.id, new_status: 'confirmed' }), 'P0001', 'not_paid');
    expectError(await P.admin.db.rpc('admin_set_meeting_link', { booking_id: unpaid.id, link: 'https://meet.example.com/room-0' }), 'P0001', 'not_paid');
    expect(expectOk(await P.lawyer.db.rpc('lawyer_update_booking_status', { booking_id: bookingA.id, new_status: 'confirmed' }))).toMatchObject({ id: bookingA.id, status: 'confirmed' });
  });

  test('clients cancel only their own bookings', async () => {
    expectError(await P.clientB.db.rpc('client_cancel_booking', { booking_id: bookingA.id }), 'PT404');
    expectError(await P.lawyer.db.rpc('client_cancel_booking', { booking_id: bookingA.id }), 'PT404');
    expect(expectOk(await P.clientA.db.from('bookings').select('status'))).toEqual([{ status: 'confirmed' }]);
  });

  test('only admins set meeting links', async () => {
    for (const p of [P.clientA, P.lawyer, P.unapprovedLawyer]) {
      expectError(await p.db.rpc('admin_set_meeting_link', { booking_id: bookingA.id, link: 'https://evil.example/phish' }), '42501');
    }
    expectError(await P.anon.rpc('admin_set_meeting_link', { booking_id: bookingA.id, link: 'https://evil.example/phish' }), '42501');
    expect(expectOk(await P.admin.db.rpc('admin_set_meeting_link', { booking_id: bookingA.id, link: 'https://meet.example.com/room-1' })))
      .toMatchObject({ meeting_link: 'https://meet.example.com/room-1' });
    expect(expectOk(await P.clientA.db.from('bookings').select('meeting_link'))).toEqual([{ meeting_link: 'https://meet.example.com/room-1' }]);
  });
});
