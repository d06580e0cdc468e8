-- An administrator adds time off on a lawyer's behalf (issue 27, item 8: the console's lawyer
-- page), e.g. a lawyer who phoned in sick. The validation, insert and audit row are the ones of
-- lawyer_add_time_off, moved into private.add_time_off so both callers share one definition; the
-- audit row says who acted (actor_id, details.by). The insert goes through lawyer_time_off's
-- trigger as the lawyer's own does: it takes the lawyer's availability lock and bumps the calendar
-- signal (20261130001200_lawyer_availability).

-- private.add_time_off: checks the dates and note of lawyer_add_time_off (22023 with the argument's
-- name as hint, nothing written), inserts the entry and audits it; returns the new id. Callers
-- decide who may add for whom.
create function private.add_time_off(p_lawyer_id uuid, p_from_date date, p_to_date date, p_note text, p_by text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_note text := nullif(btrim(p_note), '');
  v_id uuid;
begin
  if p_from_date is null then
    raise exception 'from_date is required' using errcode = '22023', hint = 'from_date';
  end if;
  if p_to_date is null then
    raise exception 'to_date is required' using errcode = '22023', hint = 'to_date';
  end if;
  if p_to_date < p_from_date then
    raise exception 'to_date must not be before from_date' using errcode = '22023', hint = 'to_date';
  end if;
  if p_to_date - p_from_date >= 366 then
    raise exception 'Time off may span at most 366 days' using errcode = '22023', hint = 'to_date';
  end if;
  if p_to_date < (now() at time zone 'Asia/Seoul')::date then
    raise exception 'Time off must not end in the past' using errcode = '22023', hint = 'to_date';
  end if;
  if length(v_note) > 200 then
    raise exception 'The note must be at most 200 characters' using errcode = '22023', hint = 'note';
  end if;

  insert into public.lawyer_time_off (lawyer_id, from_date, to_date, note)
  values (p_lawyer_id, p_from_date, p_to_date, v_note)
  returning id into v_id;
  perform private.write_audit('lawyer.time_off_add', 'lawyer_time_off', v_id::text, null,
    jsonb_build_object('lawyer_id', p_lawyer_id, 'from_date', p_from_date, 'to_date', p_to_date, 'note', v_note),
    jsonb_build_object('by', p_by));
  return v_id;
end;
$$;
revoke execute on function private.add_time_off(uuid, date, date, text, text) from public, anon, authenticated;

-- lawyer_add_time_off, as defined in 20261130001300_lawyer_time_off, now through the shared body
-- (same refusals, same audit row with details.by = 'lawyer'). Grants survive `create or replace`.
create or replace function public.lawyer_add_time_off(from_date date, to_date date, note text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.approved_lawyer_caller();
begin
  return private.add_time_off(v_uid, lawyer_add_time_off.from_date, lawyer_add_time_off.to_date,
                              lawyer_add_time_off.note, 'lawyer');
end;
$$;

-- admin_add_lawyer_time_off: administrators only (42501, at aal2 when they have a factor, as
-- private.is_admin). Any lawyer record, approved or not (time off set before approval holds after
-- it). Unknown lawyer: PT404 not_found; null lawyer_id: 22023 hint lawyer_id. Audited with the
-- administrator as actor and details.by = 'admin'.
create function public.admin_add_lawyer_time_off(lawyer_id uuid, from_date date, to_date date, note text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if admin_add_lawyer_time_off.lawyer_id is null then
    raise exception 'lawyer_id is required' using errcode = '22023', hint = 'lawyer_id';
  end if;
  if not exists (select 1 from public.lawyers l where l.id = admin_add_lawyer_time_off.lawyer_id) then
    raise exception 'Lawyer not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  return private.add_time_off(admin_add_lawyer_time_off.lawyer_id, admin_add_lawyer_time_off.from_date,
                              admin_add_lawyer_time_off.to_date, admin_add_lawyer_time_off.note, 'admin');
end;
$$;
revoke execute on function public.admin_add_lawyer_time_off(uuid, date, date, text) from public, anon, authenticated;
grant execute on function public.admin_add_lawyer_time_off(uuid, date, date, text) to authenticated;
