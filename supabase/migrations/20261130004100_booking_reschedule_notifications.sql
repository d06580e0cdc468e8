-- Rescheduling, what follows a move (issue 27 item 7; docs/bookings.md "Rescheduling"):
--   * both parties are told through the outbox, e-mail and bell: booking_rescheduled (the client,
--     in their language, with the new time as an .ics of the same UID and a higher SEQUENCE) and
--     lawyer_booking_rescheduled (the lawyer, Korean; their calendar feed shows the new time);
--   * the reminders of the old time are cancelled and the new time gets its own;
--   * the lawyer's confirmation of the new time is told to the client again (its dedupe key now
--     names the move, else the first confirmation's key would swallow it);
--   * the iCalendar SEQUENCE of a booking, one rule for the lawyer's feed and the client's e-mails
--     (packages/shared/src/notifications/ics.ts bookingIcsSequence, tested against this function):
--       4 * reschedule_count + (pending 0, pending with a meeting link 1, confirmed 1, confirmed with
--       a meeting link 2, completed 2, cancelled 3)
--     Within one time it grows along the lifecycle as before; every move adds 4, more than any
--     step of the lifecycle, so a move always outranks what came before it.

-- ---------------------------------------------------------------------------------------------
-- The sequence rule, replacing the one of 20261130003000_lawyer_calendar_feed (whose comment asked
-- for this when a move was added).
drop function private.booking_ics_sequence(public.booking_status, text);
create function private.booking_ics_sequence(
  status public.booking_status,
  meeting_link text,
  reschedule_count integer
)
returns integer
language sql
immutable
set search_path = ''
as $$
  select 4 * greatest(coalesce(reschedule_count, 0), 0) + case status
    when 'pending' then case when meeting_link is null then 0 else 1 end
    when 'confirmed' then case when meeting_link is null then 1 else 2 end
    when 'completed' then 2
    when 'cancelled' then 3
  end;
$$;
revoke execute on function private.booking_ics_sequence(public.booking_status, text, integer) from public, anon, authenticated;

-- public.lawyer_calendar_feed, as defined in 20261130003000_lawyer_calendar_feed, with the new rule.
create or replace function public.lawyer_calendar_feed(token_hash text)
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
           private.booking_ics_sequence(b.status, b.meeting_link, b.reschedule_count),
           b.updated_at
      from public.bookings b
      join public.profiles c on c.id = b.client_id
     where b.lawyer_id = v_lawyer
       and b.payment_status in ('paid', 'refunded')
       and b.booking_date >= (now() at time zone 'Asia/Seoul')::date - 180
     order by b.booking_date, b.booking_time, b.id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- private.booking_notice, as defined in 20261125002000_notifications, plus the booking's status
-- and reschedule_count: what the e-mails' .ics SEQUENCE is computed from (the same rule as above).
create or replace function private.booking_notice(b public.bookings)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'booking_id', b.id,
    'lawyer_id', b.lawyer_id,
    'lawyer_name_ko', lp.name_korean,
    'lawyer_name_en', lp.name_english,
    'client_name', coalesce(nullif(cp.name_english, ''), cp.name_korean),
    'booking_date', b.booking_date,
    'booking_time', to_char(b.booking_time, 'HH24:MI'),
    'duration_minutes', b.duration_minutes,
    'starts_at', b.starts_at,
    'fee_amount', b.fee_amount,
    'consultation_type', b.consultation_type,
    'meeting_link', b.meeting_link,
    'hold_expires_at', b.hold_expires_at,
    'payment_status', b.payment_status,
    'cancelled_by', b.cancelled_by,
    'status', b.status,
    'reschedule_count', b.reschedule_count)
  from public.profiles lp, public.profiles cp
  where lp.id = b.lawyer_id and cp.id = b.client_id;
$$;

-- private.notify_booking_changed, as defined in 20261125002000_notifications; only the key of
-- booking_confirmed changes: after a move it names the move, so the confirmation of the new time is
-- told too (the first time keeps its old key).
create or replace function private.notify_booking_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_notice jsonb := private.booking_notice(new);
begin
  -- paid: both parties, and the reminders
  if new.payment_status = 'paid' and old.payment_status <> 'paid' then
    perform private.notify('booking_paid', new.client_id, v_notice, null, null, new.id, 'booking_paid:' || new.id);
    perform private.notify('lawyer_new_booking', new.lawyer_id, v_notice, 'ko', null, new.id, 'lawyer_new_booking:' || new.id);
    if new.starts_at - interval '24 hours' > now() then
      perform private.notify('reminder_24h', new.client_id, v_notice, null, null, new.id,
                             'reminder_24h:' || new.id, new.starts_at - interval '24 hours', false);
    end if;
    if new.starts_at - interval '1 hour' > now() then
      perform private.notify('reminder_1h', new.client_id, v_notice, null, null, new.id,
                             'reminder_1h:' || new.id, new.starts_at - interval '1 hour', false);
      perform private.notify('lawyer_reminder_1h', new.lawyer_id, v_notice, 'ko', null, new.id,
                             'lawyer_reminder_1h:' || new.id, new.starts_at - interval '1 hour', false);
    end if;
  end if;

  if new.status = 'confirmed' and old.status <> 'confirmed' then
    perform private.notify('booking_confirmed', new.client_id, v_notice, null, null, new.id,
                           'booking_confirmed:' || new.id
                           || case when new.reschedule_count > 0 then ':' || new.reschedule_count else '' end);
  end if;

  if new.meeting_link is not null and new.meeting_link is distinct from old.meeting_link
     and new.status in ('pending', 'confirmed') then
    -- every change is its own message (the key carries the link)
    perform private.notify('meeting_link', new.client_id, v_notice, null, null, new.id,
                           'meeting_link:' || new.id || ':' || md5(new.meeting_link));
  end if;

  if new.status = 'cancelled' and old.status <> 'cancelled' then
    if new.cancelled_by = 'system' then
      perform private.notify('booking_expired', new.client_id, v_notice, null, null, new.id, 'booking_expired:' || new.id);
    else
      -- a paid booking that is cancelled is refunded (the refund follows in the same transaction)
      perform private.notify('booking_cancelled', new.client_id,
                             v_notice || jsonb_build_object('refunded', old.payment_status <> 'pending'),
                             null, null, new.id, 'booking_cancelled:' || new.id);
      -- the lawyer was told of the booking when it was paid; so they are told it is off
      if old.payment_status = 'paid' then
        perform private.notify('lawyer_booking_cancelled', new.lawyer_id, v_notice, 'ko', null, new.id,
                               'lawyer_booking_cancelled:' || new.id);
      end if;
    end if;
    -- reminders of a consultation that will not happen
    update private.outbox o set status = 'cancelled'
     where o.booking_id = new.id and o.status = 'pending' and o.kind in ('reminder_24h', 'reminder_1h', 'lawyer_reminder_1h');
  elsif new.payment_status = 'refunded' and old.payment_status <> 'refunded' and new.status <> 'cancelled' then
    perform private.notify('booking_refunded', new.client_id, v_notice, null, null, new.id, 'booking_refunded:' || new.id);
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- A move (reschedule_count grew; a platform correction of the date, as the test helpers make, is
-- not one): both parties told with the old and the new time, reminders moved.
create function private.notify_booking_rescheduled()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_notice jsonb := private.booking_notice(new);
  v_moved jsonb := v_notice || jsonb_build_object(
    'previous_date', old.booking_date,
    'previous_time', to_char(old.booking_time, 'HH24:MI'),
    'previous_starts_at', old.starts_at);
  v_n text := new.reschedule_count::text;
begin
  perform private.notify('booking_rescheduled', new.client_id, v_moved, null, null, new.id,
                         'booking_rescheduled:' || new.id || ':' || v_n);
  perform private.notify('lawyer_booking_rescheduled', new.lawyer_id, v_moved, 'ko', null, new.id,
                         'lawyer_booking_rescheduled:' || new.id || ':' || v_n);
  -- the reminders of the old time would come at the wrong moment: replaced by the new time's
  update private.outbox o set status = 'cancelled'
   where o.booking_id = new.id and o.status = 'pending' and o.kind in ('reminder_24h', 'reminder_1h', 'lawyer_reminder_1h');
  if new.payment_status = 'paid' and new.status in ('pending', 'confirmed') then
    if new.starts_at - interval '24 hours' > now() then
      perform private.notify('reminder_24h', new.client_id, v_notice, null, null, new.id,
                             'reminder_24h:' || new.id || ':' || v_n, new.starts_at - interval '24 hours', false);
    end if;
    if new.starts_at - interval '1 hour' > now() then
      perform private.notify('reminder_1h', new.client_id, v_notice, null, null, new.id,
                             'reminder_1h:' || new.id || ':' || v_n, new.starts_at - interval '1 hour', false);
      perform private.notify('lawyer_reminder_1h', new.lawyer_id, v_notice, 'ko', null, new.id,
                             'lawyer_reminder_1h:' || new.id || ':' || v_n, new.starts_at - interval '1 hour', false);
    end if;
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_booking_rescheduled() from public, anon, authenticated;
create trigger bookings_notify_rescheduled after update of reschedule_count on public.bookings
  for each row when (new.reschedule_count > old.reschedule_count)
  execute function private.notify_booking_rescheduled();
