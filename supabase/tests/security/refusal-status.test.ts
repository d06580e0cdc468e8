// A refusal is a 4xx, never a 5xx (issue 25, item 5). PostgREST answers SQLSTATE P0002 and class
// 54 with HTTP 500, so the functions' "not found" refusals raise PostgREST's custom-status SQLSTATE
// PT404 and the free check-up limit PT429: HTTP 404 / 429 with code, message, details and hint in
// the body, as on hosted Supabase. Checked here over plain HTTP, as any client sees it.
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, futureSlots, sql, type Personas } from '../helpers/personas.ts';
import { freshClient } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
beforeAll(async () => {
  // behind one trusted proxy, so each request's X-Forwarded-For is its client address
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { trustProxyHops: 1 } });
  P = await createPersonas(s);
});
afterAll(async () => { await s?.close(); });

/** Retry-After in whole seconds (NaN when absent). */
const retryAfter = (r: { headers: Headers }) => Number(r.headers.get('retry-after') ?? 'NaN');

async function post(pathname: string, body: unknown, token: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${s.url}/rest/v1/${pathname}`, {
    method: 'POST',
    headers: { apikey: s.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=minimal', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe(`refusals answer 4xx over REST on ${TEST_DB}`, () => {
  test("another's (or no) booking: HTTP 404, code PT404, hint not_found, the message unchanged", async () => {
    const r = await post('rpc/client_cancel_booking', { booking_id: crypto.randomUUID() }, P.clientA.token);
    expect({ status: r.status, body: r.body }).toEqual({ status: 404, body: { code: 'PT404', message: 'Booking not found', details: null, hint: 'not_found' } });
  });

  test('booking a lawyer who is not bookable: HTTP 404, PT404 lawyer_unavailable', async () => {
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const r = await post('rpc/create_booking', { lawyer_id: P.unapprovedLawyer.id, booking_date: day, booking_time: '10:00', duration_minutes: 20 }, P.clientA.token);
    expect(r).toMatchObject({ status: 404, body: { code: 'PT404', hint: 'lawyer_unavailable', message: 'This lawyer is not available for booking' } });
  });

  test('the free check-up limit: HTTP 429, code PT429, hint rate_limited, details {scope, max_per_hour}', async () => {
    await sql(s, `update private.app_settings set value = '1' where key = 'free_checkups.max_per_address_per_hour'`);
    const form = () => ({
      category: 'Criminal Cases', name: 'Spam Bot', email: `bot-${crypto.randomBytes(4).toString('hex')}@example.com`,
      mobile: '010-0000-0000', issue_description: 'Please call me back about my case.', privacy_policy_version: '2025-01-01',
    });
    const visitor = { 'x-forwarded-for': '203.0.113.250' };
    expect((await post('free_checkups', form(), s.anonKey, visitor)).status).toBe(201);
    const r = await post('free_checkups', form(), s.anonKey, visitor);
    expect(r).toMatchObject({ status: 429, body: { code: 'PT429', message: 'Too many requests from this address; please try again later', hint: 'rate_limited' } });
    expect(JSON.parse(String(r.body?.details))).toEqual({ scope: 'address', max_per_hour: 1 });
    // free again when the hour's one submission leaves the window: about an hour from now
    expect(retryAfter(r)).toBeGreaterThan(3500);
    expect(retryAfter(r)).toBeLessThanOrEqual(3600);
  });

  test('the per e-mail limit: HTTP 429 with Retry-After, whatever the address', async () => {
    await sql(s, `update private.app_settings set value = '2' where key = 'free_checkups.max_per_email_per_hour'`);
    const email = `same-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const form = { category: 'Criminal Cases', name: 'Same Person', email, mobile: '010-0000-0000',
      issue_description: 'Please call me back about my case.', privacy_policy_version: '2025-01-01' };
    for (const ip of ['203.0.113.11', '203.0.113.12']) expect((await post('free_checkups', form, s.anonKey, { 'x-forwarded-for': ip })).status).toBe(201);
    const r = await post('free_checkups', form, s.anonKey, { 'x-forwarded-for': '203.0.113.13' });
    expect(r).toMatchObject({ status: 429, body: { code: 'PT429', hint: 'rate_limited', message: 'Too many requests for this e-mail address; please try again later' } });
    expect(JSON.parse(String(r.body?.details))).toEqual({ scope: 'email', max_per_hour: 2 });
    expect(retryAfter(r)).toBeGreaterThan(3500);
    expect(retryAfter(r)).toBeLessThanOrEqual(3600);
  });

  test('a 4th unpaid hold: HTTP 429 with Retry-After until the earliest hold runs out, hint too_many_holds', async () => {
    const c = await freshClient(s, 'holder');
    const slots = await futureSlots(s, 4, 5);
    const book = (i: number) => post('rpc/create_booking', { lawyer_id: P.lawyer.id, booking_date: slots[i].date, booking_time: slots[i].time, duration_minutes: 20 },
      c.token, { prefer: 'return=representation', 'x-forwarded-for': '198.51.100.40' });
    for (const i of [0, 1, 2]) expect((await book(i)).status).toBe(200);
    // the earliest hold ends 5 minutes from now, the others later
    await sql(s, `update public.bookings set hold_expires_at = now() + (case when booking_time = $2::time and booking_date = $3::date then interval '5 minutes' else interval '14 minutes' end)
                   where client_id = $1`, [c.id, slots[0].time, slots[0].date]);
    const r = await book(3);
    expect(r).toMatchObject({ status: 429, body: { code: 'PT429', hint: 'too_many_holds',
      message: 'You already have 3 unpaid bookings. Pay for one or cancel one before booking another.' } });
    expect(JSON.parse(String(r.body?.details))).toEqual({ max_unpaid: 3 });
    expect(retryAfter(r)).toBeGreaterThan(280);
    expect(retryAfter(r)).toBeLessThanOrEqual(300);
  });

  test('the per-address cap on unpaid holds: HTTP 429 with Retry-After, hint too_many_holds, scope address', async () => {
    await sql(s, `update private.app_settings set value = '1' where key = 'booking.max_holds_per_address'`);
    try {
      const [a, b] = [await freshClient(s, 'office-a'), await freshClient(s, 'office-b')];
      const slots = await futureSlots(s, 2, 9);
      const book = (p: { token: string }, i: number) => post('rpc/create_booking',
        { lawyer_id: P.lawyer.id, booking_date: slots[i].date, booking_time: slots[i].time, duration_minutes: 20 }, p.token, { 'x-forwarded-for': '198.51.100.77' });
      expect((await book(a, 0)).status).toBe(200);
      const r = await book(b, 1);
      expect(r).toMatchObject({ status: 429, body: { code: 'PT429', hint: 'too_many_holds' } });
      expect(JSON.parse(String(r.body?.details))).toEqual({ scope: 'address', max_unpaid: 1 });
      // the one open hold from that address runs out after the hold length (15 minutes)
      expect(retryAfter(r)).toBeGreaterThan(15 * 60 - 60);
      expect(retryAfter(r)).toBeLessThanOrEqual(15 * 60);
    } finally {
      await sql(s, `update private.app_settings set value = '100000' where key = 'booking.max_holds_per_address'`);
    }
  });

  test('no function a client, lawyer, administrator or visitor reaches still refuses with P0002 or 54000 (HTTP 500)', async () => {
    // callable by anon/authenticated, or a trigger function (run on their writes)
    const rows = await sql<{ fn: string }>(s, `
      select p.oid::regprocedure::text as fn
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private')
         and p.prosrc ~ '''(P0002|54000)'''
         and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute')
              or p.prorettype = 'trigger'::regtype)
       order by 1`);
    expect(rows.map((r) => r.fn)).toEqual([]);
  });
});
