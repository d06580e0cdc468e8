-- Test-mode payments default to off (issue 28, item 3). 20261122000700_bookings_and_payments
-- inserted 'payments.test_mode' = 'enabled', so a fresh `supabase db push` to a hosted project let
-- any signed-in client mark a booking paid with pay_booking_test_mode() until an operator turned
-- it off by hand. That insert now says 'disabled' too (so no migration enables test mode on a new
-- project); this migration sets it back for projects that already applied the old insert, where
-- editing the recorded migration changes nothing. Test mode is turned on where it belongs: the local start
-- (supabase/scripts/start.ts, every start), the demo seed (supabase/seed), the database tests
-- that pay (supabase/tests/helpers/bookings.ts enableTestModePayments), or by an operator on a
-- staging project: update private.app_settings set value = 'enabled' where key = 'payments.test_mode'.
insert into private.app_settings (key, value) values ('payments.test_mode', 'disabled')
on conflict (key) do update set value = excluded.value;
