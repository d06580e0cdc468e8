-- Jobs on a clock (DESIGN.md, "Work outside a request"): SQL functions scheduled with pg_cron.
-- On a hosted project pg_cron is an extension this migration enables when the platform offers
-- it; the local server emulates pg_cron's cron.schedule() and runs the same cron.job table
-- (supabase/server/cron). Where neither exists the jobs are not scheduled and a notice says so.
do $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is null
     and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron is available but could not be enabled (%): enable it in the dashboard and re-run the schedules in %',
        sqlerrm, '20261125000300_scheduled_jobs.sql';
    end;
  end if;

  if to_regprocedure('cron.schedule(text,text,text)') is null then
    raise notice 'pg_cron is not available: unpaid holds are not swept on a schedule (they still count as free once expired)';
    return;
  end if;

  -- Every minute: close unpaid holds whose time ran out (their slots are already free to book).
  perform cron.schedule('expire-unpaid-holds', '* * * * *', 'select public.expire_unpaid_holds()');
end;
$$;
