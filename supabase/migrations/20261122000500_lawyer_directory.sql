-- lawyer_directory: the public face of approved and visible lawyers.
--
-- A table (not a view) maintained by triggers from lawyers, profiles and the link tables. It
-- holds exactly the public columns (names, photo, firm, school, licence year and type, office
-- contacts, fees, bio, cases, certifications, PR text, specialties, regions, languages) and a
-- row exists only while the lawyer is approved and visible. Why a table:
--   * anon must not read lawyers or profiles at all (e-mails, phones, birth dates, credits, bar
--     numbers, certificate paths), and RLS filters rows, not columns;
--   * a definer-rights view is a splinter ERROR (0010) and cannot be subscribed to;
--   * the public lists refresh live: realtime delivers changes of a published table to
--     subscribers that may SELECT the row; every row here is public, so nothing leaks.
-- Specialties, regions and languages are carried as id arrays (filter with `cs`, e.g.
-- `practice_area_ids=cs.{criminal}`) and as JSON lists with names (no embedding needed).

create table public.lawyer_directory (
  id uuid primary key references public.lawyers (id) on delete cascade,
  name_korean text,
  name_english text,
  qualification_type public.qualification_type not null,
  bar_association_year integer,
  law_firm text,
  school text,
  office_phone text,
  office_email text,
  office_address text,
  bio text,
  major_cases text,
  other_certifications text,
  other_languages text,
  free_pr text,
  fee_20min integer,
  fee_40min integer,
  fee_60min integer,
  profile_photo_url text,
  -- consultation_categories ids chosen by the lawyer (sub-categories and/or top-level)
  specialty_ids text[] not null default '{}',
  -- the top-level categories those specialties belong to
  practice_area_ids text[] not null default '{}',
  region_ids text[] not null default '{}',
  language_ids text[] not null default '{}',
  -- [{id, parent_id, name_korean, name_english, description}] in category order
  specialty_list jsonb not null default '[]',
  -- [{id, name_korean, name_english}]
  region_list jsonb not null default '[]',
  language_list jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.lawyer_directory is
  'Public face of approved and visible lawyers (maintained by triggers; read-only for everyone).';
create index lawyer_directory_practice_areas_idx on public.lawyer_directory using gin (practice_area_ids);
create index lawyer_directory_specialties_idx on public.lawyer_directory using gin (specialty_ids);
create index lawyer_directory_regions_idx on public.lawyer_directory using gin (region_ids);

alter table public.lawyer_directory enable row level security;
revoke all on public.lawyer_directory from anon, authenticated;
grant select on public.lawyer_directory to anon, authenticated;
create policy lawyer_directory_select_anon on public.lawyer_directory
  for select to anon using (true);
create policy lawyer_directory_select_authenticated on public.lawyer_directory
  for select to authenticated using (true);

-- ---------------------------------------------------------------------------------------------
-- Synchronisation
create function private.refresh_lawyer_directory(p_lawyer_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_lawyer_ids is null or cardinality(p_lawyer_ids) = 0 then
    return;
  end if;

  delete from public.lawyer_directory d
   where d.id = any (p_lawyer_ids)
     and not exists (select 1 from public.lawyers l where l.id = d.id and l.is_approved and l.is_visible);

  insert into public.lawyer_directory as d (
    id, name_korean, name_english, qualification_type, bar_association_year, law_firm, school,
    office_phone, office_email, office_address, bio, major_cases, other_certifications,
    other_languages, free_pr, fee_20min, fee_40min, fee_60min, profile_photo_url,
    specialty_ids, practice_area_ids, region_ids, language_ids,
    specialty_list, region_list, language_list
  )
  select
    l.id, p.name_korean, p.name_english, l.qualification_type, l.bar_association_year, l.law_firm, l.school,
    l.office_phone, l.office_email, l.office_address, l.bio, l.major_cases, l.other_certifications,
    l.other_languages, l.free_pr, l.fee_20min, l.fee_40min, l.fee_60min, l.profile_photo_url,
    coalesce(sp.ids, '{}'), coalesce(sp.top_ids, '{}'), coalesce(rg.ids, '{}'), coalesce(lg.ids, '{}'),
    coalesce(sp.list, '[]'), coalesce(rg.list, '[]'), coalesce(lg.list, '[]')
  from public.lawyers l
  join public.profiles p on p.id = l.id
  left join lateral (
    select array_agg(c.id order by c.sort_order, c.id) as ids,
           array(select distinct coalesce(c2.parent_id, c2.id)
                   from public.lawyer_specialties s2
                   join public.consultation_categories c2 on c2.id = s2.category_id
                  where s2.lawyer_id = l.id
                  order by 1) as top_ids,
           jsonb_agg(jsonb_build_object('id', c.id, 'parent_id', c.parent_id, 'name_korean', c.name_korean,
                                        'name_english', c.name_english, 'description', c.description)
                     order by c.sort_order, c.id) as list
      from public.lawyer_specialties s
      join public.consultation_categories c on c.id = s.category_id
     where s.lawyer_id = l.id
  ) sp on true
  left join lateral (
    select array_agg(r.id order by r.sort_order, r.id) as ids,
           jsonb_agg(jsonb_build_object('id', r.id, 'name_korean', r.name_korean, 'name_english', r.name_english)
                     order by r.sort_order, r.id) as list
      from public.lawyer_regions lr
      join public.regions r on r.id = lr.region_id
     where lr.lawyer_id = l.id
  ) rg on true
  left join lateral (
    select array_agg(g.id order by g.sort_order, g.id) as ids,
           jsonb_agg(jsonb_build_object('id', g.id, 'name_korean', g.name_korean, 'name_english', g.name_english)
                     order by g.sort_order, g.id) as list
      from public.lawyer_languages ll
      join public.languages g on g.id = ll.language_id
     where ll.lawyer_id = l.id
  ) lg on true
  where l.id = any (p_lawyer_ids) and l.is_approved and l.is_visible
  on conflict (id) do update set
    name_korean = excluded.name_korean, name_english = excluded.name_english,
    qualification_type = excluded.qualification_type, bar_association_year = excluded.bar_association_year,
    law_firm = excluded.law_firm, school = excluded.school, office_phone = excluded.office_phone,
    office_email = excluded.office_email, office_address = excluded.office_address, bio = excluded.bio,
    major_cases = excluded.major_cases, other_certifications = excluded.other_certifications,
    other_languages = excluded.other_languages, free_pr = excluded.free_pr,
    fee_20min = excluded.fee_20min, fee_40min = excluded.fee_40min, fee_60min = excluded.fee_60min,
    profile_photo_url = excluded.profile_photo_url, specialty_ids = excluded.specialty_ids,
    practice_area_ids = excluded.practice_area_ids, region_ids = excluded.region_ids,
    language_ids = excluded.language_ids, specialty_list = excluded.specialty_list,
    region_list = excluded.region_list, language_list = excluded.language_list,
    updated_at = now()
  where (d.name_korean, d.name_english, d.qualification_type, d.bar_association_year, d.law_firm, d.school,
         d.office_phone, d.office_email, d.office_address, d.bio, d.major_cases, d.other_certifications,
         d.other_languages, d.free_pr, d.fee_20min, d.fee_40min, d.fee_60min, d.profile_photo_url,
         d.specialty_ids, d.practice_area_ids, d.region_ids, d.language_ids,
         d.specialty_list, d.region_list, d.language_list)
     is distinct from
        (excluded.name_korean, excluded.name_english, excluded.qualification_type, excluded.bar_association_year,
         excluded.law_firm, excluded.school, excluded.office_phone, excluded.office_email, excluded.office_address,
         excluded.bio, excluded.major_cases, excluded.other_certifications, excluded.other_languages,
         excluded.free_pr, excluded.fee_20min, excluded.fee_40min, excluded.fee_60min, excluded.profile_photo_url,
         excluded.specialty_ids, excluded.practice_area_ids, excluded.region_ids, excluded.language_ids,
         excluded.specialty_list, excluded.region_list, excluded.language_list);
end;
$$;
revoke execute on function private.refresh_lawyer_directory(uuid[]) from public, anon, authenticated;

-- lawyers rows
create function private.sync_directory_from_lawyers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.refresh_lawyer_directory(array[old.id]);
    return old;
  end if;
  perform private.refresh_lawyer_directory(array[new.id]);
  return new;
end;
$$;
revoke execute on function private.sync_directory_from_lawyers() from public, anon, authenticated;
create trigger lawyers_sync_directory after insert or update or delete on public.lawyers
  for each row execute function private.sync_directory_from_lawyers();

-- the public names live in profiles
create function private.sync_directory_from_profiles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.lawyers l where l.id = new.id) then
    perform private.refresh_lawyer_directory(array[new.id]);
  end if;
  return new;
end;
$$;
revoke execute on function private.sync_directory_from_profiles() from public, anon, authenticated;
create trigger profiles_sync_directory after update of name_korean, name_english on public.profiles
  for each row execute function private.sync_directory_from_profiles();

-- link tables: once per statement (the profile screen deletes all rows, then inserts a list)
create function private.sync_directory_from_links_new()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_lawyer_directory(array(select distinct n.lawyer_id from new_rows n));
  return null;
end;
$$;
create function private.sync_directory_from_links_old()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_lawyer_directory(array(select distinct o.lawyer_id from old_rows o));
  return null;
end;
$$;
revoke execute on function private.sync_directory_from_links_new() from public, anon, authenticated;
revoke execute on function private.sync_directory_from_links_old() from public, anon, authenticated;

create trigger lawyer_specialties_sync_directory_ins after insert on public.lawyer_specialties
  referencing new table as new_rows for each statement execute function private.sync_directory_from_links_new();
create trigger lawyer_specialties_sync_directory_del after delete on public.lawyer_specialties
  referencing old table as old_rows for each statement execute function private.sync_directory_from_links_old();
create trigger lawyer_specialties_sync_directory_upd after update on public.lawyer_specialties
  referencing new table as new_rows for each statement execute function private.sync_directory_from_links_new();
create trigger lawyer_regions_sync_directory_ins after insert on public.lawyer_regions
  referencing new table as new_rows for each statement execute function private.sync_directory_from_links_new();
create trigger lawyer_regions_sync_directory_del after delete on public.lawyer_regions
  referencing old table as old_rows for each statement execute function private.sync_directory_from_links_old();
create trigger lawyer_regions_sync_directory_upd after update on public.lawyer_regions
  referencing new table as new_rows for each statement execute function private.sync_directory_from_links_new();
create trigger lawyer_languages_sync_directory_ins after insert on public.lawyer_languages
  referencing new table as new_rows for each statement execute function private.sync_directory_from_links_new();
create trigger lawyer_languages_sync_directory_del after delete on public.lawyer_languages
  referencing old table as old_rows for each statement execute function private.sync_directory_from_links_old();
create trigger lawyer_languages_sync_directory_upd after update on public.lawyer_languages
  referencing new table as new_rows for each statement execute function private.sync_directory_from_links_new();

-- reference names changed (migrations only): refresh every listed lawyer
create function private.sync_directory_all()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_lawyer_directory(array(select l.id from public.lawyers l where l.is_approved and l.is_visible));
  return null;
end;
$$;
revoke execute on function private.sync_directory_all() from public, anon, authenticated;
create trigger consultation_categories_sync_directory after update or delete on public.consultation_categories
  for each statement execute function private.sync_directory_all();
create trigger regions_sync_directory after update or delete on public.regions
  for each statement execute function private.sync_directory_all();
create trigger languages_sync_directory after update or delete on public.languages
  for each statement execute function private.sync_directory_all();
