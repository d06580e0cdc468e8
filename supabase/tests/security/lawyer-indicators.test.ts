// Objective indicators instead of stars (issue 29, item 3; 20261202003100_lawyer_observed_indicators.sql):
// anyone reads, with a listed lawyer's directory row, the consultations completed on the platform
// (ever and in the last 12 months) and the date the lawyer became a member; counts only, no booking
// or client data; not callable under /rpc.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, createPersonas, expectOk, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let fresh: Persona;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  P = await createPersonas(s);
  fresh = await signUpLawyer(s, 'indicators');
  await approve(P.admin, fresh.id);
});
afterAll(async () => { await s?.close(); });

let daysBack = 0;
/** A booking of `lawyer` `daysAgo` days ago (KST), inserted as the platform. */
async function bookingOf(lawyer: Persona, status: 'completed' | 'confirmed' | 'cancelled', daysAgo: number): Promise<void> {
  daysBack += 1;
  await sql(s,
    `insert into public.bookings (client_id, lawyer_id, booking_date, booking_time, duration_minutes, list_fee, fee_amount,
                                  status, payment_status, cancelled_at, cancelled_by)
     values ($1, $2, (now() at time zone 'Asia/Seoul')::date - $3::int, $4::time, 20, 60000, 60000, $5::public.booking_status, 'paid',
             case when $5 = 'cancelled' then now() end, case when $5 = 'cancelled' then 'lawyer' end)`,
    [P.clientA.id, lawyer.id, daysAgo, ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'][daysBack % 8], status]);
}

const COLUMNS = 'id,consultations_completed,consultations_completed_12m,member_since';

describe(`observed indicators on lawyer_directory on ${TEST_DB}`, () => {
  test('anyone reads completed consultations (ever, last 12 months) and member since; nothing else counts', async () => {
    await bookingOf(fresh, 'completed', 10);
    await bookingOf(fresh, 'completed', 200);
    await bookingOf(fresh, 'completed', 400); // more than 12 months ago
    await bookingOf(fresh, 'completed', 800);
    await bookingOf(fresh, 'confirmed', 5); // not completed
    await bookingOf(fresh, 'cancelled', 6);
    await sql(s, `update public.lawyers set approved_at = '2026-03-04T20:00:00Z' where id = $1`, [fresh.id]);
    for (const reader of [P.anon, P.clientB.db, P.lawyer.db]) {
      const row = expectOk(await reader.from('lawyer_directory').select(COLUMNS).eq('id', fresh.id).single());
      // 20:00 UTC on 4 March is 5 March in Korea
      expect(row).toEqual({ id: fresh.id, consultations_completed: 4, consultations_completed_12m: 2, member_since: '2026-03-05' });
    }
  });

  test('a lawyer without consultations reads 0 and 0', async () => {
    const row = expectOk(await P.anon.from('lawyer_directory').select(COLUMNS).eq('id', P.lawyer.id).single());
    expect(row).toMatchObject({ consultations_completed: 0, consultations_completed_12m: 0 });
    expect(row.member_since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('not offered under /rpc (an unnamed parameter); the directory row carries no booking or client data', async () => {
    for (const fn of ['consultations_completed', 'consultations_completed_12m', 'member_since']) {
      const r = await P.anon.rpc(fn as never, {} as never);
      expect([r.status, r.error?.code]).toEqual([404, 'PGRST202']);
    }
  });
});
