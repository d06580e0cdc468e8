-- Weekly hours, minimum notice and booking horizon of each lawyer (issue 27, item 1;
-- docs/bookings.md "Availability"). One row per lawyer, created with the lawyer (and here for the
-- lawyers that exist) with the defaults: Monday-Friday, all eight KST slots, 120 minutes' notice,
-- 90 days ahead, so nothing changes for anyone until they edit. The lawyer reads their own row
-- (administrators all rows) and changes it only through lawyer_set_availability.
--
-- Also here, shared by the time off and holiday override migrations that follow:
--   * the lock that makes an availability change and a booking of the same lawyer serialise
--     (private.availability_lock_key: exclusive for a change, shared for create_booking), so a
--     slot closed while a client books ends one way: booked before the change, or refused;
--   * the Realtime signal: any change of a lawyer's availability bumps their
--     lawyer_calendar_updates row, the signal the booking page already re-reads slots on.

-- ---------------------------------------------------------------------------------------------
-- The spec's KST slot starts as "HH:MM" (packages/shared TIME_SLOTS_KST; bookings_time_slot).
create function private.slot_starts()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
$$;
revoke execute on function private.slot_starts() from public, anon, authenticated;

-- Monday-Friday, every slot; Saturday and Sunday closed.
create function private.default_weekly_hours()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_object_agg(d::text, case when d <= 5 then to_jsonb(private.slot_starts()) else '[]'::jsonb end)
    from generate_series(1, 7) d;
$$;
revoke execute on function private.default_weekly_hours() from public, anon, authenticated;

-- What is wrong with a weekly-hours object, in words for the caller; null when it is valid.
-- Valid: an object whose keys are ISO weekdays "1" (Monday) .. "7" (Sunday), each mapping to an
-- array of distinct slot starts; a weekday left out is closed.
create function private.weekly_hours_problem(p_weekly jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_day text;
  v_slots jsonb;
  v_slot jsonb;
  v_seen text[];
begin
  if p_weekly is null or jsonb_typeof(p_weekly) <> 'object' then
    return 'weekly must be an object mapping ISO weekdays "1" (Monday) to "7" (Sunday) to arrays of "HH:MM" slot starts';
  end if;
  for v_day, v_slots in select e.key, e.value from jsonb_each(p_weekly) e loop
    if v_day not in ('1', '2', '3', '4', '5', '6', '7') then
      return format('weekly: unknown weekday %s (use "1" for Monday to "7" for Sunday)', to_jsonb(v_day));
    end if;
    if jsonb_typeof(v_slots) <> 'array' then
      return format('weekly: weekday "%s" must map to an array of "HH:MM" slot starts', v_day);
    end if;
    v_seen := '{}';
    for v_slot in select x.value from jsonb_array_elements(v_slots) x loop
      if jsonb_typeof(v_slot) <> 'string' or not ((v_slot #>> '{}') = any (private.slot_starts())) then
        return format('weekly: %s on weekday "%s" is not a bookable slot (%s)', v_slot, v_day,
                      array_to_string(private.slot_starts(), ', '));
      end if;
      if (v_slot #>> '{}') = any (v_seen) then
        return format('weekly: %s appears twice on weekday "%s"', v_slot, v_day);
      end if;
      v_seen := v_seen || (v_slot #>> '{}');
    end loop;
  end loop;
  return null;
end;
$$;
revoke execute on function private.weekly_hours_problem(jsonb) from public, anon, authenticated;

-- The stored form: all seven weekdays, each slot list in time order ("HH:MM" sorts by time).
create function private.normalize_weekly_hours(p_weekly jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_object_agg(d::text, coalesce(
           (select jsonb_agg(s order by s) from jsonb_array_elements_text(p_weekly -> d::text) s), '[]'::jsonb))
    from generate_series(1, 7) d;
$$;
revoke execute on function private.normalize_weekly_hours(jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
create table public.lawyer_availability (
  lawyer_id uuid primary key references public.lawyers (id) on delete cascade,
  -- {"1": ["09:00", ...], ..., "7": []}: ISO weekday (KST) -> slot starts the lawyer takes
  weekly jsonb not null default private.default_weekly_hours(),
  -- a slot is bookable only this long before its start
  minimum_notice_minutes integer not null default 120 check (minimum_notice_minutes between 0 and 10080),
  -- and only on dates up to today (KST) + this many days
  horizon_days integer not null default 90 check (horizon_days between 1 and 365),
  updated_at timestamptz not null default now(),
  constraint lawyer_availability_weekly check (private.weekly_hours_problem(weekly) is null)
);
comment on table public.lawyer_availability is
  'A lawyer''s weekly hours (ISO weekday -> KST slot starts), minimum notice and booking horizon. Read by the lawyer (own) and administrators; changed by lawyer_set_availability.';

create trigger lawyer_availability_set_updated_at before update on public.lawyer_availability
  for each row execute function private.set_updated_at();

alter table public.lawyer_availability enable row level security;
revoke all on public.lawyer_availability from anon, authenticated;
grant select on public.lawyer_availability to authenticated;
create policy lawyer_availability_select_own_or_admin on public.lawyer_availability
  for select to authenticated
  using (lawyer_id = (select auth.uid()) or (select private.is_admin()));
-- no write policy: lawyer_set_availability writes

-- every lawyer has a row: the existing ones now, new ones as they sign up
insert into public.lawyer_availability (lawyer_id) select l.id from public.lawyers l
on conflict (lawyer_id) do nothing;

create function private.lawyers_default_availability()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lawyer_availability (lawyer_id) values (new.id) on conflict (lawyer_id) do nothing;
  return new;
end;
$$;
revoke execute on function private.lawyers_default_availability() from public, anon, authenticated;
create trigger lawyers_default_availability after insert on public.lawyers
  for each row execute function private.lawyers_default_availability();

-- ---------------------------------------------------------------------------------------------
-- The availability lock of one lawyer. Changes take it exclusively (the trigger below, so every
-- writer does), create_booking shares it before it asks whether the slot is open: a booking and
-- a change of the same lawyer never interleave, and bookings of one lawyer never wait on each
-- other. Transaction-scoped, so it is released at commit.
create function private.availability_lock_key(p_lawyer_id uuid)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select hashtextextended('klegal.lawyer_availability:' || p_lawyer_id::text, 0);
$$;
revoke execute on function private.availability_lock_key(uuid) from public, anon, authenticated;

-- After a change of a lawyer's hours, time off or holiday overrides: hold the lock until commit
-- and bump the lawyer's lawyer_calendar_updates row, so an open booking page re-reads the slots.
create function private.availability_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lawyer uuid := case when tg_op = 'DELETE' then old.lawyer_id else new.lawyer_id end;
begin
  perform pg_advisory_xact_lock(private.availability_lock_key(v_lawyer));
  -- a lawyer being deleted (cascade) has no signal to bump
  insert into public.lawyer_calendar_updates (lawyer_id, updated_at)
  select v_lawyer, clock_timestamp()
   where exists (select 1 from public.lawyers l where l.id = v_lawyer)
  on conflict (lawyer_id) do update set updated_at = excluded.updated_at;
  return null;
end;
$$;
revoke execute on function private.availability_changed() from public, anon, authenticated;

create trigger lawyer_availability_changed after update on public.lawyer_availability
  for each row
  when ((old.weekly, old.minimum_notice_minutes, old.horizon_days)
        is distinct from (new.weekly, new.minimum_notice_minutes, new.horizon_days))
  execute function private.availability_changed();

-- ---------------------------------------------------------------------------------------------
-- The signed-in lawyer, who must be approved, for the availability setters.
create function private.approved_lawyer_caller()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_approved boolean;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  select l.is_approved into v_approved from public.lawyers l where l.id = v_uid;
  if not found then
    raise exception 'Lawyer profile not found' using errcode = 'PT404', hint = 'not_a_lawyer';
  end if;
  if not v_approved then
    raise exception 'Only approved lawyers can set their availability' using errcode = 'P0001', hint = 'not_approved';
  end if;
  return v_uid;
end;
$$;
revoke execute on function private.approved_lawyer_caller() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- lawyer_set_availability: replaces the signed-in approved lawyer's weekly hours, notice and
-- horizon. Refusals: SQLSTATE 22023 with the offending argument's name as hint. Existing
-- bookings are kept whatever the new hours say (docs/bookings.md). Audited.
create function public.lawyer_set_availability(weekly jsonb, minimum_notice_minutes integer, horizon_days integer)
returns public.lawyer_availability
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := private.approved_lawyer_caller();
  v_problem text := private.weekly_hours_problem(lawyer_set_availability.weekly);
  v_before public.lawyer_availability;
  v_after public.lawyer_availability;
begin
  if v_problem is not null then
    raise exception '%', v_problem using errcode = '22023', hint = 'weekly';
  end if;
  if lawyer_set_availability.minimum_notice_minutes is null
     or lawyer_set_availability.minimum_notice_minutes not between 0 and 10080 then
    raise exception 'minimum_notice_minutes must be between 0 and 10080 (7 days)'
      using errcode = '22023', hint = 'minimum_notice_minutes';
  end if;
  if lawyer_set_availability.horizon_days is null or lawyer_set_availability.horizon_days not between 1 and 365 then
    raise exception 'horizon_days must be between 1 and 365' using errcode = '22023', hint = 'horizon_days';
  end if;

  insert into public.lawyer_availability (lawyer_id) values (v_uid) on conflict (lawyer_id) do nothing;
  select * into v_before from public.lawyer_availability a where a.lawyer_id = v_uid for update;
  update public.lawyer_availability a
     set weekly = private.normalize_weekly_hours(lawyer_set_availability.weekly),
         minimum_notice_minutes = lawyer_set_availability.minimum_notice_minutes,
         horizon_days = lawyer_set_availability.horizon_days
   where a.lawyer_id = v_uid
  returning * into v_after;
  if (v_before.weekly, v_before.minimum_notice_minutes, v_before.horizon_days)
     is distinct from (v_after.weekly, v_after.minimum_notice_minutes, v_after.horizon_days) then
    perform private.write_audit('lawyer.availability', 'lawyer_availability', v_uid::text,
      jsonb_build_object('weekly', v_before.weekly, 'minimum_notice_minutes', v_before.minimum_notice_minutes,
                         'horizon_days', v_before.horizon_days),
      jsonb_build_object('weekly', v_after.weekly, 'minimum_notice_minutes', v_after.minimum_notice_minutes,
                         'horizon_days', v_after.horizon_days),
      jsonb_build_object('by', 'lawyer'));
  end if;
  return v_after;
end;
$$;
revoke execute on function public.lawyer_set_availability(jsonb, integer, integer) from public, anon, authenticated;
grant execute on function public.lawyer_set_availability(jsonb, integer, integer) to authenticated;
