-- What is open (issue 27, item 3; docs/bookings.md "Availability"). One rule, defined once in
-- private.lawyer_available_slots and used by both lawyer_open_slots (what the booking page
-- offers) and create_booking (what it accepts), so the two cannot drift:
--   a slot of a listed lawyer is available when its KST weekday's hours contain it, its date is
--   not in the lawyer's time off, not a public holiday the lawyer has not opened, its start is
--   no earlier than now + the lawyer's minimum notice (and in the future), and its date no later
--   than today (KST) + the lawyer's horizon.
-- lawyer_open_slots lists the available slots that are not taken; create_booking refuses a slot
-- that is not available with P0001 hint slot_unavailable (a taken one keeps its own hints). A
-- booking occupies exactly its own slot, whatever its duration (20/40/60 minutes fit in the
-- hour), as in lawyer_busy_slots.

-- ---------------------------------------------------------------------------------------------
-- The rule. Set-based: the dates of the range (clipped to notice and horizon) times the weekday's
-- slots, minus time off and closed holidays. Cost per call: one primary-key read of the lawyer
-- and of lawyer_availability, then per date one probe of lawyer_time_off_lawyer_idx, of
-- public_holidays_pkey and (on a holiday) lawyer_holiday_overrides_pkey; at most 62 x 8 rows.
create function private.lawyer_available_slots(p_lawyer_id uuid, p_from date, p_to date)
returns table (slot_date date, slot_time time)
language sql
stable
set search_path = ''
as $$
  with settings as (
    -- a lawyer without a row (none should exist: a trigger creates it) has the defaults
    select coalesce(a.weekly, private.default_weekly_hours()) as weekly,
           greatest(now(), now() + make_interval(mins => coalesce(a.minimum_notice_minutes, 120))) as earliest,
           (now() at time zone 'Asia/Seoul')::date + coalesce(a.horizon_days, 90) as last_date
      from public.lawyers l
      left join public.lawyer_availability a on a.lawyer_id = l.id
     where l.id = p_lawyer_id and l.is_approved and l.is_visible
  ),
  days as (
    select d::date as day, s.weekly, s.earliest
      from settings s,
           -- timestamp (not timestamptz) steps: whole dates whatever the session's time zone
           generate_series(greatest(p_from, (s.earliest at time zone 'Asia/Seoul')::date)::timestamp,
                           least(p_to, s.last_date)::timestamp, interval '1 day') d
     where not exists (select 1 from public.lawyer_time_off o
                        where o.lawyer_id = p_lawyer_id and o.from_date <= d::date and o.to_date >= d::date)
       and not exists (select 1 from public.public_holidays h
                        where h.holiday_date = d::date
                          and not exists (select 1 from public.lawyer_holiday_overrides x
                                           where x.lawyer_id = p_lawyer_id and x.holiday_date = h.holiday_date))
  )
  select d.day, t.slot::time
    from days d
    cross join lateral jsonb_array_elements_text(d.weekly -> extract(isodow from d.day)::int::text) t(slot)
   where ((d.day + t.slot::time) at time zone 'Asia/Seoul') > now()
     and ((d.day + t.slot::time) at time zone 'Asia/Seoul') >= d.earliest;
$$;
revoke execute on function private.lawyer_available_slots(uuid, date, date) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- lawyer_open_slots: what a client could book now, for anyone (the booking page). At most 62
-- days per call (22023 invalid_range otherwise, as lawyer_busy_slots); unlisted lawyers give no
-- rows. Taken = a live booking on the slot that is not an expired hold
-- (private.booking_hold_expired), i.e. exactly what makes create_booking answer slot_taken: a
-- paid booking or a live hold. Fast: the available slots (at most 496 rows, see above) are
-- anti-joined to bookings through the partial unique index bookings_lawyer_slot_live_key
-- (lawyer_id, booking_date, booking_time) where status <> 'cancelled': one index probe per slot,
-- however many bookings the table holds.
create function public.lawyer_open_slots(lawyer_id uuid, from_date date, to_date date)
returns table (slot_date date, slot_time time)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if lawyer_open_slots.lawyer_id is null or lawyer_open_slots.from_date is null or lawyer_open_slots.to_date is null then
    raise exception 'lawyer_id, from_date and to_date are required' using errcode = '22023', hint = 'invalid_range';
  end if;
  if lawyer_open_slots.to_date < lawyer_open_slots.from_date then
    raise exception 'to_date must not be before from_date' using errcode = '22023', hint = 'invalid_range';
  end if;
  if lawyer_open_slots.to_date - lawyer_open_slots.from_date >= 62 then
    raise exception 'The range may span at most 62 days' using errcode = '22023', hint = 'invalid_range';
  end if;
  return query
    select a.slot_date, a.slot_time
      from private.lawyer_available_slots(lawyer_open_slots.lawyer_id, lawyer_open_slots.from_date,
                                          lawyer_open_slots.to_date) a
     where not exists (
       select 1 from public.bookings b
        where b.lawyer_id = lawyer_open_slots.lawyer_id
          and b.booking_date = a.slot_date and b.booking_time = a.slot_time
          and b.status <> 'cancelled'
          -- asked of unpaid rows only: a paid booking is never an expired hold
          and (b.payment_status <> 'pending' or not private.booking_hold_expired(b.status, b.payment_status, b.hold_expires_at)))
     order by a.slot_date, a.slot_time;
end;
$$;
revoke execute on function public.lawyer_open_slots(uuid, date, date) from public, anon, authenticated;
grant execute on function public.lawyer_open_slots(uuid, date, date) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- public.create_booking, as last defined in 20261128008000_refusal_http_status, plus: the
-- lawyer's availability lock (shared) and the rule above. The slot's own hints come first
-- (own_hold, slot_taken): a taken slot is reported as taken even where the lawyer has since
-- closed it; any other slot that is not available (outside the weekly hours, time off, a closed
-- holiday, inside the notice, beyond the horizon) is refused with P0001 slot_unavailable. The
-- checks that do not depend on the lawyer (past_slot, too_far_ahead, invalid_slot) keep theirs.
create or replace function public.create_booking(
  lawyer_id uuid,
  booking_date date,
  booking_time time,
  duration_minutes integer,
  consultation_type text default null,
  case_description text default null,
  user_coupon_id uuid default null
)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := (select auth.uid());
  v_lawyer public.lawyers;
  v_start timestamptz;
  v_fee integer;
  v_discount integer := 0;
  v_held public.user_coupons;
  v_coupon public.coupons;
  v_booking public.bookings;
  v_own uuid;
  v_holds integer;
  v_type text := nullif(btrim(create_booking.consultation_type), '');
  v_desc text := nullif(btrim(create_booking.case_description), '');
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if create_booking.lawyer_id is null or create_booking.booking_date is null
     or create_booking.booking_time is null or create_booking.duration_minutes is null then
    raise exception 'Lawyer, date, time and duration are required' using errcode = '22023', hint = 'missing_fields';
  end if;
  if create_booking.duration_minutes not in (20, 40, 60) then
    raise exception 'The duration must be 20, 40 or 60 minutes' using errcode = '22023', hint = 'invalid_duration';
  end if;
  if create_booking.booking_time not in (time '09:00', time '10:00', time '11:00', time '13:00',
                                         time '14:00', time '15:00', time '16:00', time '17:00') then
    raise exception 'Not a bookable time slot (KST 09:00-11:00, 13:00-17:00, on the hour)'
      using errcode = '22023', hint = 'invalid_slot';
  end if;
  v_start := (create_booking.booking_date + create_booking.booking_time) at time zone 'Asia/Seoul';
  if v_start <= now() then
    raise exception 'The consultation must be in the future' using errcode = '22023', hint = 'past_slot';
  end if;
  if create_booking.booking_date > (now() at time zone 'Asia/Seoul')::date + 365 then
    raise exception 'Bookings can be made at most one year ahead' using errcode = '22023', hint = 'too_far_ahead';
  end if;
  if length(v_type) > 100 then
    raise exception 'The consultation type must be at most 100 characters' using errcode = '22023', hint = 'invalid_input';
  end if;
  if length(v_desc) > 5000 then
    raise exception 'The case description must be at most 5000 characters' using errcode = '22023', hint = 'invalid_input';
  end if;

  select * into v_lawyer from public.lawyers l
   where l.id = create_booking.lawyer_id and l.is_approved and l.is_visible;
  if not found then
    raise exception 'This lawyer is not available for booking' using errcode = 'PT404', hint = 'lawyer_unavailable';
  end if;
  if v_lawyer.id = v_uid then
    raise exception 'You cannot book a consultation with yourself' using errcode = '22023', hint = 'self_booking';
  end if;

  -- one create_booking per client at a time: the hold count below cannot be raced
  perform pg_advisory_xact_lock(hashtextextended('klegal.create_booking:' || v_uid::text, 0));
  -- no change of the lawyer's availability between the check below and the commit; a change
  -- committed before this point is seen by the statements that follow (each takes a new snapshot)
  perform pg_advisory_xact_lock_shared(private.availability_lock_key(v_lawyer.id));

  -- an expired hold frees its slot now, whether or not the sweep has run
  perform private.expire_holds(v_lawyer.id, create_booking.booking_date, create_booking.booking_time);

  select b.id into v_own from public.bookings b
   where b.lawyer_id = v_lawyer.id and b.booking_date = create_booking.booking_date
     and b.booking_time = create_booking.booking_time and b.client_id = v_uid
     and b.status in ('pending', 'confirmed') and b.payment_status = 'pending';
  if v_own is not null then
    raise exception 'You are already holding this time slot; pay for it to confirm the booking'
      using errcode = 'P0001', hint = 'own_hold', detail = jsonb_build_object('booking_id', v_own)::text;
  end if;

  if exists (select 1 from public.bookings b
              where b.lawyer_id = v_lawyer.id and b.booking_date = create_booking.booking_date
                and b.booking_time = create_booking.booking_time and b.status <> 'cancelled') then
    raise exception 'This time slot is already booked' using errcode = '23505', hint = 'slot_taken';
  end if;

  if not exists (select 1 from private.lawyer_available_slots(v_lawyer.id, create_booking.booking_date,
                                                               create_booking.booking_date) a
                  where a.slot_time = create_booking.booking_time) then
    raise exception 'The lawyer does not take bookings at this time'
      using errcode = 'P0001', hint = 'slot_unavailable';
  end if;

  select count(*) into v_holds from public.bookings b
   where b.client_id = v_uid and b.status in ('pending', 'confirmed') and b.payment_status = 'pending'
     and b.hold_expires_at > now();
  if v_holds >= 3 then
    raise exception 'You already have 3 unpaid bookings. Pay for one or cancel one before booking another.'
      using errcode = 'P0001', hint = 'too_many_holds', detail = jsonb_build_object('max_unpaid', 3)::text;
  end if;

  v_fee := coalesce(
    case create_booking.duration_minutes
      when 20 then v_lawyer.fee_20min when 40 then v_lawyer.fee_40min when 60 then v_lawyer.fee_60min end,
    private.default_fee(create_booking.duration_minutes));

  if create_booking.user_coupon_id is not null then
    select * into v_held from public.user_coupons uc
     where uc.id = create_booking.user_coupon_id and uc.user_id = v_uid
     for update;
    if not found then
      raise exception 'Coupon not found' using errcode = 'PT404', hint = 'coupon_not_found';
    end if;
    if v_held.is_used then
      raise exception 'This coupon has already been used' using errcode = 'P0001', hint = 'coupon_used';
    end if;
    select * into v_coupon from public.coupons c where c.id = v_held.coupon_id for update;
    if not v_coupon.is_active then
      raise exception 'This coupon is not active' using errcode = 'P0001', hint = 'coupon_inactive';
    end if;
    if now() < v_coupon.valid_from or now() > v_coupon.valid_until then
      raise exception 'This coupon is not valid now' using errcode = 'P0001', hint = 'coupon_expired';
    end if;
    -- a lawyer's coupon (paid with that lawyer's credits) discounts that lawyer's consultations only
    if v_coupon.issuer_lawyer_id is not null and v_coupon.issuer_lawyer_id <> v_lawyer.id then
      raise exception 'This coupon is valid only for consultations with the lawyer who issued it'
        using errcode = 'P0001', hint = 'coupon_wrong_lawyer';
    end if;
    if v_coupon.max_uses is not null and v_coupon.current_uses >= v_coupon.max_uses then
      raise exception 'This coupon has reached its usage limit' using errcode = 'P0001', hint = 'coupon_exhausted';
    end if;
    if coalesce(nullif(v_coupon.min_amount, 0), 0) > v_fee then
      raise exception 'The fee is below this coupon''s minimum amount (% won)', v_coupon.min_amount
        using errcode = 'P0001', hint = 'coupon_min_amount',
              detail = jsonb_build_object('min_amount', v_coupon.min_amount, 'fee', v_fee)::text;
    end if;
    v_discount := private.coupon_discount(v_fee, v_coupon.discount_type, v_coupon.discount_value,
                                          v_coupon.min_amount, v_coupon.max_discount);
    update public.user_coupons uc set is_used = true, used_at = now() where uc.id = v_held.id;
    update public.coupons c set current_uses = c.current_uses + 1 where c.id = v_coupon.id;
  end if;

  begin
    insert into public.bookings (client_id, lawyer_id, booking_date, booking_time, duration_minutes,
                                 list_fee, discount_amount, fee_amount, coupon_id, user_coupon_id,
                                 status, payment_status, consultation_type, case_description, hold_expires_at)
    values (v_uid, v_lawyer.id, create_booking.booking_date, create_booking.booking_time,
            create_booking.duration_minutes, v_fee, v_discount, v_fee - v_discount, v_coupon.id, v_held.id,
            'pending', 'pending', v_type, v_desc, now() + private.booking_hold())
    returning * into v_booking;
  exception when unique_violation then
    raise exception 'This time slot is already booked' using errcode = '23505', hint = 'slot_taken';
  end;

  perform private.write_audit('booking.create', 'bookings', v_booking.id::text, null,
    jsonb_build_object('status', v_booking.status, 'payment_status', v_booking.payment_status,
                       'list_fee', v_booking.list_fee, 'discount_amount', v_booking.discount_amount,
                       'fee_amount', v_booking.fee_amount, 'coupon_id', v_booking.coupon_id,
                       'hold_expires_at', v_booking.hold_expires_at),
    jsonb_build_object('by', 'client'));
  return v_booking;
end;
$$;
