-- Intake before the meeting (issue 29, item 4): from payment until the start, the client adds to
-- a booking their status of stay, key dates and up to 5 documents, which the booking's lawyer (and
-- administrators) read before the consultation.
--
--   public.booking_intakes          one row per booking; written only by client_save_booking_intake;
--                                   read by the booking's client and lawyer and administrators (RLS)
--   bucket booking-documents        private; {booking id}/{safe file name}; PDF, JPEG, PNG; 10 MB;
--                                   at most 5 per booking. Written only through the Edge Function
--                                   storage-upload (public.storage_upload_allowed below): the
--                                   caller is the booking's client, the booking is paid, open and
--                                   not started. No INSERT policy, so a direct Storage write is
--                                   refused by RLS as for the other product buckets. Read (and
--                                   signed URLs) by the booking's client and lawyer and
--                                   administrators (SELECT policy through a security definer
--                                   helper: lawyers cannot read public.bookings themselves).
--   public.booking_documents        the files of each booking (security_invoker view over
--                                   storage.objects: what the caller's SELECT policy shows)
--
-- Retention: when the purge anonymises a booking (personal_data_purged_at set, with its case
-- description), a trigger deletes its intake and queues its documents in
-- private.storage_deletions, as the purge does for free check-up documents: hosted Supabase does
-- not allow deleting storage.objects rows with SQL (the bytes live in S3), so the worker removes
-- them through the Storage API. A trigger rather than another restatement of
-- purge_expired_personal_data, so that any later version of the purge keeps this.

-- ---------------------------------------------------------------------------------------------
-- Who may read a booking's intake and documents: its client, its lawyer, administrators.
create function private.is_booking_party(p_booking_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null and (
    exists (select 1 from public.bookings b
             where b.id = p_booking_id
               and (b.client_id = (select auth.uid()) or b.lawyer_id = (select auth.uid())))
    or private.is_admin());
$$;
revoke execute on function private.is_booking_party(uuid) from public, anon, authenticated;
grant execute on function private.is_booking_party(uuid) to authenticated, service_role;

-- The same for a storage folder name (anything that is not a uuid: nobody).
create function private.is_booking_document_reader(p_folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_folder ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then private.is_booking_party(p_folder::uuid)
    else false
  end;
$$;
revoke execute on function private.is_booking_document_reader(text) from public, anon, authenticated;
grant execute on function private.is_booking_document_reader(text) to authenticated, service_role;

-- The booking takes intake from its client: paid, neither cancelled nor completed, not started.
-- Returns the refusal's hint, null when it does.
create function private.booking_intake_refusal(p_booking public.bookings)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_booking.id is null or p_booking.client_id is distinct from (select auth.uid()) then 'not_found'
    when p_booking.status in ('cancelled', 'completed') then 'booking_closed'
    when p_booking.payment_status <> 'paid' then 'not_paid'
    when p_booking.starts_at <= now() then 'already_started'
  end;
$$;
revoke execute on function private.booking_intake_refusal(public.bookings) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The intake

create table public.booking_intakes (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  -- the free check-up's status-of-stay values (packages/shared IMMIGRATION_STATUSES)
  status_of_stay text
    check (status_of_stay in ('temporary', 'f6', 'd2', 'd4', 'd10', 'e7', 'd8', 'f5', 'f4', 'other')),
  visa_expires_on date,
  -- a notice or order the client received, and the deadline it sets
  notice_date date,
  notice_deadline date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint booking_intakes_notice_deadline_after_date
    check (notice_deadline is null or notice_date is null or notice_deadline >= notice_date)
);
comment on table public.booking_intakes is
  'What the client tells the lawyer before the meeting (status of stay, key dates). Written by client_save_booking_intake; read by the booking''s client and lawyer and admins. Deleted when the booking is purged.';
alter table public.booking_intakes enable row level security;
revoke all on public.booking_intakes from anon, authenticated;
grant select on public.booking_intakes to authenticated;

create policy booking_intakes_select_party on public.booking_intakes
  for select to authenticated
  using ((select private.is_booking_party(booking_id)));

-- Saves the whole intake (a null clears a field). Refusals: 42501 signed out; PT404 not_found
-- (not the caller's booking); P0001 booking_closed (cancelled or completed), not_paid,
-- already_started; 22023 with the offending argument as hint. Nothing is written on a refusal.
create function public.client_save_booking_intake(
  booking_id uuid,
  status_of_stay text default null,
  visa_expires_on date default null,
  notice_date date default null,
  notice_deadline date default null
)
returns public.booking_intakes
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_refusal text;
  v_row public.booking_intakes;
  v_status text := nullif(btrim(client_save_booking_intake.status_of_stay), '');
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if client_save_booking_intake.booking_id is null then
    raise exception 'The booking is required' using errcode = '22023', hint = 'booking_id';
  end if;
  -- the row lock orders this with a cancellation or a reschedule of the same booking
  select * into v_booking from public.bookings b where b.id = client_save_booking_intake.booking_id for update;
  v_refusal := private.booking_intake_refusal(v_booking);
  if v_refusal = 'not_found' then
    raise exception 'Booking not found' using errcode = 'PT404', hint = 'not_found';
  elsif v_refusal = 'booking_closed' then
    raise exception 'A % booking takes no intake', v_booking.status using errcode = 'P0001', hint = 'booking_closed';
  elsif v_refusal = 'not_paid' then
    raise exception 'Only a paid booking takes intake' using errcode = 'P0001', hint = 'not_paid';
  elsif v_refusal = 'already_started' then
    raise exception 'The consultation has started; the intake can no longer be changed' using errcode = 'P0001', hint = 'already_started';
  end if;

  if v_status is not null and v_status not in ('temporary', 'f6', 'd2', 'd4', 'd10', 'e7', 'd8', 'f5', 'f4', 'other') then
    raise exception 'Unknown status of stay' using errcode = '22023', hint = 'status_of_stay';
  end if;
  -- plausible calendar dates only (a typo of the year is a clear refusal, not a stored date)
  if client_save_booking_intake.visa_expires_on not between date '1950-01-01' and date '2100-12-31' then
    raise exception 'The visa expiry date is out of range' using errcode = '22023', hint = 'visa_expires_on';
  end if;
  if client_save_booking_intake.notice_date not between date '1950-01-01' and date '2100-12-31' then
    raise exception 'The notice date is out of range' using errcode = '22023', hint = 'notice_date';
  end if;
  if client_save_booking_intake.notice_deadline not between date '1950-01-01' and date '2100-12-31'
     or client_save_booking_intake.notice_deadline < client_save_booking_intake.notice_date then
    raise exception 'The deadline must be a date on or after the notice''s date' using errcode = '22023', hint = 'notice_deadline';
  end if;

  insert into public.booking_intakes as i (booking_id, status_of_stay, visa_expires_on, notice_date, notice_deadline)
  values (v_booking.id, v_status, client_save_booking_intake.visa_expires_on,
          client_save_booking_intake.notice_date, client_save_booking_intake.notice_deadline)
  on conflict on constraint booking_intakes_pkey do update
     set status_of_stay = excluded.status_of_stay,
         visa_expires_on = excluded.visa_expires_on,
         notice_date = excluded.notice_date,
         notice_deadline = excluded.notice_deadline,
         updated_at = now()
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.client_save_booking_intake(uuid, text, date, date, date) is
  'The client saves the intake of their own paid booking before it starts (status of stay, visa expiry, a notice''s date and deadline).';
revoke execute on function public.client_save_booking_intake(uuid, text, date, date, date) from public, anon, authenticated;
grant execute on function public.client_save_booking_intake(uuid, text, date, date, date) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The documents

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('booking-documents', 'booking-documents', false, 10485760,
   array['application/pdf', 'image/jpeg', 'image/png'])
on conflict (id) do update set
  name = excluded.name, public = excluded.public,
  file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- The folder is a booking of the caller that takes intake and has fewer than 5 documents. The
-- count is read before the function writes (another request), as for free check-up documents:
-- parallel uploads could pass together; the client's form uploads one file at a time.
create function private.booking_accepts_document(p_folder text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  if p_folder !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  select * into v_booking from public.bookings b where b.id = p_folder::uuid;
  if private.booking_intake_refusal(v_booking) is not null then
    return false;
  end if;
  return (select count(*) from storage.objects o
           where o.bucket_id = 'booking-documents' and o.name like p_folder || '/%') < 5;
end;
$$;
revoke execute on function private.booking_accepts_document(text) from public, anon, authenticated;

-- storage_upload_allowed, as defined in 20261201002000, plus booking-documents.
create or replace function public.storage_upload_allowed(bucket text, name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case bucket
    when 'lawyer-verifications' then
      (select auth.uid()) is not null
      and name ~* ('^' || (select auth.uid())::text || '/' || (select auth.uid())::text || '-verification\.(pdf|jpg|jpeg|png)$')
    when 'lawyer-photos' then
      (select auth.uid()) is not null
      and name ~* ('^' || (select auth.uid())::text || '/' || (select auth.uid())::text || '-[0-9]{1,16}\.(jpg|jpeg|png|webp|gif|avif)$')
      and private.is_lawyer((select auth.uid()))
    when 'free-checkup-documents' then
      name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$'
      and private.free_checkup_accepts_upload((storage.foldername(name))[1])
    when 'booking-documents' then
      (select auth.uid()) is not null
      and name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$'
      and private.booking_accepts_document((storage.foldername(name))[1])
    else false
  end;
$$;

create policy booking_documents_select_party on storage.objects
  for select to authenticated
  using (bucket_id = 'booking-documents' and (select private.is_booking_document_reader((storage.foldername(name))[1])));

-- The documents of each booking (a security_invoker view over storage.objects: the bucket's
-- SELECT policy decides the rows). Files are opened with signed URLs:
-- storage.from('booking-documents').createSignedUrl(path, seconds, { download: true }).
create view public.booking_documents with (security_invoker = true) as
  select o.id,
         case when (storage.foldername(o.name))[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then (storage.foldername(o.name))[1]::uuid end as booking_id,
         o.name as path,
         storage.filename(o.name) as file_name,
         o.metadata ->> 'mimetype' as mime_type,
         case when (o.metadata ->> 'size') ~ '^[0-9]{1,18}$' then (o.metadata ->> 'size')::bigint end as size_bytes,
         o.created_at
    from storage.objects o
   where o.bucket_id = 'booking-documents';
comment on view public.booking_documents is
  'Files a client attached to a booking before the meeting (the booking''s client and lawyer and admins: rows come from storage.objects under its RLS).';
revoke all on public.booking_documents from anon, authenticated;
grant select on public.booking_documents to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Retention: with the case description

create function private.booking_intake_purge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.booking_intakes i where i.booking_id = new.id;
  insert into private.storage_deletions (bucket_id, name, reason)
  select 'booking-documents', o.name, 'retention.booking'
    from storage.objects o
   where o.bucket_id = 'booking-documents' and o.name like new.id::text || '/%'
  on conflict (bucket_id, name) do nothing;
  return null;
end;
$$;
revoke execute on function private.booking_intake_purge() from public, anon, authenticated;

create trigger bookings_purge_intake
  after update of personal_data_purged_at on public.bookings
  for each row
  when (old.personal_data_purged_at is null and new.personal_data_purged_at is not null)
  execute function private.booking_intake_purge();
