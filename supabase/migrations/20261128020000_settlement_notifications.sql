-- Settlement notifications (issue 26): the lawyer is told, by e-mail and in the bell, in Korean
-- (templates in packages/shared/src/notifications), in the same transaction as the change:
--   lawyer_settlement_closed           a statement of theirs closed (period, net total, entry count)
--   lawyer_settlement_paid             it was paid (the transfer reference)
--   lawyer_settlement_account_changed  their settlement account was registered or changed: the
--                                      account-takeover defence; masked values only (bank and the
--                                      last 4 digits), as the audit log
-- A failed payout already tells every administrator (admin_payment_attention, outcome payout_failed).

-- What a statement message may say: what the lawyer reads in lawyer_settlement_statements.
create function private.settlement_statement_notice(p_statement public.lawyer_settlement_statements)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.lawyer_notice(p_statement.lawyer_id), jsonb_build_object('lawyer_id', p_statement.lawyer_id))
    || jsonb_build_object(
      'statement_id', p_statement.id, 'period_start', p_statement.period_start, 'period_end', p_statement.period_end,
      'currency', p_statement.currency, 'status', p_statement.status, 'entry_count', p_statement.entry_count,
      'opening_balance', p_statement.opening_balance, 'net_total', p_statement.net_total,
      'closing_balance', p_statement.closing_balance, 'payout_amount', p_statement.payout_amount,
      'transfer_reference', p_statement.transfer_reference, 'paid_at', p_statement.paid_at);
$$;
revoke execute on function private.settlement_statement_notice(public.lawyer_settlement_statements) from public, anon, authenticated;

create function private.notify_settlement_statement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status = 'open' and new.status = 'closed' then
    perform private.notify('lawyer_settlement_closed', new.lawyer_id, private.settlement_statement_notice(new),
      'ko', null, null, 'lawyer_settlement_closed:' || new.id::text);
  elsif new.status = 'paid' then
    -- closed -> paid or failed -> paid; a statement is paid once (already_paid)
    perform private.notify('lawyer_settlement_paid', new.lawyer_id, private.settlement_statement_notice(new),
      'ko', null, null, 'lawyer_settlement_paid:' || new.id::text);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_settlement_statement() from public, anon, authenticated;
create trigger lawyer_settlement_statements_notify
  after update of status on public.lawyer_settlement_statements
  for each row when (old.status is distinct from new.status)
  execute function private.notify_settlement_statement();

-- The hook set_settlement_account calls after every change, with the masked accounts
-- (private.settlement_account_masked: bank_code, account_last4, holder_name; before is null on the
-- first registration). Every change is told (no dedupe key): each one may be an intruder's.
create or replace function private.settlement_account_changed(p_lawyer_id uuid, p_before jsonb, p_after jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_lawyer_id is null or p_after is null then
    return;
  end if;
  perform private.notify('lawyer_settlement_account_changed', p_lawyer_id,
    coalesce(private.lawyer_notice(p_lawyer_id), jsonb_build_object('lawyer_id', p_lawyer_id))
      || jsonb_build_object(
        'bank_code', p_after->>'bank_code',
        'bank_name', (select b.name_korean from public.korean_banks b where b.code = p_after->>'bank_code'),
        'account_last4', right(p_after->>'account_last4', 4),
        'holder_name', p_after->>'holder_name',
        'previous_bank_code', p_before->>'bank_code',
        'previous_bank_name', (select b.name_korean from public.korean_banks b where b.code = p_before->>'bank_code'),
        'previous_account_last4', right(p_before->>'account_last4', 4),
        'changed_at', now()),
    'ko');
end;
$$;
revoke execute on function private.settlement_account_changed(uuid, jsonb, jsonb) from public, anon, authenticated;
