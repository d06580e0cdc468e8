-- Refusals reach clients as 4xx (issue 25, item 5 follow-up). PostgREST maps SQLSTATE P0002
-- ("not found"-type refusals: not_found, lawyer_unavailable, coupon_not_found, no_coupon,
-- not_a_lawyer) and 54000 (the free check-up limit, rate_limited) to HTTP 500, on hosted Supabase
-- as locally. PostgREST's custom-status SQLSTATE 'PTxyz' answers HTTP xyz with code 'PTxyz' and
-- the same message and hint, so these refusals now raise PT404 and PT429. Every function a
-- client, lawyer, administrator (or anon, through the free check-up insert trigger) can reach is
-- restated whole from its latest definition; only the errcode changes. Grants survive
-- `create or replace`.
-- Left as they are: attach_checkout_session and private.apply_payment (service role only, the
-- checkout and webhook paths). Functions created the same day (lawyer applications, settlement)
-- raise PT404 in their own migrations.

-- private.free_checkups_before_insert, as last defined in 20261125001200_free_checkup_rate_limits.
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
begin
  if v_address is not null then
    perform pg_advisory_xact_lock(hashtextextended('free_checkup.address:' || v_address, 0));
    if (select count(*) from private.free_checkup_submissions s
         where s.client_address = v_address and s.created_at > now() - interval '1 hour') >= v_max_address then
      raise exception 'Too many requests from this address; please try again later'
        using errcode = 'PT429', hint = 'rate_limited',
              detail = jsonb_build_object('scope', 'address', 'max_per_hour', v_max_address)::text;
    end if;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('free_checkup.email:' || lower(new.email), 0));
  if (select count(*) from public.free_checkups f
       where lower(f.email) = lower(new.email) and f.created_at > now() - interval '1 hour') >= v_max_email then
    raise exception 'Too many requests for this e-mail address; please try again later'
      using errcode = 'PT429', hint = 'rate_limited',
            detail = jsonb_build_object('scope', 'email', 'max_per_hour', v_max_email)::text;
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

-- public.create_booking, as last defined in 20261125000100_booking_holds.
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

-- public.pay_booking_test_mode, as last defined in 20261122000700_bookings_and_payments.
create or replace function public.pay_booking_test_mode(booking_id uuid)
returns public.payment_history
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := (select auth.uid());
  v_booking public.bookings;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if coalesce((select s.value from private.app_settings s where s.key = 'payments.test_mode'), 'disabled') <> 'enabled' then
    raise exception 'Test-mode payments are disabled' using errcode = '42501', hint = 'test_mode_disabled';
  end if;
  select * into v_booking from public.bookings b
   where b.id = pay_booking_test_mode.booking_id and b.client_id = v_uid;
  if not found then
    raise exception 'Booking not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  return private.apply_payment(v_booking.id, v_booking.fee_amount, 'test', 'test',
                               'test_' || replace(gen_random_uuid()::text, '-', ''), now());
end;
$$;

-- public.begin_checkout, as last defined in 20261125004000_payment_provider.
create or replace function public.begin_checkout(booking_id uuid)
returns table (
  checkout_id uuid,
  status text,
  session_id text,
  url text,
  amount integer,
  currency text,
  email text,
  locale text,
  hold_expires_at timestamptz,
  booking_date date,
  booking_time time,
  duration_minutes integer
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := (select auth.uid());
  v_booking public.bookings;
  v_checkout public.payment_checkouts;
  v_profile public.profiles;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if coalesce((select s.value from private.app_settings s where s.key = 'payments.stripe'), 'disabled') <> 'enabled' then
    raise exception 'Card payments are not available' using errcode = '42501', hint = 'provider_disabled';
  end if;
  select * into v_booking from public.bookings b
   where b.id = begin_checkout.booking_id and b.client_id = v_uid
   for update;
  if not found then
    raise exception 'Booking not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if v_booking.payment_status <> 'pending' then
    raise exception 'This booking is already %', v_booking.payment_status using errcode = 'P0001', hint = 'already_paid';
  end if;
  if (v_booking.status = 'cancelled' and v_booking.cancelled_by = 'system')
     or (v_booking.status in ('pending', 'confirmed') and v_booking.hold_expires_at <= now()) then
    raise exception 'The time to pay for this booking has run out and the slot was released. Please book again.'
      using errcode = 'P0001', hint = 'hold_expired';
  end if;
  if v_booking.status not in ('pending', 'confirmed') then
    raise exception 'A % booking cannot be paid', v_booking.status using errcode = 'P0001', hint = 'invalid_status';
  end if;
  select * into v_profile from public.profiles p where p.id = v_uid;

  if v_booking.fee_amount = 0 then
    perform private.apply_payment(v_booking.id, 0, 'coupon', 'free', 'free_' || v_booking.id::text, now());
    return query select null::uuid, 'complete'::text, null::text, null::text, 0, 'KRW'::text,
                        v_profile.email, coalesce(v_profile.preferred_locale, 'en'), v_booking.hold_expires_at,
                        v_booking.booking_date, v_booking.booking_time, v_booking.duration_minutes;
    return;
  end if;

  select * into v_checkout from public.payment_checkouts c
   where c.booking_id = v_booking.id and c.status = 'open' and c.amount = v_booking.fee_amount
     and c.expires_at > now() + interval '2 minutes'
   order by c.created_at desc limit 1;
  if not found then
    insert into public.payment_checkouts (booking_id, client_id, amount, currency)
    values (v_booking.id, v_uid, v_booking.fee_amount, 'KRW')
    returning * into v_checkout;
  end if;
  return query select v_checkout.id, v_checkout.status, v_checkout.session_id, v_checkout.url, v_checkout.amount,
                      v_checkout.currency, v_profile.email, coalesce(v_profile.preferred_locale, 'en'),
                      v_booking.hold_expires_at, v_booking.booking_date, v_booking.booking_time, v_booking.duration_minutes;
end;
$$;

-- public.client_cancel_booking, as last defined in 20261122000700_bookings_and_payments.
create or replace function public.client_cancel_booking(booking_id uuid)
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
  select * into v_before from public.bookings b
   where b.id = client_cancel_booking.booking_id and b.client_id = v_uid
   for update;
  if not found then
    raise exception 'Booking not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if v_before.status not in ('pending', 'confirmed') then
    raise exception 'A % booking cannot be cancelled', v_before.status using errcode = 'P0001', hint = 'invalid_transition';
  end if;
  if v_before.status = 'confirmed' and v_before.starts_at - now() < interval '24 hours' then
    raise exception 'A confirmed booking can be cancelled until 24 hours before it starts'
      using errcode = 'P0001', hint = 'cancellation_window_passed';
  end if;
  update public.bookings b set status = 'cancelled', cancelled_at = now(), cancelled_by = 'client'
   where b.id = v_before.id
  returning * into v_after;
  perform private.refund_booking(v_after.id);
  perform private.release_booking_coupon(v_after);
  select * into v_after from public.bookings b where b.id = v_before.id;
  perform private.write_audit('booking.cancel', 'bookings', v_after.id::text,
    jsonb_build_object('status', v_before.status, 'payment_status', v_before.payment_status),
    jsonb_build_object('status', v_after.status, 'payment_status', v_after.payment_status),
    jsonb_build_object('by', 'client'));
  return v_after;
end;
$$;

-- public.lawyer_update_booking_status, as last defined in 20261125000200_booking_lifecycle.
create or replace function public.lawyer_update_booking_status(booking_id uuid, new_status public.booking_status)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := (select auth.uid());
  v_new public.booking_status := lawyer_update_booking_status.new_status;
  v_before public.bookings;
  v_after public.bookings;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  select * into v_before from public.bookings b
   where b.id = lawyer_update_booking_status.booking_id and b.lawyer_id = v_uid
   for update;
  if not found then
    raise exception 'Booking not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if v_before.status in ('pending', 'confirmed') and v_before.payment_status = 'pending' and v_before.hold_expires_at <= now() then
    raise exception 'This booking was not paid in time and no longer holds its slot'
      using errcode = 'P0001', hint = 'hold_expired';
  end if;
  if not ((v_before.status = 'pending' and v_new in ('confirmed', 'cancelled'))
          or (v_before.status = 'confirmed' and v_new in ('completed', 'cancelled'))) then
    raise exception 'A % booking cannot become %', v_before.status, v_new
      using errcode = 'P0001', hint = 'invalid_transition';
  end if;
  if v_new in ('confirmed', 'completed') and v_before.payment_status <> 'paid' then
    raise exception 'The client has not paid for this booking yet' using errcode = 'P0001', hint = 'not_paid';
  end if;
  if v_new = 'completed' and v_before.starts_at > now() then
    raise exception 'A consultation can be marked completed only after it has started'
      using errcode = 'P0001', hint = 'not_started';
  end if;

  update public.bookings b
     set status = v_new,
         cancelled_at = case when v_new = 'cancelled' then now() end,
         cancelled_by = case when v_new = 'cancelled' then 'lawyer' end
   where b.id = v_before.id
  returning * into v_after;
  if v_after.status = 'cancelled' then
    -- as when the client cancels: the money goes back, and so does the coupon
    perform private.refund_booking(v_after.id);
    perform private.release_booking_coupon(v_after);
    select * into v_after from public.bookings b where b.id = v_before.id;
  end if;
  perform private.write_audit('booking.status', 'bookings', v_after.id::text,
    jsonb_build_object('status', v_before.status, 'payment_status', v_before.payment_status),
    jsonb_build_object('status', v_after.status, 'payment_status', v_after.payment_status),
    jsonb_build_object('by', 'lawyer'));
  return v_after;
end;
$$;

-- public.download_bookmark_coupon, as last defined in 20261122000600_coupons_bookmarks_credits.
create or replace function public.download_bookmark_coupon(bookmark_id uuid)
returns public.user_coupons
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := (select auth.uid());
  v_bookmark public.lawyer_bookmarks;
  v_coupon public.coupons;
  v_held public.user_coupons;
begin
  if v_uid is null then
    raise exception 'Please login to download coupons' using errcode = '42501';
  end if;
  select * into v_bookmark from public.lawyer_bookmarks b
   where b.id = download_bookmark_coupon.bookmark_id and b.user_id = v_uid;
  if not found then
    raise exception 'Bookmark not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if v_bookmark.coupon_id is null then
    raise exception 'No coupon from this lawyer yet' using errcode = 'PT404', hint = 'no_coupon';
  end if;
  select * into v_coupon from public.coupons c where c.id = v_bookmark.coupon_id;
  if not v_coupon.is_active or now() > v_coupon.valid_until then
    raise exception 'This coupon is no longer available' using errcode = 'P0001', hint = 'coupon_unavailable';
  end if;
  insert into public.user_coupons (user_id, coupon_id) values (v_uid, v_coupon.id)
  on conflict (user_id, coupon_id) do nothing
  returning * into v_held;
  if v_held.id is null then
    raise exception 'You already have this coupon' using errcode = '23505', hint = 'already_have';
  end if;
  perform private.write_audit('coupon.download', 'user_coupons', v_held.id::text, null,
    jsonb_build_object('user_id', v_uid, 'coupon_id', v_coupon.id, 'bookmark_id', v_bookmark.id));
  return v_held;
end;
$$;

-- public.issue_lawyer_coupon, as last defined in 20261125003000_lawyer_coupons_fixed_only.
create or replace function public.issue_lawyer_coupon(
  bookmark_id uuid,
  discount_type public.discount_type,
  discount_value integer,
  valid_until date
)
returns public.coupons
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := (select auth.uid());
  v_bookmark public.lawyer_bookmarks;
  v_credits integer;
  v_needed integer;
  v_coupon public.coupons;
  v_code text;
  v_ms bigint;
  v_today date := (now() at time zone 'Asia/Seoul')::date;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if issue_lawyer_coupon.discount_type is null or issue_lawyer_coupon.discount_value is null
     or issue_lawyer_coupon.valid_until is null then
    raise exception 'Please fill in all fields.' using errcode = '22023', hint = 'missing_fields';
  end if;
  if issue_lawyer_coupon.discount_type <> 'fixed' then
    raise exception 'Lawyers can issue fixed-amount coupons only.'
      using errcode = '22023', hint = 'lawyer_coupon_fixed_only';
  end if;
  if issue_lawyer_coupon.discount_value <= 0 or issue_lawyer_coupon.discount_value % 10000 <> 0 then
    raise exception 'Please enter the coupon amount in units of 10,000 won.'
      using errcode = '22023', hint = 'not_multiple_of_10000';
  end if;
  if issue_lawyer_coupon.discount_value > 10000000 then
    raise exception 'A fixed discount can be at most 10,000,000 won.' using errcode = '22023', hint = 'discount_too_large';
  end if;
  if issue_lawyer_coupon.valid_until < v_today then
    raise exception 'The expiry date cannot be before today.' using errcode = '22023', hint = 'valid_until_past';
  end if;
  if issue_lawyer_coupon.valid_until > (v_today + interval '5 years')::date then
    raise exception 'The expiry date can be at most 5 years from today.' using errcode = '22023', hint = 'valid_until_too_far';
  end if;

  select * into v_bookmark from public.lawyer_bookmarks b
   where b.id = issue_lawyer_coupon.bookmark_id and b.lawyer_id = v_uid
   for update;
  if not found then
    raise exception 'Bookmark not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if v_bookmark.coupon_id is not null then
    raise exception 'A coupon has already been issued for this bookmark.'
      using errcode = '23505', hint = 'coupon_already_issued';
  end if;

  v_needed := issue_lawyer_coupon.discount_value / 100;
  select l.credits into v_credits from public.lawyers l where l.id = v_uid for update;
  if v_credits < v_needed then
    raise exception 'Not enough credits. Needed: % credits, held: % credits', v_needed, v_credits
      using errcode = 'P0001', hint = 'insufficient_credits',
            detail = jsonb_build_object('needed', v_needed, 'held', v_credits)::text;
  end if;

  update public.lawyers l set credits = l.credits - v_needed where l.id = v_uid;

  v_ms := floor(extract(epoch from clock_timestamp()) * 1000)::bigint;
  loop
    v_code := 'LAWYER_' || v_ms::text;
    exit when not exists (select 1 from public.coupons c where c.code = v_code);
    v_ms := v_ms + 1;
  end loop;

  insert into public.coupons (code, name_korean, name_english, discount_type, discount_value,
                              valid_from, valid_until, max_uses, is_active, issuer_lawyer_id, created_by)
  values (v_code, '변호사 특별 쿠폰', 'Lawyer Special Coupon', issue_lawyer_coupon.discount_type,
          issue_lawyer_coupon.discount_value, now(),
          ((issue_lawyer_coupon.valid_until + 1)::timestamp at time zone 'Asia/Seoul') - interval '1 microsecond',
          1, true, v_uid, v_uid)
  returning * into v_coupon;

  update public.lawyer_bookmarks b set coupon_id = v_coupon.id where b.id = v_bookmark.id;

  insert into public.credit_ledger (lawyer_id, delta, balance_after, reason, coupon_id, actor_id)
  values (v_uid, -v_needed, v_credits - v_needed, 'coupon_purchase', v_coupon.id, v_uid);

  perform private.write_audit('credits.coupon_purchase', 'lawyers', v_uid::text,
    jsonb_build_object('credits', v_credits), jsonb_build_object('credits', v_credits - v_needed),
    jsonb_build_object('coupon_id', v_coupon.id, 'bookmark_id', v_bookmark.id, 'needed', v_needed));
  return v_coupon;
end;
$$;

-- public.set_lawyer_visibility, as last defined in 20261122000400_lawyers.
create or replace function public.set_lawyer_visibility(visible boolean)
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
    raise exception 'Lawyer profile not found' using errcode = 'PT404', hint = 'not_a_lawyer';
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

-- public.admin_set_lawyer_approval, as last defined in 20261122000400_lawyers.
create or replace function public.admin_set_lawyer_approval(lawyer_id uuid, approved boolean)
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
    raise exception 'Lawyer not found' using errcode = 'PT404', hint = 'not_found';
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

-- public.admin_set_lawyer_visibility, as last defined in 20261125006000_back_office.
create or replace function public.admin_set_lawyer_visibility(lawyer_id uuid, visible boolean)
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
  if admin_set_lawyer_visibility.visible is null then
    raise exception 'visible is required' using errcode = '22023', hint = 'invalid_input';
  end if;
  select * into v_before from public.lawyers l where l.id = admin_set_lawyer_visibility.lawyer_id for update;
  if not found then
    raise exception 'Lawyer not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if admin_set_lawyer_visibility.visible and not v_before.is_approved then
    raise exception 'Only approved lawyers can be listed' using errcode = 'P0001', hint = 'not_approved';
  end if;
  update public.lawyers l set is_visible = admin_set_lawyer_visibility.visible
   where l.id = admin_set_lawyer_visibility.lawyer_id
  returning * into v_after;
  if v_before.is_visible is distinct from v_after.is_visible then
    perform private.write_audit('lawyer.visibility', 'lawyers', v_after.id::text,
      jsonb_build_object('is_visible', v_before.is_visible), jsonb_build_object('is_visible', v_after.is_visible),
      jsonb_build_object('by', 'admin'));
  end if;
  return v_after;
end;
$$;

-- public.admin_grant_coupon, as last defined in 20261122000600_coupons_bookmarks_credits.
create or replace function public.admin_grant_coupon(coupon_id uuid, user_ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_count integer;
  v_granted uuid[];
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if admin_grant_coupon.user_ids is null or cardinality(admin_grant_coupon.user_ids) = 0 then
    raise exception 'Please select at least one user.' using errcode = '22023', hint = 'no_users';
  end if;
  if cardinality(admin_grant_coupon.user_ids) > 10000 then
    raise exception 'Too many users in one grant (at most 10000)' using errcode = '22023', hint = 'too_many_users';
  end if;
  perform 1 from public.coupons c where c.id = admin_grant_coupon.coupon_id;
  if not found then
    raise exception 'Coupon not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  with ins as (
    insert into public.user_coupons (user_id, coupon_id)
    select distinct p.id, admin_grant_coupon.coupon_id
      from public.profiles p
     where p.id = any (admin_grant_coupon.user_ids)
    on conflict (user_id, coupon_id) do nothing
    returning user_id
  )
  select count(*)::integer, coalesce(array_agg(user_id), '{}') into v_count, v_granted from ins;
  perform private.write_audit('coupon.grant', 'coupons', admin_grant_coupon.coupon_id::text, null,
    jsonb_build_object('granted_to', to_jsonb(v_granted)),
    jsonb_build_object('requested', cardinality(admin_grant_coupon.user_ids), 'granted', v_count));
  return v_count;
end;
$$;

-- public.admin_top_up_credits, as last defined in 20261122000600_coupons_bookmarks_credits.
create or replace function public.admin_top_up_credits(lawyer_id uuid, amount integer, note text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_before integer;
  v_after integer;
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if admin_top_up_credits.amount is null or admin_top_up_credits.amount <= 0
     or admin_top_up_credits.amount > 10000000 then
    raise exception 'The amount must be between 1 and 10,000,000 credits' using errcode = '22023', hint = 'invalid_amount';
  end if;
  if length(admin_top_up_credits.note) > 500 then
    raise exception 'The note must be at most 500 characters' using errcode = '22023', hint = 'invalid_note';
  end if;
  select l.credits into v_before from public.lawyers l where l.id = admin_top_up_credits.lawyer_id for update;
  if not found then
    raise exception 'Lawyer not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  v_after := v_before + admin_top_up_credits.amount;
  update public.lawyers l set credits = v_after where l.id = admin_top_up_credits.lawyer_id;
  insert into public.credit_ledger (lawyer_id, delta, balance_after, reason, note, actor_id)
  values (admin_top_up_credits.lawyer_id, admin_top_up_credits.amount, v_after, 'top_up',
          nullif(btrim(admin_top_up_credits.note), ''), (select auth.uid()));
  perform private.write_audit('credits.top_up', 'lawyers', admin_top_up_credits.lawyer_id::text,
    jsonb_build_object('credits', v_before), jsonb_build_object('credits', v_after),
    jsonb_build_object('amount', admin_top_up_credits.amount, 'note', nullif(btrim(admin_top_up_credits.note), '')));
  return v_after;
end;
$$;

-- public.admin_set_meeting_link, as last defined in 20261125000200_booking_lifecycle.
create or replace function public.admin_set_meeting_link(booking_id uuid, link text)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_link text := nullif(btrim(admin_set_meeting_link.link), '');
  v_before public.bookings;
  v_after public.bookings;
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if v_link is not null and (length(v_link) > 1000 or v_link !~ '^https://[A-Za-z0-9.-]+(:[0-9]+)?(/[^\s<>"'']*)?$') then
    raise exception 'The meeting link must be an https:// URL' using errcode = '22023', hint = 'invalid_link';
  end if;
  select * into v_before from public.bookings b where b.id = admin_set_meeting_link.booking_id for update;
  if not found then
    raise exception 'Booking not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  -- a link invites people to a consultation: only for one that is going to happen
  if v_link is not null then
    if v_before.status not in ('pending', 'confirmed') then
      raise exception 'A meeting link cannot be set on a % booking', v_before.status
        using errcode = 'P0001', hint = 'booking_closed';
    end if;
    if v_before.payment_status <> 'paid' then
      raise exception 'A meeting link can be set only once the booking is paid'
        using errcode = 'P0001', hint = 'not_paid';
    end if;
  end if;
  update public.bookings b set meeting_link = v_link where b.id = v_before.id returning * into v_after;
  perform private.write_audit('booking.meeting_link', 'bookings', v_after.id::text,
    jsonb_build_object('meeting_link', v_before.meeting_link), jsonb_build_object('meeting_link', v_after.meeting_link),
    jsonb_build_object('by', 'admin'));
  return v_after;
end;
$$;

-- public.admin_update_free_checkup, as last defined in 20261122000800_free_checkups.
create or replace function public.admin_update_free_checkup(
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
    raise exception 'Free check-up request not found' using errcode = 'PT404', hint = 'not_found';
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

-- public.admin_retry_delivery, as last defined in 20261125006000_back_office.
create or replace function public.admin_retry_delivery(outbox_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_row private.outbox;
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  select * into v_row from private.outbox o where o.id = admin_retry_delivery.outbox_id for update;
  if not found then
    raise exception 'Delivery not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if v_row.status <> 'failed' then
    raise exception 'Only a failed delivery can be sent again' using errcode = 'P0001', hint = 'not_failed';
  end if;
  update private.outbox o
     set status = 'pending', due_at = now(), leased_until = null
   where o.id = v_row.id;
  perform private.write_audit('delivery.retry', 'outbox', v_row.id::text,
    jsonb_build_object('status', 'failed', 'attempts', v_row.attempts, 'last_error', left(v_row.last_error, 300)),
    jsonb_build_object('status', 'pending'),
    jsonb_build_object('kind', v_row.kind));
  return 'pending';
end;
$$;
