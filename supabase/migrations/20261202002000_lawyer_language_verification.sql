-- Verified language ability (issue 29, item 2).
--
-- A lawyer declares each language with a level (native, fluent, working); an administrator
-- verifies or rejects a declaration after an interview; the public sees which languages are
-- verified (lawyer_directory.verified_languages).
--
--   lawyer_languages.level             the declared level (public, like the declaration itself).
--                                      lawyer_languages stays the list of declared languages that
--                                      lawyer_directory.language_ids and booking read.
--   lawyer_language_verifications      one row per declaration (created and reset by triggers):
--                                      verified_at / rejected_at, the reviewer and the note. Read
--                                      by the lawyer (own) and administrators only: a rejection and
--                                      its note are not public. Nobody writes it directly.
--   set_lawyer_languages(languages)    the lawyer's save: the whole list with levels in one
--                                      transaction; a language kept at the same level keeps its
--                                      verification (the old delete-and-insert would drop them all).
--   admin_review_lawyer_language(...)  an administrator verifies or rejects (audited, the lawyer
--                                      is told: bell + e-mail).
-- A changed level resets the verification (trigger on lawyer_languages, whoever updates).

create type public.language_level as enum ('native', 'fluent', 'working');

-- Existing declarations had no level: the most modest one, until the lawyer says otherwise.
alter table public.lawyer_languages
  add column level public.language_level not null default 'working';
comment on column public.lawyer_languages.level is
  'Declared level. Changing it resets the verification (lawyer_language_verifications).';
-- the lawyer may name the level when inserting (sign-up); changes go through set_lawyer_languages
grant insert (level) on public.lawyer_languages to authenticated;

-- ---------------------------------------------------------------------------------------------
create table public.lawyer_language_verifications (
  -- only the foreign key to the declaration: a second one to lawyers or languages would make this
  -- table a many-to-many junction for PostgREST, and lawyer_languages?select=languages(...) or
  -- lawyers?select=lawyer_languages(...) ambiguous (PGRST201)
  lawyer_id uuid not null,
  language_id text not null,
  -- the declared level this state is about (kept equal to lawyer_languages.level by the triggers)
  level public.language_level not null,
  verified_at timestamptz,
  rejected_at timestamptz,
  reviewed_by uuid references public.profiles (id) on delete set null,
  review_note text check (length(review_note) <= 1000),
  status text not null generated always as (
    case when verified_at is not null then 'verified' when rejected_at is not null then 'rejected' else 'pending' end
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (lawyer_id, language_id),
  foreign key (lawyer_id, language_id) references public.lawyer_languages (lawyer_id, language_id)
    on update cascade on delete cascade,
  constraint lawyer_language_verifications_one_decision check (verified_at is null or rejected_at is null)
);
comment on table public.lawyer_language_verifications is
  'Review state of each declared language (pending / verified / rejected). Read by the lawyer (own) and admins; written only by triggers and admin_review_lawyer_language.';
create index lawyer_language_verifications_reviewed_by_idx on public.lawyer_language_verifications (reviewed_by);
create index lawyer_language_verifications_pending_idx on public.lawyer_language_verifications (created_at)
  where verified_at is null and rejected_at is null;
create trigger lawyer_language_verifications_set_updated_at before update on public.lawyer_language_verifications
  for each row execute function private.set_updated_at();

alter table public.lawyer_language_verifications enable row level security;
revoke all on public.lawyer_language_verifications from anon, authenticated;
grant select on public.lawyer_language_verifications to authenticated;
create policy lawyer_language_verifications_select_own_or_admin on public.lawyer_language_verifications
  for select to authenticated
  using (lawyer_id = (select auth.uid()) or (select private.is_admin()));
-- no insert, update or delete policy (and no grant): the triggers and the admin function write it

-- every existing declaration starts unverified
insert into public.lawyer_language_verifications (lawyer_id, language_id, level, created_at)
select ll.lawyer_id, ll.language_id, ll.level, ll.created_at from public.lawyer_languages ll
on conflict do nothing;

-- A new declaration is pending; a changed level starts over (the interview was about the old one).
create function private.lawyer_languages_sync_verification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- declared when the language was (the queue's 신고일)
    insert into public.lawyer_language_verifications (lawyer_id, language_id, level, created_at)
    values (new.lawyer_id, new.language_id, new.level, new.created_at)
    on conflict (lawyer_id, language_id) do update
      set level = excluded.level, verified_at = null, rejected_at = null, reviewed_by = null, review_note = null;
  elsif new.level is distinct from old.level then
    update public.lawyer_language_verifications v
       set level = new.level, verified_at = null, rejected_at = null, reviewed_by = null, review_note = null
     where v.lawyer_id = new.lawyer_id and v.language_id = new.language_id;
  end if;
  return null;
end;
$$;
revoke execute on function private.lawyer_languages_sync_verification() from public, anon, authenticated;
create trigger lawyer_languages_sync_verification after insert or update on public.lawyer_languages
  for each row execute function private.lawyer_languages_sync_verification();

-- ---------------------------------------------------------------------------------------------
-- lawyer_directory.verified_languages: the codes of the verified declarations
alter table public.lawyer_directory add column verified_languages text[] not null default '{}';
comment on column public.lawyer_directory.verified_languages is
  'Languages (ISO 639-1, a subset of language_ids) an administrator verified after an interview. Filter with cs, e.g. verified_languages=cs.{en}.';
create index lawyer_directory_languages_idx on public.lawyer_directory using gin (language_ids);
create index lawyer_directory_verified_languages_idx on public.lawyer_directory using gin (verified_languages);

-- As last defined in 20261122000500_lawyer_directory.sql, plus verified_languages and each
-- language's level in language_list.
create or replace function private.refresh_lawyer_directory(p_lawyer_ids uuid[])
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
    specialty_ids, practice_area_ids, region_ids, language_ids, verified_languages,
    specialty_list, region_list, language_list
  )
  select
    l.id, p.name_korean, p.name_english, l.qualification_type, l.bar_association_year, l.law_firm, l.school,
    l.office_phone, l.office_email, l.office_address, l.bio, l.major_cases, l.other_certifications,
    l.other_languages, l.free_pr, l.fee_20min, l.fee_40min, l.fee_60min, l.profile_photo_url,
    coalesce(sp.ids, '{}'), coalesce(sp.top_ids, '{}'), coalesce(rg.ids, '{}'), coalesce(lg.ids, '{}'),
    coalesce(lg.verified, '{}'),
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
           array_remove(array_agg(case when v.verified_at is not null and v.level = ll.level then g.id end
                                  order by g.sort_order, g.id), null) as verified,
           jsonb_agg(jsonb_build_object('id', g.id, 'name_korean', g.name_korean, 'name_english', g.name_english,
                                        'level', ll.level)
                     order by g.sort_order, g.id) as list
      from public.lawyer_languages ll
      join public.languages g on g.id = ll.language_id
      left join public.lawyer_language_verifications v on v.lawyer_id = ll.lawyer_id and v.language_id = ll.language_id
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
    language_ids = excluded.language_ids, verified_languages = excluded.verified_languages,
    specialty_list = excluded.specialty_list,
    region_list = excluded.region_list, language_list = excluded.language_list,
    updated_at = now()
  where (d.name_korean, d.name_english, d.qualification_type, d.bar_association_year, d.law_firm, d.school,
         d.office_phone, d.office_email, d.office_address, d.bio, d.major_cases, d.other_certifications,
         d.other_languages, d.free_pr, d.fee_20min, d.fee_40min, d.fee_60min, d.profile_photo_url,
         d.specialty_ids, d.practice_area_ids, d.region_ids, d.language_ids, d.verified_languages,
         d.specialty_list, d.region_list, d.language_list)
     is distinct from
        (excluded.name_korean, excluded.name_english, excluded.qualification_type, excluded.bar_association_year,
         excluded.law_firm, excluded.school, excluded.office_phone, excluded.office_email, excluded.office_address,
         excluded.bio, excluded.major_cases, excluded.other_certifications, excluded.other_languages,
         excluded.free_pr, excluded.fee_20min, excluded.fee_40min, excluded.fee_60min, excluded.profile_photo_url,
         excluded.specialty_ids, excluded.practice_area_ids, excluded.region_ids, excluded.language_ids,
         excluded.verified_languages,
         excluded.specialty_list, excluded.region_list, excluded.language_list);
end;
$$;
revoke execute on function private.refresh_lawyer_directory(uuid[]) from public, anon, authenticated;

-- a decision (or its reset) changes the public list: once per statement, as the link tables
create trigger lawyer_language_verifications_sync_directory_ins after insert on public.lawyer_language_verifications
  referencing new table as new_rows for each statement execute function private.sync_directory_from_links_new();
create trigger lawyer_language_verifications_sync_directory_upd after update on public.lawyer_language_verifications
  referencing new table as new_rows for each statement execute function private.sync_directory_from_links_new();

-- the levels now in language_list, for every listed lawyer
select private.refresh_lawyer_directory(array(select l.id from public.lawyers l where l.is_approved and l.is_visible));

-- ---------------------------------------------------------------------------------------------
-- The lawyer's save: the whole list of languages with levels, e.g.
--   set_lawyer_languages('[{"language_id":"en","level":"fluent"},{"language_id":"ko","level":"native"}]')
-- Languages left out are removed (with their verification); new ones start pending; a changed
-- level starts over (trigger above); an unchanged one keeps its verification. One transaction:
-- a bad entry changes nothing.
create function public.set_lawyer_languages(languages jsonb)
returns setof public.lawyer_languages
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := (select auth.uid());
  v_item jsonb;
  v_ids text[] := '{}';
begin
  if v_uid is null or not exists (select 1 from public.lawyers l where l.id = v_uid) then
    raise exception 'Lawyer profile not found' using errcode = 'PT404', hint = 'not_a_lawyer';
  end if;
  if set_lawyer_languages.languages is null or jsonb_typeof(set_lawyer_languages.languages) <> 'array'
     or jsonb_array_length(set_lawyer_languages.languages) > 50 then
    raise exception 'languages must be a list of {language_id, level}' using errcode = '22023', hint = 'invalid_input';
  end if;
  for v_item in select e from jsonb_array_elements(set_lawyer_languages.languages) e loop
    if jsonb_typeof(v_item) <> 'object' or jsonb_typeof(v_item -> 'language_id') <> 'string'
       or coalesce(v_item ->> 'level', '') not in ('native', 'fluent', 'working') then
      raise exception 'Each language needs a language_id and a level (native, fluent or working)'
        using errcode = '22023', hint = 'invalid_input';
    end if;
    if (v_item ->> 'language_id') = any (v_ids) then
      raise exception 'A language is listed twice' using errcode = '22023', hint = 'invalid_input';
    end if;
    if not exists (select 1 from public.languages g where g.id = v_item ->> 'language_id') then
      raise exception 'Unknown language' using errcode = '22023', hint = 'unknown_language';
    end if;
    v_ids := v_ids || (v_item ->> 'language_id');
  end loop;

  delete from public.lawyer_languages ll where ll.lawyer_id = v_uid and not (ll.language_id = any (v_ids));
  insert into public.lawyer_languages as ll (lawyer_id, language_id, level)
  select v_uid, e ->> 'language_id', (e ->> 'level')::public.language_level
    from jsonb_array_elements(set_lawyer_languages.languages) e
  on conflict (lawyer_id, language_id) do update set level = excluded.level
   where ll.level is distinct from excluded.level;

  return query select * from public.lawyer_languages ll where ll.lawyer_id = v_uid order by ll.language_id;
end;
$$;
revoke execute on function public.set_lawyer_languages(jsonb) from public, anon, authenticated;
grant execute on function public.set_lawyer_languages(jsonb) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- An administrator's decision after the interview. `level` is the level the administrator saw
-- (and interviewed for): if the lawyer changed it meanwhile, the decision is refused
-- (level_changed) rather than applied to a claim nobody checked. A rejection needs a note (the
-- lawyer is told why); a verification may carry one. Audited as lawyer.language_verify /
-- lawyer.language_reject; the lawyer gets the bell and an e-mail.
create function public.admin_review_lawyer_language(
  lawyer_id uuid,
  language_id text,
  level public.language_level,
  verified boolean,
  note text default null
)
returns public.lawyer_language_verifications
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_before public.lawyer_language_verifications;
  v_after public.lawyer_language_verifications;
  v_note text := nullif(btrim(coalesce(admin_review_lawyer_language.note, '')), '');
  v_name_ko text;
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if admin_review_lawyer_language.verified is null or admin_review_lawyer_language.level is null then
    raise exception 'level and verified are required' using errcode = '22023', hint = 'invalid_input';
  end if;
  if length(v_note) > 1000 then
    raise exception 'The note is longer than 1000 characters' using errcode = '22023', hint = 'invalid_input';
  end if;
  if not admin_review_lawyer_language.verified and v_note is null then
    raise exception 'A rejection needs a note for the lawyer' using errcode = '22023', hint = 'note_required';
  end if;
  select * into v_before from public.lawyer_language_verifications v
   where v.lawyer_id = admin_review_lawyer_language.lawyer_id and v.language_id = admin_review_lawyer_language.language_id
   for update;
  if not found then
    raise exception 'Language declaration not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if v_before.level <> admin_review_lawyer_language.level then
    raise exception 'The lawyer changed the level since; review the new level' using errcode = 'P0001', hint = 'level_changed';
  end if;

  update public.lawyer_language_verifications v
     set verified_at = case when admin_review_lawyer_language.verified then now() end,
         rejected_at = case when admin_review_lawyer_language.verified then null else now() end,
         reviewed_by = (select auth.uid()),
         review_note = v_note
   where v.lawyer_id = v_before.lawyer_id and v.language_id = v_before.language_id
  returning * into v_after;

  perform private.write_audit(
    case when v_after.verified_at is not null then 'lawyer.language_verify' else 'lawyer.language_reject' end,
    'lawyer_languages', v_after.lawyer_id::text || ':' || v_after.language_id,
    jsonb_build_object('status', v_before.status, 'level', v_before.level),
    jsonb_build_object('status', v_after.status, 'level', v_after.level),
    jsonb_build_object('language_id', v_after.language_id, 'note', v_note));

  select g.name_korean into v_name_ko from public.languages g where g.id = v_after.language_id;
  perform private.notify(
    case when v_after.verified_at is not null then 'lawyer_language_verified' else 'lawyer_language_rejected' end,
    v_after.lawyer_id,
    private.lawyer_notice(v_after.lawyer_id) || jsonb_build_object(
      'language_id', v_after.language_id, 'language_name_ko', v_name_ko, 'level', v_after.level, 'note', v_note),
    'ko', null, null,
    'lawyer_language:' || v_after.lawyer_id::text || ':' || v_after.language_id || ':' || extract(epoch from v_after.updated_at)::text);
  return v_after;
end;
$$;
revoke execute on function public.admin_review_lawyer_language(uuid, text, public.language_level, boolean, text) from public, anon, authenticated;
grant execute on function public.admin_review_lawyer_language(uuid, text, public.language_level, boolean, text) to authenticated;
