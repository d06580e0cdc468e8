-- Settlement statements (issue 26, item 3): closing a period and the payout status.
--
--   close_settlement_period(period_end)  an administrator (or the service role) closes every open
--       statement whose period ends on or before period_end, which must be the last day of a
--       settlement period (per 'settlement.period') that is over in KST. Each closed statement
--       carries the lawyer's negative balance from their previous statement as its opening balance;
--       its totals are checked against its entries at commit (constraint trigger, previous
--       migration). Idempotent: closing a closed period again changes nothing.
--   A pg_cron job runs every day at 00:10 KST and closes the last period that is over, if it is
--       not closed yet (so a missed day catches up the next).
--   admin_mark_settlement_paid / admin_mark_settlement_failed  the payout status: closed -> paid
--       (with the bank transfer's reference) | failed (an administrator is flagged as for a failed
--       refund: a payment_events row needing attention, which notifies every administrator).

create function private.close_settlement_period(p_end date)
returns table (closed_through date, closed_statements integer, closed_entries bigint, already_closed boolean)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_bounds record;
  v_start date;
  v_n integer;
  v_total integer := 0;
  v_entries bigint := 0;
  v_entries_total bigint := 0;
  v_already boolean;
begin
  if p_end is null then
    raise exception 'The period''s last day is required' using errcode = '22023', hint = 'invalid_period';
  end if;
  select * into v_bounds from private.settlement_period_bounds(p_end);
  if v_bounds.period_end <> p_end then
    raise exception 'Not the last day of a settlement period (this period ends on %)', v_bounds.period_end
      using errcode = '22023', hint = 'not_period_end',
            detail = jsonb_build_object('period_start', v_bounds.period_start, 'period_end', v_bounds.period_end)::text;
  end if;
  if p_end >= (now() at time zone 'Asia/Seoul')::date then
    raise exception 'The period ending % is not over yet (KST)', p_end using errcode = '22023', hint = 'period_not_over';
  end if;
  -- one close at a time; entries being written hold their statement's lock, so the close waits for them
  perform pg_advisory_xact_lock(hashtextextended('klegal.settlement_close', 0));
  v_already := exists (select 1 from private.settlement_closes c where c.period_end = p_end);

  -- period by period, oldest first, so a later period carries the balance its predecessor just closed with
  for v_start in
    select distinct s.period_start from public.lawyer_settlement_statements s
     where s.status = 'open' and s.period_end <= p_end order by 1
  loop
    with closed as (
      update public.lawyer_settlement_statements s
         set status = 'closed', closed_at = now(),
             opening_balance = least(0, coalesce((
               select p.closing_balance from public.lawyer_settlement_statements p
                where p.lawyer_id = s.lawyer_id and p.status <> 'open' and p.period_end < s.period_start
                order by p.period_end desc limit 1), 0))
       where s.status = 'open' and s.period_start = v_start and s.period_end <= p_end
      returning s.entry_count
    )
    select count(*), coalesce(sum(c.entry_count), 0) into v_n, v_entries from closed c;
    v_total := v_total + v_n;
    v_entries_total := v_entries_total + v_entries;
  end loop;

  insert into private.settlement_closes (period_end, closed_by, statement_count, entry_count)
  values (p_end, (select auth.uid()), v_total, v_entries_total)
  on conflict (period_end) do update
    set statement_count = private.settlement_closes.statement_count + excluded.statement_count,
        entry_count = private.settlement_closes.entry_count + excluded.entry_count;
  if v_total > 0 or not v_already then
    perform private.write_audit('settlement.close', 'lawyer_settlement_statements', p_end::text, null,
      jsonb_build_object('period_end', p_end, 'statements', v_total, 'entries', v_entries_total));
  end if;
  return query select p_end, v_total, v_entries_total, v_already;
end;
$$;
revoke execute on function private.close_settlement_period(date) from public, anon, authenticated;

create function private.is_service_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'role', '') = 'service_role';
$$;
revoke execute on function private.is_service_role() from public, anon, authenticated;

-- The administrator's (console) and the service role's way to close a period.
create function public.close_settlement_period(period_end date)
returns table (closed_through date, closed_statements integer, closed_entries bigint, already_closed boolean)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not (private.is_admin() or private.is_service_role()) then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  return query select * from private.close_settlement_period(close_settlement_period.period_end);
end;
$$;
revoke execute on function public.close_settlement_period(date) from public, anon, authenticated;
grant execute on function public.close_settlement_period(date) to authenticated, service_role;

-- The scheduler's job: the last period that is over (the one before the period containing today,
-- KST), unless it is closed already.
create function private.close_due_settlement_periods()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_end date := (select b.period_start from private.settlement_period_bounds((now() at time zone 'Asia/Seoul')::date) b) - 1;
begin
  if not exists (select 1 from private.settlement_closes c where c.period_end = v_end)
     or exists (select 1 from public.lawyer_settlement_statements s where s.status = 'open' and s.period_end <= v_end) then
    perform private.close_settlement_period(v_end);
  end if;
end;
$$;
revoke execute on function private.close_due_settlement_periods() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Payout status

create function public.admin_mark_settlement_paid(statement_id uuid, transfer_reference text)
returns public.lawyer_settlement_statements
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_ref text := nullif(btrim(admin_mark_settlement_paid.transfer_reference), '');
  v_before public.lawyer_settlement_statements;
  v_after public.lawyer_settlement_statements;
begin
  if not (private.is_admin() or private.is_service_role()) then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if v_ref is null or length(v_ref) > 200 then
    raise exception 'The transfer reference (up to 200 characters) is required' using errcode = '22023', hint = 'reference_required';
  end if;
  select * into v_before from public.lawyer_settlement_statements s where s.id = admin_mark_settlement_paid.statement_id for update;
  if not found then
    raise exception 'Statement not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if v_before.status = 'open' then
    raise exception 'The statement''s period is not closed yet' using errcode = 'P0001', hint = 'statement_open';
  end if;
  if v_before.status = 'paid' then
    raise exception 'This statement is already paid' using errcode = 'P0001', hint = 'already_paid';
  end if;
  if v_before.payout_amount <= 0 then
    raise exception 'Nothing is owed on this statement' using errcode = 'P0001', hint = 'nothing_to_pay';
  end if;
  update public.lawyer_settlement_statements s
     set status = 'paid', paid_at = now(), transfer_reference = v_ref
   where s.id = v_before.id
  returning * into v_after;
  perform private.write_audit('settlement.paid', 'lawyer_settlement_statements', v_after.id::text,
    jsonb_build_object('status', v_before.status),
    jsonb_build_object('status', v_after.status, 'transfer_reference', v_ref, 'payout_amount', v_after.payout_amount));
  return v_after;
end;
$$;
revoke execute on function public.admin_mark_settlement_paid(uuid, text) from public, anon, authenticated;
grant execute on function public.admin_mark_settlement_paid(uuid, text) to authenticated, service_role;

create function public.admin_mark_settlement_failed(statement_id uuid, reason text)
returns public.lawyer_settlement_statements
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_reason text := nullif(btrim(admin_mark_settlement_failed.reason), '');
  v_before public.lawyer_settlement_statements;
  v_after public.lawyer_settlement_statements;
begin
  if not (private.is_admin() or private.is_service_role()) then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if v_reason is null or length(v_reason) > 500 then
    raise exception 'A reason (up to 500 characters) is required' using errcode = '22023', hint = 'reason_required';
  end if;
  select * into v_before from public.lawyer_settlement_statements s where s.id = admin_mark_settlement_failed.statement_id for update;
  if not found then
    raise exception 'Statement not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if v_before.status <> 'closed' then
    raise exception 'A % statement cannot be marked failed', v_before.status using errcode = 'P0001', hint = 'invalid_transition';
  end if;
  update public.lawyer_settlement_statements s
     set status = 'failed', failed_at = now(), failure_reason = v_reason
   where s.id = v_before.id
  returning * into v_after;
  perform private.write_audit('settlement.failed', 'lawyer_settlement_statements', v_after.id::text,
    jsonb_build_object('status', v_before.status), jsonb_build_object('status', v_after.status),
    jsonb_build_object('reason', v_reason));
  -- flagged like a failed refund: an event needing attention (console 결제 이벤트), which tells
  -- every administrator (payment_events_notify)
  insert into public.payment_events (provider, event_id, event_type, outcome, needs_attention, detail)
  values ('settlement', 'payout_failed:' || v_after.id::text, 'payout.failed', 'payout_failed', true,
          jsonb_build_object('statement_id', v_after.id, 'lawyer_id', v_after.lawyer_id,
                             'amount', v_after.payout_amount, 'currency', v_after.currency,
                             'period_end', v_after.period_end, 'reason', left(v_reason, 300)))
  on conflict (provider, event_id) do nothing;
  return v_after;
end;
$$;
revoke execute on function public.admin_mark_settlement_failed(uuid, text) from public, anon, authenticated;
grant execute on function public.admin_mark_settlement_failed(uuid, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The schedule (as 20261125000300_scheduled_jobs.sql): every day at 00:10 KST (15:10 UTC).
do $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is null then
    raise notice 'pg_cron is not available: settlement periods are not closed on a schedule (close them with public.close_settlement_period)';
    return;
  end if;
  perform cron.schedule('close-settlement-periods', '10 15 * * *', 'select private.close_due_settlement_periods()');
end;
$$;
