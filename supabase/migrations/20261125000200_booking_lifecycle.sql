-- The consultation lifecycle the database enforces (docs/bookings.md, "Transitions"):
--   lawyer   pending + paid -> confirmed; pending | confirmed -> cancelled (refund, coupon back);
--            confirmed + paid -> completed only once the consultation has started
--   admin    a meeting link only on an open, paid booking (clearing is always allowed)
-- and booking_details shows the hold's end, so the lawyer sees how long an unpaid booking waits.

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
    raise exception 'Booking not found' using errcode = 'P0002', hint = 'not_found';
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
    raise exception 'Booking not found' using errcode = 'P0002', hint = 'not_found';
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

-- ---------------------------------------------------------------------------------------------
-- booking_details gains hold_expires_at (the view is `select *` over the function, so both are
-- recreated; grants as before).
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
  lawyer_profile_photo_url text
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
         lp.name_korean, lp.name_english, l.profile_photo_url
    from public.bookings b
    join public.profiles c on c.id = b.client_id
    join public.lawyers l on l.id = b.lawyer_id
    join public.profiles lp on lp.id = b.lawyer_id
   where (select auth.uid()) is not null
     and (b.client_id = (select auth.uid()) or b.lawyer_id = (select auth.uid()) or (select private.is_admin()));
$$;
revoke execute on function private.booking_details() from public, anon, authenticated;
grant execute on function private.booking_details() to authenticated;

create view public.booking_details with (security_invoker = true) as
  select * from private.booking_details();
comment on view public.booking_details is
  'The caller''s bookings (as client or lawyer; all for admins) with the client''s name and e-mail and the lawyer''s names and photo.';
revoke all on public.booking_details from anon, authenticated;
grant select on public.booking_details to authenticated;
