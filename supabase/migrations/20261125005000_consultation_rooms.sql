-- Consultation rooms (issue 17, the database side): every paid booking has a room, the private
-- Realtime channel `room:<booking id>` (signalling, chat, presence). Only the booking's client and
-- its lawyer may use it, and only from 'room.opens_minutes_before' (default 10) minutes before the
-- start until 'room.closes_minutes_after' (default 30) minutes after the booked end. Realtime
-- Authorization enforces it: joining a private channel needs SELECT and sending needs INSERT on
-- realtime.messages for the topic (`realtime.topic()`), under the policies below; the local server
-- checks them exactly as Supabase Realtime does, so the rule is the same on a hosted project.

insert into private.app_settings (key, value) values
  ('room.opens_minutes_before', '10'),
  ('room.closes_minutes_after', '30')
on conflict (key) do nothing;

-- The booking a room topic names, or null for any other topic.
create function private.room_booking_id(p_topic text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case when p_topic ~ '^room:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then substr(p_topic, 6)::uuid end;
$$;
revoke execute on function private.room_booking_id(text) from public, anon;
grant execute on function private.room_booking_id(text) to authenticated;

-- The room's window for a booking: [opens_at, closes_at).
create function private.room_window(b public.bookings)
returns tstzrange
language sql
stable
security definer
set search_path = ''
as $$
  select tstzrange(
    b.starts_at - make_interval(mins => private.setting_positive_int('room.opens_minutes_before', 10)),
    b.starts_at + make_interval(mins => b.duration_minutes + private.setting_positive_int('room.closes_minutes_after', 30)));
$$;
revoke execute on function private.room_window(public.bookings) from public, anon, authenticated;

-- The caller may be in the room of this booking now: its client or lawyer, paid, not cancelled,
-- inside the window.
create function private.can_use_room(p_booking_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.bookings b
     where b.id = p_booking_id
       and (select auth.uid()) in (b.client_id, b.lawyer_id)
       and b.payment_status = 'paid' and b.status in ('pending', 'confirmed', 'completed')
       and now() <@ private.room_window(b));
$$;
revoke execute on function private.can_use_room(uuid) from public, anon;
grant execute on function private.can_use_room(uuid) to authenticated;

create policy room_members_receive on realtime.messages
  for select to authenticated
  using (realtime.messages.extension in ('broadcast', 'presence')
         and private.can_use_room(private.room_booking_id((select realtime.topic()))));

create policy room_members_send on realtime.messages
  for insert to authenticated
  with check (realtime.messages.extension in ('broadcast', 'presence')
              and private.can_use_room(private.room_booking_id((select realtime.topic()))));

-- For the room page: may the caller enter, and if not yet or no longer, when. Everyone who is not
-- the booking's client or lawyer (or asks about a booking that does not exist) gets 'refused' and
-- nothing else, so the answer reveals nothing about the booking.
create function public.room_access(booking_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_window tstzrange;
begin
  select * into v_booking from public.bookings b
   where b.id = room_access.booking_id and (select auth.uid()) in (b.client_id, b.lawyer_id);
  if not found or v_booking.payment_status <> 'paid' or v_booking.status = 'cancelled' then
    return jsonb_build_object('status', 'refused');
  end if;
  v_window := private.room_window(v_booking);
  return jsonb_build_object(
    'status', case when now() < lower(v_window) then 'not_yet' when now() >= upper(v_window) then 'closed' else 'open' end,
    'opens_at', lower(v_window),
    'closes_at', upper(v_window),
    'starts_at', v_booking.starts_at,
    'role', case when v_booking.client_id = (select auth.uid()) then 'client' else 'lawyer' end);
end;
$$;
revoke execute on function public.room_access(uuid) from public, anon;
grant execute on function public.room_access(uuid) to authenticated;
