-- Realtime: only what live lists need is published. Realtime delivers a change only to
-- subscribers allowed to SELECT the row (RLS as the subscriber), so:
--   lawyer_directory  the public lists (home, /lawyers, booking) refresh when a lawyer is listed,
--                     changes their public profile, or is hidden; every row is public.
--   bookings          the lawyer portal refreshes when a booking arrives or changes; a subscriber
--                     receives only bookings where they are the client or the lawyer (or all,
--                     for admins).
-- Never published: profiles, lawyers, payment_history, free_checkups, coupons, audit_log.
alter publication supabase_realtime add table public.lawyer_directory, public.bookings;
