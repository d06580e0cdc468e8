-- The lawyer's private calendar feed (issue 27 item 6; docs/bookings.md "Calendar feed"). Each
-- lawyer may have one secret token; calendar apps fetch
-- GET /functions/v1/lawyer-calendar?token=<token> (supabase/functions/lawyer-calendar), which
-- hashes the token and asks lawyer_calendar_feed (service role only) for that lawyer's paid
-- bookings. Only the SHA-256 of a token is stored, so a leaked table or backup cannot be turned
-- into feed URLs: the plaintext exists only in the answer of the call that creates it (first
-- call, or a rotation). Bookings are never exposed to anon.

create table private.lawyer_calendar_tokens (
  lawyer_id uuid primary key references public.lawyers (id) on delete cascade,
  -- hex SHA-256 of the token's text (43 url-safe base64 characters of 32 random bytes)
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  -- the last time a calendar app fetched the feed (at most one write per 5 minutes)
  last_used_at timestamptz
);
alter table private.lawyer_calendar_tokens enable row level security;
revoke all on private.lawyer_calendar_tokens from public, anon, authenticated;
-- No policies: only the security definer functions below read or write it.

create function private.calendar_token_hash(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex');
$$;
revoke execute on function private.calendar_token_hash(text) from public, anon, authenticated;

-- 32 random bytes as url-safe base64 without padding (43 characters): safe in a query string.
create function private.new_calendar_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
$$;
revoke execute on function private.new_calendar_token() from public, anon, authenticated;

-- The signed-in lawyer, or 42501.
create function private.calendar_token_owner()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if not exists (select 1 from public.lawyers l where l.id = v_uid) then
    raise exception 'Only a lawyer has a calendar feed' using errcode = '42501', hint = 'not_lawyer';
  end if;
  return v_uid;
end;
$$;
revoke execute on function private.calendar_token_owner() from public, anon, authenticated;

-- The lawyer's feed token. Created on the first call, and then the only answer that carries it:
-- later calls return token = null with the feed's created_at (the portal then offers a rotation
-- to show a new URL). Audited when created.
create function public.lawyer_calendar_token()
returns table (token text, created_at timestamptz, last_used_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := private.calendar_token_owner();
  v_token text := private.new_calendar_token();
  v_row private.lawyer_calendar_tokens;
begin
  insert into private.lawyer_calendar_tokens as t (lawyer_id, token_hash)
  values (v_uid, private.calendar_token_hash(v_token))
  on conflict (lawyer_id) do nothing
  returning * into v_row;
  if v_row.lawyer_id is not null then
    perform private.write_audit('lawyer_calendar_token.create', 'lawyer_calendar_tokens', v_uid::text,
      null, jsonb_build_object('created_at', v_row.created_at));
    return query select v_token, v_row.created_at, v_row.last_used_at;
    return;
  end if;
  return query select null::text, t.created_at, t.last_used_at
                 from private.lawyer_calendar_tokens t where t.lawyer_id = v_uid;
end;
$$;
revoke execute on function public.lawyer_calendar_token() from public, anon, authenticated;
grant execute on function public.lawyer_calendar_token() to authenticated;

-- A new token replaces the old one at once (the old URL answers 404 from now on). Audited.
create function public.lawyer_rotate_calendar_token()
returns table (token text, created_at timestamptz, last_used_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := private.calendar_token_owner();
  v_token text := private.new_calendar_token();
  v_before private.lawyer_calendar_tokens;
  v_row private.lawyer_calendar_tokens;
begin
  select * into v_before from private.lawyer_calendar_tokens t where t.lawyer_id = v_uid for update;
  insert into private.lawyer_calendar_tokens as t (lawyer_id, token_hash)
  values (v_uid, private.calendar_token_hash(v_token))
  on conflict (lawyer_id) do update
    set token_hash = excluded.token_hash, created_at = now(), last_used_at = null
  returning * into v_row;
  -- the audit keeps the times only, never a hash
  perform private.write_audit('lawyer_calendar_token.rotate', 'lawyer_calendar_tokens', v_uid::text,
    case when v_before.lawyer_id is null then null
         else jsonb_build_object('created_at', v_before.created_at, 'last_used_at', v_before.last_used_at) end,
    jsonb_build_object('created_at', v_row.created_at));
  return query select v_token, v_row.created_at, v_row.last_used_at;
end;
$$;
revoke execute on function public.lawyer_rotate_calendar_token() from public, anon, authenticated;
grant execute on function public.lawyer_rotate_calendar_token() to authenticated;

-- The feed's revision number of a booking (iCalendar SEQUENCE), in step with the .ics files of
-- the client's e-mails (packages/shared notifications: paid 0, confirmed 1, meeting link 2): it
-- only grows along the lifecycle, cancelled last. A change that moves a booking (rescheduling)
-- must make it grow too: replace this function when such a change is added.
create function private.booking_ics_sequence(
  status public.booking_status,
  meeting_link text
)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'pending' then 0
    when 'confirmed' then case when meeting_link is null then 1 else 2 end
    when 'completed' then 2
    when 'cancelled' then 3
  end;
$$;
revoke execute on function private.booking_ics_sequence(public.booking_status, text) from public, anon, authenticated;

-- The feed behind a token hash: the lawyer's paid bookings (refunded ones too, as cancelled) from
-- 180 days ago on, with the client's display name and nothing else about the client. An unknown
-- hash raises PT404 (hint unknown_token), so the function tells "no such feed" from "no bookings".
-- For the Edge Function (service role) only.
create function public.lawyer_calendar_feed(token_hash text)
returns table (
  booking_id uuid,
  booking_date date,
  booking_time time,
  duration_minutes integer,
  status public.booking_status,
  client_name text,
  ics_sequence integer,
  updated_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_lawyer uuid;
begin
  select t.lawyer_id into v_lawyer
    from private.lawyer_calendar_tokens t
   where t.token_hash = lawyer_calendar_feed.token_hash;
  if v_lawyer is null then
    raise exception 'Calendar feed not found' using errcode = 'PT404', hint = 'unknown_token';
  end if;
  update private.lawyer_calendar_tokens t set last_used_at = now()
   where t.lawyer_id = v_lawyer and (t.last_used_at is null or t.last_used_at < now() - interval '5 minutes');
  return query
    select b.id, b.booking_date, b.booking_time, b.duration_minutes, b.status,
           coalesce(nullif(btrim(c.name_korean), ''), nullif(btrim(c.name_english), '')),
           private.booking_ics_sequence(b.status, b.meeting_link),
           b.updated_at
      from public.bookings b
      join public.profiles c on c.id = b.client_id
     where b.lawyer_id = v_lawyer
       and b.payment_status in ('paid', 'refunded')
       and b.booking_date >= (now() at time zone 'Asia/Seoul')::date - 180
     order by b.booking_date, b.booking_time, b.id;
end;
$$;
revoke execute on function public.lawyer_calendar_feed(text) from public, anon, authenticated;
grant execute on function public.lawyer_calendar_feed(text) to service_role;
