-- Lawyers: the lawyer account/profile row, its specialties, regions and languages, sign-up,
-- visibility and administrator approval.
--
-- Reading: a lawyer reads their own row (all columns, including credits and the certificate
-- path); admins read all rows. Nobody else reads this table: the public face of approved,
-- visible lawyers is the `lawyer_directory` table (next migration), which holds only public
-- columns. Writing: the lawyer inserts their own row at sign-up (forced unapproved, invisible,
-- 0 credits) and updates only the profile columns; approval, visibility, credits and the bar
-- registration number change only through functions.

create type public.qualification_type as enum ('judicial_exam', 'bar_exam', 'patent_attorney');

create table public.lawyers (
  id uuid primary key references public.profiles (id) on delete cascade,
  bar_association_number text not null check (length(btrim(bar_association_number)) between 1 and 50),
  bar_association_year integer check (bar_association_year between 1950 and 2100),
  qualification_type public.qualification_type not null default 'bar_exam',
  -- storage path in the private bucket lawyer-verifications: {id}/{id}-verification.{ext}
  verification_document_url text not null,
  law_firm text check (length(law_firm) <= 200),
  school text check (length(school) <= 200),
  office_phone text check (length(office_phone) <= 50),
  office_email text check (length(office_email) <= 255 and office_email ~ '^[^@\s]+@[^@\s]+$'),
  office_address text check (length(office_address) <= 500),
  bio text check (length(bio) <= 5000),
  major_cases text check (length(major_cases) <= 5000),
  other_certifications text check (length(other_certifications) <= 2000),
  other_languages text check (length(other_languages) <= 500),
  free_pr text check (length(free_pr) <= 2000),
  fee_20min integer check (fee_20min between 1000 and 10000000),
  fee_40min integer check (fee_40min between 1000 and 10000000),
  fee_60min integer check (fee_60min between 1000 and 10000000),
  -- public URL of a photo in the bucket lawyer-photos, in this lawyer's folder, or a same-origin path
  profile_photo_url text check (length(profile_photo_url) <= 1000),
  credits integer not null default 0 check (credits >= 0),
  is_approved boolean not null default false,
  is_visible boolean not null default false,
  approved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint lawyers_visible_requires_approval check (not is_visible or is_approved),
  constraint lawyers_verification_path check (
    verification_document_url ~* ('^' || id::text || '/' || id::text || '-verification\.(pdf|jpg|jpeg|png)$')
  ),
  constraint lawyers_profile_photo_url check (
    profile_photo_url ~ ('^(https?://[A-Za-z0-9.:\[\]-]+)?/storage/v1/object/public/lawyer-photos/' || id::text || '/[A-Za-z0-9._-]+$')
    or profile_photo_url ~ '^/[A-Za-z0-9_-][A-Za-z0-9/._-]*$'
  )
);
comment on table public.lawyers is
  'Lawyer accounts. Readable by the lawyer (own row) and admins only; the public reads lawyer_directory.';
comment on column public.lawyers.verification_document_url is 'Storage path {id}/{id}-verification.{ext} in the private bucket lawyer-verifications.';
comment on column public.lawyers.credits is '100 credits = 10,000 won. Changed only by admin_top_up_credits and issue_lawyer_coupon (ledgered in credit_ledger).';
comment on column public.lawyers.is_visible is 'Listed publicly when is_approved and is_visible. Approval sets it true, revocation false; the lawyer toggles it with set_lawyer_visibility while approved.';
create index lawyers_created_at_idx on public.lawyers (created_at desc);
create index lawyers_listed_idx on public.lawyers (id) where is_approved and is_visible;
create index lawyers_pending_idx on public.lawyers (created_at desc) where not is_approved;

create trigger lawyers_set_updated_at before update on public.lawyers
  for each row execute function private.set_updated_at();

-- Sign-up through the API: the certificate must have been uploaded first (spec order: upload,
-- then insert), and credits start at 0. Only for API callers (auth.uid() set); the operator and
-- the seed insert as the platform.
create function private.lawyers_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- only for the caller's own row and a well-formed path (otherwise RLS or the check constraint
  -- rejects the row, and this check must not reveal whether someone else's file exists)
  if (select auth.uid()) is not null
     and new.id = (select auth.uid())
     and new.verification_document_url ~* ('^' || new.id::text || '/' || new.id::text || '-verification\.(pdf|jpg|jpeg|png)$')
     and not exists (
       select 1 from storage.objects o
        where o.bucket_id = 'lawyer-verifications' and o.name = new.verification_document_url
     ) then
    raise exception 'Certificate file not found: upload it to lawyer-verifications first'
      using errcode = '23503', hint = 'certificate_missing';
  end if;
  -- API callers cannot name these columns (no column privilege); belt and braces
  if (select auth.uid()) is not null then
    new.credits := 0;
    new.approved_at := null;
  end if;
  return new;
end;
$$;
revoke execute on function private.lawyers_before_insert() from public, anon, authenticated;
create trigger lawyers_before_insert before insert on public.lawyers
  for each row execute function private.lawyers_before_insert();

-- Inserting one's lawyers row gives the 'lawyer' role (the spec's sign-up inserts into lawyers,
-- not into user_roles).
create function private.lawyers_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.user_roles (user_id, role) values (new.id, 'lawyer') on conflict do nothing;
  perform private.write_audit('lawyer.register', 'lawyers', new.id::text, null,
    jsonb_build_object('qualification_type', new.qualification_type, 'is_approved', new.is_approved,
                       'is_visible', new.is_visible, 'credits', new.credits));
  return new;
end;
$$;
revoke execute on function private.lawyers_after_insert() from public, anon, authenticated;
create trigger lawyers_after_insert after insert on public.lawyers
  for each row execute function private.lawyers_after_insert();

alter table public.lawyers enable row level security;
revoke all on public.lawyers from anon, authenticated;
grant select on public.lawyers to authenticated;
-- sign-up payload (spec): id, bar_association_number, qualification_type, verification_document_url,
-- is_approved=false, is_visible=false; plus the profile columns. Never credits or approved_at.
grant insert (id, bar_association_number, bar_association_year, qualification_type, verification_document_url,
              law_firm, school, office_phone, office_email, office_address, bio, major_cases,
              other_certifications, other_languages, free_pr, fee_20min, fee_40min, fee_60min,
              profile_photo_url, is_approved, is_visible)
  on public.lawyers to authenticated;
-- profile editing: everything except is_approved, is_visible, credits, bar_association_number,
-- verification_document_url
grant update (bar_association_year, qualification_type, law_firm, school, office_phone, office_email,
              office_address, bio, major_cases, other_certifications, other_languages, free_pr,
              fee_20min, fee_40min, fee_60min, profile_photo_url)
  on public.lawyers to authenticated;

create policy lawyers_select_own_or_admin on public.lawyers
  for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));
create policy lawyers_insert_own_unapproved on public.lawyers
  for insert to authenticated
  with check (id = (select auth.uid()) and is_approved = false and is_visible = false);
create policy lawyers_update_own on public.lawyers
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
-- no delete policy

-- ---------------------------------------------------------------------------------------------
-- link tables. Readable for listed lawyers (everyone), own rows (the lawyer) and admins;
-- the lawyer replaces their own rows (delete + insert, as the profile screen does).
create table public.lawyer_specialties (
  lawyer_id uuid not null references public.lawyers (id) on delete cascade,
  category_id text not null references public.consultation_categories (id) on update cascade on delete cascade,
  created_at timestamptz not null default now(),
  primary key (lawyer_id, category_id)
);
create index lawyer_specialties_category_idx on public.lawyer_specialties (category_id);

create table public.lawyer_regions (
  lawyer_id uuid not null references public.lawyers (id) on delete cascade,
  region_id text not null references public.regions (id) on update cascade on delete cascade,
  created_at timestamptz not null default now(),
  primary key (lawyer_id, region_id)
);
create index lawyer_regions_region_idx on public.lawyer_regions (region_id);

create table public.lawyer_languages (
  lawyer_id uuid not null references public.lawyers (id) on delete cascade,
  language_id text not null references public.languages (id) on update cascade on delete cascade,
  created_at timestamptz not null default now(),
  primary key (lawyer_id, language_id)
);
create index lawyer_languages_language_idx on public.lawyer_languages (language_id);

-- listed = approved and visible (security definer: anon cannot read lawyers)
create function private.is_listed_lawyer(p_lawyer_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.lawyers l where l.id = p_lawyer_id and l.is_approved and l.is_visible);
$$;
revoke execute on function private.is_listed_lawyer(uuid) from public, anon, authenticated;
grant execute on function private.is_listed_lawyer(uuid) to anon, authenticated, service_role;

alter table public.lawyer_specialties enable row level security;
alter table public.lawyer_regions enable row level security;
alter table public.lawyer_languages enable row level security;
revoke all on public.lawyer_specialties, public.lawyer_regions, public.lawyer_languages from anon, authenticated;
grant select on public.lawyer_specialties, public.lawyer_regions, public.lawyer_languages to anon, authenticated;
grant insert (lawyer_id, category_id) on public.lawyer_specialties to authenticated;
grant insert (lawyer_id, region_id) on public.lawyer_regions to authenticated;
grant insert (lawyer_id, language_id) on public.lawyer_languages to authenticated;
grant delete on public.lawyer_specialties, public.lawyer_regions, public.lawyer_languages to authenticated;

create policy lawyer_specialties_select_anon on public.lawyer_specialties
  for select to anon using (private.is_listed_lawyer(lawyer_id));
create policy lawyer_specialties_select_authenticated on public.lawyer_specialties
  for select to authenticated
  using (lawyer_id = (select auth.uid()) or private.is_listed_lawyer(lawyer_id) or (select private.is_admin()));
create policy lawyer_specialties_insert_own on public.lawyer_specialties
  for insert to authenticated with check (lawyer_id = (select auth.uid()));
create policy lawyer_specialties_delete_own on public.lawyer_specialties
  for delete to authenticated using (lawyer_id = (select auth.uid()));

create policy lawyer_regions_select_anon on public.lawyer_regions
  for select to anon using (private.is_listed_lawyer(lawyer_id));
create policy lawyer_regions_select_authenticated on public.lawyer_regions
  for select to authenticated
  using (lawyer_id = (select auth.uid()) or private.is_listed_lawyer(lawyer_id) or (select private.is_admin()));
create policy lawyer_regions_insert_own on public.lawyer_regions
  for insert to authenticated with check (lawyer_id = (select auth.uid()));
create policy lawyer_regions_delete_own on public.lawyer_regions
  for delete to authenticated using (lawyer_id = (select auth.uid()));

create policy lawyer_languages_select_anon on public.lawyer_languages
  for select to anon using (private.is_listed_lawyer(lawyer_id));
create policy lawyer_languages_select_authenticated on public.lawyer_languages
  for select to authenticated
  using (lawyer_id = (select auth.uid()) or private.is_listed_lawyer(lawyer_id) or (select private.is_admin()));
create policy lawyer_languages_insert_own on public.lawyer_languages
  for insert to authenticated with check (lawyer_id = (select auth.uid()));
create policy lawyer_languages_delete_own on public.lawyer_languages
  for delete to authenticated using (lawyer_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Visibility and approval.
-- Decision: approval makes the lawyer approved AND visible (listed at once); revocation makes
-- them unapproved AND invisible. While approved, the lawyer may hide or show themselves with
-- set_lawyer_visibility(). The check constraint forbids visible-but-unapproved.

create function public.set_lawyer_visibility(visible boolean)
returns public.lawyers
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := (select auth.uid());
  v_before public.lawyers;
  v_after public.lawyers;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if set_lawyer_visibility.visible is null then
    raise exception 'visible is required' using errcode = '22023', hint = 'invalid_input';
  end if;
  select * into v_before from public.lawyers l where l.id = v_uid for update;
  if not found then
    raise exception 'Lawyer profile not found' using errcode = 'P0002', hint = 'not_a_lawyer';
  end if;
  if set_lawyer_visibility.visible and not v_before.is_approved then
    raise exception 'Only approved lawyers can be listed' using errcode = 'P0001', hint = 'not_approved';
  end if;
  update public.lawyers l set is_visible = set_lawyer_visibility.visible where l.id = v_uid
  returning * into v_after;
  if v_before.is_visible is distinct from v_after.is_visible then
    perform private.write_audit('lawyer.visibility', 'lawyers', v_uid::text,
      jsonb_build_object('is_visible', v_before.is_visible), jsonb_build_object('is_visible', v_after.is_visible));
  end if;
  return v_after;
end;
$$;
revoke execute on function public.set_lawyer_visibility(boolean) from public, anon, authenticated;
grant execute on function public.set_lawyer_visibility(boolean) to authenticated;

create function public.admin_set_lawyer_approval(lawyer_id uuid, approved boolean)
returns public.lawyers
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_before public.lawyers;
  v_after public.lawyers;
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if admin_set_lawyer_approval.approved is null then
    raise exception 'approved is required' using errcode = '22023', hint = 'invalid_input';
  end if;
  select * into v_before from public.lawyers l where l.id = admin_set_lawyer_approval.lawyer_id for update;
  if not found then
    raise exception 'Lawyer not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  update public.lawyers l
     set is_approved = admin_set_lawyer_approval.approved,
         is_visible = admin_set_lawyer_approval.approved,
         approved_at = case when admin_set_lawyer_approval.approved
                            then coalesce(case when l.is_approved then l.approved_at end, now()) end
   where l.id = admin_set_lawyer_approval.lawyer_id
  returning * into v_after;
  perform private.write_audit(
    case when admin_set_lawyer_approval.approved then 'lawyer.approve' else 'lawyer.revoke' end,
    'lawyers', v_after.id::text,
    jsonb_build_object('is_approved', v_before.is_approved, 'is_visible', v_before.is_visible),
    jsonb_build_object('is_approved', v_after.is_approved, 'is_visible', v_after.is_visible));
  return v_after;
end;
$$;
revoke execute on function public.admin_set_lawyer_approval(uuid, boolean) from public, anon, authenticated;
grant execute on function public.admin_set_lawyer_approval(uuid, boolean) to authenticated;
