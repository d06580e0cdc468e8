-- Platform bootstrap: what a hosted Supabase project provides before any migration runs.
-- Mirrors supabase/postgres init scripts (roles, grants, default privileges), the auth schema
-- (GoTrue's tables and helper functions) and the storage schema. It is NOT a product migration:
-- supabase/migrations must stay deployable unchanged to a hosted project, where all of this exists.
-- Idempotent, so it can run against a cluster whose roles already exist (roles are cluster-wide).

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then create role authenticator noinherit login; end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then create role supabase_admin nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then create role supabase_auth_admin nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then create role supabase_storage_admin nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_realtime_admin') then create role supabase_realtime_admin nologin noinherit; end if;
  -- The role the project's migrations and the seed run as (server/db/migrate.ts: SET LOCAL ROLE).
  -- It plays hosted Supabase's `postgres`, which is not a superuser there (supabase/postgres
  -- migrations/db/migrations/10000000000000_demote-postgres.sql: NOSUPERUSER CREATEDB CREATEROLE
  -- REPLICATION BYPASSRLS). Here the connecting user is itself called postgres and is the
  -- superuser the platform needs, so the hosted postgres is this role.
  if not exists (select 1 from pg_roles where rolname = 'supabase_migrator') then
    create role supabase_migrator nologin nosuperuser createdb createrole replication bypassrls inherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'dashboard_user') then create role dashboard_user nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'postgres') then create role postgres superuser login; end if;
end $$;

alter role supabase_migrator nologin nosuperuser createdb createrole replication bypassrls inherit;
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
grant anon, authenticated, service_role to authenticator;
-- hosted postgres can act as the API roles
grant anon, authenticated, service_role to supabase_migrator;

-- extensions
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role, supabase_migrator;

-- The migration role creates the project's schemas and objects in this database (hosted postgres
-- holds ALL on its database and creates in public).
do $$ begin execute format('grant all on database %I to supabase_migrator', current_database()); end $$;
grant usage, create on schema public to supabase_migrator;

-- public schema grants and default privileges (every new table is granted; RLS is the guard)
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;
-- what the migrations create in public is granted the same way (hosted: the default privileges of postgres)
alter default privileges for role supabase_migrator in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role supabase_migrator in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role supabase_migrator in schema public grant all on sequences to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- auth schema (GoTrue)
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- GoTrue's enum types (MFA, sessions)
do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null; end $$;
do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null; end $$;
do $$ begin
  create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
exception when duplicate_object then null; end $$;

create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index if not exists users_instance_id_idx on auth.users (instance_id);

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text,
  oauth_client_id uuid,
  refresh_token_hmac_key text,
  refresh_token_counter bigint,
  scopes text constraint sessions_scopes_length check (char_length(scopes) <= 4096)
);
-- data directories bootstrapped before GoTrue's current sessions columns: brought up to date
do $$
begin
  if (select format_type(atttypid, atttypmod) from pg_attribute where attrelid = 'auth.sessions'::regclass and attname = 'aal') = 'text' then
    alter table auth.sessions alter column aal type auth.aal_level using nullif(aal, '')::auth.aal_level;
  end if;
  if (select format_type(atttypid, atttypmod) from pg_attribute where attrelid = 'auth.sessions'::regclass and attname = 'ip') = 'text' then
    alter table auth.sessions alter column ip type inet using nullif(ip, '')::inet;
  end if;
end $$;
alter table auth.sessions add column if not exists oauth_client_id uuid;
alter table auth.sessions add column if not exists refresh_token_hmac_key text;
alter table auth.sessions add column if not exists refresh_token_counter bigint;
alter table auth.sessions add column if not exists scopes text;
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid not null primary key,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''
);

create table if not exists auth.one_time_tokens (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null,
  relates_to text not null,
  created_at timestamp not null default now(),
  updated_at timestamp not null default now()
);

-- PKCE flows (GoTrue's flow_state; code_challenge_method is an enum there: s256, plain).
create table if not exists auth.flow_state (
  id uuid not null primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);

alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.audit_log_entries enable row level security;
alter table auth.one_time_tokens enable row level security;
alter table auth.flow_state enable row level security;
grant all on all tables in schema auth to supabase_auth_admin, dashboard_user, postgres;
grant all on all sequences in schema auth to supabase_auth_admin, dashboard_user, postgres;

-- GoTrue records the authentication methods of each session here (the `amr` claim).
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
alter table auth.mfa_amr_claims enable row level security;

-- MFA (GoTrue's mfa_factors and mfa_challenges, with its enum types and columns).
create table if not exists auth.mfa_factors (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique,
  web_authn_credential jsonb,
  web_authn_aaguid uuid,
  last_webauthn_challenge_data jsonb
);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create table if not exists auth.mfa_challenges (
  id uuid not null primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
alter table auth.mfa_factors enable row level security;
alter table auth.mfa_challenges enable row level security;
grant all on auth.mfa_factors, auth.mfa_challenges to supabase_auth_admin, dashboard_user, postgres;

-- GoTrue connects as supabase_auth_admin, which owns the auth tables (so their RLS does not apply
-- to it) and has no rights on public: as on a hosted project, a trigger on auth.users that writes
-- to public tables must be security definer. The local auth server does SET LOCAL ROLE to it.
grant usage, create on schema auth to supabase_auth_admin;
alter table auth.users owner to supabase_auth_admin;
alter table auth.identities owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter table auth.audit_log_entries owner to supabase_auth_admin;
alter table auth.one_time_tokens owner to supabase_auth_admin;
alter table auth.flow_state owner to supabase_auth_admin;
alter table auth.mfa_amr_claims owner to supabase_auth_admin;
alter table auth.mfa_factors owner to supabase_auth_admin;
alter table auth.mfa_challenges owner to supabase_auth_admin;

create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
grant execute on all functions in schema auth to public;
-- What hosted postgres holds on auth (supabase/postgres 10000000000000_demote-postgres.sql,
-- 20211115181400_update-auth-permissions.sql): usage, ALL on its tables, sequences and
-- routines, so a migration can reference auth.users, read it in security definer functions and
-- create triggers on it; no CREATE on the schema (revoked by 20250421084701_revoke_admin_roles_from_postgres.sql).
grant usage on schema auth to supabase_migrator;
grant all on all tables in schema auth to supabase_migrator;
grant all on all sequences in schema auth to supabase_migrator;
grant all on all functions in schema auth to supabase_migrator;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;

-- ---------------------------------------------------------------------------------------------
-- storage schema
create schema if not exists storage;
grant usage on schema storage to postgres, anon, authenticated, service_role;

-- Storage's bucket types (storage migrations/tenant/0038-iceberg-catalog-flag-on-buckets.sql, 0040/0045 vector buckets)
do $$ begin
  create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
exception when duplicate_object then null; end $$;
create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type storage.buckettype not null default 'STANDARD'
);
do $$
begin
  if (select format_type(atttypid, atttypmod) from pg_attribute where attrelid = 'storage.buckets'::regclass and attname = 'type') = 'text' then
    alter table storage.buckets alter column type drop default;
    alter table storage.buckets alter column type type storage.buckettype using type::storage.buckettype;
    alter table storage.buckets alter column type set default 'STANDARD';
  end if;
end $$;
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  signature bytea constraint objects_signature_length check (signature is null or octet_length(signature) = 32)
);
alter table storage.objects add column if not exists signature bytea;
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to postgres, anon, authenticated, service_role, supabase_storage_admin;

create or replace function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end $$;
create or replace function storage.filename(name text) returns text language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end $$;
create or replace function storage.extension(name text) returns text language plpgsql immutable as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end $$;
grant execute on all functions in schema storage to public;

-- Storage refuses a DELETE on its tables that does not come from the Storage API (storage
-- migrations/tenant/0050-prevent-direct-deletes.sql: a statement trigger raising 42501 unless
-- the transaction set storage.allow_delete_query; the server's storage API sets it). Deleting
-- the rows with SQL would leave the files behind.
create or replace function storage.protect_delete() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end;
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

-- Owned by Storage's own role, as on a hosted project; hosted postgres holds ALL on the tables
-- and usage on the schema (20250709135250_grant_storage_schema_to_postgres_with_grant_option.sql),
-- no CREATE on it.
grant usage, create on schema storage to supabase_storage_admin;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;
grant usage on schema storage to supabase_migrator with grant option;
grant all on storage.buckets, storage.objects to supabase_migrator;

-- ---------------------------------------------------------------------------------------------
-- realtime: the publication migrations add their tables to
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;
-- hosted postgres owns the publication (migrations add their tables to it)
alter publication supabase_realtime owner to supabase_migrator;

-- Realtime Authorization (private channels), as Supabase Realtime has it: realtime.messages with
-- RLS on, which the project's migrations write policies for, and realtime.topic() naming the
-- channel being joined. The server checks a join, a broadcast and a presence track the way
-- Realtime does (server/realtime/authorize.ts): as the user's role, inside a rolled-back
-- transaction, by selecting and inserting rows of this table for the topic.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;
create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated;
grant all on realtime.messages to service_role;
create or replace function realtime.topic() returns text
language sql stable
as $$ select nullif(current_setting('realtime.topic', true), '')::text $$;
grant execute on function realtime.topic() to anon, authenticated, service_role;
grant usage, create on schema realtime to supabase_realtime_admin;
alter table realtime.messages owner to supabase_realtime_admin;
alter function realtime.topic() owner to supabase_realtime_admin;
grant usage on schema realtime to supabase_migrator with grant option;
grant all on realtime.messages to supabase_migrator;
grant execute on function realtime.topic() to supabase_migrator;

-- ---------------------------------------------------------------------------------------------
-- pg_cron: hosted projects enable it as an extension; here its catalogue and functions are
-- emulated with pg_cron's names and signatures, and the server's scheduler (server/cron) runs the
-- active rows of cron.job (in UTC, as pg_cron does), recording each run in cron.job_run_details.
create schema if not exists cron;
revoke all on schema cron from public;
grant usage on schema cron to postgres;
create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text unique
);
create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
create index if not exists job_run_details_jobid_idx on cron.job_run_details (jobid, runid desc);
-- pg_cron accepts five cron fields (numbers, `*`, lists, ranges, steps; month and weekday names),
-- '@hourly'-style names, '@reboot' and '<n> seconds'; anything else is refused at schedule time
create or replace function cron.valid_schedule(p_schedule text) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  v_s text := lower(btrim(p_schedule));
  v_fields text[];
  v_min int[] := array[0, 0, 1, 1, 0];
  v_max int[] := array[59, 23, 31, 12, 7];
  v_part text;
  v_m text[];
  v_lo int;
  v_hi int;
  v_months text[] := array['jan','feb','mar','apr','may','jun','jul','aug','sep','oct','nov','dec'];
  v_days text[] := array['sun','mon','tue','wed','thu','fri','sat'];
begin
  if v_s ~ '^([1-9]|[1-5][0-9]) seconds?$' or v_s ~ '^@(yearly|annually|monthly|weekly|daily|hourly|reboot)$' then
    return true;
  end if;
  v_fields := regexp_split_to_array(v_s, '\s+');
  if array_length(v_fields, 1) <> 5 then
    return false;
  end if;
  -- names become numbers (months in field 4, weekdays in field 5)
  for i in 1..12 loop
    v_fields[4] := replace(v_fields[4], v_months[i], i::text);
  end loop;
  for i in 1..7 loop
    v_fields[5] := replace(v_fields[5], v_days[i], (i - 1)::text);
  end loop;
  for i in 1..5 loop
    foreach v_part in array string_to_array(v_fields[i], ',') loop
      v_m := regexp_match(v_part, '^(\*|(\d+)(-(\d+))?)(/(\d+))?$');
      if v_m is null or (v_m[6] is not null and v_m[6]::int < 1) then
        return false;
      end if;
      if v_m[1] <> '*' then
        v_lo := v_m[2]::int;
        v_hi := coalesce(v_m[4]::int, v_lo);
        if v_lo < v_min[i] or v_hi > v_max[i] or v_lo > v_hi then
          return false;
        end if;
      end if;
    end loop;
  end loop;
  return true;
end;
$$;
-- The caller, as pg_cron records it in cron.job.username (the role its jobs run as): the functions
-- are security definer (hosted postgres may not write cron.job directly, only through them:
-- supabase/postgres 20231020085357_revoke_writes_on_cron_job_from_postgres.sql), so the caller is
-- the role set with SET ROLE, or the session user.
create or replace function cron._caller() returns text
language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('role', true), 'none'), session_user::text)
$$;
create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql security definer set search_path = '' as $$
declare v_id bigint;
begin
  if not cron.valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
  insert into cron.job (jobname, schedule, command, username) values (job_name, schedule, command, cron._caller())
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, username = excluded.username, active = true
  returning jobid into v_id;
  return v_id;
end;
$$;
create or replace function cron.schedule(schedule text, command text) returns bigint
language plpgsql security definer set search_path = '' as $$
declare v_id bigint;
begin
  if not cron.valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
  insert into cron.job (schedule, command, username) values (schedule, command, cron._caller()) returning jobid into v_id;
  return v_id;
end;
$$;
create or replace function cron.unschedule(job_name text) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  delete from cron.job j where j.jobname = job_name;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end;
$$;
create or replace function cron.unschedule(job_id bigint) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  delete from cron.job j where j.jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end;
$$;
revoke all on all functions in schema cron from public;
grant execute on all functions in schema cron to postgres, supabase_migrator;
grant usage on schema cron to supabase_migrator;
grant select on cron.job, cron.job_run_details to supabase_migrator;

-- graphql_public exists on hosted projects; some migrations grant on it
create schema if not exists graphql_public;
grant usage on schema graphql_public to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- What hosted postgres may do to the platform's tables without owning them. Hosted Supabase
-- lets it create, alter and drop policies, and drop triggers, on a fixed list of tables
-- (supautils.policy_grants / supautils.drop_trigger_grants: auth.audit_log_entries,
-- auth.identities, auth.refresh_tokens, auth.sessions, auth.users, realtime.messages,
-- storage.buckets, storage.migrations, storage.objects, storage.s3_multipart_uploads[_parts]),
-- and create triggers where it holds TRIGGER; anything else on them (ALTER TABLE ... ENABLE ROW
-- LEVEL SECURITY, new columns, functions in those schemas...) fails with "must be owner".
-- Plain PostgreSQL has no supautils: the migration role is a member of the three admin roles so
-- that the allowed commands pass, and these event triggers refuse everything else it does there.
create schema if not exists _local;
revoke all on schema _local from public;
create or replace function _local.platform_ddl_guard() returns event_trigger
language plpgsql set search_path = '' as $$
declare
  c record;
  v_table text;
  v_granted text[] := array['auth.audit_log_entries', 'auth.identities', 'auth.refresh_tokens', 'auth.sessions',
    'auth.users', 'realtime.messages', 'storage.buckets', 'storage.migrations', 'storage.objects',
    'storage.s3_multipart_uploads', 'storage.s3_multipart_uploads_parts'];
begin
  if current_user::text <> 'supabase_migrator' then
    return;
  end if;
  if tg_event = 'sql_drop' then
    for c in select * from pg_event_trigger_dropped_objects() loop
      v_table := substring(c.object_identity from ' on (.*)$');
      continue when coalesce(c.schema_name, split_part(v_table, '.', 1), '') not in ('auth', 'storage', 'realtime');
      continue when c.object_type in ('policy', 'trigger') and v_table = any (v_granted);
      continue when c.object_type in ('policy', 'trigger') and c.is_temporary;
      raise exception 'must be owner of % %', c.object_type, c.object_identity using errcode = '42501';
    end loop;
    return;
  end if;
  for c in select * from pg_event_trigger_ddl_commands() loop
    -- a policy or trigger is reported as '<name> on <schema>.<table>', without a schema of its own
    v_table := substring(c.object_identity from ' on (.*)$');
    continue when coalesce(c.schema_name, split_part(v_table, '.', 1), '') not in ('auth', 'storage', 'realtime');
    continue when c.command_tag in ('GRANT', 'REVOKE');
    continue when c.command_tag in ('CREATE POLICY', 'ALTER POLICY') and v_table = any (v_granted);
    -- CREATE TRIGGER needs the TRIGGER privilege, which hosted postgres holds on these tables
    continue when c.command_tag = 'CREATE TRIGGER' and v_table is not null
      and has_table_privilege(v_table, 'TRIGGER');
    raise exception 'must be owner of % %', lower(c.object_type), coalesce(v_table, c.object_identity)
      using errcode = '42501';
  end loop;
end;
$$;
do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'platform_ddl_guard') then
    create event trigger platform_ddl_guard on ddl_command_end execute function _local.platform_ddl_guard();
  end if;
  if not exists (select 1 from pg_event_trigger where evtname = 'platform_drop_guard') then
    create event trigger platform_drop_guard on sql_drop execute function _local.platform_ddl_guard();
  end if;
end $$;
grant supabase_auth_admin, supabase_storage_admin, supabase_realtime_admin to supabase_migrator;

-- A database migrated before the migrations ran as supabase_migrator (platform version < 6) holds
-- the project's objects as the connecting superuser: they are handed to the migration role, as
-- if it had created them, so later migrations can replace and alter them.
do $$
declare
  r record;
  v_platform text[] := array['pg_catalog', 'information_schema', 'pg_toast', 'auth', 'storage', 'realtime', 'cron',
    'extensions', 'graphql_public', '_local'];
begin
  for r in select n.nspname from pg_namespace n
            where n.nspowner = (select oid from pg_roles where rolname = current_user)
              and n.nspname <> all (v_platform) and n.nspname not like 'pg\_%' and n.nspname <> 'public' loop
    execute format('alter schema %I owner to supabase_migrator', r.nspname);
  end loop;
  for r in select c.oid::regclass as rel, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where c.relowner = (select oid from pg_roles where rolname = current_user)
              and n.nspname <> all (v_platform) and n.nspname not like 'pg\_%'
              and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S', 'c')
              and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
              -- a sequence owned by a column follows its table
              and not (c.relkind = 'S' and exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
                         and d.objid = c.oid and d.deptype in ('a', 'i'))) loop
    if r.relkind = 'c' then
      execute format('alter type %s owner to supabase_migrator', r.rel);
    elsif r.relkind = 'S' then
      execute format('alter sequence %s owner to supabase_migrator', r.rel);
    elsif r.relkind in ('v') then
      execute format('alter view %s owner to supabase_migrator', r.rel);
    elsif r.relkind in ('m') then
      execute format('alter materialized view %s owner to supabase_migrator', r.rel);
    elsif r.relkind in ('f') then
      execute format('alter foreign table %s owner to supabase_migrator', r.rel);
    else
      execute format('alter table %s owner to supabase_migrator', r.rel);
    end if;
  end loop;
  for r in select t.oid::regtype as typ from pg_type t join pg_namespace n on n.oid = t.typnamespace
            where t.typowner = (select oid from pg_roles where rolname = current_user)
              and n.nspname <> all (v_platform) and n.nspname not like 'pg\_%'
              and t.typtype in ('e', 'd', 'r')
              and not exists (select 1 from pg_depend d where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e') loop
    execute format('alter type %s owner to supabase_migrator', r.typ);
  end loop;
  for r in select p.oid::regprocedure as fn, p.prokind from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where p.proowner = (select oid from pg_roles where rolname = current_user)
              and n.nspname <> all (v_platform) and n.nspname not like 'pg\_%'
              and p.prokind in ('f', 'p')
              and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e') loop
    execute format('alter routine %s owner to supabase_migrator', r.fn);
  end loop;
end $$;

-- the local server's own bookkeeping (not part of Supabase)
create schema if not exists _local;
revoke all on schema _local from public;
create table if not exists _local.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
create table if not exists _local.state (
  key text primary key,
  value text not null
);
