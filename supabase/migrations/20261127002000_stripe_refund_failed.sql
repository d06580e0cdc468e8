-- A refund Stripe accepted and later failed (issue 19). The refund worker's request being accepted
-- (complete_payment_refund: 'requested') and even charge.refunded ('succeeded') do not make a
-- refund final: Stripe can still fail it afterwards (the card was closed, lost or stolen...). It
-- then sends refund.failed (current API versions; 2024-10-28.acacia extended it to card refunds)
-- and charge.refund.updated (older versions), both carrying the Refund object with status
-- 'failed' and a failure_reason. Without this the payment stayed "refund pending" (or "refunded")
-- although the money never reached the client.
--
-- A failed refund of ours ends like the worker's refund that Stripe refused for good
-- (fail_payment_refund): the job 'failed' with the reason, the payment's refund_status 'failed',
-- and an event needing an administrator (outcome refund_failed; the payment_events trigger tells
-- every administrator). As there, the client is not notified by message: their payment shows the
-- failed refund (booking_details.refund_status) and an administrator arranges the money.

-- Applies a Refund object (refund.failed, charge.refund.updated). Returns [outcome, needs_attention].
create function private.stripe_refund_failed(p_refund jsonb)
returns table (outcome text, attention boolean, booking_id uuid, transaction_id text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_refund_id text := p_refund->>'id';
  -- an id, or the expanded PaymentIntent when an event carries it so
  v_txn text := case jsonb_typeof(p_refund->'payment_intent')
                  when 'string' then p_refund->>'payment_intent'
                  when 'object' then p_refund->'payment_intent'->>'id' end;
  v_error text := 'stripe: ' || coalesce(nullif(p_refund->>'failure_reason', ''), 'unknown');
  v_job private.payment_refunds;
  v_payment public.payment_history;
begin
  -- charge.refund.updated is sent for other changes too (pending → succeeded, metadata)
  if p_refund->>'status' is distinct from 'failed' then
    return query select 'ignored'::text, false, null::uuid, v_txn;
    return;
  end if;

  select * into v_job from private.payment_refunds r
   where r.provider_refund_id = v_refund_id
   for update;
  if not found and v_txn is not null then
    -- the worker's report (with the refund id) may not have arrived yet; a job that already
    -- holds another refund id is not this refund's
    select * into v_job from private.payment_refunds r
     where r.transaction_id = v_txn and (r.provider_refund_id is null or r.provider_refund_id = v_refund_id)
     for update;
  end if;

  if v_job.id is not null then
    if v_job.status = 'failed' then
      -- the same failure told by the other event type (both may be subscribed): flagged once
      return query select 'duplicate'::text, false, v_job.booking_id, v_job.transaction_id;
      return;
    end if;
    -- from requested, or succeeded when charge.refunded came first (it is sent on creation)
    update private.payment_refunds r
       set status = 'failed', leased_until = null, last_error = left(v_error, 2000),
           provider_refund_id = coalesce(r.provider_refund_id, left(v_refund_id, 200))
     where r.id = v_job.id;
    update public.payment_history p
       set refund_status = 'failed', provider_refund_id = coalesce(p.provider_refund_id, left(v_refund_id, 200))
     where p.transaction_id = v_job.transaction_id and p.payment_status = 'refunded';
    return query select 'refund_failed'::text, true, v_job.booking_id, v_job.transaction_id;
    return;
  end if;

  -- not a refund we asked for: a payment of ours (refunded in Stripe's Dashboard) or none at all
  select * into v_payment from public.payment_history p
   where p.provider = 'stripe' and (p.provider_refund_id = v_refund_id or p.transaction_id = v_txn)
   limit 1;
  return query select case when v_payment.id is null then 'unknown_charge' else 'external_refund' end,
                      true, v_payment.booking_id, coalesce(v_txn, v_payment.transaction_id);
end;
$$;
revoke execute on function private.stripe_refund_failed(jsonb) from public, anon, authenticated;

-- As in 20261125004000_payment_provider.sql, with the two refund events added.
-- The stripe-webhook Edge Function hands every verified event here (service role). Idempotent per
-- event id: an event seen before changes nothing and answers 'duplicate'.
create or replace function public.handle_stripe_event(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id text := event->>'id';
  v_type text := event->>'type';
  v_obj jsonb := event->'data'->'object';
  v_outcome text;
  v_attention boolean := false;
  v_booking_id uuid;
  v_txn text;
  v_detail jsonb;
  v_text text;
begin
  if v_id is null or v_type is null or jsonb_typeof(v_obj) is distinct from 'object' then
    raise exception 'Not a provider event' using errcode = '22023', hint = 'invalid_event';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('klegal.stripe_event:' || v_id, 0));
  if exists (select 1 from public.payment_events e where e.provider = 'stripe' and e.event_id = v_id) then
    return jsonb_build_object('outcome', 'duplicate');
  end if;

  v_detail := jsonb_strip_nulls(jsonb_build_object(
    'object_id', v_obj->>'id',
    'amount', coalesce(v_obj->'amount_total', v_obj->'amount_refunded', v_obj->'amount'),
    'currency', upper(v_obj->>'currency'),
    'payment_status', v_obj->>'payment_status',
    'livemode', event->'livemode'));

  if v_type in ('checkout.session.completed', 'checkout.session.async_payment_succeeded') then
    if v_obj->>'payment_status' in ('paid', 'no_payment_required') then
      select r.outcome, r.attention, r.booking_id, r.transaction_id into v_outcome, v_attention, v_booking_id, v_txn
        from private.stripe_session_paid(v_id, v_type, v_obj) r;
    else
      -- a delayed method (bank debit): async_payment_succeeded or _failed follows
      update public.payment_checkouts c set status = 'complete' where c.session_id = v_obj->>'id';
      v_outcome := 'awaiting_payment';
    end if;
  elsif v_type = 'checkout.session.async_payment_failed' then
    update public.payment_checkouts c set status = 'failed' where c.session_id = v_obj->>'id';
    v_outcome := 'payment_failed';
  elsif v_type = 'checkout.session.expired' then
    update public.payment_checkouts c set status = 'expired' where c.session_id = v_obj->>'id' and c.status in ('creating', 'open');
    v_outcome := 'session_expired';
  elsif v_type = 'charge.refunded' then
    select r.outcome, r.attention, r.booking_id, r.transaction_id into v_outcome, v_attention, v_booking_id, v_txn
      from private.stripe_charge_refunded(v_obj) r;
  elsif v_type in ('refund.failed', 'charge.refund.updated') then
    select r.outcome, r.attention, r.booking_id, r.transaction_id into v_outcome, v_attention, v_booking_id, v_txn
      from private.stripe_refund_failed(v_obj) r;
    if v_outcome = 'refund_failed' then
      -- what the administrator needs to act on, as fail_payment_refund records it
      v_detail := v_detail || jsonb_build_object('error', left('stripe: ' || coalesce(nullif(v_obj->>'failure_reason', ''), 'unknown'), 300));
    end if;
  else
    v_outcome := 'ignored';
  end if;

  if v_booking_id is null then
    v_text := v_obj->'metadata'->>'booking_id';
    if v_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      v_booking_id := v_text::uuid;
    end if;
  end if;
  perform private.record_payment_event(v_id, v_type, v_booking_id, v_txn, v_outcome, v_attention, v_detail);
  return jsonb_build_object('outcome', v_outcome, 'needs_attention', v_attention);
end;
$$;
revoke execute on function public.handle_stripe_event(jsonb) from public, anon, authenticated;
grant execute on function public.handle_stripe_event(jsonb) to service_role;

-- As in 20261125004000_payment_provider.sql, with one guard: Stripe does not deliver events in
-- order, and charge.refunded is sent when a refund is created, so it can arrive after the
-- refund.failed of the same refund. A failed refund is final at Stripe; such a late confirmation
-- must not turn the failure back into "refunded" (the administrator was already told).
create or replace function private.stripe_charge_refunded(p_charge jsonb)
returns table (outcome text, attention boolean, booking_id uuid, transaction_id text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_txn text := coalesce(nullif(p_charge->>'payment_intent', ''), p_charge->>'id');
  v_full boolean := coalesce((p_charge->>'refunded')::boolean, false);
  v_refund_id text := p_charge->'refunds'->'data'->0->>'id';
  v_job private.payment_refunds;
  v_payment public.payment_history;
begin
  if not v_full then
    select * into v_payment from public.payment_history p where p.transaction_id = v_txn;
    return query select 'partial_refund'::text, true, v_payment.booking_id, v_txn;
    return;
  end if;
  select * into v_job from private.payment_refunds r
   where r.transaction_id = v_txn and r.status = 'failed' and r.last_error like 'stripe: %'
     and (v_refund_id is null or r.provider_refund_id is null or r.provider_refund_id = v_refund_id);
  if found then
    return query select 'ignored'::text, false, v_job.booking_id, v_txn;
    return;
  end if;
  update private.payment_refunds r
     set status = 'succeeded', leased_until = null, last_error = null,
         provider_refund_id = coalesce(v_refund_id, r.provider_refund_id)
   where r.transaction_id = v_txn
  returning * into v_job;
  update public.payment_history p
     set refund_status = 'succeeded', provider_refund_id = coalesce(v_refund_id, v_job.provider_refund_id, p.provider_refund_id)
   where p.transaction_id = v_txn and p.payment_status = 'refunded'
  returning * into v_payment;
  if v_job.id is not null or v_payment.id is not null then
    return query select 'refund_confirmed'::text, false, coalesce(v_payment.booking_id, v_job.booking_id), v_txn;
    return;
  end if;
  select * into v_payment from public.payment_history p where p.transaction_id = v_txn;
  return query select case when v_payment.id is null then 'unknown_charge' else 'external_refund' end,
                      true, v_payment.booking_id, v_txn;
end;
$$;
revoke execute on function private.stripe_charge_refunded(jsonb) from public, anon, authenticated;
