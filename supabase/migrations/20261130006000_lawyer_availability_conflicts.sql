-- Which open bookings an availability change would leave outside (issue 27, item 4;
-- docs/bookings.md "Changing availability with bookings on the calendar"). A change of weekly
-- hours or new time off never cancels or moves a booking; the lawyer portal asks this function
-- before saving, lists what it returns and lets the lawyer decide per booking (keep it, or decline
-- / cancel it through lawyer_update_booking_status with the normal refund). The rule lives here
-- so that the portal and any other screen agree on what "conflicts" means.
--
-- Open booking: the caller's own, paid (payment_status = 'paid'), pending or confirmed, starting
-- in the future. An unpaid hold is not listed (no money to refund; it lapses on its own).
-- Outside: its KST time is not in the proposed weekly hours for its ISO weekday (when `weekly` is
-- given), or its date lies in the proposed time off (when both dates are given). Nothing is
-- written.

create function public.lawyer_availability_conflicts(
  weekly jsonb,
  time_off_from date default null,
  time_off_to date default null
)
returns table (
  booking_id uuid,
  booking_date date,
  booking_time time,
  duration_minutes integer,
  status public.booking_status,
  fee_amount integer,
  has_coupon boolean,
  client_name text,
  -- 'time_off' when the date is in the proposed time off (wins), else 'weekly'
  reason text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  -- the same refusals as the setters: 42501 signed out, PT404 not_a_lawyer, P0001 not_approved
  v_uid uuid := private.approved_lawyer_caller();
  v_problem text;
  v_weekly jsonb;
begin
  if lawyer_availability_conflicts.weekly is not null then
    v_problem := private.weekly_hours_problem(lawyer_availability_conflicts.weekly);
    if v_problem is not null then
      raise exception '%', v_problem using errcode = '22023', hint = 'weekly';
    end if;
    v_weekly := private.normalize_weekly_hours(lawyer_availability_conflicts.weekly);
  end if;
  if (lawyer_availability_conflicts.time_off_from is null) <> (lawyer_availability_conflicts.time_off_to is null) then
    raise exception 'time_off_from and time_off_to go together'
      using errcode = '22023',
            hint = case when lawyer_availability_conflicts.time_off_from is null then 'time_off_from' else 'time_off_to' end;
  end if;
  if lawyer_availability_conflicts.time_off_to < lawyer_availability_conflicts.time_off_from then
    raise exception 'time_off_to must not be before time_off_from' using errcode = '22023', hint = 'time_off_to';
  end if;

  return query
    select x.id, x.booking_date, x.booking_time, x.duration_minutes, x.status, x.fee_amount,
           x.user_coupon_id is not null,
           -- the name the portal shows on a booking card (Korean, else English)
           coalesce(nullif(btrim(c.name_korean), ''), nullif(btrim(c.name_english), '')),
           x.reason
      from (
        select b.*,
               case
                 when b.booking_date between lawyer_availability_conflicts.time_off_from
                                         and lawyer_availability_conflicts.time_off_to then 'time_off'
                 when v_weekly is not null
                      and not ((v_weekly -> extract(isodow from b.booking_date)::int::text)
                               ? to_char(b.booking_time, 'HH24:MI')) then 'weekly'
               end as reason
          from public.bookings b
         -- bookings_lawyer_slot_live_key (lawyer_id, booking_date, booking_time) where status <> 'cancelled'
         where b.lawyer_id = v_uid
           and b.status in ('pending', 'confirmed')
           and b.payment_status = 'paid'
           and b.starts_at > now()
      ) x
      join public.profiles c on c.id = x.client_id
     where x.reason is not null
     order by x.booking_date, x.booking_time;
end;
$$;
comment on function public.lawyer_availability_conflicts(jsonb, date, date) is
  'The signed-in approved lawyer''s open (paid, pending or confirmed, future) bookings that the proposed weekly hours (null: unchanged) or time off (both dates, inclusive KST; null: none) would leave outside. Reads only; bookings are never changed by an availability change.';
revoke execute on function public.lawyer_availability_conflicts(jsonb, date, date) from public, anon, authenticated;
grant execute on function public.lawyer_availability_conflicts(jsonb, date, date) to authenticated;
