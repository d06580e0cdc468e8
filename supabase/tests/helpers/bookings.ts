// Booking helpers for the rule suites (docs/bookings.md): paying, moving a booking into the past
// as the platform (completion needs a started consultation), the hold length, and fresh clients
// (a client holds at most 3 unpaid bookings, so busy suites spread bookings over many clients).
import { expectOk, signUpClient, sql, type Persona } from './personas.ts';
import type { TestServer } from './server.ts';

/**
 * Turns test-mode payments on ('payments.test_mode'), as `pnpm start` and the seed do: the
 * migrations leave them off, the production-safe default. For suites that pay with
 * pay_booking_test_mode on a database without the seed.
 */
export async function enableTestModePayments(s: TestServer): Promise<void> {
  await sql(s, `update private.app_settings set value = 'enabled' where key = 'payments.test_mode'`);
}

/** Pays `bookingId` as `p` in test mode; returns the payment_history row. */
export async function pay(p: Persona, bookingId: string) {
  return expectOk(await p.db.rpc('pay_booking_test_mode', { booking_id: bookingId }));
}

let pastOffset = 0;
/**
 * Moves a booking's date into the past (starts_at is generated from it), keeping its time. Each
 * call uses an earlier day, so two moved bookings of one lawyer never share a slot.
 */
export async function moveIntoPast(s: TestServer, bookingId: string): Promise<void> {
  pastOffset += 1;
  const rows = await sql(s,
    `update public.bookings set booking_date = (now() at time zone 'Asia/Seoul')::date - $2::int
      where id = $1 returning starts_at`, [bookingId, pastOffset]);
  if (rows.length !== 1) throw new Error(`booking ${bookingId} not found`);
}

/** A client of its own (signed up as the site does). */
export function freshClient(s: TestServer, label = 'client'): Promise<Persona> {
  return signUpClient(s, label);
}

/** Sets private.app_settings 'booking.hold_minutes' (minutes, fractions allowed). */
export async function setHoldMinutes(s: TestServer, minutes: string): Promise<void> {
  await sql(s, `update private.app_settings set value = $1 where key = 'booking.hold_minutes'`, [minutes]);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
