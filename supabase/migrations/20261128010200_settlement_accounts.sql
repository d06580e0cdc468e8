-- Settlement accounts (issue 26, item 4): the bank account a lawyer is paid to.
--
--   public.korean_banks                  reference data: the Korean financial institution codes
--                                        (금융결제원 표준 코드) banks' bulk-transfer files use.
--   private.lawyer_settlement_accounts   one account per lawyer; never reachable through the API.
--   set_settlement_account(...)          the lawyer registers or changes their own account (audited,
--                                        masked); private.settlement_account_changed is the hook
--                                        for the "your account was changed" e-mail.
--   my_settlement_account()              the lawyer reads it back masked (last 4 digits).
--   admin_settlement_payouts(period_end) the payout path (an administrator, or the service role):
--                                        the closed statements to pay with the full account; each
--                                        export is audited.

create table public.korean_banks (
  code text primary key check (code ~ '^[0-9]{3}$'),
  name_korean text not null check (length(btrim(name_korean)) between 1 and 50),
  name_english text not null check (length(btrim(name_english)) between 1 and 80),
  sort_order integer not null default 0
);
comment on table public.korean_banks is 'Korean bank codes (KFTC standard) for settlement accounts; reference data.';
alter table public.korean_banks enable row level security;
revoke all on public.korean_banks from anon, authenticated;
grant select on public.korean_banks to authenticated;
create policy korean_banks_select_authenticated on public.korean_banks
  for select to authenticated
  using (true);

insert into public.korean_banks (code, name_korean, name_english, sort_order) values
  ('002', 'KDB산업은행', 'Korea Development Bank', 10),
  ('003', 'IBK기업은행', 'Industrial Bank of Korea', 20),
  ('004', 'KB국민은행', 'KB Kookmin Bank', 30),
  ('007', '수협은행', 'Suhyup Bank', 40),
  ('011', 'NH농협은행', 'NongHyup Bank', 50),
  ('012', '지역농축협', 'Local NongHyup', 60),
  ('020', '우리은행', 'Woori Bank', 70),
  ('023', 'SC제일은행', 'SC First Bank', 80),
  ('027', '한국씨티은행', 'Citibank Korea', 90),
  ('031', 'iM뱅크', 'iM Bank (formerly DGB Daegu Bank)', 100),
  ('032', '부산은행', 'Busan Bank', 110),
  ('034', '광주은행', 'Kwangju Bank', 120),
  ('035', '제주은행', 'Jeju Bank', 130),
  ('037', '전북은행', 'Jeonbuk Bank', 140),
  ('039', '경남은행', 'Kyongnam Bank', 150),
  ('045', '새마을금고', 'MG Community Credit Cooperatives', 160),
  ('048', '신협', 'Shinhyup (Credit Union)', 170),
  ('050', '저축은행', 'Mutual Savings Bank', 180),
  ('064', '산림조합', 'Korea Forestry Cooperatives', 190),
  ('071', '우체국', 'Korea Post', 200),
  ('081', '하나은행', 'Hana Bank', 210),
  ('088', '신한은행', 'Shinhan Bank', 220),
  ('089', '케이뱅크', 'K Bank', 230),
  ('090', '카카오뱅크', 'KakaoBank', 240),
  ('092', '토스뱅크', 'Toss Bank', 250)
on conflict (code) do nothing;

create table private.lawyer_settlement_accounts (
  lawyer_id uuid primary key references public.lawyers (id) on delete cascade,
  bank_code text not null references public.korean_banks (code),
  -- digits only (hyphens and spaces are removed on the way in)
  account_number text not null check (account_number ~ '^[0-9]{10,16}$'),
  holder_name text not null check (length(btrim(holder_name)) between 1 and 50),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index lawyer_settlement_accounts_bank_idx on private.lawyer_settlement_accounts (bank_code);
alter table private.lawyer_settlement_accounts enable row level security;
revoke all on private.lawyer_settlement_accounts from public, anon, authenticated;
create trigger lawyer_settlement_accounts_set_updated_at before update on private.lawyer_settlement_accounts
  for each row execute function private.set_updated_at();

-- Hook for the account-change e-mail (account-takeover defence): called after every change with
-- the masked before/after. It does nothing yet: the notification templates (packages/shared
-- notifications) have no 'settlement_account_changed' kind, and the worker fails a message of an
-- unknown kind; the e-mail work replaces this body with private.notify('settlement_account_changed',
-- p_lawyer_id, ...) together with its template.
create function private.settlement_account_changed(p_lawyer_id uuid, p_before jsonb, p_after jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  return;
end;
$$;
revoke execute on function private.settlement_account_changed(uuid, jsonb, jsonb) from public, anon, authenticated;

create function private.settlement_account_masked(p_account private.lawyer_settlement_accounts)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when p_account.lawyer_id is null then null else jsonb_build_object(
    'bank_code', p_account.bank_code, 'account_last4', right(p_account.account_number, 4),
    'holder_name', p_account.holder_name) end;
$$;
revoke execute on function private.settlement_account_masked(private.lawyer_settlement_accounts) from public, anon, authenticated;

create function public.my_settlement_account()
returns table (bank_code text, bank_name text, account_last4 text, holder_name text, updated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select a.bank_code, b.name_korean, right(a.account_number, 4), a.holder_name, a.updated_at
    from private.lawyer_settlement_accounts a
    join public.korean_banks b on b.code = a.bank_code
   where a.lawyer_id = (select auth.uid());
$$;
revoke execute on function public.my_settlement_account() from public, anon, authenticated;
grant execute on function public.my_settlement_account() to authenticated;

-- Returns the account as the lawyer may see it (masked), like my_settlement_account().
create function public.set_settlement_account(bank_code text, account_number text, holder_name text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := (select auth.uid());
  v_number text := regexp_replace(coalesce(set_settlement_account.account_number, ''), '[\s-]', '', 'g');
  v_holder text := nullif(btrim(set_settlement_account.holder_name), '');
  v_before private.lawyer_settlement_accounts;
  v_after private.lawyer_settlement_accounts;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if not exists (select 1 from public.lawyers l where l.id = v_uid) then
    raise exception 'Only a lawyer registers a settlement account' using errcode = '42501', hint = 'not_lawyer';
  end if;
  if not exists (select 1 from public.korean_banks b where b.code = set_settlement_account.bank_code) then
    raise exception 'Unknown bank code' using errcode = '22023', hint = 'invalid_bank';
  end if;
  if v_number !~ '^[0-9]{10,16}$' then
    raise exception 'The account number must be 10 to 16 digits (hyphens allowed)' using errcode = '22023', hint = 'invalid_account_number';
  end if;
  if v_holder is null or length(v_holder) > 50 then
    raise exception 'The account holder''s name (up to 50 characters) is required' using errcode = '22023', hint = 'invalid_holder';
  end if;
  select * into v_before from private.lawyer_settlement_accounts a where a.lawyer_id = v_uid for update;
  insert into private.lawyer_settlement_accounts as a (lawyer_id, bank_code, account_number, holder_name)
  values (v_uid, set_settlement_account.bank_code, v_number, v_holder)
  on conflict (lawyer_id) do update
    set bank_code = excluded.bank_code, account_number = excluded.account_number, holder_name = excluded.holder_name
  returning * into v_after;
  if v_before.lawyer_id is null or (v_before.bank_code, v_before.account_number, v_before.holder_name)
                                    is distinct from (v_after.bank_code, v_after.account_number, v_after.holder_name) then
    -- the audit trail keeps the masked account only: the log is read by every administrator
    perform private.write_audit('settlement_account.set', 'lawyer_settlement_accounts', v_uid::text,
      private.settlement_account_masked(v_before), private.settlement_account_masked(v_after));
    perform private.settlement_account_changed(v_uid, private.settlement_account_masked(v_before),
                                               private.settlement_account_masked(v_after));
  end if;
  return private.settlement_account_masked(v_after)
    || jsonb_build_object('bank_name', (select b.name_korean from public.korean_banks b where b.code = v_after.bank_code),
                          'updated_at', v_after.updated_at);
end;
$$;
revoke execute on function public.set_settlement_account(text, text, text) from public, anon, authenticated;
grant execute on function public.set_settlement_account(text, text, text) to authenticated;

-- The payout path: closed (or failed, to retry) statements of a period with something to pay,
-- with the full account (null when the lawyer has none). Reading full accounts is audited.
create function public.admin_settlement_payouts(period_end date)
returns table (
  statement_id uuid,
  lawyer_id uuid,
  lawyer_name text,
  period_start date,
  status text,
  payout_amount bigint,
  currency text,
  bank_code text,
  bank_name text,
  account_number text,
  holder_name text
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_count integer;
begin
  if not (private.is_admin() or private.is_service_role()) then
    raise exception 'Administrator rights required' using errcode = '42501';
  end if;
  if admin_settlement_payouts.period_end is null then
    raise exception 'The period''s last day is required' using errcode = '22023', hint = 'invalid_period';
  end if;
  return query
  select s.id, s.lawyer_id, coalesce(nullif(btrim(p.name_korean), ''), p.name_english, p.email), s.period_start,
         s.status, s.payout_amount, s.currency, a.bank_code, b.name_korean, a.account_number, a.holder_name
    from public.lawyer_settlement_statements s
    join public.profiles p on p.id = s.lawyer_id
    left join private.lawyer_settlement_accounts a on a.lawyer_id = s.lawyer_id
    left join public.korean_banks b on b.code = a.bank_code
   where s.period_end = admin_settlement_payouts.period_end and s.status in ('closed', 'failed') and s.payout_amount > 0
   order by s.payout_amount desc, s.lawyer_id;
  get diagnostics v_count = row_count;
  perform private.write_audit('settlement.export', 'lawyer_settlement_statements', admin_settlement_payouts.period_end::text,
    null, null, jsonb_build_object('period_end', admin_settlement_payouts.period_end, 'rows', v_count));
end;
$$;
revoke execute on function public.admin_settlement_payouts(date) from public, anon, authenticated;
grant execute on function public.admin_settlement_payouts(date) to authenticated, service_role;
