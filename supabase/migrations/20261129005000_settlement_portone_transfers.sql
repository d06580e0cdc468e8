-- Payouts through PortOne's partner settlement (issue 26, item 5; docs/settlement.md "Payouts
-- through PortOne"). Where the operator has PortOne's platform feature (파트너 정산), a closed
-- statement is paid by a PortOne transfer instead of by hand: the lawyer is a PortOne partner
-- (registered with their settlement account), the statement's payout is one manual transfer, and
-- PortOne pays it out. The worker (packages/worker portoneTransfers.ts) talks to PortOne; the
-- rules and the state live here:
--
--   settlement.payout_provider   'manual' (default: the console's bank file and "지급 완료") or
--                                'portone' (pnpm start / docs/deploy.md set it with the contract id)
--   private.portone_partners     lawyer → PortOne partner id and the account it was registered with
--   private.settlement_transfers the transfer outbox: one row per statement queued by an
--                                administrator; the worker claims it, creates the transfer, then
--                                polls it until PortOne reports it paid out (PortOne's webhooks in
--                                the V2 API cover payments only, so the result is read from the API)
--
-- A paid-out transfer marks the statement paid with the transfer id as reference
-- (admin_mark_settlement_paid, as the service role); a transfer PortOne refuses for good marks it
-- failed (admin_mark_settlement_failed: flagged to the administrators as a failed refund is).

-- PortOne's name of each bank (its `Bank` enum), next to the KFTC code the lawyer chose.
alter table public.korean_banks add column portone_bank text check (portone_bank ~ '^[A-Z_]{2,40}$');
update public.korean_banks b set portone_bank = m.portone
  from (values ('002', 'KDB'), ('003', 'IBK'), ('004', 'KOOKMIN'), ('007', 'SUHYUP'), ('011', 'NONGHYUP'),
               ('012', 'LOCAL_NONGHYUP'), ('020', 'WOORI'), ('023', 'STANDARD_CHARTERED'), ('027', 'CITI'),
               ('031', 'DAEGU'), ('032', 'BUSAN'), ('034', 'KWANGJU'), ('035', 'JEJU'), ('037', 'JEONBUK'),
               ('039', 'KYONGNAM'), ('045', 'KFCC'), ('048', 'SHINHYUP'), ('050', 'SAVINGS_BANK'),
               ('064', 'NFCF'), ('071', 'POST'), ('081', 'HANA'), ('088', 'SHINHAN'), ('089', 'K_BANK'),
               ('090', 'KAKAO'), ('092', 'TOSS')) as m (code, portone)
 where b.code = m.code;

insert into private.app_settings (key, value) values ('settlement.payout_provider', 'manual')
on conflict (key) do nothing;

-- ---------------------------------------------------------------------------------------------
-- Partners and the transfer outbox (private: only these functions reach them)

create table private.portone_partners (
  lawyer_id uuid primary key references public.lawyers (id),
  partner_id text not null unique check (length(partner_id) between 1 and 100),
  -- md5 of bank, number and holder: a changed account is sent to PortOne before the next transfer
  account_fingerprint text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table private.portone_partners enable row level security;
create trigger portone_partners_set_updated_at before update on private.portone_partners
  for each row execute function private.set_updated_at();

create table private.settlement_transfers (
  id uuid primary key default gen_random_uuid(),
  statement_id uuid not null unique references public.lawyer_settlement_statements (id),
  lawyer_id uuid not null references public.lawyers (id),
  amount bigint not null check (amount > 0),
  currency text not null default 'KRW',
  -- queued → sending → scheduled (PortOne has it) → paid; failed after retries (re-queueable)
  status text not null default 'queued' check (status in ('queued', 'sending', 'scheduled', 'paid', 'failed')),
  partner_id text,
  transfer_id text check (length(transfer_id) <= 200),
  provider_status text check (length(provider_status) <= 40),
  attempts integer not null default 0,
  due_at timestamptz not null default now(),
  leased_until timestamptz,
  last_error text check (length(last_error) <= 2000),
  queued_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index settlement_transfers_due_idx on private.settlement_transfers (due_at) where status in ('queued', 'sending', 'scheduled');
alter table private.settlement_transfers enable row level security;
create trigger settlement_transfers_set_updated_at before update on private.settlement_transfers
  for each row execute function private.set_updated_at();

create function private.settlement_payout_provider()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.value from private.app_settings s where s.key = 'settlement.payout_provider'), 'manual');
$$;
revoke execute on function private.settlement_payout_provider() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The console: queue a period's closed (or failed) statements, see where each transfer is

create function public.admin_queue_settlement_transfers(period_end date)
returns table (queued integer, without_account integer, already_queued integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_queued integer;
  v_without integer;
  v_already integer;
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if private.settlement_payout_provider() <> 'portone' then
    raise exception 'Payouts through PortOne are not configured' using errcode = 'P0001', hint = 'provider_disabled';
  end if;
  if admin_queue_settlement_transfers.period_end is null then
    raise exception 'The period''s last day is required' using errcode = '22023', hint = 'invalid_period';
  end if;

  select count(*) filter (where a.lawyer_id is null),
         count(*) filter (where t.status in ('queued', 'sending', 'scheduled', 'paid'))
    into v_without, v_already
    from public.lawyer_settlement_statements s
    left join private.lawyer_settlement_accounts a on a.lawyer_id = s.lawyer_id
    left join private.settlement_transfers t on t.statement_id = s.id
   where s.period_end = admin_queue_settlement_transfers.period_end
     and s.status in ('closed', 'failed') and s.payout_amount > 0;

  -- a failed transfer is queued again from the start (its statement was marked failed)
  with due as (
    select s.id, s.lawyer_id, s.payout_amount, s.currency
      from public.lawyer_settlement_statements s
      join private.lawyer_settlement_accounts a on a.lawyer_id = s.lawyer_id
      left join private.settlement_transfers t on t.statement_id = s.id
     where s.period_end = admin_queue_settlement_transfers.period_end
       and s.status in ('closed', 'failed') and s.payout_amount > 0
       and (t.id is null or t.status = 'failed')
  ), written as (
    insert into private.settlement_transfers as t (statement_id, lawyer_id, amount, currency, queued_by)
    select due.id, due.lawyer_id, due.payout_amount, due.currency, (select auth.uid()) from due
    on conflict (statement_id) do update
       set status = 'queued', attempts = 0, due_at = now(), leased_until = null, last_error = null,
           transfer_id = null, provider_status = null, amount = excluded.amount, queued_by = excluded.queued_by
     where t.status = 'failed'
    returning 1
  )
  select count(*) into v_queued from written;

  perform private.write_audit('settlement.transfer_queue', 'lawyer_settlement_statements',
    admin_queue_settlement_transfers.period_end::text, null, null,
    jsonb_build_object('period_end', admin_queue_settlement_transfers.period_end, 'queued', v_queued,
                       'without_account', v_without, 'already_queued', v_already));
  return query select v_queued, v_without, v_already;
end;
$$;
revoke execute on function public.admin_queue_settlement_transfers(date) from public, anon, authenticated;
grant execute on function public.admin_queue_settlement_transfers(date) to authenticated;

create function public.admin_settlement_transfers(period_end date)
returns table (statement_id uuid, status text, provider_status text, transfer_id text, attempts integer,
               last_error text, updated_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  return query
  select t.statement_id, t.status, t.provider_status, t.transfer_id, t.attempts, t.last_error, t.updated_at
    from private.settlement_transfers t
    join public.lawyer_settlement_statements s on s.id = t.statement_id
   where s.period_end = admin_settlement_transfers.period_end
   order by t.created_at;
end;
$$;
revoke execute on function public.admin_settlement_transfers(date) from public, anon, authenticated;
grant execute on function public.admin_settlement_transfers(date) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The worker (service role)

-- Due transfers, leased: phase 'create' (no PortOne transfer yet: the row's attempt counts) or
-- 'poll' (PortOne has it: read its status). With the account and the partner registered before.
create function public.claim_settlement_transfers(p_limit integer default 10, p_lease_seconds integer default 120)
returns table (id uuid, phase text, attempt integer, statement_id uuid, lawyer_id uuid, amount bigint, currency text,
               transfer_id text, period_start date, period_end date,
               lawyer_name text, lawyer_email text, bank_code text, portone_bank text, account_number text,
               holder_name text, account_fingerprint text, partner_id text, partner_fingerprint text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_service_role() then
    raise exception 'Service role required' using errcode = '42501';
  end if;
  return query
  with picked as (
    select t.id from private.settlement_transfers t
     where t.due_at <= now()
       and (t.status in ('queued', 'scheduled') or (t.status = 'sending' and t.leased_until < now()))
       and (t.leased_until is null or t.leased_until < now())
     order by t.due_at, t.created_at
     limit least(greatest(p_limit, 1), 100)
     for update skip locked
  ), claimed as (
    update private.settlement_transfers t
       set status = case when t.status = 'scheduled' then 'scheduled' else 'sending' end,
           attempts = t.attempts + case when t.status = 'scheduled' then 0 else 1 end,
           leased_until = now() + make_interval(secs => greatest(p_lease_seconds, 1))
      from picked where t.id = picked.id
    returning t.*
  )
  select c.id, case when c.transfer_id is null then 'create' else 'poll' end, c.attempts, c.statement_id,
         c.lawyer_id, c.amount, c.currency, c.transfer_id, s.period_start, s.period_end,
         coalesce(nullif(btrim(p.name_korean), ''), p.name_english, p.email), p.email,
         a.bank_code, b.portone_bank, a.account_number, a.holder_name,
         md5(concat_ws('|', a.bank_code, a.account_number, a.holder_name)), pp.partner_id, pp.account_fingerprint
    from claimed c
    join public.lawyer_settlement_statements s on s.id = c.statement_id
    join public.profiles p on p.id = c.lawyer_id
    left join private.lawyer_settlement_accounts a on a.lawyer_id = c.lawyer_id
    left join public.korean_banks b on b.code = a.bank_code
    left join private.portone_partners pp on pp.lawyer_id = c.lawyer_id;
end;
$$;
revoke execute on function public.claim_settlement_transfers(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_settlement_transfers(integer, integer) to service_role;

-- The lawyer is a PortOne partner with this account (created or updated by the worker).
create function public.record_portone_partner(p_lawyer_id uuid, p_partner_id text, p_account_fingerprint text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_service_role() then
    raise exception 'Service role required' using errcode = '42501';
  end if;
  insert into private.portone_partners (lawyer_id, partner_id, account_fingerprint)
  values (p_lawyer_id, p_partner_id, p_account_fingerprint)
  on conflict (lawyer_id) do update set partner_id = excluded.partner_id, account_fingerprint = excluded.account_fingerprint;
end;
$$;
revoke execute on function public.record_portone_partner(uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_portone_partner(uuid, text, text) to service_role;

-- PortOne answered for a claimed transfer: created (p_transfer_id), or its current status. A
-- status of PAID_OUT marks the statement paid with the transfer id as its reference; otherwise it
-- is read again at p_next_check_at. An attempt whose lease was lost changes nothing.
create function public.record_settlement_transfer(p_id uuid, p_attempt integer, p_partner_id text,
                                                  p_transfer_id text, p_provider_status text, p_next_check_at timestamptz)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row private.settlement_transfers;
  v_statement public.lawyer_settlement_statements;
begin
  if not private.is_service_role() then
    raise exception 'Service role required' using errcode = '42501';
  end if;
  if nullif(btrim(p_transfer_id), '') is null then
    raise exception 'The transfer id is required' using errcode = '22023', hint = 'transfer_required';
  end if;
  update private.settlement_transfers t
     set status = 'scheduled', transfer_id = left(p_transfer_id, 200), partner_id = coalesce(p_partner_id, t.partner_id),
         provider_status = left(p_provider_status, 40), leased_until = null, last_error = null,
         due_at = coalesce(p_next_check_at, now() + interval '1 hour')
   where t.id = p_id and t.attempts = p_attempt and t.status in ('sending', 'scheduled')
     and (t.transfer_id is null or t.transfer_id = p_transfer_id)
  returning * into v_row;
  if not found then
    return null;
  end if;
  if p_provider_status = 'PAID_OUT' then
    select * into v_statement from public.lawyer_settlement_statements s where s.id = v_row.statement_id;
    if v_statement.status in ('closed', 'failed') then
      perform public.admin_mark_settlement_paid(v_row.statement_id, 'PortOne ' || v_row.transfer_id);
    end if;
    update private.settlement_transfers t set status = 'paid' where t.id = v_row.id;
    return 'paid';
  end if;
  return 'scheduled';
end;
$$;
revoke execute on function public.record_settlement_transfer(uuid, integer, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.record_settlement_transfer(uuid, integer, text, text, text, timestamptz) to service_role;

-- PortOne refused or could not be reached: due again at p_retry_at, or failed for good when it is
-- null: the statement is marked failed (the administrators are told) and may be queued again.
create function public.fail_settlement_transfer(p_id uuid, p_attempt integer, p_error text, p_retry_at timestamptz)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row private.settlement_transfers;
begin
  if not private.is_service_role() then
    raise exception 'Service role required' using errcode = '42501';
  end if;
  update private.settlement_transfers t
     set status = case when p_retry_at is null then 'failed' else t.status end,
         due_at = coalesce(p_retry_at, t.due_at), leased_until = null, last_error = left(coalesce(p_error, 'unknown'), 2000)
   where t.id = p_id and t.attempts = p_attempt and t.status in ('sending', 'scheduled')
  returning * into v_row;
  if not found then
    return null;
  end if;
  if v_row.status = 'sending' then
    -- a retry of the creation goes back to the queue (a poll stays scheduled)
    update private.settlement_transfers t set status = 'queued' where t.id = v_row.id;
    return 'queued';
  end if;
  if v_row.status = 'failed'
     and exists (select 1 from public.lawyer_settlement_statements s where s.id = v_row.statement_id and s.status = 'closed') then
    perform public.admin_mark_settlement_failed(v_row.statement_id, left('PortOne: ' || coalesce(p_error, 'unknown'), 500));
  end if;
  return v_row.status;
end;
$$;
revoke execute on function public.fail_settlement_transfer(uuid, integer, text, timestamptz) from public, anon, authenticated;
grant execute on function public.fail_settlement_transfer(uuid, integer, text, timestamptz) to service_role;
