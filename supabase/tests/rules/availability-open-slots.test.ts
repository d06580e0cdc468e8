// What is open (issue 27 items 1-3; docs/bookings.md "Availability"): lawyer_open_slots lists
// exactly the slots a client could book now, and create_booking accepts exactly those (P0001
// slot_unavailable otherwise, its own hints for taken slots). The rule at its edges: weekly
// hours by the KST weekday, the notice and the horizon (KST today, whatever the session's time
// zone), public holidays and overrides, time off, taken slots and expired holds. Expected slots
// come from an oracle written here in TypeScript, independently of the SQL.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import {
  approve, book, createPersonas, expectError, expectOk, openEveryDay, signUpLawyer, slotBetween, sql,
  type Persona, type Personas,
} from '../helpers/personas.ts';
import { freshClient, pay, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let holidays: Set<string>;

const SLOTS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'];
const EVERY_DAY = Object.fromEntries(WEEKDAYS.map((d) => [d, SLOTS]));
const DAY = 86_400_000;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  holidays = new Set((await sql<{ d: string }>(s, `select to_char(holiday_date, 'YYYY-MM-DD') as d from public.public_holidays`)).map((r) => r.d));
}, 120_000);
afterAll(async () => { await s?.close(); });

// ---------------------------------------------------------------------------------------------
// dates and the oracle
const kstToday = (nowMs = Date.now()) => new Date(nowMs + 9 * 3_600_000).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const isoWeekday = (d: string) => { const w = new Date(`${d}T00:00:00Z`).getUTCDay(); return w === 0 ? 7 : w; };
const startMs = (d: string, t: string) => Date.parse(`${d}T${t}:00+09:00`);

interface Settings { weekly: Record<string, string[]>; notice: number; horizon: number; opened?: string[]; timeOff?: [string, string][] }
const DEFAULTS: Settings = { weekly: { 1: SLOTS, 2: SLOTS, 3: SLOTS, 4: SLOTS, 5: SLOTS, 6: [], 7: [] }, notice: 120, horizon: 90 };

/** The slots the rule makes available between two KST dates at the instant `nowMs` (before bookings). */
function oracle(st: Settings, from: string, to: string, nowMs: number): string[] {
  const out: string[] = [];
  const last = addDays(kstToday(nowMs), st.horizon);
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (d > last) break;
    if (holidays.has(d) && !(st.opened ?? []).includes(d)) continue;
    if ((st.timeOff ?? []).some(([a, b]) => a <= d && d <= b)) continue;
    for (const t of st.weekly[String(isoWeekday(d))] ?? []) {
      const at = startMs(d, t);
      if (at > nowMs && at >= nowMs + st.notice * 60_000) out.push(`${d} ${t}`);
    }
  }
  return out.sort();
}

type Db = Persona['db'];
async function openSlots(lawyerId: string, from: string, to: string, db: Db = P.anon): Promise<string[]> {
  const rows = expectOk(await db.rpc('lawyer_open_slots', { lawyer_id: lawyerId, from_date: from, to_date: to })) as { slot_date: string; slot_time: string }[];
  return rows.map((r) => `${r.slot_date} ${r.slot_time.slice(0, 5)}`);
}

/** The open slots equal the oracle's at the moment of the call (taken just before or just after it). */
async function expectOpen(lawyerId: string, st: Settings, from: string, to: string, minus: string[] = []): Promise<string[]> {
  const before = Date.now();
  const got = await openSlots(lawyerId, from, to);
  const after = Date.now();
  const want = [oracle(st, from, to, before), oracle(st, from, to, after)].map((w) => w.filter((x) => !minus.includes(x)));
  expect([want[0], want[1]]).toContainEqual(got);
  return got;
}

async function listedLawyer(label: string): Promise<Persona> {
  const l = await signUpLawyer(s, label);
  await approve(P.admin, l.id);
  return l;
}
async function setAvailability(l: Persona, weekly: Record<string, string[]>, notice: number, horizon: number) {
  return expectOk(await l.db.rpc('lawyer_set_availability', { weekly, minimum_notice_minutes: notice, horizon_days: horizon }));
}
const slotOf = (x: string) => ({ date: x.slice(0, 10), time: x.slice(11, 16) });

// ---------------------------------------------------------------------------------------------
describe(`lawyer_open_slots on ${TEST_DB}`, () => {
  test('a new lawyer takes Monday to Friday, all eight slots, from 120 minutes to 90 days ahead, public holidays closed', async () => {
    const l = await listedLawyer('defaults');
    const [row] = await sql<{ weekly: Record<string, string[]>; minimum_notice_minutes: number; horizon_days: number }>(s,
      `select weekly, minimum_notice_minutes, horizon_days from public.lawyer_availability where lawyer_id = $1`, [l.id]);
    expect(row).toEqual({ weekly: { 1: SLOTS, 2: SLOTS, 3: SLOTS, 4: SLOTS, 5: SLOTS, 6: [], 7: [] }, minimum_notice_minutes: 120, horizon_days: 90 });
    const today = kstToday();
    const got = await expectOpen(l.id, DEFAULTS, today, addDays(today, 61));
    expect(got.length).toBeGreaterThan(8 * 30);
    // and the horizon's end: day 90 is open (when a weekday), day 91 never
    const end = addDays(today, 88);
    const tail = await expectOpen(l.id, DEFAULTS, end, addDays(end, 10));
    expect(tail.every((x) => x.slice(0, 10) <= addDays(kstToday(), 90))).toBe(true);
  });

  test('weekly hours follow the KST weekday of the date; the answer does not depend on the session time zone', async () => {
    const l = await listedLawyer('weekend');
    const st: Settings = { weekly: { 6: ['09:00', '17:00'], 7: ['13:00'] }, notice: 0, horizon: 365 };
    await setAvailability(l, st.weekly, 0, 365);
    const from = addDays(kstToday(), 1);
    const to = addDays(from, 61);
    const got = await expectOpen(l.id, st, from, to);
    expect(got.length).toBeGreaterThanOrEqual(8 * 2);
    for (const x of got) {
      const wd = isoWeekday(x.slice(0, 10));
      expect(wd === 6 ? ['09:00', '17:00'] : wd === 7 ? ['13:00'] : []).toContain(x.slice(11));
    }
    // the same answer in a session far east and far west of Korea: at any moment one of them is on
    // another calendar date than KST, as UTC is from 15:00 to 24:00 UTC
    const today = kstToday();
    for (const zone of ['+14:00', '-12:00', '+00:00']) {
      const rows = await s.db.transaction(async (tx) => {
        await tx.exec(`set local time zone interval '${zone}' hour to minute`);
        return (await tx.query<{ x: string }>(
          `select to_char(slot_date, 'YYYY-MM-DD') || ' ' || to_char(slot_time, 'HH24:MI') as x
             from public.lawyer_open_slots($1, $2::date, $3::date)`, [l.id, today, addDays(today, 61)])).rows.map((r) => r.x);
      });
      expect(rows, zone).toEqual(oracle(st, today, addDays(today, 61), Date.now()));
    }
  });

  test('notice: a slot is open from exactly now + the notice; create_booking agrees on both sides of it', async () => {
    const l = await listedLawyer('notice');
    await openEveryDay(s, l);
    const target = await slotBetween(s, 3, 40, 0, { anyDay: true });
    const minutes = (startMs(target.date, target.time) - Date.now()) / 60_000;
    const key = `${target.date} ${target.time}`;
    const range = [target.date, addDays(target.date, 1)] as const;

    // the notice ends a minute or two after the slot's start: closed
    await setAvailability(l, EVERY_DAY, Math.ceil(minutes) + 1, 365);
    expect(await openSlots(l.id, ...range)).not.toContain(key);
    expectError(await book(await freshClient(s, 'n1'), l.id, target), 'P0001', 'slot_unavailable');
    // the next slot is open
    const later = (await openSlots(l.id, ...range))[0];
    expect(startMs(later.slice(0, 10), later.slice(11)) - startMs(target.date, target.time)).toBeGreaterThanOrEqual(3_600_000);

    // the notice ends a minute before the slot's start: open, and bookable
    await setAvailability(l, EVERY_DAY, Math.floor(minutes) - 1, 365);
    expect(await openSlots(l.id, ...range)).toContain(key);
    expectOk(await book(await freshClient(s, 'n2'), l.id, target));
  });

  test('horizon: open up to today (KST) + horizon days inclusive, whatever the session time zone; create_booking agrees', async () => {
    const l = await listedLawyer('horizon');
    await openEveryDay(s, l);
    await setAvailability(l, EVERY_DAY, 0, 5);
    const today = kstToday();
    const got = await openSlots(l.id, addDays(today, 1), addDays(today, 10));
    const last = addDays(kstToday(), 5);
    expect(got.at(-1)).toBe(`${last} 17:00`);
    expect(got.filter((x) => x.startsWith(last))).toHaveLength(8);
    for (const zone of ['+14:00', '-12:00']) {
      const [{ m }] = await s.db.transaction(async (tx) => {
        await tx.exec(`set local time zone interval '${zone}' hour to minute`);
        return (await tx.query<{ m: string }>(
          `select to_char(max(slot_date), 'YYYY-MM-DD') as m from public.lawyer_open_slots($1, $2::date, $3::date)`,
          [l.id, addDays(today, 1), addDays(today, 10)])).rows;
      });
      expect(m, zone).toBe(last);
    }
    expectError(await book(await freshClient(s, 'h1'), l.id, { date: addDays(last, 1), time: '09:00' }), 'P0001', 'slot_unavailable');
    expectOk(await book(await freshClient(s, 'h2'), l.id, { date: last, time: '17:00' }));
  });

  test('a public holiday is closed unless the lawyer opens it, for that lawyer only', async () => {
    const [l, other] = await Promise.all([listedLawyer('holiday'), listedLawyer('holiday-other')]);
    await Promise.all([openEveryDay(s, l), openEveryDay(s, other)]);
    // a holiday of our own, 20 days ahead (as a data refresh would add one), after openEveryDay
    const day = addDays(kstToday(), 20);
    await sql(s, `insert into public.public_holidays (holiday_date, names) values ($1, array['시험 공휴일']) on conflict do nothing`, [day]);
    expect(await openSlots(l.id, day, day)).toEqual([]);
    expectError(await book(await freshClient(s, 'hol1'), l.id, { date: day, time: '10:00' }), 'P0001', 'slot_unavailable');

    expect(expectOk(await l.db.rpc('lawyer_set_holiday_open', { holiday_date: day, open: true }))).toBe(true);
    expect(await openSlots(l.id, day, day)).toEqual(SLOTS.map((t) => `${day} ${t}`));
    expect(await openSlots(other.id, day, day)).toEqual([]);

    expect(expectOk(await l.db.rpc('lawyer_set_holiday_open', { holiday_date: day, open: false }))).toBe(false);
    expect(await openSlots(l.id, day, day)).toEqual([]);
    expectOk(await l.db.rpc('lawyer_set_holiday_open', { holiday_date: day, open: true }));
    expectOk(await book(await freshClient(s, 'hol2'), l.id, { date: day, time: '10:00' }));
  });

  test('the loaded holidays close their dates for a lawyer with the default hours', async () => {
    // the next holiday on a weekday inside the default horizon (e.g. 기독탄신일 2026-12-25, a Friday)
    const today = kstToday();
    const next = [...holidays].sort().find((d) => d > addDays(today, 1) && d <= addDays(today, 88) && isoWeekday(d) <= 5);
    if (!next) {
      console.warn(`no weekday holiday loaded between ${today} and 88 days later: refresh the holidays (docs/bookings.md)`);
      return;
    }
    const l = await listedLawyer('default-holiday');
    expect(await openSlots(l.id, next, next)).toEqual([]);
    expect(await openSlots(l.id, addDays(next, -1), addDays(next, 1))).toEqual(
      oracle(DEFAULTS, addDays(next, -1), addDays(next, 1), Date.now()));
    expectError(await book(await freshClient(s, 'dh'), l.id, { date: next, time: '10:00' }), 'P0001', 'slot_unavailable');
  });

  test('time off closes its dates, both ends included; removing it opens them again', async () => {
    const l = await listedLawyer('timeoff');
    await openEveryDay(s, l);
    const today = kstToday();
    const [a, b] = [addDays(today, 10), addDays(today, 12)];
    const id = expectOk(await l.db.rpc('lawyer_add_time_off', { from_date: a, to_date: b, note: '법원 출석' })) as string;
    const got = await openSlots(l.id, addDays(today, 9), addDays(today, 13));
    expect([...new Set(got.map((x) => x.slice(0, 10)))]).toEqual([addDays(today, 9), addDays(today, 13)]);
    const c = await freshClient(s, 'to');
    for (const d of [a, addDays(today, 11), b]) expectError(await book(c, l.id, { date: d, time: '13:00' }), 'P0001', 'slot_unavailable');
    expectOk(await l.db.rpc('lawyer_remove_time_off', { id }));
    expect(await openSlots(l.id, a, a)).toEqual(SLOTS.map((t) => `${a} ${t}`));
    expectOk(await book(c, l.id, { date: addDays(today, 11), time: '13:00' }));
  });

  test('taken slots (paid or a live hold) are not open, an expired hold is; a booking occupies its own slot only; open and busy partition the day', async () => {
    const l = await listedLawyer('taken');
    await openEveryDay(s, l);
    const day = addDays(kstToday(), 3);
    const at = (t: string) => ({ date: day, time: t });
    const [c1, c2, c3, c4, c5] = await Promise.all(['t1', 't2', 't3', 't4', 't5'].map((x) => freshClient(s, x)));
    const held = expectOk(await book(c1, l.id, at('09:00'), 60)); // a live hold of an hour
    const paid = expectOk(await book(c2, l.id, at('11:00'), 40));
    await pay(c2, paid.id);
    const lapsed = expectOk(await book(c3, l.id, at('13:00')));
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [lapsed.id]);

    const open = await openSlots(l.id, day, day);
    expect(open).toEqual(['10:00', '13:00', '14:00', '15:00', '16:00', '17:00'].map((t) => `${day} ${t}`));
    const busy = (expectOk(await P.anon.rpc('lawyer_busy_slots', { lawyer_id: l.id, from_date: day, to_date: day })) as { booking_time: string }[])
      .map((r) => `${day} ${r.booking_time.slice(0, 5)}`);
    expect([...open, ...busy].sort()).toEqual(SLOTS.map((t) => `${day} ${t}`));
    expect(open.filter((x) => busy.includes(x))).toEqual([]);

    // the expired hold's slot is bookable (the hold is closed on the way)
    expectOk(await book(c4, l.id, at('13:00')));
    expect((await sql<{ status: string }>(s, `select status from public.bookings where id = $1`, [lapsed.id]))[0].status).toBe('cancelled');
    expect(held.duration_minutes).toBe(60);

    // taken slots keep their own answers, even once the lawyer has closed the day
    await l.db.rpc('lawyer_add_time_off', { from_date: day, to_date: day, note: null });
    expectError(await book(c5, l.id, at('11:00')), '23505', 'slot_taken');
    expectError(await book(c1, l.id, at('09:00')), 'P0001', 'own_hold');
    expectError(await book(c5, l.id, at('14:00')), 'P0001', 'slot_unavailable');
    // and the bookings already made stay
    const [{ n }] = await sql<{ n: number }>(s,
      `select count(*)::int as n from public.bookings where lawyer_id = $1 and booking_date = $2 and status <> 'cancelled'`, [l.id, day]);
    expect(n).toBe(3);
  });

  test('bad ranges are refused like lawyer_busy_slots; unlisted, unapproved and unknown lawyers have nothing open', async () => {
    const today = kstToday();
    const call = (from: string | null, to: string | null, id: string | null = P.lawyer.id) =>
      P.anon.rpc('lawyer_open_slots', { lawyer_id: id as string, from_date: from as string, to_date: to as string });
    expectError(await call(today, addDays(today, 62)), '22023', 'invalid_range');
    expectError(await call(addDays(today, 1), today), '22023', 'invalid_range');
    expectError(await call(null, today), '22023', 'invalid_range');
    expectError(await call(today, today, null), '22023', 'invalid_range');
    expect((expectOk(await call(today, addDays(today, 61))) as unknown[]).length).toBeGreaterThan(0);
    expect(expectOk(await call(today, addDays(today, 61), P.unapprovedLawyer.id))).toEqual([]);
    expect(expectOk(await call(today, addDays(today, 61), P.clientA.id))).toEqual([]);
    expect(expectOk(await call(today, addDays(today, 61), crypto.randomUUID()))).toEqual([]);
    const hidden = await listedLawyer('hidden');
    expectOk(await hidden.db.rpc('set_lawyer_visibility', { visible: false }));
    expect(expectOk(await call(today, addDays(today, 61), hidden.id))).toEqual([]);
    // authenticated callers too; the rows carry the slot and nothing else
    const rows = expectOk(await P.clientA.db.rpc('lawyer_open_slots', { lawyer_id: P.lawyer.id, from_date: today, to_date: addDays(today, 61) })) as Record<string, unknown>[];
    expect(Object.keys(rows[0]).sort()).toEqual(['slot_date', 'slot_time']);
  });
});

describe(`create_booking refuses every slot that is not open on ${TEST_DB}`, () => {
  test('each closed case: P0001 slot_unavailable, nothing written; the lawyer-independent checks keep their hints', async () => {
    const l = await listedLawyer('closed');
    await openEveryDay(s, l); // holidays of the next 62 days opened: each case below is closed for one reason
    const today = kstToday();
    const c = await freshClient(s, 'closed');
    const refused = async (label: string, sl: { date: string; time: string }) => {
      const r = await book(c, l.id, sl);
      expect(r.error ? `${r.error.code}:${r.error.hint}` : 'ok', label).toBe('P0001:slot_unavailable');
    };

    // every day, three days' notice, 30 days ahead
    await setAvailability(l, EVERY_DAY, 3 * 24 * 60, 30);
    await refused('inside the notice', { date: addDays(today, 1), time: '10:00' });
    await refused('beyond the horizon', { date: addDays(today, 31), time: '10:00' });

    // Mondays 09:00 and 10:00 only, no notice
    await setAvailability(l, { 1: ['09:00', '10:00'] }, 0, 60);
    const monday = Array.from({ length: 7 }, (_, i) => addDays(today, i + 2)).find((d) => isoWeekday(d) === 1)!;
    await refused('a weekday without hours', { date: addDays(monday, 1), time: '09:00' });
    await refused('a slot outside the day\'s hours', { date: monday, time: '11:00' });
    const offId = expectOk(await l.db.rpc('lawyer_add_time_off', { from_date: monday, to_date: monday })) as string;
    await refused('time off', { date: monday, time: '09:00' });
    expectOk(await l.db.rpc('lawyer_remove_time_off', { id: offId }));
    await sql(s, `insert into public.public_holidays (holiday_date, names) values ($1, array['시험 공휴일']) on conflict do nothing`, [monday]);
    expectOk(await l.db.rpc('lawyer_set_holiday_open', { holiday_date: monday, open: false }));
    await refused('a closed holiday', { date: monday, time: '09:00' });
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.bookings where client_id = $1`, [c.id]);
    expect(n).toBe(0);

    // opened: bookable
    expectOk(await l.db.rpc('lawyer_set_holiday_open', { holiday_date: monday, open: true }));
    expectOk(await book(c, l.id, { date: monday, time: '09:00' }));

    // what does not depend on the lawyer answers as before
    expectError(await book(c, l.id, { date: addDays(today, -1), time: '10:00' }), '22023', 'past_slot');
    expectError(await book(c, l.id, { date: addDays(today, 400), time: '10:00' }), '22023', 'too_far_ahead');
    expectError(await book(c, l.id, { date: monday, time: '12:00' }), '22023', 'invalid_slot');
  });
});
