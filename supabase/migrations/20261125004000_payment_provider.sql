-- Real payments through a provider (issue 19: Stripe Checkout), behind the payment interface that
-- test mode already uses (private.apply_payment). The rules live here; the Edge Functions
-- create-checkout and stripe-webhook only talk to Stripe and hand the database what it said.
--
--   payment_checkouts      one row per checkout attempt of a booking (its Stripe Checkout Session):
--                          the client reads their own (the booking page shows "payment processing").
--   payment_events         every provider event received, with what it did; the ones that need
--                          an administrator (amount mismatch, late payment refunded, refund
--                          failed...) are flagged. Administrators only.
--   private.payment_refunds the refund outbox: one row per provider payment to give back, claimed
--                          by the worker (packages/worker stripeRefunds.ts), which asks Stripe with
--                          the row's idempotency key; charge.refunded confirms it.
--   payment_history        gains the refund state of a provider refund (refund_status: pending
--                          until the provider confirms, then succeeded; failed after retries).
--
-- Switches (private.app_settings): 'payments.stripe' = 'enabled' when the deployment has Stripe
-- (pnpm start writes it from STRIPE_SECRET_KEY); 'payments.test_mode' = 'disabled' in production,
-- and then pay_booking_test_mode is refused by the database (20261122000700).

insert into private.app_settings (key, value) values ('payments.stripe', 'disabled')
on conflict (key) do nothing;

-- Which ways to pay the site offers (no secret in it).
create function public.payment_methods()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'stripe', coalesce((select s.value from private.app_settings s where s.key = 'payments.stripe'), 'disabled') = 'enabled',
    'test_mode', coalesce((select s.value from private.app_settings s where s.key = 'payments.test_mode'), 'disabled') = 'enabled');
$$;
revoke execute on function public.payment_methods() from public, anon, authenticated;
grant execute on function public.payment_methods() to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- payment_history: the provider's refund
alter table public.payment_history
  add column refund_status text check (refund_status in ('pending', 'succeeded', 'failed')),
  add column provider_refund_id text check (length(provider_refund_id) <= 200),
  add column checkout_session_id text check (length(checkout_session_id) <= 200);
comment on column public.payment_history.refund_status is
  'Refunded payments only: pending until the provider confirms the refund (charge.refunded), then succeeded; failed when the provider refused it after retries. Test-mode refunds are succeeded at once.';
update public.payment_history p set refund_status = 'succeeded' where p.payment_status = 'refunded';

-- Every refund path (client or lawyer cancellation, an administrator's, a late payment) sets
-- payment_status = 'refunded'; the refund state and the provider's refund job follow from it here.
create function private.payment_history_refund_state()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payment_status = 'refunded' and new.refund_status is null then
    new.refund_status := case when new.provider = 'stripe' then 'pending' else 'succeeded' end;
  elsif new.payment_status <> 'refunded' then
    new.refund_status := null;
  end if;
  return new;
end;
$$;
revoke execute on function private.payment_history_refund_state() from public, anon, authenticated;
create trigger payment_history_refund_state before insert or update of payment_status, refund_status on public.payment_history
  for each row execute function private.payment_history_refund_state();

-- ---------------------------------------------------------------------------------------------
-- The refund outbox
create table private.payment_refunds (
  id uuid primary key default gen_random_uuid(),
  provider text not null default 'stripe',
  -- the provider's payment (Stripe: the payment intent); one refund per payment
  transaction_id text not null unique,
  payment_id uuid references public.payment_history (id) on delete set null,
  booking_id uuid references public.bookings (id) on delete set null,
  amount integer not null check (amount > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  reason text not null check (reason in ('cancelled', 'amount_mismatch', 'late_payment', 'double_payment', 'unknown_booking')),
  idempotency_key text not null unique,
  status text not null default 'pending' check (status in ('pending', 'sending', 'requested', 'succeeded', 'failed')),
  attempts integer not null default 0,
  due_at timestamptz not null default now(),
  leased_until timestamptz,
  last_error text,
  provider_refund_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payment_refunds_due_idx on private.payment_refunds (due_at) where status in ('pending', 'sending');
create index payment_refunds_payment_idx on private.payment_refunds (payment_id);
create index payment_refunds_booking_idx on private.payment_refunds (booking_id);
alter table private.payment_refunds enable row level security;
revoke all on private.payment_refunds from public, anon, authenticated;
create trigger payment_refunds_set_updated_at before update on private.payment_refunds
  for each row execute function private.set_updated_at();

-- the reason defaults to a cancellation; the webhook sets klegal.refund_reason for its own cases
create function private.queue_refund(
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
  insert into private.payment_refunds (transaction_id, payment_id, booking_id, amount, currency, reason, idempotency_key)
  values (p_transaction_id, p_payment_id, p_booking_id, p_amount, upper(p_currency),
          coalesce(nullif(p_reason, ''), 'cancelled'), 'refund_' || p_transaction_id)
  on conflict (transaction_id) do nothing;
end;
$$;
revoke execute on function private.queue_refund(text, integer, text, text, uuid, uuid) from public, anon, authenticated;

-- A provider payment that becomes refunded queues its refund (once: the job is unique per payment).
create function private.payment_history_queue_refund()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.provider = 'stripe' and new.payment_status = 'refunded' and new.refund_status = 'pending'
     and (tg_op = 'INSERT' or old.payment_status <> 'refunded') then
    perform private.queue_refund(new.transaction_id, new.amount, new.currency,
      coalesce(current_setting('klegal.refund_reason', true), ''), new.booking_id, new.id);
  end if;
  return null;
end;
$$;
revoke execute on function private.payment_history_queue_refund() from public, anon, authenticated;
create trigger payment_history_queue_refund after insert or update of payment_status on public.payment_history
  for each row execute function private.payment_history_queue_refund();

-- ---------------------------------------------------------------------------------------------
-- Checkout attempts
create table public.payment_checkouts (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  client_id uuid not null references public.profiles (id) on delete cascade,
  provider text not null default 'stripe',
  amount integer not null check (amount >= 0),
  currency text not null default 'KRW' check (currency ~ '^[A-Z]{3}$'),
  -- 'creating' until the provider answered with a session
  status text not null default 'creating' check (status in ('creating', 'open', 'complete', 'expired', 'failed')),
  session_id text unique check (length(session_id) <= 200),
  url text check (length(url) <= 2000 and url ~ '^https?://'),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.payment_checkouts is
  'Checkout attempts (Stripe Checkout Sessions) of a booking; written by begin_checkout and the webhook only.';
create index payment_checkouts_booking_idx on public.payment_checkouts (booking_id, created_at desc);
create index payment_checkouts_client_idx on public.payment_checkouts (client_id);
create trigger payment_checkouts_set_updated_at before update on public.payment_checkouts
  for each row execute function private.set_updated_at();

alter table public.payment_checkouts enable row level security;
revoke all on public.payment_checkouts from anon, authenticated;
grant select on public.payment_checkouts to authenticated;
create policy payment_checkouts_select_own_or_admin on public.payment_checkouts
  for select to authenticated
  using (client_id = (select auth.uid()) or (select private.is_admin()));
alter publication supabase_realtime add table public.payment_checkouts;

-- The client starts paying their booking with the provider. Called by the create-checkout Edge
-- Function with the client's own token: only the booking's client, only an open unpaid booking
-- whose hold is still valid, and the amount is the booking's. An open session of the same booking
-- (same amount, at least two minutes left) is handed back instead of a new one; a new attempt gets
-- a new row, whose id is the provider idempotency key. A booking with nothing to pay (a 100 %
-- coupon) is paid here at once, with no provider.
create function public.begin_checkout(booking_id uuid)
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
  v_uid uuid := (select auth.uid());
  v_booking public.bookings;
  v_checkout public.payment_checkouts;
  v_profile public.profiles;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if coalesce((select s.value from private.app_settings s where s.key = 'payments.stripe'), 'disabled') <> 'enabled' then
    raise exception 'Card payments are not available' using errcode = '42501', hint = 'provider_disabled';
  end if;
  select * into v_booking from public.bookings b
   where b.id = begin_checkout.booking_id and b.client_id = v_uid
   for update;
  if not found then
    raise exception 'Booking not found' using errcode = 'P0002', hint = 'not_found';
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
  select * into v_profile from public.profiles p where p.id = v_uid;

  if v_booking.fee_amount = 0 then
    perform private.apply_payment(v_booking.id, 0, 'coupon', 'free', 'free_' || v_booking.id::text, now());
    return query select null::uuid, 'complete'::text, null::text, null::text, 0, 'KRW'::text,
                        v_profile.email, coalesce(v_profile.preferred_locale, 'en'), v_booking.hold_expires_at,
                        v_booking.booking_date, v_booking.booking_time, v_booking.duration_minutes;
    return;
  end if;

  select * into v_checkout from public.payment_checkouts c
   where c.booking_id = v_booking.id and c.status = 'open' and c.amount = v_booking.fee_amount
     and c.expires_at > now() + interval '2 minutes'
   order by c.created_at desc limit 1;
  if not found then
    insert into public.payment_checkouts (booking_id, client_id, amount, currency)
    values (v_booking.id, v_uid, v_booking.fee_amount, 'KRW')
    returning * into v_checkout;
  end if;
  return query select v_checkout.id, v_checkout.status, v_checkout.session_id, v_checkout.url, v_checkout.amount,
                      v_checkout.currency, v_profile.email, coalesce(v_profile.preferred_locale, 'en'),
                      v_booking.hold_expires_at, v_booking.booking_date, v_booking.booking_time, v_booking.duration_minutes;
end;
$$;
revoke execute on function public.begin_checkout(uuid) from public, anon, authenticated;
grant execute on function public.begin_checkout(uuid) to authenticated;

-- The provider's session for a checkout attempt (create-checkout, service role).
create function public.attach_checkout_session(checkout_id uuid, session_id text, url text, expires_at timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  update public.payment_checkouts c
     set session_id = attach_checkout_session.session_id, url = attach_checkout_session.url,
         expires_at = attach_checkout_session.expires_at,
         status = case when c.status = 'creating' then 'open' else c.status end
   where c.id = attach_checkout_session.checkout_id;
  if not found then
    raise exception 'Checkout not found' using errcode = 'P0002', hint = 'not_found';
  end if;
end;
$$;
revoke execute on function public.attach_checkout_session(uuid, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.attach_checkout_session(uuid, text, text, timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Provider events
create table public.payment_events (
  id bigint generated always as identity primary key,
  provider text not null default 'stripe',
  event_id text not null check (length(event_id) <= 255),
  event_type text not null check (length(event_type) <= 100),
  booking_id uuid references public.bookings (id) on delete set null,
  transaction_id text,
  -- what the event did: paid, duplicate, late_payment_revived, late_payment_refunded,
  -- amount_mismatch, double_payment, unknown_booking, refund_confirmed, refund_failed, ...
  outcome text not null,
  needs_attention boolean not null default false,
  detail jsonb not null default '{}',
  received_at timestamptz not null default now(),
  resolved_at timestamptz,
  constraint payment_events_event_key unique (provider, event_id)
);
comment on table public.payment_events is
  'Payment provider events and what they did; needs_attention marks the ones an administrator must look at. Administrators only.';
create index payment_events_attention_idx on public.payment_events (received_at desc) where needs_attention;
create index payment_events_booking_idx on public.payment_events (booking_id);

alter table public.payment_events enable row level security;
revoke all on public.payment_events from anon, authenticated;
grant select on public.payment_events to authenticated;
grant update (resolved_at) on public.payment_events to authenticated;
create policy payment_events_select_admin on public.payment_events
  for select to authenticated
  using ((select private.is_admin()));
create policy payment_events_resolve_admin on public.payment_events
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create function private.record_payment_event(
  p_event_id text, p_type text, p_booking_id uuid, p_transaction_id text, p_outcome text,
  p_attention boolean, p_detail jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.payment_events (provider, event_id, event_type, booking_id, transaction_id, outcome, needs_attention, detail)
  values ('stripe', p_event_id, p_type,
          (select b.id from public.bookings b where b.id = p_booking_id), p_transaction_id, p_outcome, p_attention,
          coalesce(p_detail, '{}'))
  on conflict (provider, event_id) do nothing;
end;
$$;
revoke execute on function private.record_payment_event(text, text, uuid, text, text, boolean, jsonb) from public, anon, authenticated;

-- A refunded provider payment of a booking that was never paid (mismatch, late, double): the
-- client's payment record says so, and the refund job follows (trigger above).
create function private.refund_unapplied_payment(
  p_booking public.bookings, p_transaction_id text, p_amount integer, p_currency text, p_session_id text,
  p_paid_at timestamptz, p_reason text
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
    values (p_booking.id, p_booking.client_id, p_amount, p_currency, 'card', 'stripe', p_transaction_id,
            'refunded', coalesce(p_paid_at, now()), now(), p_session_id);
  end if;
  -- no record (no booking, or the booking has its payment already): the job alone
  perform private.queue_refund(p_transaction_id, p_amount, p_currency, p_reason, p_booking.id, null);
  perform set_config('klegal.refund_reason', '', true);
end;
$$;
revoke execute on function private.refund_unapplied_payment(public.bookings, text, integer, text, text, timestamptz, text) from public, anon, authenticated;

-- A Checkout Session paid (checkout.session.completed with payment_status 'paid', or
-- checkout.session.async_payment_succeeded). Returns [outcome, needs_attention].
create function private.stripe_session_paid(p_event_id text, p_type text, p_session jsonb)
returns table (outcome text, attention boolean, booking_id uuid, transaction_id text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_session_id text := p_session->>'id';
  v_booking_text text := p_session->'metadata'->>'booking_id';
  v_booking_id uuid;
  v_txn text := coalesce(nullif(p_session->>'payment_intent', ''), p_session->>'id');
  v_amount integer;
  v_currency text := upper(coalesce(p_session->>'currency', ''));
  v_paid_at timestamptz := now();
  v_booking public.bookings;
  v_free boolean;
begin
  begin
    v_amount := (p_session->>'amount_total')::integer;
  exception when others then
    v_amount := null;
  end;
  if v_booking_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    v_booking_id := v_booking_text::uuid;
  end if;

  update public.payment_checkouts c set status = 'complete' where c.session_id = v_session_id;

  -- the same payment told twice (completed, then async_payment_succeeded; or a replayed session)
  if exists (select 1 from public.payment_history p where p.transaction_id = v_txn)
     or exists (select 1 from private.payment_refunds r where r.transaction_id = v_txn) then
    return query select 'duplicate'::text, false, v_booking_id, v_txn;
    return;
  end if;

  select * into v_booking from public.bookings b where b.id = v_booking_id for update;
  if not found then
    perform private.refund_unapplied_payment(null, v_txn, v_amount, v_currency, v_session_id, v_paid_at, 'unknown_booking');
    return query select 'unknown_booking'::text, true, null::uuid, v_txn;
    return;
  end if;
  if v_currency <> 'KRW' or v_amount is distinct from v_booking.fee_amount then
    perform private.refund_unapplied_payment(v_booking, v_txn, v_amount, v_currency, v_session_id, v_paid_at, 'amount_mismatch');
    return query select 'amount_mismatch'::text, true, v_booking.id, v_txn;
    return;
  end if;
  if v_booking.payment_status <> 'pending' then
    perform private.refund_unapplied_payment(v_booking, v_txn, v_amount, v_currency, v_session_id, v_paid_at, 'double_payment');
    return query select 'double_payment'::text, true, v_booking.id, v_txn;
    return;
  end if;

  if v_booking.status in ('pending', 'confirmed') and v_booking.hold_expires_at > now() then
    perform private.apply_payment(v_booking.id, v_amount, 'card', 'stripe', v_txn, v_paid_at);
    update public.payment_history p set checkout_session_id = v_session_id where p.transaction_id = v_txn;
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
        jsonb_build_object('by', 'system', 'reason', 'late_payment', 'transaction_id', v_txn));
      perform private.apply_payment(v_booking.id, v_amount, 'card', 'stripe', v_txn, v_paid_at);
      update public.payment_history p set checkout_session_id = v_session_id where p.transaction_id = v_txn;
      return query select 'late_payment_revived'::text, false, v_booking.id, v_txn;
      return;
    end if;
  end if;
  perform private.refund_unapplied_payment(v_booking, v_txn, v_amount, v_currency, v_session_id, v_paid_at, 'late_payment');
  return query select 'late_payment_refunded'::text, true, v_booking.id, v_txn;
end;
$$;
revoke execute on function private.stripe_session_paid(text, text, jsonb) from public, anon, authenticated;

-- A charge refunded at the provider: confirms our refund (in whichever order the events and the
-- worker's report arrive). A refund nobody here asked for is flagged for an administrator.
create function private.stripe_charge_refunded(p_charge jsonb)
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

-- The stripe-webhook Edge Function hands every verified event here (service role). Idempotent per
-- event id: an event seen before changes nothing and answers 'duplicate'.
create function public.handle_stripe_event(event jsonb)
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

-- ---------------------------------------------------------------------------------------------
-- The worker's side of the refund outbox (service role only)

-- Up to p_limit due refunds nobody holds, leased for p_lease_seconds.
create function public.claim_payment_refunds(p_limit integer default 10, p_lease_seconds integer default 120)
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
revoke execute on function public.claim_payment_refunds(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_payment_refunds(integer, integer) to service_role;

-- The provider accepted the refund (its id); charge.refunded confirms it. An attempt whose job
-- was confirmed meanwhile changes nothing.
create function public.complete_payment_refund(p_id uuid, p_attempt integer, p_provider_refund_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_job private.payment_refunds;
begin
  update private.payment_refunds r
     set status = 'requested', leased_until = null, last_error = null, provider_refund_id = left(p_provider_refund_id, 200)
   where r.id = p_id and r.status = 'sending' and r.attempts = p_attempt
  returning * into v_job;
  if not found then
    return false;
  end if;
  update public.payment_history p set provider_refund_id = v_job.provider_refund_id
   where p.transaction_id = v_job.transaction_id and p.provider_refund_id is null;
  return true;
end;
$$;
revoke execute on function public.complete_payment_refund(uuid, integer, text) from public, anon, authenticated;
grant execute on function public.complete_payment_refund(uuid, integer, text) to service_role;

-- The provider refused or could not be reached: due again at p_retry_at, or failed for good when
-- p_retry_at is null (then the payment's refund is 'failed' and an administrator is told).
create function public.fail_payment_refund(p_id uuid, p_attempt integer, p_error text, p_retry_at timestamptz)
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
    perform private.record_payment_event('refund_failed:' || v_job.id::text, 'refund.failed', v_job.booking_id,
      v_job.transaction_id, 'refund_failed', true,
      jsonb_build_object('amount', v_job.amount, 'currency', v_job.currency, 'attempts', v_job.attempts,
                         'error', left(p_error, 300), 'reason', v_job.reason));
  end if;
  return v_job.status;
end;
$$;
revoke execute on function public.fail_payment_refund(uuid, integer, text, timestamptz) from public, anon, authenticated;
grant execute on function public.fail_payment_refund(uuid, integer, text, timestamptz) to service_role;
