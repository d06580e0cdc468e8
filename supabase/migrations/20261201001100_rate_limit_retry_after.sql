-- Rate limits answer HTTP 429 with Retry-After (issue 28, item 5). The free check-up limits
-- raised SQLSTATE PT429 (HTTP 429, no Retry-After) and the unpaid-hold caps P0001 (HTTP 400).
-- PostgREST sets a response's status and headers from SQL only through RAISE SQLSTATE 'PGRST'
-- (MESSAGE a JSON object {code, message, details, hint}, DETAIL {status, headers}; PostgREST's
-- "Add HTTP Headers with RAISE"), so these refusals now raise that, through
-- private.raise_too_many_requests: HTTP 429, body code PT429 (what a PT429 raise answered, so
-- clients that map the code keep working), the same message, hint and details as before (the apps
-- map the hints rate_limited and too_many_holds), and Retry-After in seconds until the limit lets
-- the caller through again without doing anything: the hour's oldest counted submission leaving
-- the window, the earliest counted hold running out. A caller other than PostgREST (SQL, psql)
-- sees SQLSTATE PGRST with that JSON as the message.
-- Restated whole from their latest definitions (private.free_checkups_before_insert:
-- 20261128008000_refusal_http_status; public.create_booking: 20261130001500_lawyer_open_slots;
-- private.cap_holds_per_address: 20261125001500_booking_hold_address_cap); only the refusals
-- change. Grants survive `create or replace`.

create function private.raise_too_many_requests(p_message text, p_hint text, p_details jsonb, p_retry_at timestamptz)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_headers jsonb := '{}'::jsonb;
begin
  if p_retry_at is not null then
    -- whole seconds, rounded up, at least 1 (RFC 9110 delay-seconds)
    v_headers := jsonb_build_object('Retry-After',
      greatest(1, ceil(extract(epoch from (p_retry_at - clock_timestamp()))))::bigint::text);
  end if;
  raise sqlstate 'PGRST' using
    message = jsonb_build_object('code', 'PT429', 'message', p_message, 'details', p_details::text, 'hint', p_hint)::text,
    detail = jsonb_build_object('status', 429, 'headers', v_headers)::text;
end;
$$;
revoke execute on function private.raise_too_many_requests(text, text, jsonb, timestamptz) from public, anon, authenticated;

-- private.free_checkups_before_insert, as last defined in 20261128008000_refusal_http_status.
create or replace function private.free_checkups_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_address text := private.request_client_address();
  v_max_address integer := private.setting_positive_int('free_checkups.max_per_address_per_hour', 20);
  v_max_email integer := private.setting_positive_int('free_checkups.max_per_email_per_hour', 5);
  v_count bigint;
  v_retry_at timestamptz;
begin
  if v_address is not null then
    perform pg_advisory_xact_lock(hashtextextended('free_checkup.address:' || v_address, 0));
    select count(*) into v_count from private.free_checkup_submissions s
     where s.client_address = v_address and s.created_at > now() - interval '1 hour';
    if v_count >= v_max_address then
      -- free again once enough of the hour's submissions have left the window
      select s.created_at + interval '1 hour' into v_retry_at from private.free_checkup_submissions s
       where s.client_address = v_address and s.created_at > now() - interval '1 hour'
       order by s.created_at offset v_count - v_max_address limit 1;
      perform private.raise_too_many_requests('Too many requests from this address; please try again later',
        'rate_limited', jsonb_build_object('scope', 'address', 'max_per_hour', v_max_address), v_retry_at);
    end if;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('free_checkup.email:' || lower(new.email), 0));
  select count(*) into v_count from public.free_checkups f
   where lower(f.email) = lower(new.email) and f.created_at > now() - interval '1 hour';
  if v_count >= v_max_email then
    select f.created_at + interval '1 hour' into v_retry_at from public.free_checkups f
     where lower(f.email) = lower(new.email) and f.created_at > now() - interval '1 hour'
     order by f.created_at offset v_count - v_max_email limit 1;
    perform private.raise_too_many_requests('Too many requests for this e-mail address; please try again later',
      'rate_limited', jsonb_build_object('scope', 'email', 'max_per_hour', v_max_email), v_retry_at);
  end if;
  if v_address is not null then
    delete from private.free_checkup_submissions s where s.created_at < now() - interval '1 hour';
    insert into private.free_checkup_submissions (client_address) values (v_address);
  end if;
  new.status := 'pending';
  new.admin_notes := null;
  return new;
end;
$$;

-- public.create_booking, as last defined in 20261130001500_lawyer_open_slots.
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
  v_retry_at timestamptz;
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
    -- booking is possible again, without paying or cancelling, when enough holds have run out
    select b.hold_expires_at into v_retry_at from public.bookings b
     where b.client_id = v_uid and b.status in ('pending', 'confirmed') and b.payment_status = 'pending'
       and b.hold_expires_at > now()
     order by b.hold_expires_at offset v_holds - 3 limit 1;
    perform private.raise_too_many_requests('You already have 3 unpaid bookings. Pay for one or cancel one before booking another.',
      'too_many_holds', jsonb_build_object('max_unpaid', 3), v_retry_at);
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

-- private.cap_holds_per_address, as defined in 20261125001500_booking_hold_address_cap.
create or replace function private.cap_holds_per_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_address text := private.request_client_address();
  v_max integer := private.setting_positive_int('booking.max_holds_per_address', 10);
  v_open integer;
  v_retry_at timestamptz;
begin
  if v_address is null or new.payment_status <> 'pending' or new.hold_expires_at is null then
    return null;
  end if;
  -- one hold per address at a time, so that parallel requests cannot all pass the count
  perform pg_advisory_xact_lock(hashtextextended('klegal.holds_per_address:' || v_address, 0));
  select count(*) into v_open
    from private.booking_hold_origins o
    join public.bookings b on b.id = o.booking_id
   where o.address = v_address and b.id <> new.id
     and b.status in ('pending', 'confirmed') and b.payment_status = 'pending'
     and b.hold_expires_at > now();
  if v_open >= v_max then
    select b.hold_expires_at into v_retry_at
      from private.booking_hold_origins o
      join public.bookings b on b.id = o.booking_id
     where o.address = v_address and b.id <> new.id
       and b.status in ('pending', 'confirmed') and b.payment_status = 'pending'
       and b.hold_expires_at > now()
     order by b.hold_expires_at offset v_open - v_max limit 1;
    perform private.raise_too_many_requests('Too many unpaid bookings have been made from your network. Pay for one or cancel one before booking another.',
      'too_many_holds', jsonb_build_object('scope', 'address', 'max_unpaid', v_max), v_retry_at);
  end if;
  insert into private.booking_hold_origins (booking_id, address) values (new.id, v_address);
  return null;
end;
$$;
