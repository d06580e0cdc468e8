// Catalogue lint of the migrated schema (splinter's security lints, made exact for this product):
// RLS everywhere, pinned search_path, function and table privileges of anon/authenticated as
// intended, invoker views, explicit policy roles, the realtime publication, the buckets.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { sql } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
beforeAll(async () => { s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null }); });
afterAll(async () => { await s?.close(); });

/**
 * Functions anon may execute: helpers that policies evaluated as anon call, and in public only
 * lawyer_busy_slots and lawyer_open_slots (the booking page's availability, which says nothing
 * about who booked), next_open_dates (the directory's computed "Available:" field: dates only),
 * consultations_completed, consultations_completed_12m and member_since (the lawyer page's observed
 * indicators: counts and a date),
 * payment_methods (which ways to pay the site offers: three booleans) and storage_upload_allowed
 * (the upload function's question: may this caller write that object).
 */
const ANON_EXECUTABLE = [
  'private.is_admin()',
  'private.is_listed_lawyer(p_lawyer_id uuid)',
  'public.consultations_completed(lawyer_directory)',
  'public.consultations_completed_12m(lawyer_directory)',
  'public.lawyer_busy_slots(lawyer_id uuid, from_date date, to_date date)',
  'public.lawyer_open_slots(lawyer_id uuid, from_date date, to_date date)',
  'public.member_since(lawyer_directory)',
  'public.next_open_dates(lawyer_directory)',
  'public.payment_methods()',
  'public.storage_upload_allowed(bucket text, name text)',
];

/** The API of signed-in users (public functions), plus the private helpers their policies and views use. */
const AUTHENTICATED_EXECUTABLE = [
  'private.booking_details()',
  'private.booking_document_removable(p_folder text)',
  'private.bookmark_details()',
  'private.can_use_room(p_booking_id uuid)',
  'private.is_admin()',
  'private.is_booking_document_reader(p_folder text)',
  'private.is_booking_party(p_booking_id uuid)',
  'private.is_listed_lawyer(p_lawyer_id uuid)',
  'private.room_booking_id(p_topic text)',
  'public.admin_add_lawyer_time_off(lawyer_id uuid, from_date date, to_date date, note text)',
  'public.admin_adjust_settlement(lawyer_id uuid, amount integer, reason text, booking_id uuid)',
  'public.admin_coupon_parties(coupon_ids uuid[])',
  'public.admin_failed_deliveries()',
  'public.admin_grant_coupon(coupon_id uuid, user_ids uuid[])',
  'public.admin_incomplete_lawyer_applications()',
  'public.admin_mark_settlement_failed(statement_id uuid, reason text)',
  'public.admin_mark_settlement_paid(statement_id uuid, transfer_reference text)',
  'public.admin_queue_settlement_transfers(period_end date)',
  'public.admin_remove_incomplete_lawyer_application(user_id uuid)',
  'public.admin_retry_delivery(outbox_id uuid)',
  'public.admin_review_lawyer_language(lawyer_id uuid, language_id text, level language_level, verified boolean, note text)',
  'public.admin_set_lawyer_approval(lawyer_id uuid, approved boolean)',
  'public.admin_set_lawyer_visibility(lawyer_id uuid, visible boolean)',
  'public.admin_set_meeting_link(booking_id uuid, link text)',
  'public.admin_settlement_payouts(period_end date)',
  'public.admin_settlement_transfers(period_end date)',
  'public.admin_top_up_credits(lawyer_id uuid, amount integer, note text)',
  'public.admin_update_free_checkup(id uuid, status free_checkup_status, admin_notes text)',
  'public.begin_checkout(booking_id uuid)',
  'public.begin_portone_payment(booking_id uuid)',
  'public.client_cancel_booking(booking_id uuid)',
  'public.client_reschedule_booking(booking_id uuid, new_date date, new_time time without time zone)',
  'public.client_save_booking_intake(booking_id uuid, status_of_stay text, visa_expires_on date, notice_date date, notice_deadline date)',
  'public.close_settlement_period(period_end date)',
  'public.consultations_completed(lawyer_directory)',
  'public.consultations_completed_12m(lawyer_directory)',
  'public.create_booking(lawyer_id uuid, booking_date date, booking_time time without time zone, duration_minutes integer, consultation_type text, case_description text, user_coupon_id uuid, consultation_language text, interpretation_requested boolean)',
  'public.download_bookmark_coupon(bookmark_id uuid)',
  'public.issue_lawyer_coupon(bookmark_id uuid, discount_type discount_type, discount_value integer, valid_until date)',
  'public.lawyer_add_time_off(from_date date, to_date date, note text)',
  'public.lawyer_application_incomplete()',
  'public.lawyer_availability_conflicts(weekly jsonb, time_off_from date, time_off_to date)',
  'public.lawyer_busy_slots(lawyer_id uuid, from_date date, to_date date)',
  'public.lawyer_calendar_token()',
  'public.lawyer_open_slots(lawyer_id uuid, from_date date, to_date date)',
  'public.lawyer_remove_time_off(id uuid)',
  'public.lawyer_rotate_calendar_token()',
  'public.lawyer_set_availability(weekly jsonb, minimum_notice_minutes integer, horizon_days integer)',
  'public.lawyer_set_holiday_open(holiday_date date, open boolean)',
  'public.lawyer_update_booking_status(booking_id uuid, new_status booking_status)',
  'public.lawyer_write_follow_up(booking_id uuid, body text)',
  'public.member_since(lawyer_directory)',
  'public.my_settlement_account()',
  'public.next_open_dates(lawyer_directory)',
  'public.pay_booking_test_mode(booking_id uuid)',
  'public.payment_methods()',
  'public.purge_expired_personal_data()',
  'public.room_access(booking_id uuid)',
  'public.set_lawyer_languages(languages jsonb)',
  'public.set_lawyer_visibility(visible boolean)',
  'public.set_settlement_account(bank_code text, account_number text, holder_name text)',
  'public.storage_upload_allowed(bucket text, name text)',
];

describe(`schema lint on ${TEST_DB}`, () => {
  test('every table in public has row level security enabled', async () => {
    const all = await sql<{ t: string; rls: boolean }>(s,
      `select c.relname as t, c.relrowsecurity as rls from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`);
    expect(all.length).toBeGreaterThanOrEqual(18);
    expect(all.filter((r) => !r.rls).map((r) => r.t)).toEqual([]);
  });

  test('every function in public and private pins search_path to the empty path (splinter 0011)', async () => {
    const fns = await sql<{ f: string; definer: boolean; config: string[] | null }>(s,
      `select n.nspname || '.' || p.proname as f, p.prosecdef as definer, p.proconfig as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.prokind = 'f'`);
    expect(fns.length).toBeGreaterThan(30);
    // splinter 0011 (function_search_path_mutable) wants exactly search_path="" on every function
    const notEmptyPath = fns.filter((f) => !(f.config ?? []).includes('search_path=""'));
    expect(notEmptyPath.map((f) => f.f)).toEqual([]);
    expect(fns.filter((f) => f.definer).length).toBeGreaterThan(20);
  });

  test('anon may execute exactly the allow-listed helpers (in public only the availability readers and payment_methods)', async () => {
    const rows = await sql<{ f: string }>(s,
      `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as f
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and has_function_privilege('anon', p.oid, 'execute')
        order by 1`);
    expect(rows.map((r) => r.f)).toEqual(ANON_EXECUTABLE);
  });

  test('authenticated may execute exactly its API and the helpers its policies use', async () => {
    const rows = await sql<{ f: string }>(s,
      `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as f
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and has_function_privilege('authenticated', p.oid, 'execute')
        order by 1`);
    expect(rows.map((r) => r.f)).toEqual(AUTHENTICATED_EXECUTABLE);
  });

  test('service_role may execute record_payment (the provider webhook path); users may not', async () => {
    const [r] = await sql<{ svc: boolean; auth: boolean; anon: boolean }>(s,
      `select has_function_privilege('service_role', 'public.record_payment(uuid, integer, text, text, text, timestamptz)', 'execute') as svc,
              has_function_privilege('authenticated', 'public.record_payment(uuid, integer, text, text, text, timestamptz)', 'execute') as auth,
              has_function_privilege('anon', 'public.record_payment(uuid, integer, text, text, text, timestamptz)', 'execute') as anon`);
    expect(r).toEqual({ svc: true, auth: false, anon: false });
  });

  test('the hold sweep expire_unpaid_holds is for the service role (and the scheduler) only', async () => {
    const [r] = await sql<{ svc: boolean; auth: boolean; anon: boolean }>(s,
      `select has_function_privilege('service_role', 'public.expire_unpaid_holds()', 'execute') as svc,
              has_function_privilege('authenticated', 'public.expire_unpaid_holds()', 'execute') as auth,
              has_function_privilege('anon', 'public.expire_unpaid_holds()', 'execute') as anon`);
    expect(r).toEqual({ svc: true, auth: false, anon: false });
  });

  test('anon holds exactly the intended table privileges', async () => {
    const rows = await sql<{ t: string; p: string }>(s,
      `select c.relname as t, x.p
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as x(p)
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
          and has_table_privilege('anon', c.oid, x.p)
        order by 1, 2`);
    expect(rows.map((r) => `${r.t}:${r.p}`)).toEqual([
      'consultation_categories:SELECT',
      'languages:SELECT',
      'lawyer_calendar_updates:SELECT',
      'lawyer_directory:SELECT',
      'lawyer_languages:SELECT',
      'lawyer_regions:SELECT',
      'lawyer_specialties:SELECT',
      'public_holidays:SELECT',
      'regions:SELECT',
    ]);
    // column-level: anon may insert the free check-up form's columns, nothing else anywhere
    const cols = await sql<{ t: string; c: string; p: string }>(s,
      `select c.relname as t, a.attname as c, x.p
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         cross join unnest(array['INSERT', 'UPDATE']) as x(p)
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v')
          and has_column_privilege('anon', c.oid, a.attnum, x.p)
        order by 1, 3, 2`);
    expect(new Set(cols.map((r) => `${r.t}:${r.p}`))).toEqual(new Set(['free_checkups:INSERT']));
    expect(cols.map((r) => r.c).sort()).toEqual([
      'category', 'date_of_birth', 'email', 'gender', 'id', 'immigration_status', 'is_in_korea', 'is_urgent',
      'issue_description', 'locale', 'mobile', 'name', 'nationality', 'preferred_language', 'privacy_policy_version', 'sub_category', 'user_id',
    ]);
  });

  test('authenticated never holds table-wide INSERT/UPDATE/TRUNCATE, and DELETE only where a policy limits it', async () => {
    const rows = await sql<{ t: string; p: string }>(s,
      `select c.relname as t, x.p
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         cross join unnest(array['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as x(p)
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v')
          and has_table_privilege('authenticated', c.oid, x.p)
        order by 1, 2`);
    expect(rows.map((r) => `${r.t}:${r.p}`)).toEqual([
      'coupons:DELETE',
      'lawyer_bookmarks:DELETE',
      'lawyer_languages:DELETE',
      'lawyer_regions:DELETE',
      'lawyer_specialties:DELETE',
    ]);
  });

  test('privileged columns are not writable by authenticated', async () => {
    const rows = await sql<{ col: string; ins: boolean; upd: boolean }>(s,
      `select t || '.' || c as col,
              has_column_privilege('authenticated', ('public.' || t)::regclass, c, 'INSERT') as ins,
              has_column_privilege('authenticated', ('public.' || t)::regclass, c, 'UPDATE') as upd
         from (values ('profiles', 'email'), ('profiles', 'id'), ('user_roles', 'role'),
                      ('lawyers', 'is_approved'), ('lawyers', 'is_visible'), ('lawyers', 'credits'),
                      ('lawyers', 'bar_association_number'), ('lawyers', 'verification_document_url'),
                      ('lawyers', 'approved_at'), ('bookings', 'status'), ('bookings', 'payment_status'),
                      ('bookings', 'fee_amount'), ('bookings', 'meeting_link'), ('coupons', 'current_uses'),
                      ('coupons', 'issuer_lawyer_id'), ('lawyer_bookmarks', 'coupon_id'),
                      ('user_coupons', 'is_used'), ('free_checkups', 'status'), ('free_checkups', 'admin_notes'),
                      ('payment_history', 'payment_status'), ('credit_ledger', 'delta'), ('audit_log', 'action')) v(t, c)
        order by 1`);
    const updatable = rows.filter((r) => r.upd).map((r) => r.col);
    expect(updatable).toEqual([]);
    // insert is allowed only where sign-up needs it, and the policies force the values
    expect(rows.filter((r) => r.ins).map((r) => r.col).sort()).toEqual([
      'lawyers.bar_association_number', 'lawyers.is_approved', 'lawyers.is_visible',
      'lawyers.verification_document_url', 'user_roles.role',
    ]);
  });

  test('views in public are security_invoker', async () => {
    const rows = await sql<{ v: string; opts: string[] | null }>(s,
      `select c.relname as v, c.reloptions as opts from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('v', 'm') order by 1`);
    expect(rows.map((r) => r.v)).toEqual(['booking_details', 'booking_documents', 'bookmark_details', 'free_checkup_documents']);
    for (const r of rows) expect(r.opts ?? []).toContain('security_invoker=true');
  });

  test('policies name their roles, update policies carry WITH CHECK, no write policy is always true', async () => {
    const rows = await sql<{ tbl: string; pol: string; cmd: string; roles: string[]; qual: string | null; check: string | null }>(s,
      `select schemaname || '.' || tablename as tbl, policyname as pol, cmd, roles::text[] as roles, qual, with_check as check
         from pg_policies where schemaname in ('public', 'storage')`);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((r) => r.roles.includes('public')).map((r) => r.pol)).toEqual([]);
    expect(rows.filter((r) => r.cmd === 'ALL').map((r) => r.pol)).toEqual([]);
    expect(rows.filter((r) => r.cmd === 'UPDATE' && !r.check).map((r) => r.pol)).toEqual([]);
    const alwaysTrue = rows.filter((r) => r.cmd !== 'SELECT' && (r.qual === 'true' || r.check === 'true'));
    expect(alwaysTrue.map((r) => r.pol)).toEqual([]);
    // auth.uid() is wrapped in a sub-select (evaluated once per statement, splinter 0003)
    const bare = rows.filter((r) =>
      `${r.qual ?? ''} ${r.check ?? ''}`.replace(/\(\s*SELECT auth\.uid\(\) AS uid\)/gi, '').includes('auth.uid()'));
    expect(bare.map((r) => r.pol)).toEqual([]);
  });

  test('every foreign key is covered by an index (splinter 0001)', async () => {
    const rows = await sql<{ fk: string }>(s,
      `select c.conrelid::regclass::text || '.' || c.conname as fk
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'
          and not exists (
            select 1 from pg_index i
             where i.indrelid = c.conrelid
               and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
               and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey)
        order by 1`);
    expect(rows.map((r) => r.fk)).toEqual([]);
  });

  test('the realtime publication holds only the live lists, the calendar signal, the bell, checkouts, payments (their refund state) and the room transcript (each read under RLS)', async () => {
    const rows = await sql<{ t: string }>(s,
      `select schemaname || '.' || tablename as t from pg_publication_tables where pubname = 'supabase_realtime' order by 1`);
    expect(rows.map((r) => r.t)).toEqual(['public.bookings', 'public.lawyer_calendar_updates', 'public.lawyer_directory', 'public.notifications', 'public.payment_checkouts', 'public.payment_history', 'public.room_messages']);
  });

  test('buckets: certificates, check-up and booking documents private, photos public, all size- and type-limited', async () => {
    const rows = await sql<{ id: string; public: boolean; file_size_limit: string; allowed_mime_types: string[] }>(s,
      `select id, public, file_size_limit::text, allowed_mime_types from storage.buckets order by id`);
    expect(rows).toEqual([
      { id: 'booking-documents', public: false, file_size_limit: '10485760', allowed_mime_types: ['application/pdf', 'image/jpeg', 'image/png'] },
      { id: 'free-checkup-documents', public: false, file_size_limit: '10485760', allowed_mime_types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] },
      { id: 'lawyer-photos', public: true, file_size_limit: '5242880', allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] },
      { id: 'lawyer-verifications', public: false, file_size_limit: '10485760', allowed_mime_types: ['application/pdf', 'image/jpeg', 'image/png'] },
    ]);
    // no SELECT policy on storage.objects for anon at all (public bucket cannot be listed: splinter 0025)
    const anonSelect = await sql<{ pol: string }>(s,
      `select policyname as pol from pg_policies where schemaname = 'storage' and tablename = 'objects'
          and cmd = 'SELECT' and 'anon' = any (roles)`);
    expect(anonSelect).toEqual([]);
  });

  test('audit_log cannot be changed even by the service role', async () => {
    const [r] = await sql<{ upd: boolean; del: boolean; trunc: boolean; ins: boolean }>(s,
      `select has_table_privilege('service_role', 'public.audit_log', 'UPDATE') as upd,
              has_table_privilege('service_role', 'public.audit_log', 'DELETE') as del,
              has_table_privilege('service_role', 'public.audit_log', 'TRUNCATE') as trunc,
              has_table_privilege('authenticated', 'public.audit_log', 'INSERT') as ins`);
    expect(r).toEqual({ upd: false, del: false, trunc: false, ins: false });
    await sql(s, `select private.write_audit('test.entry', 'test', '1', null, null)`);
    await expect(sql(s, `update public.audit_log set action = 'test.changed'`)).rejects.toMatchObject({ code: '42501' });
    await expect(sql(s, `delete from public.audit_log`)).rejects.toMatchObject({ code: '42501' });
    await expect(sql(s, `truncate public.audit_log`)).rejects.toMatchObject({ code: '42501' });
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.audit_log where action = 'test.entry'`);
    expect(n).toBe(1);
  });

  test('reference data: 14 top-level categories with 4-8 sub-categories each, 17 regions + online, languages', async () => {
    const top = await sql<{ id: string; name_english: string; subs: number; bad: number }>(s,
      `select t.id, t.name_english,
              (select count(*)::int from public.consultation_categories c where c.parent_id = t.id) as subs,
              (select count(*)::int from public.consultation_categories c where c.parent_id = t.id and c.description <> t.name_english) as bad
         from public.consultation_categories t where t.parent_id is null order by t.sort_order`);
    expect(top.map((t) => t.name_english)).toEqual([
      'Immigration & VISA', 'Criminal Cases', 'Labor & Employment', 'Family & Marriage', 'Traffic Accident & Insurance',
      'Business, Startup & Investment', 'Civil, Debt & Compensation', 'Real Estate & Lease', 'Inheritance & Family Assets',
      'Tax & Administrative', 'Intellectual Property', 'Consumer Protection', 'Medical Dispute', 'Military & Nationality',
    ]);
    for (const t of top) {
      expect(t.subs).toBeGreaterThanOrEqual(4);
      expect(t.subs).toBeLessThanOrEqual(8);
      expect(t.bad).toBe(0);
    }
    const [{ topdesc }] = await sql<{ topdesc: number }>(s, `select count(*)::int as topdesc from public.consultation_categories where parent_id is null and description is not null`);
    expect(topdesc).toBe(0);
    const regions = await sql<{ id: string }>(s, `select id from public.regions order by sort_order`);
    expect(regions).toHaveLength(18);
    expect(regions.at(-1)!.id).toBe('online');
    const [{ langs }] = await sql<{ langs: number }>(s, `select count(*)::int as langs from public.languages`);
    expect(langs).toBeGreaterThanOrEqual(15);
  });
});
