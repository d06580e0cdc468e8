-- Profiles (one per auth user, created by a trigger on auth.users), roles, the is_admin() helper
-- and the append-only audit log that every privileged function writes to.

create type public.app_role as enum ('client', 'lawyer', 'admin');
create type public.gender as enum ('male', 'female', 'other');

-- ---------------------------------------------------------------------------------------------
-- profiles
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name_korean text check (length(name_korean) <= 100),
  name_english text check (length(name_english) <= 100),
  -- the login e-mail, copied from auth.users by trigger; not writable through the API
  email text check (length(email) <= 255),
  phone text check (length(phone) <= 50),
  birth_date date check (birth_date between date '1900-01-01' and date '2100-01-01'),
  gender public.gender,
  nationality text check (length(nationality) <= 100),
  current_country text check (length(current_country) <= 100),
  current_city text check (length(current_city) <= 100),
  -- ids of consultation_categories (validated by trigger: arrays cannot carry foreign keys)
  interest_categories text[] not null default '{}' check (cardinality(interest_categories) <= 30),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.profiles.email is 'Login e-mail, synchronised from auth.users; read-only for users.';
comment on column public.profiles.interest_categories is 'consultation_categories ids the member is interested in.';
create index profiles_created_at_idx on public.profiles (created_at desc);

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();

-- interest_categories must name existing categories
create function private.check_interest_categories()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.interest_categories is null then
    new.interest_categories := '{}';
  end if;
  if exists (
    select 1 from unnest(new.interest_categories) as x(id)
    where not exists (select 1 from public.consultation_categories c where c.id = x.id)
  ) then
    raise exception 'Unknown interest category' using errcode = '23503';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_interest_categories() from public, anon, authenticated;
create trigger profiles_check_interest_categories
  before insert or update of interest_categories on public.profiles
  for each row execute function private.check_interest_categories();

-- ---------------------------------------------------------------------------------------------
-- user_roles
create table public.user_roles (
  user_id uuid not null references public.profiles (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  primary key (user_id, role)
);
create index user_roles_role_idx on public.user_roles (role);

-- is_admin(): the caller holds the admin role. Stable and security definer so that policies can
-- call it without the caller being able to read user_roles of others.
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    where r.user_id = (select auth.uid()) and r.role = 'admin'
  );
$$;
revoke execute on function private.is_admin() from public, anon, authenticated;
grant execute on function private.is_admin() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- audit_log: append-only record of privileged actions (who, what, when, before/after).
-- Written only by security definer functions and triggers; admins read it; nobody (not even
-- service_role through the API) updates or deletes it.
create table public.audit_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  actor_id uuid,
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  entity_type text not null check (length(entity_type) <= 64),
  entity_id text check (length(entity_id) <= 200),
  before jsonb,
  after jsonb,
  details jsonb
);
comment on table public.audit_log is 'Append-only audit trail. actor_id = auth.uid() of the caller, null for the platform/operator.';
comment on column public.audit_log.actor_id is 'auth.uid() of the caller; null when done by the platform (service role, operator scripts, scheduled jobs).';
create index audit_log_entity_idx on public.audit_log (entity_type, entity_id);
create index audit_log_actor_idx on public.audit_log (actor_id);
create index audit_log_created_at_idx on public.audit_log (created_at desc);

alter table public.audit_log enable row level security;
revoke all on public.audit_log from anon, authenticated, service_role;
grant select on public.audit_log to authenticated, service_role;
create policy audit_log_select_admin on public.audit_log
  for select to authenticated using ((select private.is_admin()));

create function private.audit_log_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'audit_log is append-only' using errcode = '42501';
end;
$$;
revoke execute on function private.audit_log_append_only() from public, anon, authenticated;
create trigger audit_log_no_update_delete before update or delete on public.audit_log
  for each row execute function private.audit_log_append_only();
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function private.audit_log_append_only();

create function private.write_audit(
  p_action text,
  p_entity_type text,
  p_entity_id text,
  p_before jsonb,
  p_after jsonb,
  p_details jsonb default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, action, entity_type, entity_id, before, after, details)
  values ((select auth.uid()), p_action, p_entity_type, p_entity_id, p_before, p_after, p_details);
$$;
revoke execute on function private.write_audit(text, text, text, jsonb, jsonb, jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- profiles: RLS and column privileges
alter table public.profiles enable row level security;
revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
-- e-mail, id and timestamps are not writable by users
grant update (name_korean, name_english, phone, birth_date, gender, nationality, current_country, current_city, interest_categories)
  on public.profiles to authenticated;

create policy profiles_select_own_or_admin on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));
create policy profiles_update_own on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
-- no insert policy (the auth trigger creates the row), no delete policy (account deletion
-- goes through auth and cascades).

-- ---------------------------------------------------------------------------------------------
-- user_roles: RLS. A user reads their own roles (the apps' role checks); admins read all.
-- The only self-service write: a user may give themselves the role 'client'. The 'lawyer' role
-- comes with the lawyer sign-up (trigger on lawyers), 'admin' only from the operator command.
alter table public.user_roles enable row level security;
revoke all on public.user_roles from anon, authenticated;
grant select on public.user_roles to authenticated;
grant insert (user_id, role) on public.user_roles to authenticated;

create policy user_roles_select_own_or_admin on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy user_roles_insert_self_client on public.user_roles
  for insert to authenticated
  with check (user_id = (select auth.uid()) and role = 'client');

create function private.audit_user_roles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.write_audit('role.grant', 'user_roles', new.user_id::text, null,
      jsonb_build_object('user_id', new.user_id, 'role', new.role));
    return new;
  else
    perform private.write_audit('role.revoke', 'user_roles', old.user_id::text,
      jsonb_build_object('user_id', old.user_id, 'role', old.role), null);
    return old;
  end if;
end;
$$;
revoke execute on function private.audit_user_roles() from public, anon, authenticated;
create trigger user_roles_audit after insert or delete on public.user_roles
  for each row execute function private.audit_user_roles();

-- ---------------------------------------------------------------------------------------------
-- New auth user -> profiles row. Reads the sign-up metadata the apps send:
--   client sign-up:  {name}            (then the app updates the profile with the other fields)
--   lawyer sign-up:  {name_korean, name_english}
-- and, when present, phone, birth_date, gender, nationality, current_country, current_city,
-- interest_categories. Tolerant: blank, malformed or unknown values become null / are dropped,
-- so a sign-up never fails because of metadata.
create function private.metadata_text(meta jsonb, key text, max_len integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(meta -> key) in ('string', 'number')
    then nullif(left(btrim(meta ->> key), max_len), '') end;
$$;
revoke execute on function private.metadata_text(jsonb, text, integer) from public, anon, authenticated;

create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := case when jsonb_typeof(new.raw_user_meta_data) = 'object' then new.raw_user_meta_data else '{}'::jsonb end;
  v_birth date;
  v_gender public.gender;
  v_interests text[] := '{}';
  v_birth_text text := private.metadata_text(meta, 'birth_date', 40);
  v_gender_text text := lower(private.metadata_text(meta, 'gender', 20));
begin
  if v_birth_text ~ '^\d{4}-\d{2}-\d{2}' then
    begin
      v_birth := left(v_birth_text, 10)::date;
      if v_birth < date '1900-01-01' or v_birth > current_date then
        v_birth := null;
      end if;
    exception when others then
      v_birth := null;
    end;
  end if;
  if v_gender_text in ('male', 'female', 'other') then
    v_gender := v_gender_text::public.gender;
  end if;
  if jsonb_typeof(meta -> 'interest_categories') = 'array' then
    select coalesce(array_agg(distinct c.id order by c.id), '{}') into v_interests
    from jsonb_array_elements(meta -> 'interest_categories') as e(value)
    join public.consultation_categories c on c.id = (e.value #>> '{}')
    where jsonb_typeof(e.value) = 'string';
  end if;

  insert into public.profiles (
    id, email, name_korean, name_english, phone, birth_date, gender,
    nationality, current_country, current_city, interest_categories
  ) values (
    new.id,
    left(new.email, 255),
    private.metadata_text(meta, 'name_korean', 100),
    coalesce(private.metadata_text(meta, 'name_english', 100), private.metadata_text(meta, 'name', 100)),
    private.metadata_text(meta, 'phone', 50),
    v_birth,
    v_gender,
    private.metadata_text(meta, 'nationality', 100),
    private.metadata_text(meta, 'current_country', 100),
    private.metadata_text(meta, 'current_city', 100),
    v_interests
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
revoke execute on function private.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- The login e-mail can change only through auth (confirmed e-mail change); keep the copy in sync.
create function private.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = left(new.email, 255) where id = new.id;
  return new;
end;
$$;
revoke execute on function private.handle_user_email_change() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function private.handle_user_email_change();

-- Users that existed before this migration (a hosted project with accounts) get their profile.
insert into public.profiles (id, email, name_korean, name_english)
select u.id, left(u.email, 255),
       private.metadata_text(coalesce(u.raw_user_meta_data, '{}'), 'name_korean', 100),
       coalesce(private.metadata_text(coalesce(u.raw_user_meta_data, '{}'), 'name_english', 100),
                private.metadata_text(coalesce(u.raw_user_meta_data, '{}'), 'name', 100))
from auth.users u
on conflict (id) do nothing;
