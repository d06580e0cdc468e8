-- lawyer_open_slots, faster (issue 27 benchmark: 62 days of one lawyer with 10,000 bookings in the
-- table, target p95 <= 10 ms at 10 clients on PostgreSQL; docs/benchmarks.md). Same rule, same
-- results, same signatures and grants; only the way they are computed changes. Measured inside
-- PostgreSQL on the bench fixture: lawyer_open_slots 3.6 -> about 1.1 ms per call, of which
-- private.lawyer_available_slots 2.8 -> about 0.6 ms. Why it was slow (explain analyze):
--  * private.lawyer_available_slots was a SQL function with a pinned search_path, which PostgreSQL
--    neither inlines nor keeps a plan for: its six-way query was planned again on every call
--    (~1-2 ms). As plpgsql its query plan is cached per connection.
--  * it converted every candidate slot's KST start to an instant twice (`at time zone`) to apply
--    the notice; only the first bookable day can hold slots inside the notice, so the others skip
--    the conversion. The weekly hours are read from the jsonb once, not once per day.
--  * lawyer_open_slots anti-joined the slots to all of the lawyer's live bookings (a bitmap scan of
--    every booking the lawyer ever had); it now reads the range's taken slots once, one range scan
--    of bookings_lawyer_slot_live_key (lawyer_id, booking_date, booking_time), as lawyer_busy_slots.

-- private.lawyer_available_slots, as defined in 20261130001500_lawyer_open_slots, in plpgsql. The
-- rule is unchanged: a slot of a listed lawyer whose KST weekday's hours contain it, on a date not
-- in the lawyer's time off and not a public holiday the lawyer has not opened, starting no earlier
-- than now + the minimum notice (and after now), on a date no later than today (KST) + the horizon.
create or replace function private.lawyer_available_slots(p_lawyer_id uuid, p_from date, p_to date)
returns table (slot_date date, slot_time time)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_weekly jsonb;
  v_notice integer;
  v_horizon integer;
  v_now timestamptz := now();
  v_earliest timestamptz;
  v_earliest_day date;
  v_first date;
  v_last date;
begin
  select coalesce(a.weekly, private.default_weekly_hours()), coalesce(a.minimum_notice_minutes, 120), coalesce(a.horizon_days, 90)
    into v_weekly, v_notice, v_horizon
    from public.lawyers l
    left join public.lawyer_availability a on a.lawyer_id = l.id
   where l.id = p_lawyer_id and l.is_approved and l.is_visible;
  if not found then
    return;
  end if;
  v_earliest := greatest(v_now, v_now + make_interval(mins => v_notice));
  v_earliest_day := (v_earliest at time zone 'Asia/Seoul')::date;
  v_first := greatest(p_from, v_earliest_day);
  v_last := least(p_to, (v_now at time zone 'Asia/Seoul')::date + v_horizon);
  if v_first > v_last then
    return;
  end if;
  return query
    with hours as materialized (
      -- the weekly hours as (ISO weekday, slot) rows, at most 7 x 8, read once
      select w.key::integer as isodow, e.value::time as slot
        from jsonb_each(v_weekly) w, jsonb_array_elements_text(w.value) e
    ), days as (
      select v_first + i as day
        from generate_series(0, v_last - v_first) i
       where not exists (select 1 from public.lawyer_time_off o
                          where o.lawyer_id = p_lawyer_id and o.from_date <= v_first + i and o.to_date >= v_first + i)
         and not exists (select 1 from public.public_holidays h
                          where h.holiday_date = v_first + i
                            and not exists (select 1 from public.lawyer_holiday_overrides x
                                             where x.lawyer_id = p_lawyer_id and x.holiday_date = h.holiday_date))
    )
    select d.day, h.slot
      from days d
      join hours h on h.isodow = extract(isodow from d.day)::integer
     -- only the first day can have slots inside the notice: every later day starts after v_earliest
     where d.day > v_earliest_day
        or (((d.day + h.slot) at time zone 'Asia/Seoul') >= v_earliest
            and ((d.day + h.slot) at time zone 'Asia/Seoul') > v_now);
end;
$$;

-- public.lawyer_open_slots, as defined in 20261130001500_lawyer_open_slots: the taken slots of the
-- range (a paid booking or a live hold, exactly what makes create_booking answer slot_taken) read
-- once, then anti-joined to the available ones.
create or replace function public.lawyer_open_slots(lawyer_id uuid, from_date date, to_date date)
returns table (slot_date date, slot_time time)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if lawyer_open_slots.lawyer_id is null or lawyer_open_slots.from_date is null or lawyer_open_slots.to_date is null then
    raise exception 'lawyer_id, from_date and to_date are required' using errcode = '22023', hint = 'invalid_range';
  end if;
  if lawyer_open_slots.to_date < lawyer_open_slots.from_date then
    raise exception 'to_date must not be before from_date' using errcode = '22023', hint = 'invalid_range';
  end if;
  if lawyer_open_slots.to_date - lawyer_open_slots.from_date >= 62 then
    raise exception 'The range may span at most 62 days' using errcode = '22023', hint = 'invalid_range';
  end if;
  return query
    with taken as materialized (
      select b.booking_date, b.booking_time
        from public.bookings b
       where b.lawyer_id = lawyer_open_slots.lawyer_id
         and b.booking_date between lawyer_open_slots.from_date and lawyer_open_slots.to_date
         and b.status <> 'cancelled'
         and (b.payment_status <> 'pending' or not private.booking_hold_expired(b.status, b.payment_status, b.hold_expires_at))
    )
    select a.slot_date, a.slot_time
      from private.lawyer_available_slots(lawyer_open_slots.lawyer_id, lawyer_open_slots.from_date,
                                          lawyer_open_slots.to_date) a
     where not exists (select 1 from taken t where t.booking_date = a.slot_date and t.booking_time = a.slot_time)
     order by a.slot_date, a.slot_time;
end;
$$;
