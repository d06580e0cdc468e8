-- One rule for an expired hold (issue 25 item 7; docs/bookings.md), used by availability and by
-- what the screens count. An open unpaid booking (pending, or the legacy confirmed + unpaid) holds
-- its slot while hold_expires_at > now() and is expired from that instant, whether or not the
-- sweep (expire_unpaid_holds, every minute) has closed it yet; a swept one is cancelled by
-- 'system'. Before this, lawyer_busy_slots freed an unswept expired hold at once while the
-- dashboards still counted it as pending (its status is pending until the sweep runs).

-- The rule itself: private, called by the security definer functions below.
create function private.booking_hold_expired(
  status public.booking_status,
  payment_status public.booking_payment_status,
  hold_expires_at timestamptz
)
returns boolean
language sql
stable
set search_path = ''
as $$
  select status in ('pending', 'confirmed') and payment_status = 'pending' and hold_expires_at <= now();
$$;
revoke execute on function private.booking_hold_expired(public.booking_status, public.booking_payment_status, timestamptz)
  from public, anon, authenticated;

-- What a screen shows and counts: 'expired' for an expired hold (swept or not yet), else the status.
create function private.booking_display_status(
  status public.booking_status,
  payment_status public.booking_payment_status,
  hold_expires_at timestamptz,
  cancelled_by text
)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when status = 'cancelled' and cancelled_by = 'system' then 'expired'
    when private.booking_hold_expired(status, payment_status, hold_expires_at) then 'expired'
    else status::text
  end;
$$;
revoke execute on function private.booking_display_status(public.booking_status, public.booking_payment_status, timestamptz, text)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Availability: taken = not cancelled, paid or unpaid, and not an expired hold. (Same answers as
-- before for every booking the functions can produce; a completed booking keeps its slot.)
create or replace function public.lawyer_busy_slots(lawyer_id uuid, from_date date, to_date date)
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
       and b.payment_status in ('paid', 'pending')
       -- the rule is asked only of unpaid rows: with its pinned search_path it is a per-row call
       -- PostgreSQL cannot inline, and a paid booking is never an expired hold
       and (b.payment_status = 'paid' or not private.booking_hold_expired(b.status, b.payment_status, b.hold_expires_at))
       and exists (select 1 from public.lawyers l
                    where l.id = lawyer_busy_slots.lawyer_id and l.is_approved and l.is_visible)
     order by b.booking_date, b.booking_time;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- booking_details gains display_status (the rule above): the lawyer dashboard counts 'pending'
-- from it and the console filters by it. The view is `select *` over the function, so both are
-- recreated as in 20261125004200; grants as before.
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
  display_status text
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
         private.booking_display_status(b.status, b.payment_status, b.hold_expires_at, b.cancelled_by)
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
  'The caller''s bookings (as client or lawyer; all for admins) with the client''s name and e-mail, the lawyer''s names and photo, (for the client and administrators) the payment''s provider, transaction id and refund state, and display_status: ''expired'' for an expired hold (swept or not yet), else the status.';
revoke all on public.booking_details from anon, authenticated;
grant select on public.booking_details to authenticated;
