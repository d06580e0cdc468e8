-- Counterpart details: the names (and, for the lawyer, the e-mail) of the other party of one's
-- bookings and bookmarks, which the base tables' RLS keeps private (profiles are readable only by
-- their owner and admins).
--
-- Each view is `security_invoker` (splinter 0010) and reads a security definer function in the
-- private schema that returns only the caller's rows (client, lawyer, or every row for an
-- admin) with exactly the columns the screens show. Anonymous callers get nothing (no grant).
-- Views, not RPCs, so that list screens (Refine, react-admin, supabase-js) can filter, sort,
-- paginate and count them like tables.

-- ---------------------------------------------------------------------------------------------
-- booking_details: bookings + client name and e-mail + lawyer names and photo.
-- Rows: the caller's bookings as client or as lawyer; all bookings for admins.
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
         b.created_at, b.updated_at,
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

-- ---------------------------------------------------------------------------------------------
-- bookmark_details: bookmarks + the member's fields the lawyer's bookmark screen shows (name,
-- birth date, gender, interest categories; no e-mail or phone) + the lawyer's names.
-- Rows: the caller's bookmarks as client or as the bookmarked lawyer; all for admins.
create function private.bookmark_details()
returns table (
  id uuid,
  user_id uuid,
  lawyer_id uuid,
  lawyer_message text,
  coupon_id uuid,
  created_at timestamptz,
  updated_at timestamptz,
  member_name_korean text,
  member_name_english text,
  member_birth_date date,
  member_gender public.gender,
  member_interest_categories text[],
  lawyer_name_korean text,
  lawyer_name_english text,
  lawyer_is_listed boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select bm.id, bm.user_id, bm.lawyer_id, bm.lawyer_message, bm.coupon_id, bm.created_at, bm.updated_at,
         m.name_korean, m.name_english, m.birth_date, m.gender, m.interest_categories,
         lp.name_korean, lp.name_english, (l.is_approved and l.is_visible)
    from public.lawyer_bookmarks bm
    join public.profiles m on m.id = bm.user_id
    join public.lawyers l on l.id = bm.lawyer_id
    join public.profiles lp on lp.id = bm.lawyer_id
   where (select auth.uid()) is not null
     and (bm.user_id = (select auth.uid()) or bm.lawyer_id = (select auth.uid()) or (select private.is_admin()));
$$;
revoke execute on function private.bookmark_details() from public, anon, authenticated;
grant execute on function private.bookmark_details() to authenticated;

create view public.bookmark_details with (security_invoker = true) as
  select * from private.bookmark_details();
comment on view public.bookmark_details is
  'The caller''s bookmarks (as member or bookmarked lawyer; all for admins) with the member''s name, birth date, gender and interests and the lawyer''s names.';
revoke all on public.bookmark_details from anon, authenticated;
grant select on public.bookmark_details to authenticated;
