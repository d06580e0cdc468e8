-- Korean public holidays (issue 27, item 2; docs/bookings.md "Availability"). Reference data,
-- readable by anyone: lawyer_open_slots closes these dates unless the lawyer opens one
-- (lawyer_holiday_overrides). Loaded by the generated *_public_holidays_data.sql migrations
-- (supabase/scripts/holidays-migration.ts, from @hyunbinseo/holidays-kr, which follows the
-- official almanac); the years the data covers are the years listed in the newest of them.
-- Weekends are not listed (they are closed by the default weekly hours, not by this table).

create table public.public_holidays (
  holiday_date date primary key,
  -- a date can carry several names (e.g. 추석 and 대체공휴일(개천절) on one day)
  names text[] not null check (cardinality(names) between 1 and 10)
);
comment on table public.public_holidays is
  'Korean public holidays (KST dates), generated from @hyunbinseo/holidays-kr. Closed for booking unless a lawyer opens one.';

alter table public.public_holidays enable row level security;
revoke all on public.public_holidays from anon, authenticated;
grant select on public.public_holidays to anon, authenticated;
create policy public_holidays_select_all on public.public_holidays
  for select to anon, authenticated
  using (true);
-- no write policy: only migrations change the table
