-- PortOne (V2) as a payment provider beside Stripe (issue 26, item 1). The rules stay here; the
-- Edge Functions portone-prepare, portone-complete and portone-webhook only talk to PortOne and
-- hand the database what PortOne's API said (never what the browser said).
--
-- What changes:
--   - Stripe's payment rules (stripe_session_paid: duplicates, amount/currency mismatch, double
--     payment, late payment revived or refunded) become one provider-neutral function,
--     private.provider_payment_paid, which Stripe's path and PortOne's both call. The helpers
--     they use (refund_unapplied_payment, queue_refund, record_payment_event and the refund
--     triggers of payment_history) take the provider instead of assuming Stripe.
--   - A checkout attempt's opening rules (begin_checkout: only the caller's own open, held,
--     unpaid booking; a free booking is paid at once) become private.open_checkout, which
--     begin_checkout and begin_portone_payment both call.
--   - PortOne payment attempts are rows of public.payment_checkouts with provider 'portone': the
--     same thing as a Stripe Checkout Session (one attempt to pay one booking, read by its client,
--     completed/failed by the provider), so the booking page and its realtime subscription need no
--     second table. session_id holds PortOne's paymentId, which we pick per attempt (unique).
--   - public.handle_portone_payment: the webhook's and the return page's entry point (service
--     role), idempotent per event id, deciding from the payment's status as PortOne's API reports
--     it (so events may arrive in any order).
--   - The refund outbox serves both providers: claim_payment_refunds can be asked for the
--     providers a worker has keys for; complete_payment_refund can report a refund the provider
--     completed at once (PortOne's cancellation SUCCEEDED), fail_payment_refund flags the job
--     under its own provider.
--
-- Switch: 'payments.portone' = 'enabled' when the deployment has PortOne (pnpm start writes it
-- from PORTONE_API_SECRET, PORTONE_STORE_ID and PORTONE_CHANNEL_KEYS; docs/deploy.md).

insert into private.app_settings (key, value) values ('payments.portone', 'disabled')
on conflict (key) do nothing;

create or replace function public.payment_methods()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'stripe', coalesce((select s.value from private.app_settings s where s.key = 'payments.stripe'), 'disabled') = 'enabled',
    'test_mode', coalesce((select s.value from private.app_settings s where s.key = 'payments.test_mode'), 'disabled') = 'enabled',
    'portone', coalesce((select s.value from private.app_settings s where s.key = 'payments.portone'), 'disabled') = 'enabled');
$$;

-- Providers whose refunds go through the outbox (test mode and free bookings refund at once).
create function private.is_refund_provider(p_provider text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_provider in ('stripe', 'portone');
$$;
revoke execute on function private.is_refund_provider(text) from public, anon, authenticated;

alter table public.payment_checkouts
  add constraint payment_checkouts_provider_check check (provider in ('stripe', 'portone'));
comment on table public.payment_checkouts is
  'Checkout attempts of a booking (a Stripe Checkout Session, or a PortOne payment whose paymentId is session_id); written by begin_checkout, begin_portone_payment and the providers'' handlers only.';
create index payment_checkouts_provider_session_idx on public.payment_checkouts (provider, session_id);

-- ---------------------------------------------------------------------------------------------
-- payment_history's refund triggers, for every outbox provider (as in 20261125004000)
create or replace function private.payment_history_refund_state()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payment_status = 'refunded' and new.refund_status is null then
    new.refund_status := case when private.is_refund_provider(new.provider) then 'pending' else 'succeeded' end;
  elsif new.payment_status <> 'refunded' then
    new.refund_status := null;
  end if;
  return new;
end;
$$;

drop function private.queue_refund(text, integer, text, text, uuid, uuid);
create function private.queue_refund(
  p_provider text,
  p_transaction_id text,
  p_amount integer,
  p_currency text,
  p_reason text,
  p_booking_id uuid default null,
  p_payment_id uuid default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_amount is null or p_amount <= 0 or coalesce(upper(p_currency), '') !~ '^[A-Z]{3}$' then
    return; -- nothing to give back (an administrator sees the event)
  end if;
  insert into private.payment_refunds (provider, transaction_id, payment_id, booking_id, amount, currency, reason, idempotency_key)
  values (p_provider, p_transaction_id, p_payment_id, p_booking_id, p_amount, upper(p_currency),
          coalesce(nullif(p_reason, ''), 'cancelled'), 'refund_' || p_transaction_id)
  on conflict (transaction_id) do nothing;
end;
$$;
revoke execute on function private.queue_refund(text, text, integer, text, text, uuid, uuid) from public, anon, authenticated;

create or replace function private.payment_history_queue_refund()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_refund_provider(new.provider) and new.payment_status = 'refunded' and new.refund_status = 'pending'
     and (tg_op = 'INSERT' or old.payment_status <> 'refunded') then
    perform private.queue_refund(new.provider, new.transaction_id, new.amount, new.currency,
      coalesce(current_setting('klegal.refund_reason', true), ''), new.booking_id, new.id);
  end if;
  return null;
end;
$$;

-- Events under their provider; the 7-argument form stays Stripe's (its callers are Stripe's).
create function private.record_payment_event(
  p_provider text, p_event_id text, p_type text, p_booking_id uuid, p_transaction_id text, p_outcome text,
  p_attention boolean, p_detail jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.payment_events (provider, event_id, event_type, booking_id, transaction_id, outcome, needs_attention, detail)
  values (p_provider, p_event_id, p_type,
          (select b.id from public.bookings b where b.id = p_booking_id), p_transaction_id, p_outcome, p_attention,
          coalesce(p_detail, '{}'))
  on conflict (provider, event_id) do nothing;
end;
$$;
revoke execute on function private.record_payment_event(text, text, text, uuid, text, text, boolean, jsonb) from public, anon, authenticated;

create or replace function private.record_payment_event(
  p_event_id text, p_type text, p_booking_id uuid, p_transaction_id text, p_outcome text,
  p_attention boolean, p_detail jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.record_payment_event('stripe', p_event_id, p_type, p_booking_id, p_transaction_id, p_outcome, p_attention, p_detail);
$$;

-- A refunded provider payment of a booking that was never paid (mismatch, late, double): the
-- client's payment record says so, and the refund job follows (as in 20261125004000, per provider).
drop function private.refund_unapplied_payment(public.bookings, text, integer, text, text, timestamptz, text);
create function private.refund_unapplied_payment(
  p_provider text, p_booking public.bookings, p_transaction_id text, p_amount integer, p_currency text,
  p_attempt_ref text, p_paid_at timestamptz, p_reason text, p_method text default 'card'
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('klegal.refund_reason', p_reason, true);
  if p_booking.id is not null
     and not exists (select 1 from public.payment_history p where p.booking_id = p_booking.id and p.payment_status in ('paid', 'refunded'))
     and p_currency ~ '^[A-Z]{3}$' and p_amount is not null and p_amount >= 0 then
    insert into public.payment_history (booking_id, client_id, amount, currency, payment_method, provider, transaction_id,
                                        payment_status, paid_at, refunded_at, checkout_session_id)
    values (p_booking.id, p_booking.client_id, p_amount, p_currency, p_method, p_provider, p_transaction_id,
            'refunded', coalesce(p_paid_at, now()), now(), p_attempt_ref);
  end if;
  -- no record (no booking, or the booking has its payment already): the job alone
  perform private.queue_refund(p_provider, p_transaction_id, p_amount, p_currency, p_reason, p_booking.id, null);
  perform set_config('klegal.refund_reason', '', true);
end;
$$;
revoke execute on function private.refund_unapplied_payment(text, public.bookings, text, integer, text, text, timestamptz, text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- A provider payment that the provider says is paid: applied to its booking, or given back.
-- p_transaction_id is the provider's payment (Stripe: the payment intent; PortOne: the paymentId),
-- p_attempt_ref the checkout attempt (Stripe: the session id; PortOne: the paymentId).
-- Returns [outcome, needs_attention]. These are Stripe's rules of 20261125004000 (stripe_session_paid),
-- now shared by every provider.
create function private.provider_payment_paid(
  p_provider text,
  p_transaction_id text,
  p_booking_id uuid,
  p_amount integer,
  p_currency text,
  p_paid_at timestamptz,
  p_attempt_ref text,
  p_method text default 'card'
)
returns table (outcome text, attention boolean, booking_id uuid, transaction_id text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_txn text := p_transaction_id;
  v_currency text := upper(coalesce(p_currency, ''));
  v_paid_at timestamptz := coalesce(p_paid_at, now());
  v_booking public.bookings;
  v_free boolean;
begin
  update public.payment_checkouts c set status = 'complete'
   where c.provider = p_provider and c.session_id = p_attempt_ref;

  -- the same payment told twice (Stripe: completed, then async_payment_succeeded; PortOne: the
  -- webhook and the return page; or a replay)
  if exists (select 1 from public.payment_history p where p.transaction_id = v_txn)
     or exists (select 1 from private.payment_refunds r where r.transaction_id = v_txn) then
    return query select 'duplicate'::text, false, p_booking_id, v_txn;
    return;
  end if;

  select * into v_booking from public.bookings b where b.id = p_booking_id for update;
  if not found then
    perform private.refund_unapplied_payment(p_provider, null, v_txn, p_amount, v_currency, p_attempt_ref, v_paid_at, 'unknown_booking', p_method);
    return query select 'unknown_booking'::text, true, null::uuid, v_txn;
    return;
  end if;
  if v_currency <> 'KRW' or p_amount is distinct from v_booking.fee_amount then
    perform private.refund_unapplied_payment(p_provider, v_booking, v_txn, p_amount, v_currency, p_attempt_ref, v_paid_at, 'amount_mismatch', p_method);
    return query select 'amount_mismatch'::text, true, v_booking.id, v_txn;
    return;
  end if;
  if v_booking.payment_status <> 'pending' then
    perform private.refund_unapplied_payment(p_provider, v_booking, v_txn, p_amount, v_currency, p_attempt_ref, v_paid_at, 'double_payment', p_method);
    return query select 'double_payment'::text, true, v_booking.id, v_txn;
    return;
  end if;

  if v_booking.status in ('pending', 'confirmed') and v_booking.hold_expires_at > now() then
    perform private.apply_payment(v_booking.id, p_amount, p_method, p_provider, v_txn, v_paid_at);
    update public.payment_history p set checkout_session_id = p_attempt_ref where p.transaction_id = v_txn;
    return query select 'paid'::text, false, v_booking.id, v_txn;
    return;
  end if;

  -- Late: the hold ran out before the payment arrived. An expired hold that nobody replaced is
  -- revived and paid; otherwise (slot taken, consultation started, cancelled by a person, its
  -- coupon in use again) the money goes back and the client is told.
  if v_booking.status in ('pending', 'confirmed') or (v_booking.status = 'cancelled' and v_booking.cancelled_by = 'system') then
    -- close expired holds on the slot (this booking's own included) so the slot reads truthfully
    perform private.expire_holds(v_booking.lawyer_id, v_booking.booking_date, v_booking.booking_time);
    select * into v_booking from public.bookings b where b.id = v_booking.id for update;
    v_free := v_booking.starts_at > now()
      and not exists (select 1 from public.bookings o
                       where o.lawyer_id = v_booking.lawyer_id and o.booking_date = v_booking.booking_date
                         and o.booking_time = v_booking.booking_time and o.status <> 'cancelled' and o.id <> v_booking.id)
      and exists (select 1 from public.lawyers l where l.id = v_booking.lawyer_id and l.is_approved)
      and (v_booking.user_coupon_id is null
           or not exists (select 1 from public.bookings o
                           where o.user_coupon_id = v_booking.user_coupon_id and o.status <> 'cancelled' and o.id <> v_booking.id));
    if v_free then
      if v_booking.user_coupon_id is not null then
        update public.user_coupons uc set is_used = true, used_at = now() where uc.id = v_booking.user_coupon_id and not uc.is_used;
        if found then
          update public.coupons c set current_uses = c.current_uses + 1 where c.id = v_booking.coupon_id;
        end if;
      end if;
      update public.bookings b
         set status = 'pending', cancelled_at = null, cancelled_by = null, hold_expires_at = now() + interval '1 minute'
       where b.id = v_booking.id;
      perform private.write_audit('booking.revive', 'bookings', v_booking.id::text,
        jsonb_build_object('status', v_booking.status, 'cancelled_by', v_booking.cancelled_by),
        jsonb_build_object('status', 'pending'),
        jsonb_build_object('by', 'system', 'reason', 'late_payment', 'transaction_id', v_txn, 'provider', p_provider));
      perform private.apply_payment(v_booking.id, p_amount, p_method, p_provider, v_txn, v_paid_at);
      update public.payment_history p set checkout_session_id = p_attempt_ref where p.transaction_id = v_txn;
      return query select 'late_payment_revived'::text, false, v_booking.id, v_txn;
      return;
    end if;
  end if;
  perform private.refund_unapplied_payment(p_provider, v_booking, v_txn, p_amount, v_currency, p_attempt_ref, v_paid_at, 'late_payment', p_method);
  return query select 'late_payment_refunded'::text, true, v_booking.id, v_txn;
end;
$$;
revoke execute on function private.provider_payment_paid(text, text, uuid, integer, text, timestamptz, text, text) from public, anon, authenticated;

-- Stripe's Checkout Session paid: read the session, then the shared rules.
create or replace function private.stripe_session_paid(p_event_id text, p_type text, p_session jsonb)
returns table (outcome text, attention boolean, booking_id uuid, transaction_id text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking_text text := p_session->'metadata'->>'booking_id';
  v_booking_id uuid;
  v_amount integer;
begin
  begin
    v_amount := (p_session->>'amount_total')::integer;
  exception when others then
    v_amount := null;
  end;
  if v_booking_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    v_booking_id := v_booking_text::uuid;
  end if;
  return query select * from private.provider_payment_paid(
    'stripe', coalesce(nullif(p_session->>'payment_intent', ''), p_session->>'id'), v_booking_id, v_amount,
    p_session->>'currency', now(), p_session->>'id', 'card');
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Opening a checkout attempt: begin_checkout's rules (20261128008000), for any provider. Returns
-- the caller's booking, locked, once it may be paid through p_provider.
create function private.open_checkout(p_booking_id uuid, p_provider text)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_booking public.bookings;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if coalesce((select s.value from private.app_settings s where s.key = 'payments.' || p_provider), 'disabled') <> 'enabled' then
    raise exception 'Card payments are not available' using errcode = '42501', hint = 'provider_disabled';
  end if;
  select * into v_booking from public.bookings b
   where b.id = p_booking_id and b.client_id = v_uid
   for update;
  if not found then
    raise exception 'Booking not found' using errcode = 'PT404', hint = 'not_found';
  end if;
  if v_booking.payment_status <> 'pending' then
    raise exception 'This booking is already %', v_booking.payment_status using errcode = 'P0001', hint = 'already_paid';
  end if;
  if (v_booking.status = 'cancelled' and v_booking.cancelled_by = 'system')
     or (v_booking.status in ('pending', 'confirmed') and v_booking.hold_expires_at <= now()) then
    raise exception 'The time to pay for this booking has run out and the slot was released. Please book again.'
      using errcode = 'P0001', hint = 'hold_expired';
  end if;
  if v_booking.status not in ('pending', 'confirmed') then
    raise exception 'A % booking cannot be paid', v_booking.status using errcode = 'P0001', hint = 'invalid_status';
  end if;
  -- nothing to pay (a 100 % coupon): paid here at once, with no provider
  if v_booking.fee_amount = 0 then
    perform private.apply_payment(v_booking.id, 0, 'coupon', 'free', 'free_' || v_booking.id::text, now());
    select * into v_booking from public.bookings b where b.id = p_booking_id;
  end if;
  return v_booking;
end;
$$;
revoke execute on function private.open_checkout(uuid, text) from public, anon, authenticated;

-- public.begin_checkout, as last defined in 20261128008000, its rules now private.open_checkout's.
create or replace function public.begin_checkout(booking_id uuid)
returns table (
  checkout_id uuid,
  status text,
  session_id text,
  url text,
  amount integer,
  currency text,
  email text,
  locale text,
  hold_expires_at timestamptz,
  booking_date date,
  booking_time time,
  duration_minutes integer
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_booking public.bookings := private.open_checkout(begin_checkout.booking_id, 'stripe');
  v_checkout public.payment_checkouts;
  v_profile public.profiles;
begin
  select * into v_profile from public.profiles p where p.id = v_booking.client_id;
  if v_booking.fee_amount = 0 then
    return query select null::uuid, 'complete'::text, null::text, null::text, 0, 'KRW'::text,
                        v_profile.email, coalesce(v_profile.preferred_locale, 'en'), v_booking.hold_expires_at,
                        v_booking.booking_date, v_booking.booking_time, v_booking.duration_minutes;
    return;
  end if;

  select * into v_checkout from public.payment_checkouts c
   where c.booking_id = v_booking.id and c.provider = 'stripe' and c.status = 'open' and c.amount = v_booking.fee_amount
     and c.expires_at > now() + interval '2 minutes'
   order by c.created_at desc limit 1;
  if not found then
    insert into public.payment_checkouts (booking_id, client_id, provider, amount, currency)
    values (v_booking.id, v_booking.client_id, 'stripe', v_booking.fee_amount, 'KRW')
    returning * into v_checkout;
  end if;
  return query select v_checkout.id, v_checkout.status, v_checkout.session_id, v_checkout.url, v_checkout.amount,
                      v_checkout.currency, v_profile.email, coalesce(v_profile.preferred_locale, 'en'),
                      v_booking.hold_expires_at, v_booking.booking_date, v_booking.booking_time, v_booking.duration_minutes;
end;
$$;

-- The client starts paying their booking through PortOne (the portone-prepare Edge Function, with
-- the client's own token). Every call is a new attempt with a new paymentId (PortOne lets a
-- paymentId be paid once; a retry in the payment window needs a fresh one). A booking with
-- nothing to pay is paid at once (status 'complete', no payment id).
create function public.begin_portone_payment(booking_id uuid)
returns table (
  payment_id text,
  status text,
  amount integer,
  currency text,
  client_id uuid,
  email text,
  full_name text,
  locale text,
  hold_expires_at timestamptz,
  booking_date date,
  booking_time time,
  duration_minutes integer
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_booking public.bookings := private.open_checkout(begin_portone_payment.booking_id, 'portone');
  v_checkout public.payment_checkouts;
  v_profile public.profiles;
begin
  select * into v_profile from public.profiles p where p.id = v_booking.client_id;
  if v_booking.fee_amount > 0 then
    insert into public.payment_checkouts (booking_id, client_id, provider, amount, currency, status, session_id, expires_at)
    values (v_booking.id, v_booking.client_id, 'portone', v_booking.fee_amount, 'KRW', 'open',
            'klp_' || replace(gen_random_uuid()::text, '-', ''), v_booking.hold_expires_at)
    returning * into v_checkout;
  end if;
  return query select v_checkout.session_id, case when v_booking.fee_amount = 0 then 'complete' else 'open' end,
                      v_booking.fee_amount, 'KRW'::text, v_booking.client_id, v_profile.email,
                      coalesce(nullif(v_profile.name_korean, ''), v_profile.name_english),
                      coalesce(v_profile.preferred_locale, 'en'), v_booking.hold_expires_at,
                      v_booking.booking_date, v_booking.booking_time, v_booking.duration_minutes;
end;
$$;
revoke execute on function public.begin_portone_payment(uuid) from public, anon, authenticated;
grant execute on function public.begin_portone_payment(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- PortOne's payment, as its API reported it (GET /payments/{paymentId}), handed over by the
-- portone-webhook function (p_event_id = the webhook-id, p_event_type = the webhook's type) or by
-- portone-complete (p_event_id 'complete:<paymentId>:<status>'), with the store id the deployment
-- is configured with. Idempotent per event id. The decision follows the payment's status, not the
-- event type, so events in any order end in the same state:
--   PAID                       the shared rules (provider_payment_paid) with the payment's amount.total,
--                              currency and paidAt; another store's payment is recorded, not applied
--   FAILED                     the attempt failed (the client may try again)
--   CANCELLED / PARTIAL_CANCELLED  confirms our refund (the outbox job and the payment's refund state)
--   NOT_FOUND (PortOne answered 404), a paymentId of no attempt: recorded, nothing else
--   anything else              awaiting payment (READY, PAY_PENDING, VIRTUAL_ACCOUNT_ISSUED) or ignored
-- Returns {outcome, needs_attention, booking_id, status} where status is what the client's
-- attempt now is: paid | pending | failed | cancelled | refunded.
create function public.handle_portone_payment(p_event_id text, p_event_type text, p_payment jsonb, p_store_id text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment_id text := p_payment->>'id';
  v_status text := p_payment->>'status';
  v_amount integer;
  v_cancelled integer;
  v_currency text := upper(coalesce(p_payment->>'currency', ''));
  v_paid_at timestamptz;
  v_attempt public.payment_checkouts;
  v_outcome text := 'ignored';
  v_attention boolean := false;
  v_booking_id uuid;
  v_job private.payment_refunds;
  v_history public.payment_history;
  v_result text;
  v_detail jsonb;
begin
  if p_event_id is null or length(p_event_id) > 255 or v_payment_id is null or v_status is null then
    raise exception 'Not a PortOne payment' using errcode = '22023', hint = 'invalid_event';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('klegal.portone_payment:' || v_payment_id, 0));
  select * into v_attempt from public.payment_checkouts c where c.provider = 'portone' and c.session_id = v_payment_id;
  v_booking_id := v_attempt.booking_id;

  if exists (select 1 from public.payment_events e where e.provider = 'portone' and e.event_id = p_event_id) then
    v_outcome := 'duplicate';
  else
    begin
      v_amount := (p_payment->'amount'->>'total')::integer;
      v_cancelled := coalesce((p_payment->'amount'->>'cancelled')::integer, 0);
    exception when others then
      v_amount := null;
      v_cancelled := 0;
    end;
    begin
      v_paid_at := (p_payment->>'paidAt')::timestamptz;
    exception when others then
      v_paid_at := null;
    end;
    v_detail := jsonb_strip_nulls(jsonb_build_object(
      'payment_id', v_payment_id, 'status', v_status, 'amount', v_amount, 'cancelled', v_cancelled,
      'currency', nullif(v_currency, ''), 'store_id', p_payment->>'storeId',
      'channel_type', p_payment->'channel'->>'type', 'pg_tx_id', p_payment->>'pgTxId'));

    if v_attempt.id is null then
      -- not an attempt of ours (forged, another application's, or deleted with its booking)
      v_outcome := 'unknown_payment';
      v_attention := v_status in ('PAID', 'PARTIAL_CANCELLED', 'CANCELLED');
    elsif v_status in ('PAID', 'CANCELLED', 'PARTIAL_CANCELLED') and (p_payment->>'storeId') is distinct from p_store_id then
      v_outcome := 'store_mismatch';
      v_attention := true;
    elsif v_status = 'PAID' then
      select r.outcome, r.attention, coalesce(r.booking_id, v_booking_id) into v_outcome, v_attention, v_booking_id
        from private.provider_payment_paid('portone', v_payment_id, v_attempt.booking_id, v_amount, v_currency,
                                           v_paid_at, v_payment_id,
                                           case when p_payment->'method'->>'type' = 'PaymentMethodEasyPay' then 'easy_pay' else 'card' end) r;
    elsif v_status = 'FAILED' then
      update public.payment_checkouts c set status = 'failed' where c.id = v_attempt.id and c.status in ('creating', 'open');
      v_outcome := 'payment_failed';
    elsif v_status in ('CANCELLED', 'PARTIAL_CANCELLED') then
      select * into v_job from private.payment_refunds r where r.transaction_id = v_payment_id for update;
      if v_job.id is not null and (v_status = 'CANCELLED' or v_cancelled >= v_job.amount) then
        update private.payment_refunds r
           set status = 'succeeded', leased_until = null, last_error = null,
               provider_refund_id = coalesce(r.provider_refund_id, left(p_payment->'cancellations'->-1->>'id', 200))
         where r.id = v_job.id;
        update public.payment_history p
           set refund_status = 'succeeded',
               provider_refund_id = coalesce(p.provider_refund_id, left(p_payment->'cancellations'->-1->>'id', 200))
         where p.transaction_id = v_payment_id and p.payment_status = 'refunded';
        v_outcome := 'refund_confirmed';
      elsif v_job.id is not null then
        v_outcome := 'partial_refund';
        v_attention := true;
      else
        -- cancelled in PortOne's console, not through our outbox: an administrator reconciles it
        v_outcome := 'external_refund';
        v_attention := exists (select 1 from public.payment_history p where p.transaction_id = v_payment_id);
      end if;
    elsif v_status = 'NOT_FOUND' then
      v_outcome := 'unknown_payment';
    elsif v_status in ('READY', 'PAY_PENDING', 'VIRTUAL_ACCOUNT_ISSUED') then
      v_outcome := 'awaiting_payment';
    end if;
    perform private.record_payment_event('portone', p_event_id, coalesce(left(p_event_type, 100), 'unknown'),
      v_booking_id, v_payment_id, v_outcome, v_attention, v_detail);
  end if;

  -- what the client's attempt now is
  select * into v_history from public.payment_history p where p.transaction_id = v_payment_id;
  v_result := case
    when v_attempt.id is null then 'failed'
    when v_history.payment_status = 'paid' then 'paid'
    when v_history.payment_status = 'refunded'
         or exists (select 1 from private.payment_refunds r where r.transaction_id = v_payment_id) then 'refunded'
    when v_status = 'FAILED' then 'failed'
    when v_status in ('CANCELLED', 'PARTIAL_CANCELLED') then 'cancelled'
    else 'pending' end;
  return jsonb_build_object('outcome', v_outcome, 'needs_attention', v_attention, 'booking_id', v_booking_id, 'status', v_result);
end;
$$;
revoke execute on function public.handle_portone_payment(text, text, jsonb, text) from public, anon, authenticated;
grant execute on function public.handle_portone_payment(text, text, jsonb, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The refund outbox for several providers (the worker's side, service role only)

-- As in 20261125004000, with p_providers: only the jobs of the providers a worker can send
-- (null: all). A worker without PortOne's key must not lease PortOne's jobs away from one with it.
drop function public.claim_payment_refunds(integer, integer);
create function public.claim_payment_refunds(p_limit integer default 10, p_lease_seconds integer default 120, p_providers text[] default null)
returns table (id uuid, provider text, transaction_id text, amount integer, currency text, reason text,
               idempotency_key text, booking_id uuid, attempt integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
  with picked as (
    select r.id from private.payment_refunds r
     where r.due_at <= now()
       and (r.status = 'pending' or (r.status = 'sending' and r.leased_until < now()))
       and (p_providers is null or r.provider = any (p_providers))
     order by r.due_at, r.created_at
     limit least(greatest(p_limit, 1), 100)
     for update skip locked
  ), claimed as (
    update private.payment_refunds r
       set status = 'sending', attempts = r.attempts + 1,
           leased_until = now() + make_interval(secs => greatest(p_lease_seconds, 1))
      from picked where r.id = picked.id
    returning r.*
  )
  select c.id, c.provider, c.transaction_id, c.amount, c.currency, c.reason, c.idempotency_key, c.booking_id, c.attempts
    from claimed c;
end;
$$;
revoke execute on function public.claim_payment_refunds(integer, integer, text[]) from public, anon, authenticated;
grant execute on function public.claim_payment_refunds(integer, integer, text[]) to service_role;

-- As in 20261125004000, with p_succeeded: the provider completed the refund at once (PortOne's
-- cancellation SUCCEEDED), so the job and the payment's refund are done without waiting for an
-- event; otherwise the job is 'requested' until the provider's event confirms it.
drop function public.complete_payment_refund(uuid, integer, text);
create function public.complete_payment_refund(p_id uuid, p_attempt integer, p_provider_refund_id text, p_succeeded boolean default false)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_job private.payment_refunds;
begin
  update private.payment_refunds r
     set status = case when p_succeeded then 'succeeded' else 'requested' end,
         leased_until = null, last_error = null, provider_refund_id = left(p_provider_refund_id, 200)
   where r.id = p_id and r.status = 'sending' and r.attempts = p_attempt
  returning * into v_job;
  if not found then
    return false;
  end if;
  update public.payment_history p
     set provider_refund_id = coalesce(p.provider_refund_id, v_job.provider_refund_id),
         refund_status = case when p_succeeded and p.payment_status = 'refunded' then 'succeeded' else p.refund_status end
   where p.transaction_id = v_job.transaction_id;
  return true;
end;
$$;
revoke execute on function public.complete_payment_refund(uuid, integer, text, boolean) from public, anon, authenticated;
grant execute on function public.complete_payment_refund(uuid, integer, text, boolean) to service_role;

-- As in 20261125004000, the failure flagged under the job's own provider.
create or replace function public.fail_payment_refund(p_id uuid, p_attempt integer, p_error text, p_retry_at timestamptz)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_job private.payment_refunds;
begin
  update private.payment_refunds r
     set status = case when p_retry_at is null then 'failed' else 'pending' end,
         due_at = coalesce(p_retry_at, r.due_at), leased_until = null, last_error = left(p_error, 2000)
   where r.id = p_id and r.status = 'sending' and r.attempts = p_attempt
  returning * into v_job;
  if not found then
    return null;
  end if;
  if v_job.status = 'failed' then
    update public.payment_history p set refund_status = 'failed'
     where p.transaction_id = v_job.transaction_id and p.payment_status = 'refunded';
    perform private.record_payment_event(v_job.provider, 'refund_failed:' || v_job.id::text, 'refund.failed', v_job.booking_id,
      v_job.transaction_id, 'refund_failed', true,
      jsonb_build_object('amount', v_job.amount, 'currency', v_job.currency, 'attempts', v_job.attempts,
                         'error', left(p_error, 300), 'reason', v_job.reason));
  end if;
  return v_job.status;
end;
$$;
