-- Objective indicators instead of stars (issue 29, item 3): what the platform itself observed about
-- a listed lawyer, shown on the lawyer's public page. The Ministry of Justice's 2025 guideline for
-- lawyer platforms allows objective, verifiable indicators and bans star ratings and aggregate
-- scores (shared/reference/market-and-rules.md §3.2), so these are plain counts and a date, each
-- shown as it is: nothing combines them into a score and nothing orders the directory by them.
--
--   consultations_completed      bookings of the lawyer with status 'completed', ever
--   consultations_completed_12m  the same, whose consultation started in the last 12 months
--   member_since                 the KST date the lawyer was approved on the platform (the
--                                account's creation when no approval date is recorded)
--
-- PostgREST computed fields of lawyer_directory (functions taking the row type), read with the row:
--   GET /rest/v1/lawyer_directory?id=eq.<id>&select=...,consultations_completed,consultations_completed_12m,member_since
-- Computed at read time (the 12-month window moves by itself; nothing to keep in sync). Security
-- definer, because anon reads no bookings: the answer is a number or a date about a listed lawyer
-- (looked up by the row's id, so a made-up row gives 0 / null), no booking or client data. The
-- parameter is unnamed, so PostgREST does not also offer them under /rpc.

create function public.consultations_completed(public.lawyer_directory)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
    from public.bookings b
   where b.lawyer_id = ($1).id
     and b.status = 'completed'
     and private.is_listed_lawyer(($1).id);
$$;
comment on function public.consultations_completed(public.lawyer_directory) is
  'Computed field of lawyer_directory: consultations the lawyer completed on the platform (an observed count, not a score).';

create function public.consultations_completed_12m(public.lawyer_directory)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
    from public.bookings b
   where b.lawyer_id = ($1).id
     and b.status = 'completed'
     and b.starts_at > now() - interval '12 months'
     and private.is_listed_lawyer(($1).id);
$$;
comment on function public.consultations_completed_12m(public.lawyer_directory) is
  'Computed field of lawyer_directory: consultations the lawyer completed on the platform that started in the last 12 months.';

create function public.member_since(public.lawyer_directory)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (coalesce(l.approved_at, l.created_at) at time zone 'Asia/Seoul')::date
    from public.lawyers l
   where l.id = ($1).id
     and l.is_approved and l.is_visible;
$$;
comment on function public.member_since(public.lawyer_directory) is
  'Computed field of lawyer_directory: the KST date the lawyer was approved on the platform.';

revoke execute on function public.consultations_completed(public.lawyer_directory) from public, anon, authenticated;
revoke execute on function public.consultations_completed_12m(public.lawyer_directory) from public, anon, authenticated;
revoke execute on function public.member_since(public.lawyer_directory) from public, anon, authenticated;
grant execute on function public.consultations_completed(public.lawyer_directory) to anon, authenticated;
grant execute on function public.consultations_completed_12m(public.lawyer_directory) to anon, authenticated;
grant execute on function public.member_since(public.lawyer_directory) to anon, authenticated;
