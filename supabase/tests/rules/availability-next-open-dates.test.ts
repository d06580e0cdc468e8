// "Available:" (issue 27, item 5; docs/bookings.md "The Available line"): next_open_dates, a
// computed field of lawyer_directory, lists the KST dates of the next 14 days (today .. today + 13)
// with at least one slot lawyer_open_slots offers: notice, time off, holidays (and overrides),
// horizon, taken slots. Read by anyone in the same request as the directory rows; nothing for an
// unlisted lawyer; dates only. Expected dates come from an oracle written here.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import {
  approve, book, createPersonas, expectError, expectOk, openEveryDay, signUpLawyer, sql, type Persona, type Personas,
} from '../helpers/personas.ts';
import { freshClient } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;

const SLOTS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const EVERY_DAY = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, SLOTS]));
const DAY = 86_400_000;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  P = await createPersonas(s);
}, 120_000);
afterAll(async () => { await s?.close(); });

const kstToday = (nowMs = Date.now()) => new Date(nowMs + 9 * 3_600_000).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const startMs = (d: string, t: string) => Date.parse(`${d}T${t}:00+09:00`);

/** The 14 days' dates with an open slot for a lawyer open every day at every slot (no bookings), at `nowMs`. */
function oracle(o: { notice: number; horizon: number; closed?: string[] }, nowMs: number): string[] {
  const today = kstToday(nowMs);
  const out: string[] = [];
  for (let i = 0; i < 14; i++) {
    const d = addDays(today, i);
    if (i > o.horizon || (o.closed ?? []).includes(d)) continue;
    if (SLOTS.some((t) => startMs(d, t) > nowMs && startMs(d, t) >= nowMs + o.notice * 60_000)) out.push(d);
  }
  return out;
}

/** next_open_dates of one lawyer as a visitor reads it: the directory row with the computed field. */
async function available(lawyerId: string, db: Persona['db'] = P.anon): Promise<string[]> {
  const rows = expectOk(await db.from('lawyer_directory').select('id,next_open_dates').eq('id', lawyerId)) as { id: string; next_open_dates: string[] }[];
  expect(rows).toHaveLength(1);
  return rows[0]!.next_open_dates;
}

/** The answer equals the oracle's at the moment of the call (just before or just after it). */
async function expectAvailable(lawyerId: string, o: Parameters<typeof oracle>[0]): Promise<string[]> {
  const before = Date.now();
  const got = await available(lawyerId);
  const after = Date.now();
  expect([oracle(o, before), oracle(o, after)]).toContainEqual(got);
  return got;
}

async function listedLawyer(label: string): Promise<Persona> {
  const l = await signUpLawyer(s, label);
  await approve(P.admin, l.id);
  return l;
}
async function setAvailability(l: Persona, weekly: Record<string, string[]>, notice: number, horizon: number) {
  expectOk(await l.db.rpc('lawyer_set_availability', { weekly, minimum_notice_minutes: notice, horizon_days: horizon }));
}

describe(`next_open_dates on ${TEST_DB}`, () => {
  test('a lawyer open every day: the dates of today .. today + 13 that still have a slot ahead, never day 14', async () => {
    const l = await listedLawyer('every-day');
    await openEveryDay(s, l);
    const got = await expectAvailable(l.id, { notice: 0, horizon: 365 });
    // 13 or 14 dates: today counts while its 17:00 slot is ahead
    expect(got.length).toBeGreaterThanOrEqual(13);
    expect(got).not.toContain(addDays(kstToday(), 14));
    expect(got).toEqual([...got].sort());
  });

  test('the notice: dates whose every slot starts within it are not listed', async () => {
    const l = await listedLawyer('notice');
    await openEveryDay(s, l);
    await setAvailability(l, EVERY_DAY, 3 * 24 * 60, 365);
    const got = await expectAvailable(l.id, { notice: 3 * 24 * 60, horizon: 365 });
    expect(got[0]! >= addDays(kstToday(), 3)).toBe(true);
    expect(got).not.toContain(addDays(kstToday(), 1));
  });

  test('the horizon ends the list before 14 days when it is shorter', async () => {
    const l = await listedLawyer('horizon');
    await openEveryDay(s, l);
    await setAvailability(l, EVERY_DAY, 0, 3);
    const got = await expectAvailable(l.id, { notice: 0, horizon: 3 });
    expect(got.at(-1)).toBe(addDays(kstToday(), 3));
  });

  test('time off removes its dates; removing it brings them back', async () => {
    const l = await listedLawyer('time-off');
    await openEveryDay(s, l);
    const a = addDays(kstToday(), 5);
    const b = addDays(kstToday(), 6);
    const id = expectOk(await l.db.rpc('lawyer_add_time_off', { from_date: a, to_date: b, note: '법원 출석 (private note)' })) as string;
    const got = await expectAvailable(l.id, { notice: 0, horizon: 365, closed: [a, b] });
    expect(got).not.toContain(a);
    expect(got).toContain(addDays(kstToday(), 7));
    expectOk(await l.db.rpc('lawyer_remove_time_off', { id }));
    expect(await available(l.id)).toContain(a);
  });

  test('a public holiday is not listed unless the lawyer opens it', async () => {
    const l = await listedLawyer('holiday');
    await openEveryDay(s, l); // opens the loaded holidays of the next 62 days
    const day = addDays(kstToday(), 4);
    // a holiday of our own (as a data refresh would add one), after openEveryDay: closed for l
    await sql(s, `insert into public.public_holidays (holiday_date, names) values ($1, array['시험 공휴일']) on conflict do nothing`, [day]);
    await expectAvailable(l.id, { notice: 0, horizon: 365, closed: [day] });
    expect(expectOk(await l.db.rpc('lawyer_set_holiday_open', { holiday_date: day, open: true }))).toBe(true);
    expect(await available(l.id)).toContain(day);
    await sql(s, `delete from public.public_holidays where holiday_date = $1`, [day]);
  });

  test('a date whose only slot is taken (paid, or a live hold) is not listed; an expired hold frees it', async () => {
    const l = await listedLawyer('taken');
    // one slot a day, every day
    const one = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, ['10:00']]));
    await openEveryDay(s, l);
    await setAvailability(l, one, 0, 365);
    const [d1, d2] = [addDays(kstToday(), 2), addDays(kstToday(), 3)];
    expect(await available(l.id)).toEqual(expect.arrayContaining([d1, d2]));
    const paid = expectOk(await book(await freshClient(s, 'taker-1'), l.id, { date: d1, time: '10:00' })) as { id: string };
    const held = expectOk(await book(await freshClient(s, 'taker-2'), l.id, { date: d2, time: '10:00' })) as { id: string };
    await sql(s, `update public.bookings set payment_status = 'paid' where id = $1`, [paid.id]);
    let got = await available(l.id);
    expect(got).not.toContain(d1);
    expect(got).not.toContain(d2);
    // the hold runs out: its date is open again (whether or not the sweep has run)
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [held.id]);
    got = await available(l.id);
    expect(got).toContain(d2);
    expect(got).not.toContain(d1);
  });

  test('anon and signed-in readers get the same dates with the directory rows in one request; it is not an RPC', async () => {
    const l = await listedLawyer('readers');
    await openEveryDay(s, l);
    const [anon, signedIn] = await Promise.all([available(l.id, P.anon), available(l.id, P.clientA.db)]);
    expect(signedIn).toEqual(anon);
    // one GET for the whole directory page: every listed lawyer with its dates
    const rows = expectOk(await P.anon.from('lawyer_directory').select('id,name_english,next_open_dates').order('id').limit(12)) as { id: string; next_open_dates: unknown }[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) {
      expect(Array.isArray(r.next_open_dates)).toBe(true);
      for (const d of r.next_open_dates as unknown[]) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // the unnamed parameter keeps it off /rpc (PostgREST: no function with these arguments)
    const rpc = await P.anon.rpc('next_open_dates' as never, { id: l.id } as never);
    expectError(rpc, 'PGRST202');
  });

  test('an unlisted lawyer gives no dates, even through a made-up directory row; nothing but dates comes back', async () => {
    const hidden = await listedLawyer('hidden');
    await openEveryDay(s, hidden);
    expect((await available(hidden.id)).length).toBeGreaterThan(0);
    expectOk(await hidden.db.rpc('set_lawyer_visibility', { visible: false }));
    expect(expectOk(await P.anon.from('lawyer_directory').select('id,next_open_dates').eq('id', hidden.id))).toEqual([]);
    // called directly as anon with a row naming an unlisted lawyer (hidden; unapproved, whose default
    // hours would otherwise give dates): empty, not null
    for (const id of [hidden.id, P.unapprovedLawyer.id]) {
      const [row] = await s.db.transaction(async (tx) => {
        await tx.exec(`set local role anon`);
        return (await tx.query<{ dates: string[] | string }>(
          `select public.next_open_dates(jsonb_populate_record(null::public.lawyer_directory, jsonb_build_object('id', $1::uuid)))::text as dates`,
          [id])).rows;
      });
      expect(row!.dates).toBe('{}');
    }
    // a lawyer with no open date in the 14 days: an empty list, not null
    const closed = await listedLawyer('closed');
    await setAvailability(closed, {}, 0, 90);
    expect(await available(closed.id)).toEqual([]);
  });
});
