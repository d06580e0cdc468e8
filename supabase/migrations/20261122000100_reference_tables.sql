-- Reference tables: consultation categories (two levels), Korean regions, languages lawyers speak.
-- Also the `private` schema that holds helpers which must never be reachable through the API
-- (PostgREST exposes `public` only), and the shared `updated_at` trigger.
--
-- Reference rows are product data shipped by `..._reference_data.sql`; nobody writes them
-- through the API (no insert/update/delete privilege or policy for anon/authenticated).

-- ---------------------------------------------------------------------------------------------
-- private schema: helper functions used by policies, triggers and the privileged functions.
create schema if not exists private;
revoke all on schema private from public;
-- usage only, so that policies evaluated as anon/authenticated can call the few helpers whose
-- EXECUTE is granted explicitly; every function in it revokes EXECUTE from public.
grant usage on schema private to anon, authenticated, service_role;

create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke execute on function private.set_updated_at() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- consultation_categories: 14 top-level categories and their sub-categories.
-- Ids are stable slugs ("category keys"): 'immigration-visa', 'immigration-visa.student-visa'.
-- A top-level category has parent_id null and description null; a sub-category's description
-- equals its parent's name_english (the spec's marker), enforced by the composite foreign key.
create table public.consultation_categories (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)?$' and length(id) <= 100),
  parent_id text,
  name_korean text not null check (length(btrim(name_korean)) between 1 and 100),
  name_english text not null check (length(btrim(name_english)) between 1 and 100),
  description text,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  constraint consultation_categories_id_name_key unique (id, name_english),
  constraint consultation_categories_parent_fkey foreign key (parent_id, description)
    references public.consultation_categories (id, name_english) on update cascade on delete restrict,
  constraint consultation_categories_level_check check ((parent_id is null) = (description is null)),
  constraint consultation_categories_not_own_parent check (parent_id is null or parent_id <> id)
);
comment on table public.consultation_categories is
  'Consultation categories (lawyer specialties). Top level: parent_id and description null. Sub-category: description = parent''s name_english.';
create unique index consultation_categories_top_name_key on public.consultation_categories (name_english) where parent_id is null;
create unique index consultation_categories_sub_name_key on public.consultation_categories (parent_id, name_english) where parent_id is not null;
create index consultation_categories_parent_idx on public.consultation_categories (parent_id, description);

-- Two levels only: a parent must itself be top-level.
create function private.check_category_depth()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.parent_id is not null and exists (
    select 1 from public.consultation_categories c where c.id = new.parent_id and c.parent_id is not null
  ) then
    raise exception 'A sub-category''s parent must be a top-level category' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_category_depth() from public, anon, authenticated;
create trigger consultation_categories_depth
  before insert or update of parent_id on public.consultation_categories
  for each row execute function private.check_category_depth();

alter table public.consultation_categories enable row level security;
revoke all on public.consultation_categories from anon, authenticated;
grant select on public.consultation_categories to anon, authenticated;
create policy consultation_categories_select_anon on public.consultation_categories
  for select to anon using (true);
create policy consultation_categories_select_authenticated on public.consultation_categories
  for select to authenticated using (true);

-- ---------------------------------------------------------------------------------------------
-- regions: the 17 Korean metropolitan cities / provinces, plus 'online' (nationwide).
create table public.regions (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(id) <= 50),
  name_korean text not null unique check (length(btrim(name_korean)) between 1 and 100),
  name_english text not null unique check (length(btrim(name_english)) between 1 and 100),
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
alter table public.regions enable row level security;
revoke all on public.regions from anon, authenticated;
grant select on public.regions to anon, authenticated;
create policy regions_select_anon on public.regions for select to anon using (true);
create policy regions_select_authenticated on public.regions for select to authenticated using (true);

-- ---------------------------------------------------------------------------------------------
-- languages: languages lawyers speak without an interpreter. Id = ISO 639-1 code.
create table public.languages (
  id text primary key check (id ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$'),
  name_korean text not null unique check (length(btrim(name_korean)) between 1 and 100),
  name_english text not null unique check (length(btrim(name_english)) between 1 and 100),
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
alter table public.languages enable row level security;
revoke all on public.languages from anon, authenticated;
grant select on public.languages to anon, authenticated;
create policy languages_select_anon on public.languages for select to anon using (true);
create policy languages_select_authenticated on public.languages for select to authenticated using (true);
