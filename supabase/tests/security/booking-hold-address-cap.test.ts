// Slot squatting across accounts (issue 14): besides 3 unpaid holds per client, unpaid holds open at
// once from one client address are capped ('booking.max_holds_per_address', default 10), read from
// the request headers PostgREST passes, so many free accounts behind one address cannot hold a
// lawyer's calendar. The server runs behind one trusted proxy, as on hosted Supabase.
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, expectError, expectOk, futureSlots, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { freshClient, pay, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let slots: { date: string; time: string }[];
let next = 0;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { trustProxyHops: 1, cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  slots = await futureSlots(s, 40);
  await sql(s, `update private.app_settings set value = '5' where key = 'booking.max_holds_per_address'`);
});
afterAll(async () => { await s?.close(); });

const NO_SESSION = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;
/** The persona's requests, arriving from `ip` (as the gateway forwards them). */
const from = (p: Persona, ip: string): SupabaseClient =>
  createClient(s.url, s.anonKey, { auth: NO_SESSION, global: { headers: { 'x-forwarded-for': ip } }, accessToken: async () => p.token });
const hold = (db: SupabaseClient) => {
  const slot = slots[next++];
  return db.rpc('create_booking', { lawyer_id: P.lawyer.id, booking_date: slot.date, booking_time: slot.time, duration_minutes: 20 });
};

describe(`unpaid holds per client address on ${TEST_DB}`, () => {
  test('the default is 10, read from private.app_settings', async () => {
    const [r] = await sql<{ n: number }>(s, `select private.setting_positive_int('no.such.key', 10) as n`);
    expect(r.n).toBe(10);
    const [set] = await sql<{ value: string }>(s, `select value from private.app_settings where key = 'booking.max_holds_per_address'`);
    expect(set.value).toBe('5');
  });

  test('many accounts from one address: the 6th open hold is refused (too_many_holds, scope address); another address still books', async () => {
    const ip = '198.51.100.7';
    const accounts = await Promise.all([1, 2, 3].map((i) => freshClient(s, `squat${i}`)));
    const made: string[] = [];
    for (const a of accounts.slice(0, 2)) for (let i = 0; i < 3; i++) {
      const res = await hold(from(a, ip));
      if (made.length < 5) made.push((expectOk(res) as { id: string }).id);
      else {
        expectError(res, 'PT429', 'too_many_holds');
        expect(JSON.parse(res.error!.details!)).toEqual({ scope: 'address', max_unpaid: 5 });
      }
    }
    expect(made).toHaveLength(5);
    // a third account from the same address is refused too; nothing was written for the refusals
    expectError(await hold(from(accounts[2], ip)), 'PT429', 'too_many_holds');
    const [count] = await sql<{ n: number }>(s,
      `select count(*)::int as n from public.bookings where client_id = any($1::uuid[])`, [accounts.map((a) => a.id)]);
    expect(count.n).toBe(5);
    // someone elsewhere is not affected
    expectOk(await hold(from(accounts[2], '198.51.100.8')));

    // paying one frees a place (and forgets where it was made from); so does cancelling one
    expectOk(await pay(accounts[0], made[0]));
    expectOk(await hold(from(accounts[2], ip)));
    expectError(await hold(from(accounts[2], ip)), 'PT429', 'too_many_holds');
    expectOk(await accounts[0].db.rpc('client_cancel_booking', { booking_id: made[1] }));
    expectOk(await hold(from(accounts[1], ip)));

    const origins = await sql<{ booking_id: string }>(s, `select booking_id from private.booking_hold_origins where booking_id = any($1::uuid[])`, [made.slice(0, 2)]);
    expect(origins).toEqual([]);
  });

  test('expired holds do not count', async () => {
    const ip = '198.51.100.9';
    const a = await freshClient(s, 'expiring');
    const b = await freshClient(s, 'expiring2');
    for (let i = 0; i < 3; i++) expectOk(await hold(from(a, ip)));
    expectOk(await hold(from(b, ip)));
    expectOk(await hold(from(b, ip)));
    expectError(await hold(from(b, ip)), 'PT429', 'too_many_holds');
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where client_id = $1`, [a.id]);
    expectOk(await hold(from(b, ip)));
  });

  test('nobody reads or writes where a hold was made from', async () => {
    for (const db of [P.anon, P.clientA.db, P.lawyer.db, P.admin.db]) {
      expectError(await db.schema('private' as 'public').from('booking_hold_origins').select('*'), 'PGRST106');
    }
  });

  test('parallel holds from many accounts at one address cannot pass the cap together', async () => {
    const ip = '198.51.100.10';
    const accounts = await Promise.all([1, 2, 3, 4].map((i) => freshClient(s, `race${i}`)));
    const results = await Promise.all(accounts.flatMap((a) => [hold(from(a, ip)), hold(from(a, ip))]));
    expect(results.filter((r) => !r.error)).toHaveLength(5);
    for (const r of results.filter((r) => r.error)) expectError(r, 'PT429', 'too_many_holds');
  });
});
