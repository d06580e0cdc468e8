-- Time off (issue 27, item 2; docs/bookings.md "Availability"): whole KST dates on which a lawyer
-- takes no bookings, whatever their weekly hours say. Private to the lawyer and administrators
-- (a note may say why: "in court in Busan"); clients only see that the dates have no open slot.
-- Changes take the lawyer's availability lock and bump the calendar signal (the trigger from
-- 20261130001200_lawyer_availability).

create table public.lawyer_time_off (
  id uuid primary key default gen_random_uuid(),
  lawyer_id uuid not null references public.lawyers (id) on delete cascade,
  -- inclusive KST dates
  from_date date not null,
  to_date date not null,
  note text check (length(note) <= 200),
  created_at timestamptz not null default now(),
  constraint lawyer_time_off_range check (to_date >= from_date and to_date - from_date < 366)
);
comment on table public.lawyer_time_off is
  'A lawyer''s time off: inclusive KST dates without bookable slots. Read by the lawyer (own) and administrators; changed by lawyer_add_time_off / lawyer_remove_time_off.';
-- lawyer_open_slots asks "is this date inside one of this lawyer's time off ranges"
create index lawyer_time_off_lawyer_idx on public.lawyer_time_off (lawyer_id, from_date, to_date);

alter table public.lawyer_time_off enable row level security;
revoke all on public.lawyer_time_off from anon, authenticated;
grant select on public.lawyer_time_off to authenticated;
create policy lawyer_time_off_select_own_or_admin on public.lawyer_time_off
  for select to authenticated
  using (lawyer_id = (select auth.uid()) or (select private.is_admin()));
-- no write policy: the functions below write

create trigger lawyer_time_off_changed after insert or update or delete on public.lawyer_time_off
  for each row execute function private.availability_changed();

-- ---------------------------------------------------------------------------------------------
-- lawyer_add_time_off: the signed-in approved lawyer takes from_date..to_date (inclusive, KST,
-- at most 366 days, not ending in the past) off; returns the new entry's id. Entries may
-- overlap. Bookings already made on those dates stay (docs/bookings.md). Audited.
create function public.lawyer_add_time_off(from_date date, to_date date, note text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := private.approved_lawyer_caller();
  v_note text := nullif(btrim(lawyer_add_time_off.note), '');
  v_id uuid;
begin
  if lawyer_add_time_off.from_date is null then
    raise exception 'from_date is required' using errcode = '22023', hint = 'from_date';
  end if;
  if lawyer_add_time_off.to_date is null then
    raise exception 'to_date is required' using errcode = '22023', hint = 'to_date';
  end if;
  if lawyer_add_time_off.to_date < lawyer_add_time_off.from_date then
    raise exception 'to_date must not be before from_date' using errcode = '22023', hint = 'to_date';
  end if;
  if lawyer_add_time_off.to_date - lawyer_add_time_off.from_date >= 366 then
    raise exception 'Time off may span at most 366 days' using errcode = '22023', hint = 'to_date';
  end if;
  if lawyer_add_time_off.to_date < (now() at time zone 'Asia/Seoul')::date then
    raise exception 'Time off must not end in the past' using errcode = '22023', hint = 'to_date';
  end if;
  if length(v_note) > 200 then
    raise exception 'The note must be at most 200 characters' using errcode = '22023', hint = 'note';
  end if;

  insert into public.lawyer_time_off (lawyer_id, from_date, to_date, note)
  values (v_uid, lawyer_add_time_off.from_date, lawyer_add_time_off.to_date, v_note)
  returning id into v_id;
  perform private.write_audit('lawyer.time_off_add', 'lawyer_time_off', v_id::text, null,
    jsonb_build_object('lawyer_id', v_uid, 'from_date', lawyer_add_time_off.from_date,
                       'to_date', lawyer_add_time_off.to_date, 'note', v_note),
    jsonb_build_object('by', 'lawyer'));
  return v_id;
end;
$$;
revoke execute on function public.lawyer_add_time_off(date, date, text) from public, anon, authenticated;
grant execute on function public.lawyer_add_time_off(date, date, text) to authenticated;

-- lawyer_remove_time_off: deletes one of the caller's own entries; returns it. Someone else's
-- entry is not found (PT404 not_found), as an unknown id is. Audited.
create function public.lawyer_remove_time_off(id uuid)
returns public.lawyer_time_off
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := private.approved_lawyer_caller();
  v_row public.lawyer_time_off;
begin
  if lawyer_remove_time_off.id is null then
    raise exception 'id is required' using errcode = '22023', hint = 'id';
  end if;
  delete from public.lawyer_time_off t
   where t.id = lawyer_remove_time_off.id and t.lawyer_id = v_uid
  returning * into v_row;
  if not found then
    raise exception 'Time off not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  perform private.write_audit('lawyer.time_off_remove', 'lawyer_time_off', v_row.id::text,
    jsonb_build_object('lawyer_id', v_uid, 'from_date', v_row.from_date, 'to_date', v_row.to_date, 'note', v_row.note),
    null, jsonb_build_object('by', 'lawyer'));
  return v_row;
end;
$$;
revoke execute on function public.lawyer_remove_time_off(uuid) from public, anon, authenticated;
grant execute on function public.lawyer_remove_time_off(uuid) to authenticated;
