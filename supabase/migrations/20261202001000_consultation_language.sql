-- Consultation language (issue 29, item 1). The client books the consultation in one of the
-- lawyer's languages, or in Korean with the room's machine interpretation (docs/bookings.md):
-- bookings.consultation_language (ISO 639-1) and bookings.interpretation_requested, set by
-- create_booking (new defaulted parameters, so every existing call keeps working), which refuses a
-- language the lawyer does not declare (lawyer_languages) with P0001 hint language_unavailable.
-- The booking's language is shown to both parties and administrators (booking_details), in the
-- notifications' parameters (private.booking_notice) and in the lawyer's calendar feed.

-- Bookings made before this migration had no language: Korean, as every consultation then was.
alter table public.bookings
  add column consultation_language text not null default 'ko'
    constraint bookings_consultation_language_iso639_1 check (consultation_language ~ '^[a-z]{2}$'),
  add column interpretation_requested boolean not null default false,
  -- the room interprets into Korean; with any other language both parties speak it
  add constraint bookings_interpretation_korean check (not interpretation_requested or consultation_language = 'ko');
comment on column public.bookings.consultation_language is
  'ISO 639-1 code of the consultation''s language: Korean or one of the lawyer''s languages (create_booking).';
comment on column public.bookings.interpretation_requested is
  'The client wants the room''s machine interpretation (only with consultation_language ''ko'').';

-- create_booking, as last defined in 20261201001100_rate_limit_retry_after, with
-- consultation_language and interpretation_requested. A new signature is a new function: the old
-- one is dropped so that PostgREST sees one create_booking.
drop function public.create_booking(uuid, date, time, integer, text, text, uuid);
create function public.create_booking(
  lawyer_id uuid,
  booking_date date,
  booking_time time,
  duration_minutes integer,
  consultation_type text default null,
  case_description text default null,
  user_coupon_id uuid default null,
  consultation_language text default null,
  interpretation_requested boolean default false
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
  v_language text := lower(nullif(btrim(create_booking.consultation_language), ''));
  v_interpretation boolean := coalesce(create_booking.interpretation_requested, false);
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

  -- the consultation's language: Korean (every lawyer here practises in it; with the room's machine
  -- interpretation when wanted) or one the lawyer declares (lawyer_languages). Interpretation is
  -- into Korean only. Absent: the client's site language (profiles.preferred_locale, what the page
  -- sends) when the lawyer offers it, else Korean with interpretation.
  if v_interpretation and v_language is distinct from 'ko' and v_language is not null then
    raise exception 'Machine interpretation is offered only with a consultation in Korean'
      using errcode = '22023', hint = 'invalid_input';
  end if;
  if v_language is null then
    if v_interpretation then
      v_language := 'ko';
    else
      select p.preferred_locale into v_language from public.profiles p where p.id = v_uid;
      if v_language is null or (v_language <> 'ko' and not exists (
           select 1 from public.lawyer_languages ll
            where ll.lawyer_id = v_lawyer.id and ll.language_id = v_language)) then
        v_language := 'ko';
        v_interpretation := true;
      end if;
    end if;
  elsif v_language <> 'ko' and not exists (
          select 1 from public.lawyer_languages ll
           where ll.lawyer_id = v_lawyer.id and ll.language_id = v_language) then
    raise exception 'This lawyer does not offer consultations in this language'
      using errcode = 'P0001', hint = 'language_unavailable',
            detail = jsonb_build_object('consultation_language', v_language)::text;
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
                                 status, payment_status, consultation_type, case_description, hold_expires_at,
                                 consultation_language, interpretation_requested)
    values (v_uid, v_lawyer.id, create_booking.booking_date, create_booking.booking_time,
            create_booking.duration_minutes, v_fee, v_discount, v_fee - v_discount, v_coupon.id, v_held.id,
            'pending', 'pending', v_type, v_desc, now() + private.booking_hold(),
            v_language, v_interpretation)
    returning * into v_booking;
  exception when unique_violation then
    raise exception 'This time slot is already booked' using errcode = '23505', hint = 'slot_taken';
  end;

  perform private.write_audit('booking.create', 'bookings', v_booking.id::text, null,
    jsonb_build_object('status', v_booking.status, 'payment_status', v_booking.payment_status,
                       'list_fee', v_booking.list_fee, 'discount_amount', v_booking.discount_amount,
                       'fee_amount', v_booking.fee_amount, 'coupon_id', v_booking.coupon_id,
                       'hold_expires_at', v_booking.hold_expires_at,
                       'consultation_language', v_booking.consultation_language,
                       'interpretation_requested', v_booking.interpretation_requested),
    jsonb_build_object('by', 'client'));
  return v_booking;
end;
$$;
revoke execute on function public.create_booking(uuid, date, time, integer, text, text, uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.create_booking(uuid, date, time, integer, text, text, uuid, text, boolean) to authenticated;

-- booking_details gains consultation_language and interpretation_requested. Restated from
-- 20261130004000_booking_reschedule with the columns added at the end; grants as before.
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
  reschedule_count integer,
  consultation_language text,
  interpretation_requested boolean
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
         b.reschedule_count, b.consultation_language, b.interpretation_requested
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
  'The caller''s bookings (as client or lawyer; all for admins) with the client''s name and e-mail, the lawyer''s names and photo, (for the client and administrators) the payment''s provider, transaction id and refund state, display_status: ''expired'' for an expired hold (swept or not yet), else the status, reschedule_count, consultation_language and interpretation_requested.';
revoke all on public.booking_details from anon, authenticated;
grant select on public.booking_details to authenticated;

-- private.booking_notice, as last defined in 20261130004100_booking_reschedule_notifications, plus
-- the booking's language (the e-mails and .ics say it).
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
    'reschedule_count', b.reschedule_count,
    'consultation_language', b.consultation_language,
    'interpretation_requested', b.interpretation_requested)
  from public.profiles lp, public.profiles cp
  where lp.id = b.lawyer_id and cp.id = b.client_id;
$$;

-- public.lawyer_calendar_feed, as last defined in 20261130004100_booking_reschedule_notifications,
-- with the booking's language (the event's description says it). A new result type: dropped and
-- created again, grants as before.
drop function public.lawyer_calendar_feed(text);
create function public.lawyer_calendar_feed(token_hash text)
returns table (
  booking_id uuid,
  booking_date date,
  booking_time time,
  duration_minutes integer,
  status public.booking_status,
  client_name text,
  ics_sequence integer,
  updated_at timestamptz,
  consultation_language text,
  interpretation_requested boolean
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
           b.updated_at, b.consultation_language, b.interpretation_requested
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
