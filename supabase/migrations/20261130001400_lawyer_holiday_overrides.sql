-- Holiday overrides (issue 27, item 2; docs/bookings.md "Availability"). Public holidays are
-- closed by default; a row here opens one holiday for one lawyer, who then takes bookings on it
-- in their weekly hours for that weekday (time off still wins). Private to the lawyer and
-- administrators, like time off. Changes take the lawyer's availability lock and bump the
-- calendar signal (the trigger from 20261130001200_lawyer_availability).

create table public.lawyer_holiday_overrides (
  lawyer_id uuid not null references public.lawyers (id) on delete cascade,
  -- a holiday the data no longer lists (the yearly refresh) takes its overrides with it
  holiday_date date not null references public.public_holidays (holiday_date) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (lawyer_id, holiday_date)
);
comment on table public.lawyer_holiday_overrides is
  'Public holidays a lawyer has opened for booking (a row = open). Read by the lawyer (own) and administrators; changed by lawyer_set_holiday_open.';
create index lawyer_holiday_overrides_date_idx on public.lawyer_holiday_overrides (holiday_date);

alter table public.lawyer_holiday_overrides enable row level security;
revoke all on public.lawyer_holiday_overrides from anon, authenticated;
grant select on public.lawyer_holiday_overrides to authenticated;
create policy lawyer_holiday_overrides_select_own_or_admin on public.lawyer_holiday_overrides
  for select to authenticated
  using (lawyer_id = (select auth.uid()) or (select private.is_admin()));
-- no write policy: lawyer_set_holiday_open writes

create trigger lawyer_holiday_overrides_changed after insert or update or delete on public.lawyer_holiday_overrides
  for each row execute function private.availability_changed();

-- ---------------------------------------------------------------------------------------------
-- lawyer_set_holiday_open: the signed-in approved lawyer opens (open = true) or closes again
-- (false, the default state) one public holiday; returns the resulting state. A date that is
-- not in public_holidays is refused (22023, hint holiday_date). Audited when it changes.
create function public.lawyer_set_holiday_open(holiday_date date, open boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := private.approved_lawyer_caller();
  v_changed integer;
begin
  if lawyer_set_holiday_open.holiday_date is null then
    raise exception 'holiday_date is required' using errcode = '22023', hint = 'holiday_date';
  end if;
  if lawyer_set_holiday_open.open is null then
    raise exception 'open is required' using errcode = '22023', hint = 'open';
  end if;
  if not exists (select 1 from public.public_holidays h where h.holiday_date = lawyer_set_holiday_open.holiday_date) then
    raise exception 'Not a public holiday: %', lawyer_set_holiday_open.holiday_date
      using errcode = '22023', hint = 'holiday_date';
  end if;

  if lawyer_set_holiday_open.open then
    insert into public.lawyer_holiday_overrides (lawyer_id, holiday_date)
    values (v_uid, lawyer_set_holiday_open.holiday_date)
    on conflict (lawyer_id, holiday_date) do nothing;
  else
    delete from public.lawyer_holiday_overrides o
     where o.lawyer_id = v_uid and o.holiday_date = lawyer_set_holiday_open.holiday_date;
  end if;
  get diagnostics v_changed = row_count;
  if v_changed > 0 then
    perform private.write_audit('lawyer.holiday_override', 'lawyer_holiday_overrides',
      v_uid::text || ':' || lawyer_set_holiday_open.holiday_date::text,
      jsonb_build_object('open', not lawyer_set_holiday_open.open),
      jsonb_build_object('open', lawyer_set_holiday_open.open),
      jsonb_build_object('by', 'lawyer', 'holiday_date', lawyer_set_holiday_open.holiday_date));
  end if;
  return lawyer_set_holiday_open.open;
end;
$$;
revoke execute on function public.lawyer_set_holiday_open(date, boolean) from public, anon, authenticated;
grant execute on function public.lawyer_set_holiday_open(date, boolean) to authenticated;
