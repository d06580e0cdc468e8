-- Retention, completed (issue 14): the purge runs on a schedule, and the documents of purged free
-- check-ups are deleted with their rows.
--
-- Hosted Supabase forbids deleting storage.objects rows with SQL (the bytes live in S3 and only
-- the Storage API removes both), so the purge cannot delete files itself. It queues their paths in
-- private.storage_deletions, in the same transaction as the rows it deletes; the worker
-- (packages/worker, run by `pnpm start` and as `pnpm notify:worker` for a hosted project) claims
-- them, removes them through the Storage API with the service role and marks them done. A crash
-- between the two leaves the claim to expire and the path to be removed again (removing a missing
-- object is not an error), so nothing is left behind.

create table private.storage_deletions (
  id bigint generated always as identity primary key,
  bucket_id text not null,
  name text not null,
  reason text not null,
  enqueued_at timestamptz not null default now(),
  attempts integer not null default 0,
  -- a claimed path is not handed out again before this moment (a worker that died releases it)
  leased_until timestamptz,
  last_error text,
  unique (bucket_id, name)
);
alter table private.storage_deletions enable row level security;
revoke all on private.storage_deletions from public, anon, authenticated;
comment on table private.storage_deletions is
  'Storage objects to remove through the Storage API (the worker drains it); filled by the retention purge.';

-- ---------------------------------------------------------------------------------------------
-- The purge, as before, plus the queue. The result still lists the paths (callers and tests use it).
create or replace function public.purge_expired_personal_data()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bookings integer;
  v_checkups integer;
  v_paths text[];
begin
  -- platform callers (service role, scheduler) carry no user id; user callers must be admins
  if (select auth.uid()) is not null and not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;

  update public.bookings b
     set case_description = null, meeting_link = null, personal_data_purged_at = now()
   where b.personal_data_purged_at is null
     and b.starts_at + make_interval(mins => b.duration_minutes) < now() - interval '1 year';
  get diagnostics v_bookings = row_count;

  with expired as (
    select f.id from public.free_checkups f where f.created_at < now() - interval '1 year'
  )
  select coalesce(array_agg(o.name order by o.name), '{}') into v_paths
    from storage.objects o
   where o.bucket_id = 'free-checkup-documents'
     and (storage.foldername(o.name))[1] in (select e.id::text from expired e);

  insert into private.storage_deletions (bucket_id, name, reason)
  select 'free-checkup-documents', p, 'retention.free_checkup'
    from unnest(v_paths) as p
  on conflict (bucket_id, name) do nothing;

  delete from public.free_checkups f where f.created_at < now() - interval '1 year';
  get diagnostics v_checkups = row_count;

  perform private.write_audit('retention.purge', 'retention', null, null, null,
    jsonb_build_object('bookings_anonymised', v_bookings, 'free_checkups_deleted', v_checkups,
                       'documents_to_delete', cardinality(v_paths)));
  return jsonb_build_object(
    'bookings_anonymised', v_bookings,
    'free_checkups_deleted', v_checkups,
    'free_checkup_document_paths', to_jsonb(v_paths));
end;
$$;
revoke execute on function public.purge_expired_personal_data() from public, anon, authenticated;
grant execute on function public.purge_expired_personal_data() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The worker's side of the queue (service role only).

-- Hands out up to p_limit paths nobody holds, leased for p_lease_seconds.
create function public.claim_storage_deletions(p_limit integer default 100, p_lease_seconds integer default 300)
returns table (id bigint, bucket_id text, name text)
language sql
security definer
set search_path = ''
as $$
  update private.storage_deletions d
     set leased_until = now() + make_interval(secs => greatest(p_lease_seconds, 1)),
         attempts = d.attempts + 1
   where d.id in (
     select q.id from private.storage_deletions q
      where q.leased_until is null or q.leased_until < now()
      order by q.id
      limit least(greatest(p_limit, 1), 1000)
      for update skip locked)
  returning d.id, d.bucket_id, d.name;
$$;
revoke execute on function public.claim_storage_deletions(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_storage_deletions(integer, integer) to service_role;

-- The Storage API removed these: forget them.
create function public.complete_storage_deletions(p_ids bigint[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from private.storage_deletions d where d.id = any(p_ids);
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke execute on function public.complete_storage_deletions(bigint[]) from public, anon, authenticated;
grant execute on function public.complete_storage_deletions(bigint[]) to service_role;

-- The Storage API refused: keep them, note why, and let the lease decide when to try again.
create function public.fail_storage_deletions(p_ids bigint[], p_error text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.storage_deletions d set last_error = left(p_error, 1000) where d.id = any(p_ids);
$$;
revoke execute on function public.fail_storage_deletions(bigint[], text) from public, anon, authenticated;
grant execute on function public.fail_storage_deletions(bigint[], text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Daily at 03:17 KST (18:17 UTC; pg_cron runs in UTC), where pg_cron exists (see
-- 20261125000300_scheduled_jobs.sql; the local server emulates it).
do $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is null then
    raise notice 'pg_cron is not available: the retention purge is not scheduled';
    return;
  end if;
  perform cron.schedule('purge-personal-data', '17 18 * * *', 'select public.purge_expired_personal_data()');
end;
$$;
