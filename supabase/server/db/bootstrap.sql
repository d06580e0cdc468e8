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
  if not exists (select 1 from pg_roles where rolname = 'dashboard_user') then create role dashboard_user nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'postgres') then create role postgres superuser login; end if;
end $$;

alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
grant anon, authenticated, service_role to authenticator;

-- extensions
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;

-- public schema grants and default privileges (every new table is granted; RLS is the guard)
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- auth schema (GoTrue)
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

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
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip text,
  tag text
);
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
do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null; end $$;
do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null; end $$;
do $$ begin
  create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
exception when duplicate_object then null; end $$;
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

-- ---------------------------------------------------------------------------------------------
-- storage schema
create schema if not exists storage;
grant usage on schema storage to postgres, anon, authenticated, service_role;

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
  type text not null default 'STANDARD'
);
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
  user_metadata jsonb
);
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

-- ---------------------------------------------------------------------------------------------
-- realtime: the publication migrations add their tables to
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;

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
create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql set search_path = '' as $$
declare v_id bigint;
begin
  if not cron.valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into v_id;
  return v_id;
end;
$$;
create or replace function cron.schedule(schedule text, command text) returns bigint
language plpgsql set search_path = '' as $$
declare v_id bigint;
begin
  if not cron.valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into v_id;
  return v_id;
end;
$$;
create or replace function cron.unschedule(job_name text) returns boolean
language plpgsql set search_path = '' as $$
begin
  delete from cron.job j where j.jobname = job_name;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end;
$$;
create or replace function cron.unschedule(job_id bigint) returns boolean
language plpgsql set search_path = '' as $$
begin
  delete from cron.job j where j.jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end;
$$;
revoke all on all functions in schema cron from public;
grant execute on all functions in schema cron to postgres;

-- graphql_public exists on hosted projects; some migrations grant on it
create schema if not exists graphql_public;
grant usage on schema graphql_public to anon, authenticated, service_role;

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
