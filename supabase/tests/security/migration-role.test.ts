// The migrations run as a hosted project runs them (issue 18, "Deploying for real"): as a role
// with hosted `postgres`'s attributes (not a superuser), on platform tables owned by their own
// admin roles, with Storage's refusal of direct deletes. So what would fail on `supabase db push`
// fails here too: superuser-only statements, changes to platform tables the role does not own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrate, MIGRATION_ROLE } from '../../server/db/migrate.ts';
import { toPgError } from '../../server/db/index.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { serviceClient, sql, PDF_BYTES } from '../helpers/personas.ts';

const SUPABASE_DIR = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(SUPABASE_DIR, 'migrations');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: path.join(SUPABASE_DIR, 'seed.sql') });
}, 180_000);
afterAll(async () => { await s?.close(); });

let n = 0;
/** Applies one extra migration (a file of its own) with the server's migrator; resolves to its error, or null. */
async function tryMigration(body: string): Promise<{ message: string; code: string | null } | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mig-role-'));
  try {
    fs.writeFileSync(path.join(dir, `2999010100${String(++n).padStart(4, '0')}_probe.sql`), body);
    await migrate(s.db, { migrationsDir: dir, seedFile: null });
    return null;
  } catch (e) {
    const err = e as Error & { code?: string };
    const code = /\((\w{5})\)$/.exec(err.message)?.[1] ?? null;
    return { message: err.message, code };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe(`migrations run as hosted postgres, not as a superuser, on ${TEST_DB}`, () => {
  test('the project\'s tables and functions belong to the migration role, which has hosted postgres\'s attributes', async () => {
    const owners = await sql<{ owner: string }>(s,
      `select distinct pg_get_userbyid(c.relowner) as owner from pg_class c
        where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace) and c.relkind in ('r', 'v', 'S')`);
    expect(owners).toEqual([{ owner: MIGRATION_ROLE }]);
    const fnOwners = await sql<{ owner: string }>(s,
      `select distinct pg_get_userbyid(p.proowner) as owner from pg_proc p where p.pronamespace = 'public'::regnamespace`);
    expect(fnOwners).toEqual([{ owner: MIGRATION_ROLE }]);
    const [role] = await sql<Record<string, boolean>>(s,
      `select rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolreplication, rolinherit,
              pg_has_role($1, 'postgres', 'member') as postgres_member,
              pg_has_role($1, 'authenticated', 'member') and pg_has_role($1, 'anon', 'member') and pg_has_role($1, 'service_role', 'member') as api_roles
         from pg_roles where rolname = $1`, [MIGRATION_ROLE]);
    expect(role).toEqual({
      rolsuper: false, rolcreaterole: true, rolcreatedb: true, rolbypassrls: true, rolreplication: true, rolinherit: true,
      postgres_member: false, api_roles: true,
    });
    // every migration is recorded
    const files = fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'));
    const [{ count }] = await sql<{ count: number }>(s, `select count(*)::int as count from _local.schema_migrations`);
    expect(count).toBe(files.length);
  });

  test('the platform tables belong to their own admin roles, as on a hosted project', async () => {
    const rows = await sql<{ t: string; owner: string }>(s,
      `select c.oid::regclass::text as t, pg_get_userbyid(c.relowner) as owner from pg_class c
        where c.oid in ('auth.users'::regclass, 'auth.identities'::regclass, 'auth.sessions'::regclass,
                        'auth.mfa_factors'::regclass, 'storage.objects'::regclass, 'storage.buckets'::regclass,
                        'realtime.messages'::regclass)
        order by 1`);
    expect(Object.fromEntries(rows.map((r) => [r.t, r.owner]))).toEqual({
      'auth.identities': 'supabase_auth_admin',
      'auth.mfa_factors': 'supabase_auth_admin',
      'auth.sessions': 'supabase_auth_admin',
      'auth.users': 'supabase_auth_admin',
      'realtime.messages': 'supabase_realtime_admin',
      'storage.buckets': 'supabase_storage_admin',
      'storage.objects': 'supabase_storage_admin',
    });
  });

  test('what hosted postgres may do to platform tables still applies: policies on storage.objects, triggers on and references to auth.users', async () => {
    expect(await tryMigration(`
      create table public.mr_probe (id uuid primary key references auth.users (id) on delete cascade);
      create function public.mr_probe_trg() returns trigger language plpgsql security definer set search_path = '' as $$
      begin return new; end $$;
      create trigger mr_probe_after_insert after insert on auth.users for each row execute function public.mr_probe_trg();
      create policy mr_probe_select on storage.objects for select to authenticated using (bucket_id = 'mr-probe');
      alter policy mr_probe_select on storage.objects using (bucket_id = 'mr-probe-2');
      create policy mr_probe_messages on realtime.messages for select to authenticated using (false);
      drop policy mr_probe_messages on realtime.messages;
      drop trigger mr_probe_after_insert on auth.users;
    `)).toBeNull();
    const [{ owner }] = await sql<{ owner: string }>(s, `select pg_get_userbyid(relowner) as owner from pg_class where oid = 'public.mr_probe'::regclass`);
    expect(owner).toBe(MIGRATION_ROLE);
  });

  test.each([
    ['making a role a superuser', `alter role ${MIGRATION_ROLE} superuser`],
    ['an event trigger', `create function public.mr_evt() returns event_trigger language plpgsql as $$ begin end $$;
      create event trigger mr_evt on ddl_command_start execute function public.mr_evt()`],
    ['an untrusted language', `create function public.mr_c() returns int language c as 'mr', 'mr'`],
    ['a policy on a table it does not own (cron.job)', `create policy mr_cron on cron.job using (true)`],
    ['enabling RLS on storage.objects (must be owner, as on a hosted project)', `alter table storage.objects enable row level security`],
    ['a column on auth.users', `alter table auth.users add column mr_extra text`],
    ['a function in the auth schema', `create function auth.mr_fn() returns int language sql as 'select 1'`],
    ['a policy on an auth table outside the policy grants', `create policy mr_flow on auth.flow_state using (true)`],
    ['dropping a platform table', `drop table auth.audit_log_entries`],
    ['resetting the role to the connection\'s superuser', `reset role; create table public.mr_escape (x int)`],
  ])('a migration fails as it would on deploy: %s', async (_label, body) => {
    const err = await tryMigration(body);
    expect(err, 'the migration applied').not.toBeNull();
    expect(err!.message).toMatch(/^migration 2999\d+_probe\.sql failed: /);
    if (!/reset role/.test(body)) expect(err!.code).toMatch(/^(42501|42P13)$/);
  });

  test('nothing of the failed migrations was kept', async () => {
    const rows = await sql(s,
      `select 1 from pg_roles where rolname = $1 and rolsuper
       union all select 1 from pg_event_trigger where evtname = 'mr_evt'
       union all select 1 from pg_attribute where attrelid = 'auth.users'::regclass and attname = 'mr_extra'
       union all select 1 from pg_class where relname = 'mr_escape'`, [MIGRATION_ROLE]);
    expect(rows).toEqual([]);
    const [{ ok }] = await sql<{ ok: boolean }>(s, `select to_regclass('auth.audit_log_entries') is not null as ok`);
    expect(ok).toBe(true);
  });

  test('jobs scheduled by the migrations run as the migration role (pg_cron\'s username)', async () => {
    const jobs = await sql<{ jobname: string; username: string }>(s, `select jobname, username from cron.job order by jobname`);
    expect(jobs.length).toBeGreaterThan(0);
    for (const j of jobs) expect(j.username).toBe(MIGRATION_ROLE);
    // and a job's command works as that role (its security definer functions bypass RLS as hosted postgres does)
    await s.db.transaction(async (tx) => {
      await tx.exec(`set local role ${MIGRATION_ROLE}`);
      for (const j of (await tx.query<{ command: string }>(`select command from cron.job`)).rows) await tx.exec(j.command);
    });
  });
});

describe(`direct deletes on storage tables are refused as on Supabase, on ${TEST_DB}`, () => {
  test('DELETE on storage.objects or storage.buckets answers 42501, as the superuser and as the migration role', async () => {
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from storage.objects`);
    expect(n).toBeGreaterThan(0); // the seed's demo files
    for (const stmt of [`delete from storage.objects`, `delete from storage.buckets where id = 'lawyer-photos'`]) {
      for (const role of [null, MIGRATION_ROLE]) {
        const err = await s.db.transaction(async (tx) => {
          if (role) await tx.exec(`set local role ${role}`);
          await tx.exec(stmt);
        }).then(() => null, (e) => toPgError(e));
        expect(err?.code).toBe('42501');
        expect(err?.message).toBe('Direct deletion from storage tables is not allowed. Use the Storage API instead.');
      }
    }
    const [{ m }] = await sql<{ m: number }>(s, `select count(*)::int as m from storage.objects`);
    expect(m).toBe(n);
    // a migration that deletes files with SQL fails too
    const err = await tryMigration(`delete from storage.objects where bucket_id = 'lawyer-photos'`);
    expect(err?.code).toBe('42501');
  });

  test('the Storage API deletes (remove, empty and delete a bucket)', async () => {
    const svc = serviceClient(s);
    const bucket = svc.storage.from('free-checkup-documents');
    const name = `mr-probe/${Date.now()}.pdf`;
    expect((await bucket.upload(name, PDF_BYTES, { contentType: 'application/pdf' })).error).toBeNull();
    const removed = await bucket.remove([name]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([name]);
    expect(await sql(s, `select 1 from storage.objects where bucket_id = 'free-checkup-documents' and name = $1`, [name])).toEqual([]);

    expect((await svc.storage.createBucket('mr-probe-bucket')).error).toBeNull();
    expect((await svc.storage.from('mr-probe-bucket').upload('a.txt', Buffer.from('a'), { contentType: 'text/plain' })).error).toBeNull();
    expect((await svc.storage.emptyBucket('mr-probe-bucket')).error).toBeNull();
    expect((await svc.storage.deleteBucket('mr-probe-bucket')).error).toBeNull();
    expect(await sql(s, `select 1 from storage.buckets where id = 'mr-probe-bucket'`)).toEqual([]);
  });
});

describe(`the seed applies as the migration role, on ${TEST_DB}`, () => {
  test('demo accounts, their profiles and the demo files are there', async () => {
    const [{ seeded }] = await sql<{ seeded: boolean }>(s, `select exists (select 1 from _local.state where key = 'seeded') as seeded`);
    expect(seeded).toBe(true);
    const rows = await sql<{ email: string }>(s,
      `select p.email from public.profiles p join auth.users u on u.id = p.id where u.email like '%@demo.test' order by 1`);
    expect(rows.map((r) => r.email)).toEqual(expect.arrayContaining(['admin@demo.test', 'client@demo.test', 'lawyer@demo.test']));
  });
});
