-- Settlement ledger (issue 26, item 2): what each lawyer is owed, per payment, provider-neutral
-- (test mode, Stripe, and any later provider alike: it hangs off public.payment_history, which
-- every provider path writes through private.apply_payment).
--
--   lawyer_settlement_statements  one per lawyer and settlement period: 'open' while the period
--                                 runs (its totals follow its entries), then closed by
--                                 close_settlement_period (next migration) and immutable.
--   lawyer_settlement_entries     append-only lines: 'payment' (a recorded payment), 'refund' (the
--                                 reversal of a refunded payment), 'pg_fee' (the provider's fee, when
--                                 the provider reports it), 'adjustment' (an administrator's
--                                 correction, with a reason, audited). Nobody updates or deletes them.
--
-- Settings (private.app_settings):
--   settlement.platform_fee_rate  default 0. The Attorney-at-Law Act (Art. 34, Art. 109) bans a
--                                 non-lawyer from taking a share of a lawyer's fee, and the 2025 MOJ
--                                 guideline for lawyer platforms follows it: the platform earns flat
--                                 advertising fees, never a cut of consultations. The rate exists so
--                                 the ledger can show that the cut is zero (a non-zero rate is for a
--                                 market where that is lawful, after legal review).
--   settlement.pg_fee_borne_by    'lawyer' (default, as LawTalk settles: the fee minus the PG fee)
--                                 or 'platform'.
--   settlement.period             'monthly' (default, calendar months in KST) or 'weekly' (ISO
--                                 weeks, Monday to Sunday, KST).
insert into private.app_settings (key, value) values
  ('settlement.platform_fee_rate', '0'),
  ('settlement.pg_fee_borne_by', 'lawyer'),
  ('settlement.period', 'monthly')
on conflict (key) do nothing;

-- The settlement period containing p_day (a KST date), per 'settlement.period'.
create function private.settlement_period_bounds(p_day date, out period_start date, out period_end date)
language sql
stable
security definer
set search_path = ''
as $$
  select case s.p when 'weekly' then date_trunc('week', p_day::timestamp)::date
                  else date_trunc('month', p_day::timestamp)::date end,
         case s.p when 'weekly' then (date_trunc('week', p_day::timestamp) + interval '6 days')::date
                  else (date_trunc('month', p_day::timestamp) + interval '1 month' - interval '1 day')::date end
    from (select coalesce((select a.value from private.app_settings a where a.key = 'settlement.period'), 'monthly') as p) s;
$$;
revoke execute on function private.settlement_period_bounds(date) from public, anon, authenticated;

-- Closed periods (written by the close, next migration): an entry never lands in a closed period.
create table private.settlement_closes (
  period_end date primary key,
  closed_at timestamptz not null default now(),
  closed_by uuid,
  statement_count integer not null default 0,
  entry_count bigint not null default 0
);
alter table private.settlement_closes enable row level security;
revoke all on private.settlement_closes from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Statements
create table public.lawyer_settlement_statements (
  id uuid primary key default gen_random_uuid(),
  lawyer_id uuid not null references public.lawyers (id),
  period_start date not null,
  period_end date not null,
  currency text not null default 'KRW' check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'open' check (status in ('open', 'closed', 'paid', 'failed')),
  -- a negative closing balance of the lawyer's previous statement (refunds exceeding payments)
  opening_balance bigint not null default 0 check (opening_balance <= 0),
  entry_count integer not null default 0 check (entry_count >= 0),
  list_fee_total bigint not null default 0,
  coupon_discount_total bigint not null default 0,
  lawyer_discount_total bigint not null default 0,
  platform_promotion_total bigint not null default 0,
  amount_paid_total bigint not null default 0,
  pg_fee_total bigint not null default 0,
  platform_fee_total bigint not null default 0,
  -- the sum of the entries' net amounts (checked against them when the statement closes)
  net_total bigint not null default 0,
  closing_balance bigint generated always as (opening_balance + net_total) stored,
  payout_amount bigint generated always as (greatest(opening_balance + net_total, 0)) stored,
  closed_at timestamptz,
  paid_at timestamptz,
  transfer_reference text check (length(btrim(transfer_reference)) between 1 and 200),
  failed_at timestamptz,
  failure_reason text check (length(failure_reason) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint lawyer_settlement_statements_period_key unique (lawyer_id, period_start),
  constraint lawyer_settlement_statements_period check (period_end >= period_start),
  constraint lawyer_settlement_statements_closed check ((status = 'open') = (closed_at is null)),
  constraint lawyer_settlement_statements_paid check ((status = 'paid') = (paid_at is not null and transfer_reference is not null)),
  constraint lawyer_settlement_statements_failed check (status <> 'failed' or failed_at is not null)
);
comment on table public.lawyer_settlement_statements is
  'One statement per lawyer and settlement period: open while the period runs, then closed (immutable totals) -> paid | failed. The lawyer reads their own, administrators all.';
create index lawyer_settlement_statements_open_idx on public.lawyer_settlement_statements (period_end) where status = 'open';
create index lawyer_settlement_statements_lawyer_idx on public.lawyer_settlement_statements (lawyer_id, period_end desc);
create index lawyer_settlement_statements_status_idx on public.lawyer_settlement_statements (status, period_end desc);
create trigger lawyer_settlement_statements_set_updated_at before update on public.lawyer_settlement_statements
  for each row execute function private.set_updated_at();

alter table public.lawyer_settlement_statements enable row level security;
revoke all on public.lawyer_settlement_statements from anon, authenticated, service_role;
grant select on public.lawyer_settlement_statements to authenticated, service_role;
create policy lawyer_settlement_statements_select_own_or_admin on public.lawyer_settlement_statements
  for select to authenticated
  using (lawyer_id = (select auth.uid()) or (select private.is_admin()));

-- A closed statement is final: only its payout status moves (closed -> paid | failed, failed ->
-- paid), through the admin functions. Nothing is ever deleted. This holds for the table's owner too.
create function private.settlement_statement_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or tg_op = 'TRUNCATE' then
    raise exception 'lawyer_settlement_statements cannot be deleted' using errcode = '42501', hint = 'append_only';
  end if;
  if new.id <> old.id or new.lawyer_id <> old.lawyer_id or new.period_start <> old.period_start
     or new.period_end <> old.period_end or new.currency <> old.currency or new.created_at <> old.created_at then
    raise exception 'A settlement statement''s lawyer and period cannot change' using errcode = '42501', hint = 'statement_immutable';
  end if;
  if old.status = 'open' then
    if new.status not in ('open', 'closed') then
      raise exception 'An open statement can only be closed' using errcode = 'P0001', hint = 'invalid_transition';
    end if;
    return new;
  end if;
  if (new.opening_balance, new.entry_count, new.list_fee_total, new.coupon_discount_total, new.lawyer_discount_total,
      new.platform_promotion_total, new.amount_paid_total, new.pg_fee_total, new.platform_fee_total, new.net_total,
      new.closed_at)
     is distinct from
     (old.opening_balance, old.entry_count, old.list_fee_total, old.coupon_discount_total, old.lawyer_discount_total,
      old.platform_promotion_total, old.amount_paid_total, old.pg_fee_total, old.platform_fee_total, old.net_total,
      old.closed_at) then
    raise exception 'A closed settlement statement cannot be changed' using errcode = '42501', hint = 'statement_immutable';
  end if;
  if not ((old.status = 'closed' and new.status in ('paid', 'failed'))
          or (old.status = 'failed' and new.status = 'paid')) then
    raise exception 'A % statement cannot become %', old.status, new.status using errcode = 'P0001', hint = 'invalid_transition';
  end if;
  return new;
end;
$$;
revoke execute on function private.settlement_statement_guard() from public, anon, authenticated;
create trigger lawyer_settlement_statements_guard before update or delete on public.lawyer_settlement_statements
  for each row execute function private.settlement_statement_guard();
create trigger lawyer_settlement_statements_no_truncate before truncate on public.lawyer_settlement_statements
  for each statement execute function private.settlement_statement_guard();

-- ---------------------------------------------------------------------------------------------
-- Entries
create table public.lawyer_settlement_entries (
  id uuid primary key default gen_random_uuid(),
  lawyer_id uuid not null references public.lawyers (id),
  -- set by the insert trigger: the lawyer's open statement of the entry's period
  statement_id uuid not null references public.lawyer_settlement_statements (id),
  -- no foreign keys: the ledger keeps its history whatever becomes of the booking or payment row
  booking_id uuid,
  payment_id uuid,
  kind text not null check (kind in ('payment', 'refund', 'pg_fee', 'adjustment')),
  provider text check (length(provider) <= 50),
  transaction_id text check (length(transaction_id) <= 200),
  currency text not null default 'KRW' check (currency ~ '^[A-Z]{3}$'),
  -- the booking's list fee (the lawyer's fee for the duration)
  list_fee integer not null default 0,
  -- the coupon's discount and who bears it: the lawyer (their own coupon) or the platform (an
  -- administrator's coupon: a promotion the platform pays, so the lawyer is still owed the list fee)
  coupon_discount integer not null default 0,
  discount_borne_by text check (discount_borne_by in ('lawyer', 'platform')),
  lawyer_discount integer not null default 0,
  platform_promotion integer not null default 0,
  -- what the client paid (list_fee - coupon_discount)
  amount_paid integer not null default 0,
  pg_fee integer not null default 0,
  pg_fee_borne_by text check (pg_fee_borne_by in ('lawyer', 'platform')),
  platform_fee integer not null default 0,
  -- what the lawyer is owed for this line
  net_amount integer not null,
  reason text check (length(btrim(reason)) between 1 and 500),
  created_by uuid,
  created_at timestamptz not null default now(),
  constraint lawyer_settlement_entries_discount_split check (coupon_discount = lawyer_discount + platform_promotion),
  constraint lawyer_settlement_entries_amount_paid check (amount_paid = list_fee - coupon_discount),
  constraint lawyer_settlement_entries_net check (
    kind = 'adjustment'
    or net_amount = list_fee - lawyer_discount - case when pg_fee_borne_by = 'platform' then 0 else pg_fee end - platform_fee),
  constraint lawyer_settlement_entries_adjustment check (
    kind <> 'adjustment'
    or (list_fee = 0 and coupon_discount = 0 and pg_fee = 0 and platform_fee = 0 and net_amount <> 0 and reason is not null)),
  constraint lawyer_settlement_entries_payment_ref check (kind = 'adjustment' or (booking_id is not null and payment_id is not null))
);
comment on table public.lawyer_settlement_entries is
  'Append-only settlement ledger: one line per payment, refund (reversal), provider fee or administrator correction. The lawyer reads their own, administrators all; nobody updates or deletes.';
-- one line of each automatic kind per payment
create unique index lawyer_settlement_entries_payment_key on public.lawyer_settlement_entries (payment_id) where kind = 'payment';
create unique index lawyer_settlement_entries_refund_key on public.lawyer_settlement_entries (payment_id) where kind = 'refund';
create unique index lawyer_settlement_entries_pg_fee_key on public.lawyer_settlement_entries (payment_id) where kind = 'pg_fee';
create index lawyer_settlement_entries_lawyer_idx on public.lawyer_settlement_entries (lawyer_id, created_at desc);
create index lawyer_settlement_entries_statement_idx on public.lawyer_settlement_entries (statement_id);
create index lawyer_settlement_entries_booking_idx on public.lawyer_settlement_entries (booking_id);

alter table public.lawyer_settlement_entries enable row level security;
revoke all on public.lawyer_settlement_entries from anon, authenticated, service_role;
grant select on public.lawyer_settlement_entries to authenticated, service_role;
create policy lawyer_settlement_entries_select_own_or_admin on public.lawyer_settlement_entries
  for select to authenticated
  using (lawyer_id = (select auth.uid()) or (select private.is_admin()));

create function private.settlement_entries_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'lawyer_settlement_entries is append-only: add a correcting entry instead'
    using errcode = '42501', hint = 'append_only';
end;
$$;
revoke execute on function private.settlement_entries_append_only() from public, anon, authenticated;
create trigger lawyer_settlement_entries_no_update_delete before update or delete on public.lawyer_settlement_entries
  for each row execute function private.settlement_entries_append_only();
create trigger lawyer_settlement_entries_no_truncate before truncate on public.lawyer_settlement_entries
  for each statement execute function private.settlement_entries_append_only();

-- Each entry goes into its lawyer's open statement of the period of its date (KST), or, when that
-- period is already closed (an entry written while the close ran), of the next period. The open
-- statement is locked, so a close either includes the entry or runs after it committed elsewhere.
create function private.settlement_entry_assign()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_day date;
  v_bounds record;
  v_statement uuid;
  v_last_closed date := (select max(c.period_end) from private.settlement_closes c);
begin
  v_day := (coalesce(new.created_at, now()) at time zone 'Asia/Seoul')::date;
  if v_last_closed is not null and v_day <= v_last_closed then
    v_day := v_last_closed + 1;
  end if;
  for i in 1..5 loop
    select s.id into v_statement from public.lawyer_settlement_statements s
     where s.lawyer_id = new.lawyer_id and s.status = 'open' and v_day between s.period_start and s.period_end
     order by s.period_start
     limit 1
     for update;
    exit when found;
    select * into v_bounds from private.settlement_period_bounds(v_day);
    if exists (select 1 from public.lawyer_settlement_statements s
                where s.lawyer_id = new.lawyer_id and s.period_start = v_bounds.period_start and s.status <> 'open') then
      v_day := v_bounds.period_end + 1; -- closed meanwhile: the next period
    else
      insert into public.lawyer_settlement_statements (lawyer_id, period_start, period_end, currency)
      values (new.lawyer_id, v_bounds.period_start, v_bounds.period_end, new.currency)
      on conflict (lawyer_id, period_start) do nothing;
    end if;
  end loop;
  if v_statement is null then
    raise exception 'No open settlement statement for this entry' using errcode = 'P0001', hint = 'no_open_statement';
  end if;
  new.statement_id := v_statement;
  return new;
end;
$$;
revoke execute on function private.settlement_entry_assign() from public, anon, authenticated;
create trigger lawyer_settlement_entries_assign before insert on public.lawyer_settlement_entries
  for each row execute function private.settlement_entry_assign();

-- The open statements' totals follow their entries (once per insert statement, grouped).
create function private.settlement_entries_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.lawyer_settlement_statements s
     set entry_count = s.entry_count + a.n,
         list_fee_total = s.list_fee_total + a.list_fee,
         coupon_discount_total = s.coupon_discount_total + a.coupon_discount,
         lawyer_discount_total = s.lawyer_discount_total + a.lawyer_discount,
         platform_promotion_total = s.platform_promotion_total + a.platform_promotion,
         amount_paid_total = s.amount_paid_total + a.amount_paid,
         pg_fee_total = s.pg_fee_total + a.pg_fee,
         platform_fee_total = s.platform_fee_total + a.platform_fee,
         net_total = s.net_total + a.net
    from (select e.statement_id, count(*)::integer as n, sum(e.list_fee) as list_fee,
                 sum(e.coupon_discount) as coupon_discount, sum(e.lawyer_discount) as lawyer_discount,
                 sum(e.platform_promotion) as platform_promotion, sum(e.amount_paid) as amount_paid,
                 sum(e.pg_fee) as pg_fee, sum(e.platform_fee) as platform_fee, sum(e.net_amount) as net
            from new_entries e group by e.statement_id) a
   where s.id = a.statement_id;
  return null;
end;
$$;
revoke execute on function private.settlement_entries_totals() from public, anon, authenticated;
create trigger lawyer_settlement_entries_totals after insert on public.lawyer_settlement_entries
  referencing new table as new_entries
  for each statement execute function private.settlement_entries_totals();

-- The database's own check that a statement's totals are the sum of its entries, run at commit
-- for every statement that is no longer open (when it closes, and on each payout change).
create function private.settlement_statement_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_s public.lawyer_settlement_statements;
  v_ok boolean;
begin
  select * into v_s from public.lawyer_settlement_statements s where s.id = new.id;
  if v_s.status = 'open' then
    return null;
  end if;
  select coalesce(count(*), 0) = v_s.entry_count
     and coalesce(sum(e.net_amount), 0) = v_s.net_total
     and coalesce(sum(e.list_fee), 0) = v_s.list_fee_total
     and coalesce(sum(e.coupon_discount), 0) = v_s.coupon_discount_total
     and coalesce(sum(e.lawyer_discount), 0) = v_s.lawyer_discount_total
     and coalesce(sum(e.platform_promotion), 0) = v_s.platform_promotion_total
     and coalesce(sum(e.amount_paid), 0) = v_s.amount_paid_total
     and coalesce(sum(e.pg_fee), 0) = v_s.pg_fee_total
     and coalesce(sum(e.platform_fee), 0) = v_s.platform_fee_total
    into v_ok
    from public.lawyer_settlement_entries e where e.statement_id = v_s.id;
  if not v_ok then
    raise exception 'Settlement statement % totals differ from the sum of its entries', v_s.id
      using errcode = '23514', hint = 'statement_total_mismatch';
  end if;
  return null;
end;
$$;
revoke execute on function private.settlement_statement_check() from public, anon, authenticated;
create constraint trigger lawyer_settlement_statements_total_check
  after insert or update on public.lawyer_settlement_statements
  deferrable initially deferred
  for each row execute function private.settlement_statement_check();

-- ---------------------------------------------------------------------------------------------
-- Writing the entries: triggers on public.payment_history, so every payment path (test mode,
-- record_payment, the Stripe webhook, later providers) is covered without touching it.

create function private.settlement_setting(p_key text, p_default text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select a.value from private.app_settings a where a.key = p_key), p_default);
$$;
revoke execute on function private.settlement_setting(text, text) from public, anon, authenticated;

-- A payment recorded as paid: the lawyer's line. A payment never applied to its booking (inserted
-- already 'refunded': late, mismatched, double) writes nothing, so it nets to 0 by construction.
create function private.settlement_payment_entry(p_payment public.payment_history)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_issuer uuid;
  v_borne text;
  v_lawyer_discount integer := 0;
  v_rate numeric;
  v_platform_fee integer;
begin
  select * into v_booking from public.bookings b where b.id = p_payment.booking_id;
  if not found or exists (select 1 from public.lawyer_settlement_entries e
                           where e.payment_id = p_payment.id and e.kind = 'payment') then
    return;
  end if;
  if v_booking.discount_amount > 0 then
    select c.issuer_lawyer_id into v_issuer from public.coupons c where c.id = v_booking.coupon_id;
    -- the lawyer's own coupon (bought with their credits) reduces their share; an administrator's
    -- coupon (or one since deleted, whose issuer is unknown) is the platform's promotion
    v_borne := case when v_issuer = v_booking.lawyer_id then 'lawyer' else 'platform' end;
    v_lawyer_discount := case when v_borne = 'lawyer' then v_booking.discount_amount else 0 end;
  end if;
  begin
    v_rate := private.settlement_setting('settlement.platform_fee_rate', '0')::numeric;
  exception when others then
    v_rate := 0;
  end;
  if v_rate is null or v_rate < 0 or v_rate > 1 then
    v_rate := 0;
  end if;
  v_platform_fee := floor((v_booking.list_fee - v_lawyer_discount) * v_rate)::integer;
  insert into public.lawyer_settlement_entries (
    lawyer_id, booking_id, payment_id, kind, provider, transaction_id, currency,
    list_fee, coupon_discount, discount_borne_by, lawyer_discount, platform_promotion, amount_paid,
    pg_fee, pg_fee_borne_by, platform_fee, net_amount, created_by)
  values (
    v_booking.lawyer_id, v_booking.id, p_payment.id, 'payment', p_payment.provider, p_payment.transaction_id,
    p_payment.currency, v_booking.list_fee, v_booking.discount_amount, v_borne, v_lawyer_discount,
    v_booking.discount_amount - v_lawyer_discount, v_booking.list_fee - v_booking.discount_amount,
    0, null, v_platform_fee, v_booking.list_fee - v_lawyer_discount - v_platform_fee, (select auth.uid()));
end;
$$;
revoke execute on function private.settlement_payment_entry(public.payment_history) from public, anon, authenticated;

-- A paid payment refunded: one line reversing everything recorded for it (its payment line and
-- its provider fee line), so the booking's lines sum to 0.
create function private.settlement_refund_entry(p_payment public.payment_history)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
begin
  if exists (select 1 from public.lawyer_settlement_entries e where e.payment_id = p_payment.id and e.kind = 'refund') then
    return;
  end if;
  select min(e.lawyer_id::text)::uuid as lawyer_id, min(e.booking_id::text)::uuid as booking_id, count(*) as n,
         sum(e.list_fee) as list_fee, sum(e.coupon_discount) as coupon_discount,
         sum(e.lawyer_discount) as lawyer_discount, sum(e.platform_promotion) as platform_promotion,
         sum(e.amount_paid) as amount_paid, sum(e.pg_fee) as pg_fee,
         sum(e.platform_fee) as platform_fee, sum(e.net_amount) as net,
         max(e.discount_borne_by) as discount_borne_by, max(e.pg_fee_borne_by) as pg_fee_borne_by
    into v
    from public.lawyer_settlement_entries e
   where e.payment_id = p_payment.id and e.kind in ('payment', 'pg_fee');
  if v.n = 0 then
    return; -- nothing was recorded for it (a payment from before the ledger)
  end if;
  insert into public.lawyer_settlement_entries (
    lawyer_id, booking_id, payment_id, kind, provider, transaction_id, currency,
    list_fee, coupon_discount, discount_borne_by, lawyer_discount, platform_promotion, amount_paid,
    pg_fee, pg_fee_borne_by, platform_fee, net_amount, created_by)
  values (
    v.lawyer_id, v.booking_id, p_payment.id, 'refund', p_payment.provider, p_payment.transaction_id, p_payment.currency,
    -v.list_fee, -v.coupon_discount, v.discount_borne_by, -v.lawyer_discount, -v.platform_promotion, -v.amount_paid,
    -v.pg_fee, v.pg_fee_borne_by, -v.platform_fee, -v.net, (select auth.uid()));
end;
$$;
revoke execute on function private.settlement_refund_entry(public.payment_history) from public, anon, authenticated;

create function private.payment_history_settlement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payment_status = 'paid' and (tg_op = 'INSERT' or old.payment_status <> 'paid') then
    perform private.settlement_payment_entry(new);
  elsif tg_op = 'UPDATE' and new.payment_status = 'refunded' and old.payment_status = 'paid' then
    perform private.settlement_refund_entry(new);
  end if;
  return null;
end;
$$;
revoke execute on function private.payment_history_settlement() from public, anon, authenticated;
create trigger payment_history_settlement after insert or update of payment_status on public.payment_history
  for each row execute function private.payment_history_settlement();

-- ---------------------------------------------------------------------------------------------
-- The provider's fee, when the provider reports it (a provider integration calls this with the
-- service role once it knows the fee of a payment). Borne per 'settlement.pg_fee_borne_by'.
-- Idempotent: the same fee again returns the same line; a different fee is refused.
create function public.record_settlement_pg_fee(transaction_id text, fee integer)
returns public.lawyer_settlement_entries
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_payment public.payment_history;
  v_entry public.lawyer_settlement_entries;
  v_borne text := private.settlement_setting('settlement.pg_fee_borne_by', 'lawyer');
begin
  select * into v_payment from public.payment_history p where p.transaction_id = record_settlement_pg_fee.transaction_id;
  if not found then
    raise exception 'Payment not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if record_settlement_pg_fee.fee is null or record_settlement_pg_fee.fee < 0 or record_settlement_pg_fee.fee > v_payment.amount then
    raise exception 'The fee must be between 0 and the amount paid (%)', v_payment.amount using errcode = '22023', hint = 'invalid_fee';
  end if;
  select * into v_entry from public.lawyer_settlement_entries e where e.payment_id = v_payment.id and e.kind = 'pg_fee';
  if found then
    if v_entry.pg_fee <> record_settlement_pg_fee.fee then
      raise exception 'A different fee was already recorded for this payment' using errcode = '23505', hint = 'pg_fee_conflict';
    end if;
    return v_entry;
  end if;
  if v_payment.payment_status <> 'paid'
     or not exists (select 1 from public.lawyer_settlement_entries e where e.payment_id = v_payment.id and e.kind = 'payment') then
    raise exception 'Only a paid payment on the ledger takes a fee' using errcode = 'P0001', hint = 'not_settled';
  end if;
  if v_borne not in ('lawyer', 'platform') then
    v_borne := 'lawyer';
  end if;
  insert into public.lawyer_settlement_entries (
    lawyer_id, booking_id, payment_id, kind, provider, transaction_id, currency, pg_fee, pg_fee_borne_by, net_amount)
  select e.lawyer_id, e.booking_id, e.payment_id, 'pg_fee', e.provider, e.transaction_id, e.currency,
         record_settlement_pg_fee.fee, v_borne, case when v_borne = 'lawyer' then -record_settlement_pg_fee.fee else 0 end
    from public.lawyer_settlement_entries e where e.payment_id = v_payment.id and e.kind = 'payment'
  returning * into v_entry;
  return v_entry;
end;
$$;
revoke execute on function public.record_settlement_pg_fee(text, integer) from public, anon, authenticated;
grant execute on function public.record_settlement_pg_fee(text, integer) to service_role;

-- An administrator's correction: a new line with a reason (never an edit), audited.
create function public.admin_adjust_settlement(lawyer_id uuid, amount integer, reason text, booking_id uuid default null)
returns public.lawyer_settlement_entries
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_reason text := nullif(btrim(admin_adjust_settlement.reason), '');
  v_entry public.lawyer_settlement_entries;
begin
  if not private.is_admin() then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if not exists (select 1 from public.lawyers l where l.id = admin_adjust_settlement.lawyer_id) then
    raise exception 'Lawyer not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if admin_adjust_settlement.amount is null or admin_adjust_settlement.amount = 0
     or abs(admin_adjust_settlement.amount) > 100000000 then
    raise exception 'The amount must be a non-zero number of won up to 100,000,000 either way'
      using errcode = '22023', hint = 'invalid_amount';
  end if;
  if v_reason is null or length(v_reason) > 500 then
    raise exception 'A reason (up to 500 characters) is required' using errcode = '22023', hint = 'reason_required';
  end if;
  if admin_adjust_settlement.booking_id is not null
     and not exists (select 1 from public.bookings b
                      where b.id = admin_adjust_settlement.booking_id and b.lawyer_id = admin_adjust_settlement.lawyer_id) then
    raise exception 'That booking is not this lawyer''s' using errcode = '22023', hint = 'booking_mismatch';
  end if;
  insert into public.lawyer_settlement_entries (lawyer_id, booking_id, kind, net_amount, reason, created_by)
  values (admin_adjust_settlement.lawyer_id, admin_adjust_settlement.booking_id, 'adjustment',
          admin_adjust_settlement.amount, v_reason, (select auth.uid()))
  returning * into v_entry;
  perform private.write_audit('settlement.adjust', 'lawyer_settlement_entries', v_entry.id::text, null,
    jsonb_build_object('lawyer_id', v_entry.lawyer_id, 'amount', v_entry.net_amount, 'booking_id', v_entry.booking_id,
                       'statement_id', v_entry.statement_id),
    jsonb_build_object('reason', v_reason));
  return v_entry;
end;
$$;
revoke execute on function public.admin_adjust_settlement(uuid, integer, text, uuid) from public, anon, authenticated;
grant execute on function public.admin_adjust_settlement(uuid, integer, text, uuid) to authenticated;
