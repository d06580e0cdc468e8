-- Booking holds and live availability (docs/bookings.md).
--   An unpaid booking holds its slot for a limited time (private.app_settings
--   'booking.hold_minutes', default 15); an expired hold frees the slot at once for every
--   function, and the sweep expire_unpaid_holds() records it (status 'cancelled', cancelled_by
--   'system'). A client holds at most 3 unpaid bookings. Anyone may read which slots of a lawyer
--   are taken (lawyer_busy_slots), never by whom; lawyer_calendar_updates is the public Realtime
--   signal that a lawyer's taken slots changed.

-- ---------------------------------------------------------------------------------------------
-- Hold length: minutes, fractions allowed (tests use seconds). `pnpm start` writes
-- BOOKING_HOLD_MINUTES here; on a hosted project:
--   update private.app_settings set value = '15' where key = 'booking.hold_minutes';
insert into private.app_settings (key, value) values ('booking.hold_minutes', '15')
on conflict (key) do nothing;

create function private.booking_hold()
returns interval
language plpgsql
stable
set search_path = ''
as $$
declare
  v_minutes numeric;
begin
  select s.value::numeric into v_minutes from private.app_settings s where s.key = 'booking.hold_minutes';
  if v_minutes is null or v_minutes <= 0 then
    v_minutes := 15;
  end if;
  return make_interval(secs => v_minutes * 60);
exception when invalid_text_representation then
  return interval '15 minutes';
end;
$$;
revoke execute on function private.booking_hold() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- bookings: the hold's end, and 'system' as the canceller of an expired hold.
-- hold_expires_at is set by create_booking; a row written any other way (seeded history) holds
-- nothing once paid or closed, and an unpaid one counts as expired.
alter table public.bookings add column hold_expires_at timestamptz;
update public.bookings b set hold_expires_at = b.created_at + private.booking_hold();
alter table public.bookings alter column hold_expires_at set default now();
alter table public.bookings alter column hold_expires_at set not null;
comment on column public.bookings.hold_expires_at is
  'Until when an unpaid booking holds its slot (create_booking: now() + booking.hold_minutes). Ignored once paid.';

alter table public.bookings drop constraint bookings_cancelled_by_check;
alter table public.bookings add constraint bookings_cancelled_by_check
  check (cancelled_by in ('client', 'lawyer', 'system'));

-- the sweep and the per-client cap read open unpaid bookings only. 'confirmed' and unpaid no longer
-- arises (a lawyer confirms paid bookings only) but may exist from before; it is a hold like any.
create index bookings_open_unpaid_expiry_idx on public.bookings (hold_expires_at)
  where status in ('pending', 'confirmed') and payment_status = 'pending';
create index bookings_open_unpaid_client_idx on public.bookings (client_id, hold_expires_at)
  where status in ('pending', 'confirmed') and payment_status = 'pending';

-- ---------------------------------------------------------------------------------------------
-- lawyer_calendar_updates: one row per lawyer, bumped whenever that lawyer's taken slots may have
-- changed. Public and published to Realtime, so an open booking page learns of a change without
-- bookings ever being readable by visitors; the page then re-reads lawyer_busy_slots.
create table public.lawyer_calendar_updates (
  lawyer_id uuid primary key references public.lawyers (id) on delete cascade,
  updated_at timestamptz not null default now()
);
comment on table public.lawyer_calendar_updates is
  'Realtime signal: updated_at changes when the lawyer''s taken slots change. Holds no booking data.';
alter table public.lawyer_calendar_updates enable row level security;
revoke all on public.lawyer_calendar_updates from anon, authenticated;
grant select on public.lawyer_calendar_updates to anon, authenticated;
create policy lawyer_calendar_updates_select_all on public.lawyer_calendar_updates
  for select to anon, authenticated
  using (true);

-- Statement-level, so a sweep of thousands of holds bumps each lawyer once.
create function private.bump_lawyer_calendar()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.lawyer_calendar_updates (lawyer_id, updated_at)
    select c.lawyer_id, clock_timestamp() from (select distinct n.lawyer_id from new_rows n) c
    on conflict (lawyer_id) do update set updated_at = excluded.updated_at;
  elsif tg_op = 'UPDATE' then
    insert into public.lawyer_calendar_updates (lawyer_id, updated_at)
    select c.lawyer_id, clock_timestamp()
      from (select distinct n.lawyer_id
              from new_rows n join old_rows o on o.id = n.id
             where (n.status, n.payment_status, n.booking_date, n.booking_time, n.lawyer_id)
                   is distinct from (o.status, o.payment_status, o.booking_date, o.booking_time, o.lawyer_id)
            union
            select o.lawyer_id
              from new_rows n join old_rows o on o.id = n.id
             where n.lawyer_id <> o.lawyer_id) c
     where exists (select 1 from public.lawyers l where l.id = c.lawyer_id)
    on conflict (lawyer_id) do update set updated_at = excluded.updated_at;
  else
    insert into public.lawyer_calendar_updates (lawyer_id, updated_at)
    select c.lawyer_id, clock_timestamp() from (select distinct o.lawyer_id from old_rows o) c
     where exists (select 1 from public.lawyers l where l.id = c.lawyer_id)
    on conflict (lawyer_id) do update set updated_at = excluded.updated_at;
  end if;
  return null;
end;
$$;
revoke execute on function private.bump_lawyer_calendar() from public, anon, authenticated;

create trigger bookings_calendar_on_insert after insert on public.bookings
  referencing new table as new_rows
  for each statement execute function private.bump_lawyer_calendar();
create trigger bookings_calendar_on_update after update on public.bookings
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.bump_lawyer_calendar();
create trigger bookings_calendar_on_delete after delete on public.bookings
  referencing old table as old_rows
  for each statement execute function private.bump_lawyer_calendar();

alter publication supabase_realtime add table public.lawyer_calendar_updates;

-- ---------------------------------------------------------------------------------------------
-- lawyer_busy_slots: the taken slots of one listed lawyer between two KST dates (at most 62
-- days), without anything that tells who booked. Taken = paid, or unpaid with a live hold.
create function public.lawyer_busy_slots(lawyer_id uuid, from_date date, to_date date)
returns table (booking_date date, booking_time time)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if lawyer_busy_slots.lawyer_id is null or lawyer_busy_slots.from_date is null or lawyer_busy_slots.to_date is null then
    raise exception 'lawyer_id, from_date and to_date are required' using errcode = '22023', hint = 'invalid_range';
  end if;
  if lawyer_busy_slots.to_date < lawyer_busy_slots.from_date then
    raise exception 'to_date must not be before from_date' using errcode = '22023', hint = 'invalid_range';
  end if;
  if lawyer_busy_slots.to_date - lawyer_busy_slots.from_date >= 62 then
    raise exception 'The range may span at most 62 days' using errcode = '22023', hint = 'invalid_range';
  end if;
  return query
    select b.booking_date, b.booking_time
      from public.bookings b
     where b.lawyer_id = lawyer_busy_slots.lawyer_id
       and b.booking_date between lawyer_busy_slots.from_date and lawyer_busy_slots.to_date
       and b.status <> 'cancelled'
       and (b.payment_status = 'paid' or (b.payment_status = 'pending' and b.hold_expires_at > now()))
       and exists (select 1 from public.lawyers l
                    where l.id = lawyer_busy_slots.lawyer_id and l.is_approved and l.is_visible)
     order by b.booking_date, b.booking_time;
end;
$$;
revoke execute on function public.lawyer_busy_slots(uuid, date, date) from public, anon, authenticated;
grant execute on function public.lawyer_busy_slots(uuid, date, date) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Expiry. One set-based implementation for the sweep (all expired holds) and for create_booking
-- (the one slot it is about to take): cancel as 'system', give coupons back, audit each booking.
-- Rows are locked by the UPDATE, so a payment holding the row lock wins or loses as a whole.
create function private.expire_holds(p_lawyer_id uuid default null, p_date date default null, p_time time default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  with targets as (
    select b.id, b.status from public.bookings b
     where b.status in ('pending', 'confirmed') and b.payment_status = 'pending' and b.hold_expires_at <= now()
       and (p_lawyer_id is null or (b.lawyer_id = p_lawyer_id and b.booking_date = p_date and b.booking_time = p_time))
       for update of b
  ),
  expired as (
    update public.bookings b
       set status = 'cancelled', cancelled_by = 'system', cancelled_at = now()
      from targets t
     where b.id = t.id
    returning b.id, t.status as old_status, b.coupon_id, b.user_coupon_id, b.hold_expires_at
  ),
  coupons_back as (
    update public.user_coupons uc set is_used = false, used_at = null
      from expired e
     where uc.id = e.user_coupon_id and uc.is_used
    returning e.coupon_id
  ),
  uses_back as (
    update public.coupons c set current_uses = greatest(c.current_uses - n.released, 0)
      from (select cb.coupon_id, count(*)::integer as released from coupons_back cb group by cb.coupon_id) n
     where c.id = n.coupon_id
    returning c.id
  ),
  audited as (
    insert into public.audit_log (actor_id, action, entity_type, entity_id, before, after, details)
    select null, 'booking.expire', 'bookings', e.id::text,
           jsonb_build_object('status', e.old_status, 'payment_status', 'pending'),
           jsonb_build_object('status', 'cancelled', 'payment_status', 'pending'),
           jsonb_build_object('by', 'system', 'hold_expires_at', e.hold_expires_at)
      from expired e
    returning 1
  )
  -- every data-modifying CTE runs to completion whether or not it is read
  select count(*)::integer into v_count from expired;
  return v_count;
end;
$$;
revoke execute on function private.expire_holds(uuid, date, time) from public, anon, authenticated;

-- The sweep: scheduled every minute (pg_cron; see *_scheduled_jobs.sql). Platform only.
create function public.expire_unpaid_holds()
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.expire_holds();
$$;
revoke execute on function public.expire_unpaid_holds() from public, anon, authenticated;
grant execute on function public.expire_unpaid_holds() to service_role;

-- ---------------------------------------------------------------------------------------------
-- create_booking, now with holds: an expired hold on the slot is closed first (free at once),
-- the caller's own live hold on it is reported as such (to pay it, not to book again), and a
-- client holds at most 3 unpaid bookings (checked under a per-client lock, so parallel calls
-- cannot all pass). The booking window is the KST calendar: today .. today + 365 days.
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
    raise exception 'This lawyer is not available for booking' using errcode = 'P0002', hint = 'lawyer_unavailable';
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

-- ---------------------------------------------------------------------------------------------
-- Payments refuse an expired hold. The row lock taken here and the sweep's UPDATE serialise:
-- whichever commits first decides, so a booking is never both paid and freed.
create or replace function private.apply_payment(
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
  if (v_booking.status = 'cancelled' and v_booking.cancelled_by = 'system')
     or (v_booking.status in ('pending', 'confirmed') and v_booking.hold_expires_at <= now()) then
    raise exception 'The time to pay for this booking has run out and the slot was released. Please book again.'
      using errcode = 'P0001', hint = 'hold_expired';
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
                       'transaction_id', p_transaction_id,
                       'by', case when (select auth.uid()) is null then 'provider' else 'client' end));
  return v_payment;
end;
$$;
