-- Bookings and payments: the booking row (price computed by the server), payment records, and
-- every state change as a function: create, pay (test mode), record a provider payment,
-- cancel (client), approve/decline/complete (lawyer), meeting link (admin).

create type public.booking_status as enum ('pending', 'confirmed', 'completed', 'cancelled');
create type public.booking_payment_status as enum ('pending', 'paid', 'refunded');
create type public.payment_record_status as enum ('pending', 'paid', 'failed', 'refunded');

-- ---------------------------------------------------------------------------------------------
-- Operator settings not reachable through the API.
create table private.app_settings (
  key text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
alter table private.app_settings enable row level security;
revoke all on private.app_settings from public, anon, authenticated;
-- 'payments.test_mode' = 'enabled' lets clients pay with pay_booking_test_mode(). It starts
-- 'disabled' (production-safe; edited in issue 28 so that no migration enables it - projects that
-- applied the earlier 'enabled' insert are set back by 20261201001000_payments_test_mode_off).
-- The local start and the demo seed turn it on.
insert into private.app_settings (key, value) values ('payments.test_mode', 'disabled')
on conflict (key) do nothing;

-- ---------------------------------------------------------------------------------------------
-- bookings
create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.profiles (id) on delete cascade,
  lawyer_id uuid not null references public.lawyers (id) on delete cascade,
  booking_date date not null,
  -- a KST slot: 09:00-11:00 and 13:00-17:00, hourly
  booking_time time not null,
  duration_minutes integer not null,
  starts_at timestamptz generated always as ((booking_date + booking_time) at time zone 'Asia/Seoul') stored,
  -- the lawyer's fee for the duration (or the default fee) before the coupon
  list_fee integer not null check (list_fee >= 0),
  discount_amount integer not null default 0,
  -- what the client pays: list_fee - discount_amount
  fee_amount integer not null,
  coupon_id uuid references public.coupons (id) on delete set null,
  user_coupon_id uuid references public.user_coupons (id) on delete set null,
  status public.booking_status not null default 'pending',
  payment_status public.booking_payment_status not null default 'pending',
  consultation_type text check (length(consultation_type) <= 100),
  case_description text check (length(case_description) <= 5000),
  meeting_link text check (length(meeting_link) <= 1000 and meeting_link ~ '^https://[^\s<>"'']+$'),
  cancelled_by text check (cancelled_by in ('client', 'lawyer')),
  cancelled_at timestamptz,
  personal_data_purged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_time_slot check (booking_time in (time '09:00', time '10:00', time '11:00', time '13:00',
                                                        time '14:00', time '15:00', time '16:00', time '17:00')),
  constraint bookings_duration check (duration_minutes in (20, 40, 60)),
  constraint bookings_discount_range check (discount_amount between 0 and list_fee),
  constraint bookings_fee_amount check (fee_amount = list_fee - discount_amount),
  constraint bookings_not_self check (client_id <> lawyer_id),
  constraint bookings_cancelled check ((status = 'cancelled') = (cancelled_at is not null))
);
comment on column public.bookings.fee_amount is 'Amount charged (won) = list_fee - discount_amount; computed by create_booking.';
comment on column public.bookings.starts_at is 'booking_date + booking_time in Asia/Seoul.';
-- no two live bookings of one lawyer at the same date and time
create unique index bookings_lawyer_slot_live_key on public.bookings (lawyer_id, booking_date, booking_time)
  where status <> 'cancelled';
-- a held coupon pays for one live booking
create unique index bookings_user_coupon_live_key on public.bookings (user_coupon_id)
  where status <> 'cancelled' and user_coupon_id is not null;
create index bookings_client_idx on public.bookings (client_id, booking_date desc, booking_time desc);
create index bookings_lawyer_idx on public.bookings (lawyer_id, booking_date desc, booking_time desc);
create index bookings_created_at_idx on public.bookings (created_at desc);
create index bookings_coupon_idx on public.bookings (coupon_id);
create index bookings_user_coupon_idx on public.bookings (user_coupon_id);
create index bookings_starts_at_idx on public.bookings (starts_at);

create trigger bookings_set_updated_at before update on public.bookings
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- payment_history
create table public.payment_history (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  client_id uuid not null references public.profiles (id) on delete cascade,
  amount integer not null check (amount >= 0),
  currency text not null default 'KRW' check (currency ~ '^[A-Z]{3}$'),
  payment_method text not null check (length(btrim(payment_method)) between 1 and 50),
  provider text not null check (length(btrim(provider)) between 1 and 50),
  transaction_id text not null unique check (length(btrim(transaction_id)) between 1 and 200),
  payment_status public.payment_record_status not null default 'pending',
  paid_at timestamptz,
  refunded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payment_history_paid_at check (payment_status not in ('paid', 'refunded') or paid_at is not null),
  constraint payment_history_refunded_at check ((payment_status = 'refunded') = (refunded_at is not null))
);
-- at most one successful payment per booking
create unique index payment_history_one_paid_key on public.payment_history (booking_id)
  where payment_status in ('paid', 'refunded');
create index payment_history_booking_idx on public.payment_history (booking_id);
create index payment_history_client_idx on public.payment_history (client_id, created_at desc);

create trigger payment_history_set_updated_at before update on public.payment_history
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- RLS: parties read; nobody writes through the table API.
alter table public.bookings enable row level security;
revoke all on public.bookings from anon, authenticated;
grant select on public.bookings to authenticated;
create policy bookings_select_party on public.bookings
  for select to authenticated
  using (client_id = (select auth.uid()) or lawyer_id = (select auth.uid()) or (select private.is_admin()));

alter table public.payment_history enable row level security;
revoke all on public.payment_history from anon, authenticated;
grant select on public.payment_history to authenticated;
create policy payment_history_select_own_or_admin on public.payment_history
  for select to authenticated
  using (client_id = (select auth.uid()) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Pricing helpers

-- Spec defaults when the lawyer has no fee: 20 min 50,000; 40 min 90,000; 60 min 130,000 won.
create function private.default_fee(p_duration integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_duration when 20 then 50000 when 40 then 90000 when 60 then 130000 end;
$$;
revoke execute on function private.default_fee(integer) from public, anon, authenticated;

-- Spec section 5 (Booking): below min_amount the discount is 0; percentage = floor(fee * v / 100)
-- capped at max_discount; fixed = v; never more than the fee. Empty or 0 limits mean no limit.
create function private.coupon_discount(
  p_fee integer,
  p_discount_type public.discount_type,
  p_discount_value integer,
  p_min_amount integer,
  p_max_discount integer
)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when p_fee is null or p_fee <= 0 then 0
    when coalesce(nullif(p_min_amount, 0), 0) > p_fee then 0
    else greatest(0, least(
      p_fee,
      case p_discount_type
        when 'percentage' then least(
          floor(p_fee::numeric * p_discount_value / 100)::integer,
          coalesce(nullif(p_max_discount, 0), 2147483647))
        else p_discount_value
      end))
  end;
$$;
revoke execute on function private.coupon_discount(integer, public.discount_type, integer, integer, integer) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- create_booking: the only way to create a booking. The browser never sends a price.
-- Coupon rules: the caller's, unused, active, within validity, under max_uses, fee >= min_amount,
-- and a lawyer-issued coupon only with its issuing lawyer.
create function public.create_booking(
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
  if v_start > now() + interval '365 days' then
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
    raise exception 'This lawyer is not available for booking' using errcode = 'P0002', hint = 'lawyer_unavailable';
  end if;
  if v_lawyer.id = v_uid then
    raise exception 'You cannot book a consultation with yourself' using errcode = '22023', hint = 'self_booking';
  end if;

  v_fee := coalesce(
    case create_booking.duration_minutes
      when 20 then v_lawyer.fee_20min when 40 then v_lawyer.fee_40min when 60 then v_lawyer.fee_60min end,
    private.default_fee(create_booking.duration_minutes));

  if exists (select 1 from public.bookings b
              where b.lawyer_id = v_lawyer.id and b.booking_date = create_booking.booking_date
                and b.booking_time = create_booking.booking_time and b.status <> 'cancelled') then
    raise exception 'This time slot is already booked' using errcode = '23505', hint = 'slot_taken';
  end if;

  if create_booking.user_coupon_id is not null then
    select * into v_held from public.user_coupons uc
     where uc.id = create_booking.user_coupon_id and uc.user_id = v_uid
     for update;
    if not found then
      raise exception 'Coupon not found' using errcode = 'P0002', hint = 'coupon_not_found';
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
                                 status, payment_status, consultation_type, case_description)
    values (v_uid, v_lawyer.id, create_booking.booking_date, create_booking.booking_time,
            create_booking.duration_minutes, v_fee, v_discount, v_fee - v_discount, v_coupon.id, v_held.id,
            'pending', 'pending', v_type, v_desc)
    returning * into v_booking;
  exception when unique_violation then
    raise exception 'This time slot is already booked' using errcode = '23505', hint = 'slot_taken';
  end;

  perform private.write_audit('booking.create', 'bookings', v_booking.id::text, null,
    jsonb_build_object('status', v_booking.status, 'payment_status', v_booking.payment_status,
                       'list_fee', v_booking.list_fee, 'discount_amount', v_booking.discount_amount,
                       'fee_amount', v_booking.fee_amount, 'coupon_id', v_booking.coupon_id));
  return v_booking;
end;
$$;
revoke execute on function public.create_booking(uuid, date, time, integer, text, text, uuid) from public, anon, authenticated;
grant execute on function public.create_booking(uuid, date, time, integer, text, text, uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Payments. The provider is replaceable: a provider's webhook handler (server side, with the
-- service role) calls record_payment(); the test-mode function below stands in for a provider
-- and goes through the same private.apply_payment().
create function private.apply_payment(
  p_booking_id uuid,
  p_amount integer,
  p_method text,
  p_provider text,
  p_transaction_id text,
  p_paid_at timestamptz
)
returns public.payment_history
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_payment public.payment_history;
begin
  select * into v_booking from public.bookings b where b.id = p_booking_id for update;
  if not found then
    raise exception 'Booking not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_booking.payment_status <> 'pending' then
    raise exception 'This booking is already %', v_booking.payment_status
      using errcode = 'P0001', hint = 'already_paid';
  end if;
  if v_booking.status not in ('pending', 'confirmed') then
    raise exception 'A % booking cannot be paid', v_booking.status using errcode = 'P0001', hint = 'invalid_status';
  end if;
  if p_amount is distinct from v_booking.fee_amount then
    raise exception 'The amount paid (%) differs from the booking fee (%)', p_amount, v_booking.fee_amount
      using errcode = '22023', hint = 'amount_mismatch';
  end if;
  insert into public.payment_history (booking_id, client_id, amount, payment_method, provider, transaction_id,
                                      payment_status, paid_at)
  values (v_booking.id, v_booking.client_id, p_amount, p_method, p_provider, p_transaction_id,
          'paid', coalesce(p_paid_at, now()))
  returning * into v_payment;
  update public.bookings b set payment_status = 'paid' where b.id = v_booking.id;
  perform private.write_audit('payment.paid', 'bookings', v_booking.id::text,
    jsonb_build_object('payment_status', v_booking.payment_status),
    jsonb_build_object('payment_status', 'paid'),
    jsonb_build_object('payment_id', v_payment.id, 'amount', p_amount, 'provider', p_provider,
                       'transaction_id', p_transaction_id));
  return v_payment;
end;
$$;
revoke execute on function private.apply_payment(uuid, integer, text, text, text, timestamptz) from public, anon, authenticated;

-- TEST MODE ONLY: the client "pays" their own booking without a provider. Disabled when
-- private.app_settings 'payments.test_mode' is not 'enabled'.
create function public.pay_booking_test_mode(booking_id uuid)
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
    raise exception 'Booking not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  return private.apply_payment(v_booking.id, v_booking.fee_amount, 'test', 'test',
                               'test_' || replace(gen_random_uuid()::text, '-', ''), now());
end;
$$;
revoke execute on function public.pay_booking_test_mode(uuid) from public, anon, authenticated;
grant execute on function public.pay_booking_test_mode(uuid) to authenticated;

-- For a real provider's webhook (server side, service role only): records a confirmed payment.
-- Idempotent on transaction_id.
create function public.record_payment(
  booking_id uuid,
  amount integer,
  payment_method text,
  provider text,
  transaction_id text,
  paid_at timestamptz default null
)
returns public.payment_history
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_existing public.payment_history;
begin
  select * into v_existing from public.payment_history p where p.transaction_id = record_payment.transaction_id;
  if found then
    if v_existing.booking_id <> record_payment.booking_id then
      raise exception 'This transaction id belongs to another booking' using errcode = '23505', hint = 'transaction_conflict';
    end if;
    return v_existing;
  end if;
  return private.apply_payment(record_payment.booking_id, record_payment.amount, record_payment.payment_method,
                               record_payment.provider, record_payment.transaction_id, record_payment.paid_at);
end;
$$;
revoke execute on function public.record_payment(uuid, integer, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.record_payment(uuid, integer, text, text, text, timestamptz) to service_role;

-- Refund of a paid booking (decline or cancellation): 'refunded' on the booking and on the
-- payment record. With a real provider this is where the provider's refund call is queued.
create function private.refund_booking(p_booking_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment_id uuid;
begin
  update public.payment_history p set payment_status = 'refunded', refunded_at = now()
   where p.booking_id = p_booking_id and p.payment_status = 'paid'
  returning p.id into v_payment_id;
  update public.bookings b set payment_status = 'refunded'
   where b.id = p_booking_id and b.payment_status = 'paid';
  if found then
    perform private.write_audit('payment.refund', 'bookings', p_booking_id::text,
      jsonb_build_object('payment_status', 'paid'), jsonb_build_object('payment_status', 'refunded'),
      jsonb_build_object('payment_id', v_payment_id));
  end if;
end;
$$;
revoke execute on function private.refund_booking(uuid) from public, anon, authenticated;

-- A cancelled booking gives its coupon back (unused again, one use fewer).
create function private.release_booking_coupon(p_booking public.bookings)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_booking.user_coupon_id is not null then
    update public.user_coupons uc set is_used = false, used_at = null
     where uc.id = p_booking.user_coupon_id and uc.is_used;
    if found then
      update public.coupons c set current_uses = greatest(c.current_uses - 1, 0) where c.id = p_booking.coupon_id;
    end if;
  end if;
end;
$$;
revoke execute on function private.release_booking_coupon(public.bookings) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Client cancellation. A pending booking may be cancelled at any time; a confirmed one until
-- 24 hours before its start (KST). A paid booking is refunded; the coupon is given back.
create function public.client_cancel_booking(booking_id uuid)
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
    raise exception 'Booking not found' using errcode = 'P0002', hint = 'not_found';
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
revoke execute on function public.client_cancel_booking(uuid) from public, anon, authenticated;
grant execute on function public.client_cancel_booking(uuid) to authenticated;

-- Lawyer transitions, exactly as the spec allows: pending -> confirmed | cancelled (decline),
-- confirmed -> completed. Own bookings only. Declining a paid booking refunds it.
create function public.lawyer_update_booking_status(booking_id uuid, new_status public.booking_status)
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
   where b.id = lawyer_update_booking_status.booking_id and b.lawyer_id = v_uid
   for update;
  if not found then
    raise exception 'Booking not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if not ((v_before.status = 'pending' and lawyer_update_booking_status.new_status in ('confirmed', 'cancelled'))
          or (v_before.status = 'confirmed' and lawyer_update_booking_status.new_status = 'completed')) then
    raise exception 'A % booking cannot become %', v_before.status, lawyer_update_booking_status.new_status
      using errcode = 'P0001', hint = 'invalid_transition';
  end if;
  update public.bookings b
     set status = lawyer_update_booking_status.new_status,
         cancelled_at = case when lawyer_update_booking_status.new_status = 'cancelled' then now() end,
         cancelled_by = case when lawyer_update_booking_status.new_status = 'cancelled' then 'lawyer' end
   where b.id = v_before.id
  returning * into v_after;
  if v_after.status = 'cancelled' then
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
revoke execute on function public.lawyer_update_booking_status(uuid, public.booking_status) from public, anon, authenticated;
grant execute on function public.lawyer_update_booking_status(uuid, public.booking_status) to authenticated;

-- Admin: set, change or clear (null or '') the online meeting link. https URLs only.
create function public.admin_set_meeting_link(booking_id uuid, link text)
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
    raise exception 'Booking not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  update public.bookings b set meeting_link = v_link where b.id = v_before.id returning * into v_after;
  perform private.write_audit('booking.meeting_link', 'bookings', v_after.id::text,
    jsonb_build_object('meeting_link', v_before.meeting_link), jsonb_build_object('meeting_link', v_after.meeting_link));
  return v_after;
end;
$$;
revoke execute on function public.admin_set_meeting_link(uuid, text) from public, anon, authenticated;
grant execute on function public.admin_set_meeting_link(uuid, text) to authenticated;
