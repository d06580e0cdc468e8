-- Notifications of provider payments (issue 19), written by a trigger on public.payment_events
-- (20261125004000_payment_provider.sql) in the same transaction as the event:
--   late_payment_refunded   the client: their payment arrived after the hold ran out and the slot
--                           was taken (or the booking closed), so the money is being returned;
--   admin_payment_attention every administrator (in Korean, in the app and by e-mail): an event that
--                           needs a person (amount mismatch, late payment refunded, double payment,
--                           unknown booking, a refund the provider refused, a refund nobody asked for).
create function private.notify_payment_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  if new.booking_id is not null then
    select * into v_booking from public.bookings b where b.id = new.booking_id;
  end if;
  if new.outcome = 'late_payment_refunded' and v_booking.id is not null then
    perform private.notify('late_payment_refunded', v_booking.client_id,
      private.booking_notice(v_booking) || jsonb_build_object('refund_amount', new.detail->'amount', 'refund_currency', new.detail->'currency'),
      null, null, v_booking.id, 'late_payment_refunded:' || new.event_id);
  end if;
  if new.needs_attention then
    perform private.notify_admins('admin_payment_attention',
      jsonb_strip_nulls(jsonb_build_object(
        'event_id', new.event_id, 'event_type', new.event_type, 'outcome', new.outcome,
        'booking_id', new.booking_id, 'transaction_id', new.transaction_id,
        'amount', new.detail->'amount', 'currency', new.detail->'currency')),
      'admin_payment_attention:' || new.provider || ':' || new.event_id);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_payment_event() from public, anon, authenticated;
create trigger payment_events_notify after insert on public.payment_events
  for each row execute function private.notify_payment_event();
