// Free check-up spam (issue 14): per client address and per e-mail, per rolling hour, limits set
// in private.app_settings and enforced in the database from the request headers PostgREST passes
// (cf-connecting-ip, else the first x-forwarded-for entry, else x-real-ip), as on hosted Supabase;
// the local server passes the address it determined (socket, or the trusted proxy's entry).
import crypto from 'node:crypto';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, expectError, expectOk, sql, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
beforeAll(async () => {
  // as behind one trusted proxy (hosted: Supabase's gateway), which appends the address it saw
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { trustProxyHops: 1 } });
  P = await createPersonas(s);
});
afterAll(async () => { await s?.close(); });

const NO_SESSION = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;
/** An anonymous visitor whose requests arrive with these headers (as a proxy would forward them). */
const visitor = (headers: Record<string, string>, token?: string): SupabaseClient =>
  createClient(s.url, s.anonKey, { auth: NO_SESSION, global: { headers }, ...(token ? { accessToken: async () => token } : {}) });

const form = (over: Record<string, unknown> = {}) => ({
  category: 'Criminal Cases', name: 'Spam Bot', email: `bot-${crypto.randomBytes(4).toString('hex')}@example.com`,
  mobile: '010-0000-0000', issue_description: 'Please call me back about my case.', privacy_policy_version: '2025-01-01', ...over,
});

async function setLimits(perAddress: number | string, perEmail: number | string): Promise<void> {
  await sql(s, `update private.app_settings set value = $1 where key = 'free_checkups.max_per_address_per_hour'`, [String(perAddress)]);
  await sql(s, `update private.app_settings set value = $1 where key = 'free_checkups.max_per_email_per_hour'`, [String(perEmail)]);
}

let n = 0;
/** A fresh documentation address (TEST-NET-3) per test, so the tests do not share counts. */
const freshIp = () => `203.0.113.${++n}`;

beforeEach(async () => { await setLimits(3, 100); });

describe(`free check-up rate limits on ${TEST_DB}`, () => {
  test('the defaults are 20 per address and 5 per e-mail an hour, in private.app_settings', async () => {
    const rows = await sql<{ key: string; value: string }>(s,
      `select key, value from private.app_settings where key like 'free_checkups.%' order by key`);
    // beforeEach changed them; the migration's defaults are what the function falls back to
    expect(rows.map((r) => r.key)).toEqual(['free_checkups.max_per_address_per_hour', 'free_checkups.max_per_email_per_hour']);
    const [d] = await sql<{ a: number; e: number }>(s,
      `select private.setting_positive_int('no.such.key', 20) as a, private.setting_positive_int('no.such.key', 5) as e`);
    expect(d).toEqual({ a: 20, e: 5 });
  });

  test('one address: the limit is reached, then refused with PT429 rate_limited (scope address); another address still passes', async () => {
    const ip = freshIp();
    const bot = visitor({ 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i++) expectOk(await bot.from('free_checkups').insert(form()));
    const res = await bot.from('free_checkups').insert(form());
    expectError(res, 'PT429', 'rate_limited');
    expect(JSON.parse(res.error!.details!)).toEqual({ scope: 'address', max_per_hour: 3 });
    // nothing was stored for the refused request
    const [c] = await sql<{ n: number }>(s, `select count(*)::int as n from private.free_checkup_submissions where client_address = $1`, [ip]);
    expect(c.n).toBe(3);
    expectOk(await visitor({ 'x-forwarded-for': freshIp() }).from('free_checkups').insert(form()));
  });

  test('entries a client writes before the trusted proxy\'s do not change its address; a signed-in submitter is limited the same way', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expectOk(await visitor({ 'x-forwarded-for': `10.0.0.${i + 1}, ${ip}` }).from('free_checkups').insert(form()));
    expectError(await visitor({ 'x-forwarded-for': ip }).from('free_checkups').insert(form()), 'PT429', 'rate_limited');
    const member = visitor({ 'x-forwarded-for': ip }, P.clientA.token);
    expectError(await member.from('free_checkups').insert(form({ user_id: P.clientA.id })), 'PT429', 'rate_limited');
  });

  test('without a forwarded address the connection address (x-real-ip, set by the gateway) counts', async () => {
    await setLimits(2, 100);
    await sql(s, `delete from private.free_checkup_submissions where client_address = '127.0.0.1'`);
    const plain = visitor({});
    for (let i = 0; i < 2; i++) expectOk(await plain.from('free_checkups').insert(form()));
    expectError(await plain.from('free_checkups').insert(form()), 'PT429', 'rate_limited');
    await sql(s, `delete from private.free_checkup_submissions where client_address = '127.0.0.1'`);
  });

  test('a client cannot pick its address with its own cf-connecting-ip or x-real-ip', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expectOk(await visitor({ 'x-forwarded-for': ip }).from('free_checkups').insert(form()));
    expectError(await visitor({ 'x-forwarded-for': ip, 'cf-connecting-ip': freshIp() }).from('free_checkups').insert(form()), 'PT429', 'rate_limited');
    expectError(await visitor({ 'x-forwarded-for': ip, 'x-real-ip': freshIp() }).from('free_checkups').insert(form()), 'PT429', 'rate_limited');
  });

  test('the address as the database reads it: cf-connecting-ip, then x-forwarded-for, then x-real-ip; IPv6 per /64', async () => {
    const addr = async (headers: unknown) => (await s.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [typeof headers === 'string' ? headers : JSON.stringify(headers)]);
      return (await tx.query<{ a: string | null }>(`select private.request_client_address() as a`)).rows[0].a;
    }));
    expect(await addr({ 'cf-connecting-ip': '192.0.2.9', 'x-forwarded-for': '198.51.100.1, 10.0.0.1', 'x-real-ip': '10.0.0.1' })).toBe('192.0.2.9');
    expect(await addr({ 'x-forwarded-for': ' 198.51.100.1 , 10.0.0.1', 'x-real-ip': '10.0.0.1' })).toBe('198.51.100.1');
    expect(await addr({ 'x-real-ip': '10.0.0.1' })).toBe('10.0.0.1');
    expect(await addr({ 'x-forwarded-for': '2001:db8:1:2:aaaa::1' })).toBe('2001:db8:1:2::/64');
    expect(await addr({ 'x-forwarded-for': '2001:DB8:1:2:bbbb::7' })).toBe('2001:db8:1:2::/64');
    expect(await addr({ 'x-forwarded-for': '::ffff:198.51.100.4' })).toBe('198.51.100.4');
    expect(await addr({})).toBeNull();
    expect(await addr('')).toBeNull();
    expect(await addr('not json')).toBeNull();
  });

  test('addresses of one IPv6 /64 share the limit', async () => {
    for (let i = 1; i <= 3; i++) expectOk(await visitor({ 'x-forwarded-for': `2001:db8:77:1::${i}` }).from('free_checkups').insert(form()));
    expectError(await visitor({ 'x-forwarded-for': '2001:db8:77:1:ffff::9' }).from('free_checkups').insert(form()), 'PT429', 'rate_limited');
    expectOk(await visitor({ 'x-forwarded-for': '2001:db8:77:2::1' }).from('free_checkups').insert(form()));
  });

  test('per e-mail: configurable (here 2), case-insensitive, whatever the addresses', async () => {
    await setLimits(100, 2);
    const email = `flood-${crypto.randomBytes(3).toString('hex')}@example.com`;
    expectOk(await visitor({ 'x-forwarded-for': freshIp() }).from('free_checkups').insert(form({ email })));
    expectOk(await visitor({ 'x-forwarded-for': freshIp() }).from('free_checkups').insert(form({ email: email.toUpperCase() })));
    const res = await visitor({ 'x-forwarded-for': freshIp() }).from('free_checkups').insert(form({ email }));
    expectError(res, 'PT429', 'rate_limited');
    expect(JSON.parse(res.error!.details!)).toEqual({ scope: 'email', max_per_hour: 2 });
  });

  test('parallel requests from one address cannot all pass (a burst like the 2,192 in 3 s)', async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 12 }, () => visitor({ 'x-forwarded-for': ip }).from('free_checkups').insert(form())));
    expect(results.filter((r) => !r.error).length).toBe(3);
    for (const r of results.filter((x) => x.error)) expect(r.error).toMatchObject({ code: 'PT429', hint: 'rate_limited' });
    const [c] = await sql<{ n: number }>(s, `select count(*)::int as n from private.free_checkup_submissions where client_address = $1`, [ip]);
    expect(c.n).toBe(3);
  });

  test('an hour later the address may submit again; old entries are cleared', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expectOk(await visitor({ 'x-forwarded-for': ip }).from('free_checkups').insert(form()));
    expectError(await visitor({ 'x-forwarded-for': ip }).from('free_checkups').insert(form()), 'PT429', 'rate_limited');
    await sql(s, `update private.free_checkup_submissions set created_at = now() - interval '61 minutes' where client_address = $1`, [ip]);
    expectOk(await visitor({ 'x-forwarded-for': ip }).from('free_checkups').insert(form()));
    const [c] = await sql<{ n: number }>(s, `select count(*)::int as n from private.free_checkup_submissions where created_at < now() - interval '1 hour'`);
    expect(c.n).toBe(0);
  });

  test('a setting that is not a positive whole number falls back to the default', async () => {
    await setLimits('0', 'lots');
    const [d] = await sql<{ a: number; e: number }>(s,
      `select private.setting_positive_int('free_checkups.max_per_address_per_hour', 20) as a,
              private.setting_positive_int('free_checkups.max_per_email_per_hour', 5) as e`);
    expect(d).toEqual({ a: 20, e: 5 });
  });

  test('no persona can read the addresses or change the limits through the API', async () => {
    for (const db of [P.anon, P.clientA.db, P.lawyer.db, P.admin.db]) {
      // the private schema is not exposed (PGRST106), and its function is not in public (PGRST202)
      expectError(await db.schema('private').from('app_settings').update({ value: '100000' }).eq('key', 'free_checkups.max_per_address_per_hour'), 'PGRST106');
      expectError(await db.schema('private').from('free_checkup_submissions').select('client_address'), 'PGRST106');
      expectError(await db.schema('private').from('free_checkup_submissions').delete().gt('id', 0), 'PGRST106');
      expectError(await db.rpc('setting_positive_int', { p_key: 'x', p_default: 1 }), 'PGRST202');
    }
    const [v] = await sql<{ value: string }>(s, `select value from private.app_settings where key = 'free_checkups.max_per_address_per_hour'`);
    expect(v.value).toBe('3');
    // the address is not a column of the request admins read
    const cols = await sql<{ column_name: string }>(s, `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'free_checkups'`);
    expect(cols.map((c) => c.column_name)).not.toContain('client_address');
  });
});
