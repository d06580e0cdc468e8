-- Slot squatting across accounts (issue 14). create_booking caps unpaid holds per client (3), but
-- sign-up is free, so one person with many accounts could still hold a lawyer's calendar. Unpaid
-- holds are therefore also capped per client address: the address PostgREST passes in
-- request.headers (private.request_client_address(), as the free check-up limit reads it), so the
-- rule holds on hosted Supabase too. Setting 'booking.max_holds_per_address' (default 10: an office
-- or a family behind one address may book at once). A request without an address (the platform,
-- SQL) is not capped.
--
-- Refused with errcode P0001, hint too_many_holds, detail {"scope": "address", "max_unpaid": n}:
-- the same hint as the per-client cap, so every screen already explains it.

-- Where each hold was made from; private (addresses are personal data), deleted with the booking,
-- and forgotten once the hold is paid or closed (see the trigger below).
create table private.booking_hold_origins (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  address text not null,
  created_at timestamptz not null default now()
);
create index booking_hold_origins_address_idx on private.booking_hold_origins (address);
alter table private.booking_hold_origins enable row level security;
revoke all on private.booking_hold_origins from public, anon, authenticated;

create function private.cap_holds_per_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_address text := private.request_client_address();
  v_max integer := private.setting_positive_int('booking.max_holds_per_address', 10);
  v_open integer;
begin
  if v_address is null or new.payment_status <> 'pending' or new.hold_expires_at is null then
    return null;
  end if;
  -- one hold per address at a time, so that parallel requests cannot all pass the count
  perform pg_advisory_xact_lock(hashtextextended('klegal.holds_per_address:' || v_address, 0));
  select count(*) into v_open
    from private.booking_hold_origins o
    join public.bookings b on b.id = o.booking_id
   where o.address = v_address and b.id <> new.id
     and b.status in ('pending', 'confirmed') and b.payment_status = 'pending'
     and b.hold_expires_at > now();
  if v_open >= v_max then
    raise exception 'Too many unpaid bookings have been made from your network. Pay for one or cancel one before booking another.'
      using errcode = 'P0001', hint = 'too_many_holds',
            detail = jsonb_build_object('scope', 'address', 'max_unpaid', v_max)::text;
  end if;
  insert into private.booking_hold_origins (booking_id, address) values (new.id, v_address);
  return null;
end;
$$;
revoke execute on function private.cap_holds_per_address() from public, anon, authenticated;

create trigger bookings_cap_holds_per_address
  after insert on public.bookings
  for each row execute function private.cap_holds_per_address();

-- The address is needed only while the hold is open.
create function private.forget_hold_origin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.booking_hold_origins o where o.booking_id = new.id;
  return null;
end;
$$;
revoke execute on function private.forget_hold_origin() from public, anon, authenticated;

create trigger bookings_forget_hold_origin
  after update of status, payment_status on public.bookings
  for each row
  when (new.payment_status <> 'pending' or new.status in ('cancelled', 'completed'))
  execute function private.forget_hold_origin();
