// Retention (privacy policy: personal data kept 1 year after the consultation).
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { serviceClient as workerClient, storageCleanupTask } from '@klegal/worker';
import { createPersonas, expectError, expectOk, PDF_BYTES, sql, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
});
afterAll(async () => { await s?.close(); });

/**
 * A past booking (inserted as the platform: create_booking only books the future) on a real KST
 * slot, ending at least (`side` = 'before') or at most (`side` = 'after') `endedAgo` ago.
 */
async function pastBooking(endedAgo: string, side: 'before' | 'after', duration = 60): Promise<string> {
  const [r] = await sql<{ id: string }>(s,
    `with target as (select now() - $3::interval - make_interval(mins => $4::int) as ts),
     slot as (
       select g.ts
         from target, generate_series(date_trunc('hour', target.ts) - interval '24 hours', date_trunc('hour', target.ts) + interval '24 hours', interval '1 hour') as g(ts)
        where to_char((g.ts at time zone 'Asia/Seoul')::time, 'HH24:MI') in ('09:00','10:00','11:00','13:00','14:00','15:00','16:00','17:00')
          and case when $5 = 'before' then g.ts <= target.ts else g.ts >= target.ts end
        order by case when $5 = 'before' then -extract(epoch from g.ts) else extract(epoch from g.ts) end
        limit 1
     )
     insert into public.bookings (client_id, lawyer_id, booking_date, booking_time, duration_minutes, list_fee, fee_amount,
                                  status, payment_status, case_description, meeting_link, consultation_type)
     select $1, $2, (slot.ts at time zone 'Asia/Seoul')::date, (slot.ts at time zone 'Asia/Seoul')::time, $4, 130000, 130000,
            'completed', 'paid', 'Private details of my case', 'https://meet.example.com/old', 'Visa'
       from slot
     returning id`,
    [P.clientA.id, P.lawyer.id, endedAgo, duration, side],
  );
  return r.id;
}

async function checkup(createdAgo: string): Promise<string> {
  const id = crypto.randomUUID();
  await sql(s,
    `insert into public.free_checkups (id, category, name, email, mobile, issue_description, privacy_policy_version, created_at)
     values ($1, 'Criminal Cases', 'Old Person', 'old@example.com', '010-0', 'Something happened long ago.', '2025-01-01', now() - $2::interval)`,
    [id, createdAgo]);
  return id;
}

describe(`purge_expired_personal_data on ${TEST_DB}`, () => {
  test('is for admins and the platform only', async () => {
    for (const p of [P.clientA, P.lawyer]) expectError(await p.db.rpc('purge_expired_personal_data'), '42501');
    expectError(await P.anon.rpc('purge_expired_personal_data'), '42501');
  });

  test('erases case details 1 year after the consultation, deletes check-ups after 1 year, keeps the rest', async () => {
    const oldBooking = await pastBooking('1 year 1 minute', 'before');
    const recentBooking = await pastBooking('11 months', 'after');
    const almostBooking = await pastBooking('1 year -1 minute', 'after');
    const oldCheckup = await checkup('1 year 1 day');
    const recentCheckup = await checkup('364 days');
    await sql(s, `insert into storage.objects (bucket_id, name, owner) values ('free-checkup-documents', $1, null), ('free-checkup-documents', $2, null)`,
      [`${oldCheckup}/passport.pdf`, `${recentCheckup}/visa.pdf`]);

    const result = expectOk(await P.admin.db.rpc('purge_expired_personal_data'));
    expect(result).toEqual({ bookings_anonymised: 1, free_checkups_deleted: 1, free_checkup_document_paths: [`${oldCheckup}/passport.pdf`] });

    const bookings = await sql<{ id: string; case_description: string | null; meeting_link: string | null; purged: boolean; fee_amount: number; status: string }>(s,
      `select id, case_description, meeting_link, personal_data_purged_at is not null as purged, fee_amount, status::text
         from public.bookings where id = any($1::uuid[])`, [[oldBooking, recentBooking, almostBooking]]);
    const byId = Object.fromEntries(bookings.map((b) => [b.id, b]));
    expect(byId[oldBooking]).toMatchObject({ case_description: null, meeting_link: null, purged: true, fee_amount: 130000, status: 'completed' });
    expect(byId[recentBooking]).toMatchObject({ case_description: 'Private details of my case', meeting_link: 'https://meet.example.com/old', purged: false });
    expect(byId[almostBooking]).toMatchObject({ case_description: 'Private details of my case', purged: false });

    const checkups = await sql<{ id: string }>(s, `select id from public.free_checkups where id = any($1::uuid[])`, [[oldCheckup, recentCheckup]]);
    expect(checkups).toEqual([{ id: recentCheckup }]);

    const audit = expectOk(await P.admin.db.from('audit_log').select('actor_id, details').eq('action', 'retention.purge'));
    expect(audit).toEqual([{ actor_id: P.admin.id, details: { bookings_anonymised: 1, free_checkups_deleted: 1, documents_to_delete: 1 } }]);
  });

  test('the platform (service role / scheduler) runs it; a second run finds nothing new', async () => {
    expect(expectOk(await P.service.rpc('purge_expired_personal_data'))).toEqual({ bookings_anonymised: 0, free_checkups_deleted: 0, free_checkup_document_paths: [] });
    const [r] = await sql<{ result: Record<string, unknown> }>(s, `select public.purge_expired_personal_data() as result`);
    expect(r.result).toEqual({ bookings_anonymised: 0, free_checkups_deleted: 0, free_checkup_document_paths: [] });
  });
});

describe(`the documents of purged free check-ups on ${TEST_DB}`, () => {
  const BUCKET = 'free-checkup-documents';
  const queued = () => sql<{ name: string; attempts: number }>(s, `select name, attempts from private.storage_deletions order by id`);

  test('the queue is the platform\'s: no user may claim, complete or fail deletions', async () => {
    for (const db of [P.anon, P.clientA.db, P.lawyer.db, P.admin.db]) {
      expectError(await db.rpc('claim_storage_deletions', { p_limit: 10 }), '42501');
      expectError(await db.rpc('complete_storage_deletions', { p_ids: [1] }), '42501');
      expectError(await db.rpc('fail_storage_deletions', { p_ids: [1], p_error: 'x' }), '42501');
    }
  });

  test('are queued with the purge and removed through the Storage API by the worker, a crashed claim included', async () => {
    // what the first purge above queued (an object row without bytes) is removed first
    const task = storageCleanupTask(workerClient(s.url, s.serviceRoleKey));
    while (await task.runOnce() > 0);
    expect(await queued()).toEqual([]);

    const old = await checkup('1 year 2 days');
    const kept = await checkup('10 days');
    const paths = [`${old}/passport.pdf`, `${old}/contract.pdf`, `${kept}/visa.pdf`];
    for (const p of paths) expectOk(await P.service.storage.from(BUCKET).upload(p, PDF_BYTES, { contentType: 'application/pdf' }));

    const result = expectOk(await P.service.rpc('purge_expired_personal_data'));
    expect(result.free_checkup_document_paths).toEqual([`${old}/contract.pdf`, `${old}/passport.pdf`]);
    expect((await queued()).map((q) => q.name).sort()).toEqual([`${old}/contract.pdf`, `${old}/passport.pdf`]);

    // A worker claims one path and dies before removing it: nobody else gets it while it is leased ...
    const crashed = expectOk(await P.service.rpc('claim_storage_deletions', { p_limit: 1, p_lease_seconds: 600 }));
    expect(crashed).toHaveLength(1);
    expect(await task.runOnce()).toBe(1);
    expect((await queued()).map((q) => q.name)).toEqual([crashed[0].name]);
    expect((await P.service.storage.from(BUCKET).download(crashed[0].name)).error).toBeNull();

    // ... and once the lease has run out, the next round removes it.
    await sql(s, `update private.storage_deletions set leased_until = now() - interval '1 second'`);
    expect(await task.runOnce()).toBe(1);
    expect(await queued()).toEqual([]);
    expect(await task.runOnce()).toBe(0);

    for (const p of [`${old}/passport.pdf`, `${old}/contract.pdf`]) {
      expect((await P.service.storage.from(BUCKET).download(p)).error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    }
    const left = await sql<{ name: string }>(s, `select name from storage.objects where bucket_id = $1 and name like $2`, [BUCKET, `${old}/%`]);
    expect(left).toEqual([]);
    // the recent check-up's document is untouched
    expect((await P.service.storage.from(BUCKET).download(`${kept}/visa.pdf`)).error).toBeNull();
  });

  test('runs daily by itself: the migration schedules it with pg_cron (emulated locally)', async () => {
    const jobs = await sql<{ schedule: string; command: string }>(s, `select schedule, command from cron.job where jobname = 'purge-personal-data'`);
    expect(jobs).toEqual([{ schedule: '17 18 * * *', command: 'select public.purge_expired_personal_data()' }]);
  });
});
