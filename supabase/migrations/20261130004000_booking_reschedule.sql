-- Rescheduling (issue 27 item 7; docs/bookings.md "Rescheduling"). The booking's client moves a
-- paid, open booking to another open slot of the same lawyer:
--   public.client_reschedule_booking(booking_id, new_date, new_time)
-- Who and what: only the booking's client (anyone else PT404 not_found, as client_cancel_booking);
-- status pending or confirmed (else P0001 invalid_transition) and payment_status paid (else P0001
-- not_paid: a hold is not moved, it is cancelled and booked again); at most 2 moves per booking
-- (P0001 reschedule_limit); until 24 hours before the current start, whatever the status (P0001
-- too_late; the client's cancel uses the same 24 hours for confirmed bookings); the target must be
-- a spec slot (22023 invalid_slot) that is open now: available by the lawyer's calendar
-- (private.lawyer_available_slots, the rule create_booking asks) and not taken by a live booking,
-- the booking's own current slot included (P0001 slot_unavailable for all of these).
-- Effects: the date and time change in place, so payment, coupon, price, duration, room and
-- settlement lines (keyed on the payment, not the date) stay with the booking; a confirmed booking
-- goes back to pending (the lawyer confirms the new time); reschedule_count grows by one (it also
-- raises the booking's iCalendar SEQUENCE, next migration); audited with the old and new time.
-- Concurrency: the booking row is locked (a cancel, confirm or second move waits), and the
-- lawyer's availability lock is shared as create_booking shares it, so an availability change
-- and a move never interleave; two moves or a move and a booking of the same target slot are
-- decided by the unique index bookings_lawyer_slot_live_key: one wins, the other is refused.

alter table public.bookings add column reschedule_count integer not null default 0
  constraint bookings_reschedule_count check (reschedule_count between 0 and 2);
comment on column public.bookings.reschedule_count is
  'How many times the client moved the booking (client_reschedule_booking; at most 2).';

-- The most moves a booking allows (a constant, the same as the check above).
create function private.booking_reschedule_limit()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 2;
$$;
revoke execute on function private.booking_reschedule_limit() from public, anon, authenticated;

create function public.client_reschedule_booking(booking_id uuid, new_date date, new_time time)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := (select auth.uid());
  v_before public.bookings;
  v_after public.bookings;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if client_reschedule_booking.booking_id is null or client_reschedule_booking.new_date is null
     or client_reschedule_booking.new_time is null then
    raise exception 'The booking, the new date and the new time are required' using errcode = '22023', hint = 'missing_fields';
  end if;
  select * into v_before from public.bookings b
   where b.id = client_reschedule_booking.booking_id and b.client_id = v_uid
   for update;
  if not found then
    raise exception 'Booking not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if v_before.status not in ('pending', 'confirmed') then
    raise exception 'A % booking cannot be rescheduled', v_before.status using errcode = 'P0001', hint = 'invalid_transition';
  end if;
  if v_before.payment_status <> 'paid' then
    raise exception 'Only a paid booking can be rescheduled' using errcode = 'P0001', hint = 'not_paid';
  end if;
  if v_before.reschedule_count >= private.booking_reschedule_limit() then
    raise exception 'A booking can be rescheduled at most % times', private.booking_reschedule_limit()
      using errcode = 'P0001', hint = 'reschedule_limit',
            detail = jsonb_build_object('max_reschedules', private.booking_reschedule_limit())::text;
  end if;
  if v_before.starts_at - now() < interval '24 hours' then
    raise exception 'A booking can be rescheduled until 24 hours before it starts'
      using errcode = 'P0001', hint = 'too_late';
  end if;
  if client_reschedule_booking.new_time not in (time '09:00', time '10:00', time '11:00', time '13:00',
                                                time '14:00', time '15:00', time '16:00', time '17:00') then
    raise exception 'Not a bookable time slot (KST 09:00-11:00, 13:00-17:00, on the hour)'
      using errcode = '22023', hint = 'invalid_slot';
  end if;

  -- the lock create_booking shares: no availability change between the check and the commit
  perform pg_advisory_xact_lock_shared(private.availability_lock_key(v_before.lawyer_id));
  -- an expired hold on the target frees it now, as for a booking
  perform private.expire_holds(v_before.lawyer_id, client_reschedule_booking.new_date, client_reschedule_booking.new_time);

  -- taken (the booking's own current slot included), or not available by the lawyer's calendar
  if exists (select 1 from public.bookings b
              where b.lawyer_id = v_before.lawyer_id and b.booking_date = client_reschedule_booking.new_date
                and b.booking_time = client_reschedule_booking.new_time and b.status <> 'cancelled')
     or not exists (select 1 from private.lawyer_available_slots(v_before.lawyer_id, client_reschedule_booking.new_date,
                                                                  client_reschedule_booking.new_date) a
                     where a.slot_time = client_reschedule_booking.new_time) then
    raise exception 'This time slot is not open' using errcode = 'P0001', hint = 'slot_unavailable';
  end if;

  begin
    update public.bookings b
       set booking_date = client_reschedule_booking.new_date,
           booking_time = client_reschedule_booking.new_time,
           status = 'pending',
           reschedule_count = b.reschedule_count + 1
     where b.id = v_before.id
    returning * into v_after;
  exception when unique_violation then
    -- booked (or moved to) by someone else since the check above: the later one is refused
    raise exception 'This time slot is not open' using errcode = 'P0001', hint = 'slot_unavailable';
  end;

  perform private.write_audit('booking.reschedule', 'bookings', v_after.id::text,
    jsonb_build_object('booking_date', v_before.booking_date, 'booking_time', to_char(v_before.booking_time, 'HH24:MI'),
                       'starts_at', v_before.starts_at, 'status', v_before.status, 'reschedule_count', v_before.reschedule_count),
    jsonb_build_object('booking_date', v_after.booking_date, 'booking_time', to_char(v_after.booking_time, 'HH24:MI'),
                       'starts_at', v_after.starts_at, 'status', v_after.status, 'reschedule_count', v_after.reschedule_count),
    jsonb_build_object('by', 'client'));
  return v_after;
end;
$$;
revoke execute on function public.client_reschedule_booking(uuid, date, time) from public, anon, authenticated;
grant execute on function public.client_reschedule_booking(uuid, date, time) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- booking_details gains reschedule_count (the portals decide whether to offer "Reschedule").
-- Restated from 20261128007000_booking_hold_rule with the column added at the end; grants as before.
drop view public.booking_details;
drop function private.booking_details();

create function private.booking_details()
returns table (
  id uuid,
  client_id uuid,
  lawyer_id uuid,
  booking_date date,
  booking_time time,
  duration_minutes integer,
  starts_at timestamptz,
  list_fee integer,
  discount_amount integer,
  fee_amount integer,
  coupon_id uuid,
  user_coupon_id uuid,
  status public.booking_status,
  payment_status public.booking_payment_status,
  consultation_type text,
  case_description text,
  meeting_link text,
  cancelled_by text,
  cancelled_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  hold_expires_at timestamptz,
  client_name_korean text,
  client_name_english text,
  client_email text,
  lawyer_name_korean text,
  lawyer_name_english text,
  lawyer_profile_photo_url text,
  payment_provider text,
  payment_transaction_id text,
  refund_status text,
  display_status text,
  reschedule_count integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.client_id, b.lawyer_id, b.booking_date, b.booking_time, b.duration_minutes, b.starts_at,
         b.list_fee, b.discount_amount, b.fee_amount, b.coupon_id, b.user_coupon_id, b.status, b.payment_status,
         b.consultation_type, b.case_description, b.meeting_link, b.cancelled_by, b.cancelled_at,
         b.created_at, b.updated_at, b.hold_expires_at,
         c.name_korean, c.name_english, c.email,
         lp.name_korean, lp.name_english, l.profile_photo_url,
         pay.provider, pay.transaction_id, pay.refund_status,
         private.booking_display_status(b.status, b.payment_status, b.hold_expires_at, b.cancelled_by),
         b.reschedule_count
    from public.bookings b
    join public.profiles c on c.id = b.client_id
    join public.lawyers l on l.id = b.lawyer_id
    join public.profiles lp on lp.id = b.lawyer_id
    -- the booking's payment: shown to the client and administrators, not to the lawyer
    left join lateral (
      select p.provider, p.transaction_id, p.refund_status
        from public.payment_history p
       where p.booking_id = b.id and p.payment_status in ('paid', 'refunded')
         and (b.client_id = (select auth.uid()) or (select private.is_admin()))
       order by p.created_at desc
       limit 1
    ) pay on true
   where (select auth.uid()) is not null
     and (b.client_id = (select auth.uid()) or b.lawyer_id = (select auth.uid()) or (select private.is_admin()));
$$;
revoke execute on function private.booking_details() from public, anon, authenticated;
grant execute on function private.booking_details() to authenticated;

create view public.booking_details with (security_invoker = true) as
  select * from private.booking_details();
comment on view public.booking_details is
  'The caller''s bookings (as client or lawyer; all for admins) with the client''s name and e-mail, the lawyer''s names and photo, (for the client and administrators) the payment''s provider, transaction id and refund state, display_status: ''expired'' for an expired hold (swept or not yet), else the status, and reschedule_count.';
revoke all on public.booking_details from anon, authenticated;
grant select on public.booking_details to authenticated;
