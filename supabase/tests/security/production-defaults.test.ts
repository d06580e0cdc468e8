// A fresh project as `supabase db push` leaves it (issue 28, item 3): every migration applied as the
// migration role (hosted postgres, not a superuser), no seed, nothing a local start or a test turns
// on. Every default that differs between local and production (docs/deploy.md, "Defaults that
// differ between local and production") must have its production-safe value here: test-mode
// payments off, no payment provider or payout provider on, the limits at their production values,
// the buckets private or public as listed, the scheduled jobs in place.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MIGRATION_ROLE } from '../../server/db/migrate.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { anonClient, createPersonas, expectError, expectOk, futureSlots, signUpClient, sql } from '../helpers/personas.ts';

const SUPABASE_DIR = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(SUPABASE_DIR, 'migrations');
const guide = fs.readFileSync(path.resolve(SUPABASE_DIR, '../docs/deploy.md'), 'utf8');
/** The guide's table of defaults (its section, up to the next heading). */
const defaultsTable = (() => {
  const start = guide.indexOf('### Defaults that differ between local and production');
  return start < 0 ? '' : guide.slice(start, guide.indexOf('\n#', start + 10));
})();

// The settings rows a fresh project has, with their production values; each is a row of the guide's table.
const PRODUCTION_SETTINGS: Record<string, string> = {
  'payments.test_mode': 'disabled',
  'payments.stripe': 'disabled',
  'payments.portone': 'disabled',
  'settlement.payout_provider': 'manual',
  'booking.hold_minutes': '15',
  'free_checkups.max_per_address_per_hour': '20',
  'free_checkups.max_per_email_per_hour': '5',
  'room.opens_minutes_before': '10',
  'room.closes_minutes_after': '30',
  'settlement.platform_fee_rate': '0',
  'settlement.pg_fee_borne_by': 'lawyer',
  'settlement.period': 'monthly',
};

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, asDeployed: true });
}, 180_000);
afterAll(async () => { await s?.close(); });

describe(`a fresh project has the production defaults, on ${TEST_DB}`, () => {
  test('every migration was applied, as the migration role', async () => {
    const files = fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'));
    const [{ count }] = await sql<{ count: number }>(s, `select count(*)::int as count from _local.schema_migrations`);
    expect(count).toBe(files.length);
    const [{ owner }] = await sql<{ owner: string }>(s, `select pg_get_userbyid(relowner) as owner from pg_class where oid = 'private.app_settings'::regclass`);
    expect(owner).toBe(MIGRATION_ROLE);
  });

  test('private.app_settings holds exactly the production values, each listed in docs/deploy.md', async () => {
    const rows = await sql<{ key: string; value: string }>(s, `select key, value from private.app_settings order by key`);
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual(PRODUCTION_SETTINGS);
    expect(defaultsTable).not.toBe('');
    for (const key of [...Object.keys(PRODUCTION_SETTINGS), 'booking.max_holds_per_address']) expect(defaultsTable, key).toContain(`\`${key}\``);
    // no row for the per-address hold cap: the functions' default, 10
    const [{ n }] = await sql<{ n: number }>(s, `select private.setting_positive_int('booking.max_holds_per_address', 10) as n`);
    expect(n).toBe(10);
  });

  test('payment_methods() says nothing is on, and pay_booking_test_mode is refused (42501 test_mode_disabled)', async () => {
    expect(expectOk(await anonClient(s).rpc('payment_methods'))).toEqual({ stripe: false, test_mode: false, portone: false });
    const P = await createPersonas(s);
    const client = await signUpClient(s, 'fresh');
    const [slot] = await futureSlots(s, 1);
    const booking = expectOk(await client.db.rpc('create_booking', { lawyer_id: P.lawyer.id, booking_date: slot.date, booking_time: slot.time, duration_minutes: 20 })) as { id: string };
    const r = await client.db.rpc('pay_booking_test_mode', { booking_id: booking.id });
    expectError(r, '42501', 'test_mode_disabled');
    expect(r.status).toBe(403);
    const [row] = await sql<{ payment_status: string; paid: number }>(s,
      `select b.payment_status, (select count(*)::int from public.payment_history h where h.booking_id = b.id) as paid from public.bookings b where b.id = $1`, [booking.id]);
    expect(row).toEqual({ payment_status: 'pending', paid: 0 });
  });

  test('the buckets: certificates and check-up documents private, photos public, with their limits and types', async () => {
    const rows = await sql<{ id: string; public: boolean; file_size_limit: string; allowed_mime_types: string[] }>(s,
      `select id, public, file_size_limit::text, allowed_mime_types from storage.buckets order by id`);
    expect(rows).toEqual([
      { id: 'booking-documents', public: false, file_size_limit: '10485760', allowed_mime_types: ['application/pdf', 'image/jpeg', 'image/png'] },
      { id: 'free-checkup-documents', public: false, file_size_limit: '10485760', allowed_mime_types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] },
      { id: 'lawyer-photos', public: true, file_size_limit: '5242880', allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] },
      { id: 'lawyer-verifications', public: false, file_size_limit: '10485760', allowed_mime_types: ['application/pdf', 'image/jpeg', 'image/png'] },
    ]);
  });

  test('the scheduled jobs are in place, run as the migration role', async () => {
    const jobs = await sql<{ jobname: string; schedule: string; command: string; username: string; active: boolean }>(s,
      `select jobname, schedule, command, username, active from cron.job order by jobname`);
    expect(jobs).toEqual([
      { jobname: 'close-settlement-periods', schedule: '10 15 * * *', command: 'select private.close_due_settlement_periods()', username: MIGRATION_ROLE, active: true },
      { jobname: 'expire-unpaid-holds', schedule: '* * * * *', command: 'select public.expire_unpaid_holds()', username: MIGRATION_ROLE, active: true },
      { jobname: 'purge-personal-data', schedule: '17 18 * * *', command: 'select public.purge_expired_personal_data()', username: MIGRATION_ROLE, active: true },
    ]);
  });

  test('no migration enables test mode: every write of payments.test_mode says disabled', () => {
    // the statements that write the setting, in file order (inserts and updates alike; comments,
    // which tell an operator how to turn it on, are left out)
    const writes = fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).sort().flatMap((f) =>
      [...fs.readFileSync(path.join(MIGRATIONS, f), 'utf8').replace(/--[^\n]*/g, '').matchAll(/'payments\.test_mode',\s*'(\w+)'|value\s*=\s*'(\w+)'\s+where\s+key\s*=\s*'payments\.test_mode'/gi)]
        .map((m) => `${f}: ${m[1] ?? m[2]}`));
    expect(writes.length).toBeGreaterThanOrEqual(2);
    expect(writes.filter((w) => !w.endsWith(': disabled'))).toEqual([]);
  });

});
