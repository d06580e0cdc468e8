-- The lawyer's written follow-up (issue 29, item 5): after a completed consultation the lawyer
-- writes a summary and the next steps, in Korean, at most 5,000 characters; the client reads it in
-- the client portal in their language (machine translation by the follow-up-translation Edge
-- Function, the room's provider, with the original one click away).
--
-- public.booking_follow_ups is a table of versions, one row per version (append-only): the first
-- version, then each correction the lawyer makes within 7 days of the first. What the client
-- reads is the latest row of a booking; a latest row with version > 1 is shown as corrected, and
-- every earlier version stays readable. A table rather than a view over a private versions table:
-- RLS applies to the rows themselves (a view would need security_invoker and its own grants for
-- the same result), and nothing in a version is hidden from anyone who may read the booking's
-- follow-up. Rows are written only by public.lawyer_write_follow_up (no insert, update or delete
-- privilege for users), so the lawyer cannot rewrite or drop an earlier version.
--
-- Readable by the booking's client and lawyer and by administrators. Deleted with the case
-- description by the retention purge (the trigger on personal_data_purged_at, as the room's
-- transcript). The client is told by e-mail and the bell (booking_follow_up).

create table public.booking_follow_ups (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  version integer not null check (version >= 1),
  body text not null check (length(body) between 1 and 5000),
  created_at timestamptz not null default now(),
  unique (booking_id, version)
);
comment on table public.booking_follow_ups is
  'The lawyer''s written follow-up of a completed consultation (Korean), one row per version; the latest is current, version > 1 means corrected. Written by lawyer_write_follow_up; read by the booking''s parties and administrators; purged with the case description.';

alter table public.booking_follow_ups enable row level security;
revoke all on public.booking_follow_ups from anon, authenticated;
grant select on public.booking_follow_ups to authenticated;

create policy booking_follow_ups_select_parties on public.booking_follow_ups
  for select to authenticated
  using (
    exists (select 1 from public.bookings b
             where b.id = booking_follow_ups.booking_id
               and (select auth.uid()) in (b.client_id, b.lawyer_id))
    or (select private.is_admin())
  );
-- no insert, update or delete for users: lawyer_write_follow_up writes as the platform

-- ---------------------------------------------------------------------------------------------
-- Writing and correcting
create function public.lawyer_write_follow_up(booking_id uuid, body text)
returns public.booking_follow_ups
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_booking public.bookings;
  v_body text := btrim(coalesce(lawyer_write_follow_up.body, ''));
  v_first timestamptz;
  v_latest public.booking_follow_ups;
  v_row public.booking_follow_ups;
begin
  if v_uid is null then
    raise exception 'Sign in as the booking''s lawyer' using errcode = '42501', hint = 'not_authenticated';
  end if;
  if lawyer_write_follow_up.booking_id is null or v_body = '' then
    raise exception 'The booking and the follow-up text are required' using errcode = '22023', hint = 'missing_fields';
  end if;
  if length(v_body) > 5000 then
    raise exception 'The follow-up is at most 5,000 characters' using errcode = '22023', hint = 'too_long';
  end if;
  -- written in Korean (the translation's source language): at least one Hangul syllable
  if v_body !~ '[가-힣]' then
    raise exception 'The follow-up is written in Korean' using errcode = '22023', hint = 'not_korean';
  end if;

  -- the booking row is locked: two corrections at once get consecutive versions
  select * into v_booking from public.bookings b
   where b.id = lawyer_write_follow_up.booking_id and b.lawyer_id = v_uid
     for update;
  if not found then
    raise exception 'Booking not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if v_booking.status <> 'completed' then
    raise exception 'A follow-up is written after the consultation is completed' using errcode = 'P0001', hint = 'not_completed';
  end if;
  if v_booking.personal_data_purged_at is not null then
    raise exception 'The case details of this booking have been deleted' using errcode = 'P0001', hint = 'purged';
  end if;

  select min(f.created_at) into v_first from public.booking_follow_ups f where f.booking_id = v_booking.id;
  select * into v_latest from public.booking_follow_ups f
   where f.booking_id = v_booking.id order by f.version desc limit 1;
  if v_first is not null and now() > v_first + interval '7 days' then
    raise exception 'A follow-up can be corrected within 7 days of the first version' using errcode = 'P0001', hint = 'correction_closed';
  end if;
  if v_latest.body = v_body then
    raise exception 'The follow-up is unchanged' using errcode = 'P0001', hint = 'unchanged';
  end if;

  insert into public.booking_follow_ups (booking_id, version, body)
  values (v_booking.id, coalesce(v_latest.version, 0) + 1, v_body)
  returning * into v_row;

  -- the client is told (e-mail in their language and the bell), once per version; the text itself
  -- stays in the portal (the e-mail links to it)
  perform private.notify('booking_follow_up', v_booking.client_id,
                         private.booking_notice(v_booking) || jsonb_build_object('version', v_row.version),
                         null, null, v_booking.id, 'booking_follow_up:' || v_booking.id || ':' || v_row.version);
  return v_row;
end;
$$;
comment on function public.lawyer_write_follow_up(uuid, text) is
  'The booking''s lawyer writes (or, within 7 days of the first version, corrects) the follow-up of a completed booking; each call adds a version and tells the client.';
revoke execute on function public.lawyer_write_follow_up(uuid, text) from public, anon, authenticated;
grant execute on function public.lawyer_write_follow_up(uuid, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Retention: the follow-up goes with the case description, a year after the consultation.
create function private.purge_booking_follow_ups()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.booking_follow_ups f where f.booking_id = new.id;
  return null;
end;
$$;
revoke execute on function private.purge_booking_follow_ups() from public, anon, authenticated;
create trigger bookings_purge_follow_ups after update of personal_data_purged_at on public.bookings
  for each row when (new.personal_data_purged_at is not null and old.personal_data_purged_at is null)
  execute function private.purge_booking_follow_ups();
