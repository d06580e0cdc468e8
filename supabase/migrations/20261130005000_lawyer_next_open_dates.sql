-- "Available:" on the directory cards and the lawyer's page (issue 27, item 5; docs/bookings.md
-- "The Available line"): the KST dates of the next 14 days (today .. today + 13) on which the
-- lawyer has at least one open slot, in order.
--
-- A PostgREST computed field of lawyer_directory (a function taking the table's row type), so
-- the directory's page reads it in the same request as the rows:
--   GET /rest/v1/lawyer_directory?select=id,...,next_open_dates
-- one round trip for every card, no per-card query. It asks lawyer_open_slots, the function the
-- booking page uses, so a card never promises a date the booking page would not offer: the same
-- weekly hours, time off, closed holidays, notice, horizon and taken slots. The lawyer is looked
-- up by id there (listed lawyers only: approved and visible), so a row made up by a caller gives
-- nothing more than the directory shows; the answer is dates only (no time off notes, no
-- bookings). The parameter is unnamed, so PostgREST does not also offer it as /rpc/next_open_dates.
create function public.next_open_dates(public.lawyer_directory)
returns date[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct o.slot_date order by o.slot_date), '{}'::date[])
    from public.lawyer_open_slots(($1).id, (now() at time zone 'Asia/Seoul')::date,
                                  (now() at time zone 'Asia/Seoul')::date + 13) o;
$$;
comment on function public.next_open_dates(public.lawyer_directory) is
  'Computed field of lawyer_directory: the KST dates of the next 14 days with at least one open slot (lawyer_open_slots), for the "Available:" line.';
revoke execute on function public.next_open_dates(public.lawyer_directory) from public, anon, authenticated;
grant execute on function public.next_open_dates(public.lawyer_directory) to anon, authenticated;
