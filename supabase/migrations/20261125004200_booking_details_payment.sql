-- booking_details gains the booking's payment (issue 19): its provider (test, stripe, free), the
-- provider's transaction id (Stripe: the payment intent) and the refund state (pending until the
-- provider confirms). The console shows them per booking; the client sees their own; the lawyer's
-- rows leave them empty. The view is `select *` over the function, so both are recreated; grants
-- as before.
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
  refund_status text
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
         pay.provider, pay.transaction_id, pay.refund_status
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
  'The caller''s bookings (as client or lawyer; all for admins) with the client''s name and e-mail, the lawyer''s names and photo, and (for the client and administrators) the payment''s provider, transaction id and refund state.';
revoke all on public.booking_details from anon, authenticated;
grant select on public.booking_details to authenticated;
