-- Free check-up requests: anyone (anonymous included) submits one; only administrators read
-- them and change their status and memo (through admin_update_free_checkup). Supporting
-- documents go to the private bucket free-checkup-documents, in the folder named after the
-- request id (see the storage migration): the form generates the id (crypto.randomUUID())
-- because an anonymous submitter cannot read the row back.

create type public.free_checkup_status as enum ('pending', 'reviewed', 'contacted', 'completed');

create table public.free_checkups (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.profiles (id) on delete set null,
  -- the spec's fixed list of 16 free check-up categories (stored as their titles)
  category text not null check (category in (
    'Immigrations & VISA', 'VISA Revocation & Refusal', 'Refugee, Humanitarian Stay', 'Criminal Cases',
    'Labor & Employment', 'Family & Marriage', 'Traffic Accident & Insurance Claims',
    'Business, Startup & Investment', 'Civil, Debt & Compensation', 'Real Estate & Lease Disputes',
    'Inheritance, Wills & Family Assets', 'Tax & General Administrative',
    'Intellectual Property (Patent/Trademark/Copyright)', 'Consumer Protection & Fair Trade',
    'Medical Dispute', 'Military Service & Military Law')),
  sub_category text check (length(btrim(sub_category)) between 1 and 200),
  is_urgent boolean not null default false,
  name text not null check (length(btrim(name)) between 1 and 100),
  email text not null check (length(email) <= 255 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  mobile text not null check (length(btrim(mobile)) between 1 and 50),
  date_of_birth date check (date_of_birth between date '1900-01-01' and date '2100-01-01'),
  gender public.gender,
  nationality text check (length(nationality) <= 100),
  -- stored lowercased, from the spec's list
  preferred_language text check (preferred_language in (
    'english', 'korean', 'chinese (mandarin)', 'chinese (cantonese)', 'japanese', 'vietnamese', 'thai',
    'indonesian', 'tagalog', 'spanish', 'french', 'german', 'russian', 'arabic')),
  is_in_korea boolean,
  immigration_status text check (immigration_status in (
    'temporary', 'f6', 'd2', 'd4', 'd10', 'e7', 'd8', 'f5', 'f4', 'other')),
  issue_description text not null check (length(btrim(issue_description)) between 10 and 5000),
  status public.free_checkup_status not null default 'pending',
  admin_notes text check (length(admin_notes) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.free_checkups is
  'Free check-up requests. Insert-only for anon/authenticated; read and handled by admins. Deleted 1 year after submission (purge_expired_personal_data).';
create index free_checkups_created_at_idx on public.free_checkups (created_at desc);
create index free_checkups_user_idx on public.free_checkups (user_id);
create index free_checkups_email_created_idx on public.free_checkups (lower(email), created_at desc);

create trigger free_checkups_set_updated_at before update on public.free_checkups
  for each row execute function private.set_updated_at();

-- Anti-automation for an anonymous endpoint: at most 5 requests per e-mail address per hour.
create function private.free_checkups_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.free_checkups f
       where lower(f.email) = lower(new.email) and f.created_at > now() - interval '1 hour') >= 5 then
    raise exception 'Too many requests for this e-mail address; please try again later'
      using errcode = '54000', hint = 'rate_limited';
  end if;
  new.status := 'pending';
  new.admin_notes := null;
  return new;
end;
$$;
revoke execute on function private.free_checkups_before_insert() from public, anon, authenticated;
create trigger free_checkups_before_insert before insert on public.free_checkups
  for each row execute function private.free_checkups_before_insert();

alter table public.free_checkups enable row level security;
revoke all on public.free_checkups from anon, authenticated;
grant insert (id, user_id, category, sub_category, is_urgent, name, email, mobile, date_of_birth, gender,
              nationality, preferred_language, is_in_korea, immigration_status, issue_description)
  on public.free_checkups to anon, authenticated;
grant select on public.free_checkups to authenticated;

create policy free_checkups_insert_anon on public.free_checkups
  for insert to anon
  with check (user_id is null and status = 'pending' and admin_notes is null);
create policy free_checkups_insert_authenticated on public.free_checkups
  for insert to authenticated
  with check ((user_id is null or user_id = (select auth.uid())) and status = 'pending' and admin_notes is null);
create policy free_checkups_select_admin on public.free_checkups
  for select to authenticated
  using ((select private.is_admin()));
-- no update/delete policies: admins act through admin_update_free_checkup(); retention deletes.

-- Admin: set status (any to any) and/or the internal memo. null = leave unchanged; an empty
-- memo ('') clears it.
create function public.admin_update_free_checkup(
  id uuid,
  status public.free_checkup_status default null,
  admin_notes text default null
)
returns public.free_checkups
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_before public.free_checkups;
  v_after public.free_checkups;
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if length(admin_update_free_checkup.admin_notes) > 5000 then
    raise exception 'The memo must be at most 5000 characters' using errcode = '22023', hint = 'invalid_input';
  end if;
  select * into v_before from public.free_checkups f where f.id = admin_update_free_checkup.id for update;
  if not found then
    raise exception 'Free check-up request not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  update public.free_checkups f
     set status = coalesce(admin_update_free_checkup.status, f.status),
         admin_notes = case when admin_update_free_checkup.admin_notes is null then f.admin_notes
                            else nullif(btrim(admin_update_free_checkup.admin_notes), '') end
   where f.id = v_before.id
  returning * into v_after;
  -- the memo text itself is not copied into the audit log (it may hold personal data)
  perform private.write_audit('free_checkup.update', 'free_checkups', v_after.id::text,
    jsonb_build_object('status', v_before.status),
    jsonb_build_object('status', v_after.status),
    jsonb_build_object('admin_notes_changed', v_before.admin_notes is distinct from v_after.admin_notes));
  return v_after;
end;
$$;
revoke execute on function public.admin_update_free_checkup(uuid, public.free_checkup_status, text) from public, anon, authenticated;
grant execute on function public.admin_update_free_checkup(uuid, public.free_checkup_status, text) to authenticated;
